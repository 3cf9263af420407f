import { Alert, Empty, Flex, Pagination, Skeleton, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { ORGANIZATION_HISTORY_PAGE_SIZE, useOrganizationHistory } from '../api/get-organization-history';
import { useDynamicFields } from '../api/list-dynamic-fields';
import {
  describeOrganizationChanges,
  formatDateTime,
  organizationActionLabel,
} from './organization-history-format';

/** 'Lịch sử thay đổi' of an organisation: who changed what and when, newest first, paged. */
export function OrganizationHistory({ organizationId }: { organizationId: number }) {
  const [page, setPage] = useState(1);
  const history = useOrganizationHistory(organizationId, page);
  // Custom values are named by their field's label; without the list they show by key.
  const fields = useDynamicFields();
  if (history.isPending) return <Skeleton active />;
  if (history.isError) return <Alert type="error" showIcon title={history.error.message} />;
  const { list, count } = history.data;
  if (count === 0) return <Empty description="Chưa có thay đổi nào" />;
  return (
    <Flex vertical gap={8}>
      <Timeline
        items={list.map((row) => {
          const changes = describeOrganizationChanges(row.before, row.after, fields.data ?? []);
          return {
            key: row.id,
            content: (
              <div>
                <Typography.Text strong>{organizationActionLabel(row.action)}</Typography.Text>
                <div>
                  <Typography.Text type="secondary">
                    {formatDateTime(row.createdAt)} ·{' '}
                    {row.actorName ?? (row.actorId === null ? 'Hệ thống' : `Người dùng #${row.actorId}`)}
                  </Typography.Text>
                </div>
                {changes.length > 0 && (
                  <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
                    {changes.map((c) => (
                      <li key={c.key}>
                        {c.label}:{' '}
                        {c.from !== null && c.to !== null ? `${c.from} → ${c.to}` : (c.to ?? c.from)}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ),
          };
        })}
      />
      {count > ORGANIZATION_HISTORY_PAGE_SIZE && (
        <Pagination
          size="small"
          current={page}
          pageSize={ORGANIZATION_HISTORY_PAGE_SIZE}
          total={count}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </Flex>
  );
}
