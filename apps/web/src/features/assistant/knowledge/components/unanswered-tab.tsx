import { CloseOutlined, FileAddOutlined } from '@ant-design/icons';
import { formatNumber, type UnansweredQuestionItem } from '@congdoan/shared';
import { Tag, Typography } from 'antd';
import type { ListColumn } from '../../../../components/list-page';
import { ListTable } from '../../../../components/list-table';
import type { RowAction } from '../../../../components/row-actions';
import { formatDateTime } from '../../../../lib/format-date-time';
import { useLocalList } from '../../../../lib/use-local-list';
import { useToast } from '../../../../lib/use-toast';
import { useDismissUnanswered } from '../api/dismiss-unanswered';
import { useUnanswered } from '../api/list-unanswered';

const columns: ListColumn<UnansweredQuestionItem>[] = [
  {
    title: 'Câu hỏi',
    key: 'question',
    minWidth: 300,
    render: (_v, row) =>
      row.articleId === null ? (
        row.question
      ) : (
        <Typography.Text ellipsis={{ tooltip: row.question }}>
          {row.question} <Tag color="success">Đã có bài viết</Tag>
        </Typography.Text>
      ),
  },
  {
    title: 'Số lần hỏi',
    key: 'count',
    width: 120,
    align: 'end',
    render: (_v, row) => formatNumber(row.count),
  },
  {
    title: 'Lần hỏi gần nhất',
    key: 'lastAskedAt',
    width: 170,
    render: (_v, row) => formatDateTime(row.lastAskedAt),
  },
];

/**
 * 'Câu hỏi chưa trả lời được': what the assistant could not answer, most asked first, counted
 * without who asked (nobody is stored). Each may become an article, or be dismissed.
 */
export function UnansweredTab({
  onCreateArticle,
}: {
  onCreateArticle: (row: UnansweredQuestionItem) => void;
}) {
  const list = useLocalList<string>(20);
  const questions = useUnanswered({ page: list.filters.page, limit: list.filters.limit });
  const dismiss = useDismissUnanswered();
  const toast = useToast();

  const actionsOf = (row: UnansweredQuestionItem): RowAction[] => [
    {
      key: 'article',
      label: 'Tạo bài viết',
      icon: <FileAddOutlined />,
      action: 'manage',
      subject: 'all',
      onClick: () => onCreateArticle(row),
    },
    {
      key: 'dismiss',
      label: 'Bỏ qua',
      icon: <CloseOutlined />,
      action: 'manage',
      subject: 'all',
      confirm: {
        content: `Bỏ qua câu hỏi "${row.question}"? Nếu được hỏi lại, câu hỏi sẽ được đếm lại từ đầu.`,
      },
      onClick: () =>
        dismiss.mutateAsync(row.id).then(
          () => toast.success('Đã bỏ qua câu hỏi', row.question),
          (error: unknown) => toast.failed('Không bỏ qua được câu hỏi', error),
        ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">
        Những câu hỏi trợ lý chưa trả lời được, hỏi nhiều nhất ở trên. Hệ thống chỉ đếm số lần hỏi, không lưu
        người hỏi.
      </Typography.Paragraph>
      <ListTable<UnansweredQuestionItem>
        columns={columns}
        list={questions}
        state={list}
        noun="câu hỏi"
        rowActions={actionsOf}
        emptyText="Chưa có câu hỏi nào mà trợ lý không trả lời được"
        card={{
          title: (row) => row.question,
          name: (row) => row.question,
          facts: (row) => [
            `Hỏi ${formatNumber(row.count)} lần · gần nhất ${formatDateTime(row.lastAskedAt)}`,
          ],
        }}
      />
    </>
  );
}
