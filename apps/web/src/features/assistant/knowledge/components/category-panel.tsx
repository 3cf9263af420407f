import { PlusOutlined } from '@ant-design/icons';
import { formatNumber, type KnowledgeCategoryItem } from '@congdoan/shared';
import { Alert, Button, Card, Empty, Flex, Tooltip, Typography, theme } from 'antd';
import { useState } from 'react';
import { deleteRowAction, editRowAction, RowActions } from '../../../../components/row-actions';
import { useToast } from '../../../../lib/use-toast';
import { useDeleteKnowledgeCategory } from '../api/delete-knowledge-category';
import { CategoryFormModal } from './category-form-modal';
import './knowledge.css';

/** The delete's question; one that still holds articles is refused by the server, which says so. */
export const deleteCategoryQuestion = (row: Pick<KnowledgeCategoryItem, 'name' | 'articleCount'>) =>
  row.articleCount > 0
    ? `Nhóm "${row.name}" đang có ${formatNumber(row.articleCount)} bài viết và sẽ không xóa được. Vẫn thử xóa?`
    : `Xóa nhóm câu hỏi "${row.name}"?`;

interface CategoryPanelProps {
  categories: readonly KnowledgeCategoryItem[];
  error: Error | null;
  loading: boolean;
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
}

/** The knowledge base's categories: choose one to see its articles; add, rename, delete. */
export function CategoryPanel({ categories, error, loading, selectedId, onSelect }: CategoryPanelProps) {
  const toast = useToast();
  const remove = useDeleteKnowledgeCategory();
  const [editing, setEditing] = useState<{ row: KnowledgeCategoryItem | null } | null>(null);
  const { token } = theme.useToken();

  return (
    <Card
      size="small"
      title="Nhóm câu hỏi"
      loading={loading && categories.length === 0}
      extra={
        <Tooltip title="Thêm nhóm câu hỏi">
          <Button
            size="small"
            icon={<PlusOutlined />}
            aria-label="Thêm nhóm câu hỏi"
            onClick={() => setEditing({ row: null })}
          />
        </Tooltip>
      }
    >
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 12 }} />}
      {categories.length === 0 && !error ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có nhóm câu hỏi nào" />
      ) : (
        <ul className="knowledge-categories" aria-label="Nhóm câu hỏi">
          {[{ id: undefined, name: 'Tất cả nhóm', articleCount: undefined } as const, ...categories].map(
            (row) => {
              const selected = row.id === selectedId;
              return (
                <li
                  key={row.id ?? 'all'}
                  style={selected ? { background: token.controlItemBgActive } : undefined}
                >
                  <Button
                    type="text"
                    className="knowledge-category-name"
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => onSelect(row.id)}
                  >
                    <Typography.Text strong={selected}>{row.name}</Typography.Text>
                    {row.articleCount !== undefined && (
                      <Typography.Text type="secondary">{formatNumber(row.articleCount)}</Typography.Text>
                    )}
                  </Button>
                  {row.id !== undefined && (
                    <Flex>
                      <RowActions
                        actions={[
                          {
                            ...editRowAction('all', () => setEditing({ row }), 'manage'),
                            label: `Đổi tên nhóm ${row.name}`,
                          },
                          {
                            ...deleteRowAction(
                              'all',
                              deleteCategoryQuestion(row),
                              () =>
                                remove.mutateAsync(row.id).then(
                                  () => {
                                    toast.success('Đã xóa nhóm câu hỏi', row.name);
                                    if (selectedId === row.id) onSelect(undefined);
                                  },
                                  // In use: the server's Vietnamese refusal says why.
                                  (failure: unknown) => toast.failed('Không xóa được nhóm câu hỏi', failure),
                                ),
                              'manage',
                            ),
                            label: `Xóa nhóm ${row.name}`,
                          },
                        ]}
                      />
                    </Flex>
                  )}
                </li>
              );
            },
          )}
        </ul>
      )}
      {editing && (
        <CategoryFormModal
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={(c) => onSelect(c.id)}
        />
      )}
    </Card>
  );
}
