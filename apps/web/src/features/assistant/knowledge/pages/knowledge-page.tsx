import type { UnansweredQuestionItem } from '@congdoan/shared';
import { Card } from 'antd';
import { useState } from 'react';
import { UrlTabs } from '../../../../components/url-tabs';
import { useKnowledgeCategories } from '../../../../lookups/knowledge-categories';
import { ArticleFormDrawer } from '../components/article-form-drawer';
import type { ArticleFormStart } from '../components/article-form-values';
import { ArticlesTab } from '../components/articles-tab';
import { UnansweredTab } from '../components/unanswered-tab';

/**
 * /trade-union/ai-chatbot/knowledge (administrators): the assistant's knowledge base — categories and
 * their articles — and the questions it could not answer, which become articles or are dismissed.
 */
export function KnowledgePage() {
  const categories = useKnowledgeCategories();
  const [form, setForm] = useState<ArticleFormStart | null>(null);
  const categoryList = categories.data ?? [];

  const fromUnanswered = (row: UnansweredQuestionItem) =>
    setForm({ kind: 'unanswered', id: row.id, question: row.question, categoryId: categoryList[0]?.id });

  return (
    <Card>
      <UrlTabs
        items={[
          {
            key: 'articles',
            label: 'Bài viết',
            children: (
              <ArticlesTab
                categories={categoryList}
                categoriesError={categories.error}
                categoriesLoading={categories.isPending}
                onOpenForm={setForm}
              />
            ),
          },
          {
            key: 'unanswered',
            label: 'Câu hỏi chưa trả lời được',
            children: <UnansweredTab onCreateArticle={fromUnanswered} />,
          },
        ]}
      />
      {form && <ArticleFormDrawer start={form} categories={categoryList} onClose={() => setForm(null)} />}
    </Card>
  );
}
