import type { AuditHistoryItem, HistorySubject } from '@congdoan/shared';
import type { QueryKey } from '@tanstack/react-query';
import { Alert, Empty, Flex, Pagination, Skeleton, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { HISTORY_PAGE_SIZE, useAuditHistory } from '../lib/audit-history';
import { formatDateTime } from '../lib/format-date-time';

/** One line under a change: a field and its value before and after ('' or null: none). */
export interface ChangeLine {
  key: string;
  label: string;
  from?: string | null;
  to?: string | null;
}

interface ChangeHistoryProps {
  subject: HistorySubject;
  recordId: number;
  /** The feature's query key the history is kept under, so that the feature's writes refresh it. */
  ownerKey: QueryKey;
  /** The action as the feature names it ('Cập nhật thông tin', 'Chuyển đơn vị cấp trên', …). */
  actionLabel: (action: string) => string;
  /** The lines of one change, in the feature's words. */
  describe: (row: AuditHistoryItem) => ChangeLine[];
}

const shown = (v: string | null | undefined) => (v ? v : null);

/** 'Lịch sử thay đổi' of one record: who changed what and when, newest first, paged. */
export function ChangeHistory({ subject, recordId, ownerKey, actionLabel, describe }: ChangeHistoryProps) {
  const [page, setPage] = useState(1);
  const history = useAuditHistory(ownerKey, subject, recordId, page);
  if (history.isPending) return <Skeleton active />;
  if (history.isError) return <Alert type="error" showIcon title={history.error.message} />;
  const { list, count } = history.data;
  if (count === 0) return <Empty description="Chưa có thay đổi nào" />;
  return (
    <Flex vertical gap={8}>
      <Timeline
        items={list.map((row) => {
          const lines = describe(row);
          return {
            key: row.id,
            content: (
              <div>
                <Typography.Text strong>{actionLabel(row.action)}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {formatDateTime(row.createdAt)} ·{' '}
                    {row.actorName ?? (row.actorId === null ? 'Hệ thống' : `Người dùng #${row.actorId}`)}
                  </Typography.Text>
                </div>
                {lines.length > 0 && (
                  <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
                    {lines.map((line) => {
                      const from = shown(line.from);
                      const to = shown(line.to);
                      return (
                        <li key={line.key}>
                          {line.label}: {from !== null && to !== null ? `${from} → ${to}` : (to ?? from)}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            ),
          };
        })}
      />
      {count > HISTORY_PAGE_SIZE && (
        <Pagination
          size="small"
          current={page}
          pageSize={HISTORY_PAGE_SIZE}
          total={count}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </Flex>
  );
}
