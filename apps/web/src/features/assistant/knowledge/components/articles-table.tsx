import type { KnowledgeArticleItem, ListPage } from '@congdoan/shared';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../../../components/list-page';
import { ListTable } from '../../../../components/list-table';
import { deleteRowAction, editRowAction, type RowAction } from '../../../../components/row-actions';
import { formatDate, formatDay } from '../../../../lib/format-date-time';
import type { LocalListState } from '../../../../lib/use-local-list';

export function ActiveTag({ active }: { active: boolean }) {
  return <Tag color={active ? 'success' : 'default'}>{active ? 'Đang dùng' : 'Ngừng dùng'}</Tag>;
}

/** The articles of one page of a list the server answers whole. */
export const pageOf = <T,>(
  rows: readonly T[],
  { page, limit }: { page: number; limit: number },
): ListPage<T> => ({
  list: rows.slice((page - 1) * limit, page * limit),
  count: rows.length,
});

const COLUMNS: ListColumn<KnowledgeArticleItem>[] = [
  {
    title: 'Câu hỏi',
    key: 'question',
    minWidth: 220,
    ellipsis: false,
    // The question on up to two lines (a sentence, unlike a name, reads cut after a few words as nothing), and
    // the answer's first line under it: what an edit changed shows without opening it.
    render: (_v, row) => (
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Paragraph
          ellipsis={{ rows: 2, tooltip: row.question }}
          style={{ margin: 0, color: 'inherit' }}
        >
          {row.question}
        </Typography.Paragraph>
        <Typography.Text type="secondary" ellipsis={{ tooltip: row.answer }} style={{ fontSize: 12 }}>
          {row.answer}
        </Typography.Text>
      </Flex>
    ),
  },
  { title: 'Nguồn', dataIndex: 'source', key: 'source', minWidth: 120 },
  {
    title: 'Hiệu lực',
    key: 'effectiveFrom',
    width: 100,
    render: (_v, row) => formatDate(row.effectiveFrom),
  },
  { title: 'Trạng thái', key: 'active', width: 110, render: (_v, row) => <ActiveTag active={row.active} /> },
  { title: 'Cập nhật', key: 'updatedAt', width: 100, render: (_v, row) => formatDay(row.updatedAt) },
];
/** The category's own column, where the articles of every category are listed together. */
const CATEGORY_COLUMN: ListColumn<KnowledgeArticleItem> = {
  title: 'Nhóm',
  dataIndex: 'categoryName',
  key: 'categoryName',
  width: 150,
};

interface ArticlesTableProps {
  rows: readonly KnowledgeArticleItem[] | undefined;
  isFetching: boolean;
  error: Error | null;
  state: { filters: LocalListState<string>; update: (change: Partial<LocalListState<string>>) => void };
  emptyText: string;
  /** Every category's articles: each row names its category. */
  allCategories: boolean;
  onEdit: (row: KnowledgeArticleItem) => void;
  onDelete: (row: KnowledgeArticleItem) => Promise<unknown>;
}

/** The articles: a table, a card a row on a phone; edit in the drawer, delete asked first. */
export function ArticlesTable({
  rows,
  isFetching,
  error,
  state,
  emptyText,
  allCategories,
  onEdit,
  onDelete,
}: ArticlesTableProps) {
  const [question, ...rest] = COLUMNS;
  const columns = allCategories && question ? [question, CATEGORY_COLUMN, ...rest] : COLUMNS;
  const actionsOf = (row: KnowledgeArticleItem): RowAction[] => [
    editRowAction('all', () => onEdit(row), 'manage'),
    deleteRowAction('all', `Xóa bài viết "${row.question}"?`, () => onDelete(row), 'manage'),
  ];
  const facts = (row: KnowledgeArticleItem): ReactNode[] => [
    [row.source, row.effectiveFrom && `hiệu lực ${formatDate(row.effectiveFrom)}`]
      .filter(Boolean)
      .join(' · '),
    <ActiveTag key="active" active={row.active} />,
  ];
  return (
    <ListTable<KnowledgeArticleItem>
      columns={columns}
      list={{ data: rows && pageOf(rows, state.filters), isFetching, error }}
      state={state}
      noun="bài viết"
      rowActions={actionsOf}
      emptyText={emptyText}
      card={{ title: (row) => row.question, name: (row) => row.question, facts }}
    />
  );
}
