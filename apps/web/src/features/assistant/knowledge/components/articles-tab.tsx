import { PlusOutlined } from '@ant-design/icons';
import type { KnowledgeArticleItem, KnowledgeCategoryItem } from '@congdoan/shared';
import { Button, Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { ListSearch } from '../../../../components/list-search';
import { useDebouncedCallback } from '../../../../lib/use-debounced-callback';
import { useLocalList } from '../../../../lib/use-local-list';
import { useToast } from '../../../../lib/use-toast';
import { useKnowledgeArticles } from '../../../../lookups/knowledge-articles';
import { useDeleteKnowledgeArticle } from '../api/delete-knowledge-article';
import type { ArticleFormStart } from './article-form-values';
import { ArticlesTable } from './articles-table';
import { CategoryPanel } from './category-panel';

interface ArticlesTabProps {
  categories: readonly KnowledgeCategoryItem[];
  categoriesError: Error | null;
  categoriesLoading: boolean;
  onOpenForm: (start: ArticleFormStart) => void;
}

/** 'Bài viết': the categories on the left, the chosen one's articles on the right, searched without accents. */
export function ArticlesTab({
  categories,
  categoriesError,
  categoriesLoading,
  onOpenForm,
}: ArticlesTabProps) {
  const [categoryId, setCategoryId] = useState<number | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const sendSearch = useDebouncedCallback((text: string) => setSearch(text.trim()));
  const list = useLocalList<string>(20);
  const articles = useKnowledgeArticles({ categoryId, search: search || undefined });
  const remove = useDeleteKnowledgeArticle();
  const toast = useToast();

  const choose = (id: number | undefined) => {
    setCategoryId(id);
    list.update({ page: 1 });
  };
  const deleteArticle = (row: KnowledgeArticleItem) =>
    remove.mutateAsync(row.id).then(
      () => toast.success('Đã xóa bài viết', row.question),
      (error: unknown) => toast.failed('Không xóa được bài viết', error),
    );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8} xl={6}>
        <CategoryPanel
          categories={categories}
          error={categoriesError}
          loading={categoriesLoading}
          selectedId={categoryId}
          onSelect={choose}
        />
      </Col>
      <Col xs={24} lg={16} xl={18}>
        <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 16 }}>
          <ListSearch
            placeholder="Tìm theo câu hỏi, từ khóa (gõ có dấu hoặc không dấu)"
            aria-label="Tìm bài viết"
            value={typed}
            onChange={(text) => {
              setTyped(text);
              sendSearch(text);
              list.update({ page: 1 });
            }}
            onSubmit={(text) => {
              sendSearch.cancel();
              setSearch(text.trim());
              list.update({ page: 1 });
            }}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={categories.length === 0}
            onClick={() => onOpenForm({ kind: 'new', categoryId })}
          >
            Thêm bài viết
          </Button>
        </Flex>
        <ArticlesTable
          rows={articles.data}
          isFetching={articles.isFetching}
          error={articles.error}
          state={list}
          allCategories={categoryId === undefined}
          emptyText={search ? 'Không tìm thấy bài viết nào' : 'Chưa có bài viết nào'}
          onEdit={(article) => onOpenForm({ kind: 'edit', article })}
          onDelete={deleteArticle}
        />
      </Col>
    </Row>
  );
}
