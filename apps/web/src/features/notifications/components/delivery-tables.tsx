import {
  EMAIL_NOT_CONFIGURED_NOTE,
  formatNumber,
  NOTIFICATION_PAGE_SIZE,
  type NotificationEmailItem,
  type NotificationZaloItem,
  type OutboxState,
  ZALO_DELIVERY_STATE_LABELS,
  ZALO_NOT_CONFIGURED_MESSAGE,
  type ZaloDeliveryState,
} from '@congdoan/shared';
import { Alert, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CellLines } from '../../../components/cell-lines';
import { KeyboardScroll } from '../../../components/keyboard-scroll';
import { formatDateTime } from '../../../lib/format-date-time';
import { smallPager } from '../../../lib/small-pager';
import { useNotificationEmails } from '../api/list-notification-emails';
import { useNotificationZalo } from '../api/list-notification-zalo';

/** An e-mail's state as the delivery view says it. */
const EMAIL_STATE_LABELS: Record<OutboxState, string> = {
  pending: 'Đang chờ gửi',
  delivered: 'Đã gửi',
  logged: 'Chỉ ghi nhật ký',
  failed: 'Gửi thất bại',
};
const EMAIL_STATE_COLORS: Record<OutboxState, string> = {
  pending: 'processing',
  delivered: 'success',
  logged: 'warning',
  failed: 'error',
};
const ZALO_STATE_COLORS: Record<ZaloDeliveryState, string> = {
  queued: 'processing',
  sent: 'success',
  failed: 'error',
};

/** What stands under a delivery's state: when it went, or why it has not (the last error and attempts). */
export function deliveryNote(row: {
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
}): string | null {
  if (row.deliveredAt) return `Lúc ${formatDateTime(row.deliveredAt)}`;
  if (row.lastError) return `${row.lastError} (lần thử ${row.attempts})`;
  return null;
}

function StateCell({ label, color, note }: { label: string; color: string; note: string | null }) {
  return (
    <CellLines align="start" sub={note}>
      <Tag color={color}>{label}</Tag>
    </CellLines>
  );
}

/** The e-mails of a notification (GET thong-bao/{id}/email): recipient address and state, failed first. */
export function EmailDeliveries({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const emails = useNotificationEmails(id, page);
  const data = emails.data;
  return (
    <Flex vertical gap={8}>
      {emails.error && <Alert type="error" showIcon title={emails.error.message} />}
      {data && !data.daCauHinh && data.tongSo > 0 && (
        <Alert type="warning" showIcon title={EMAIL_NOT_CONFIGURED_NOTE} />
      )}
      <KeyboardScroll label="Danh sách e-mail đã gửi">
        <Table<NotificationEmailItem>
          rowKey="id"
          size="small"
          loading={emails.isPending || emails.isPlaceholderData}
          dataSource={data?.list ?? []}
          locale={{ emptyText: 'Thông báo này không gửi kèm e-mail' }}
          scroll={{ x: 480 }}
          pagination={smallPager(page, NOTIFICATION_PAGE_SIZE, data?.count ?? 0, 'e-mail', setPage)}
          columns={[
            { title: 'Người nhận', key: 'to', dataIndex: 'to', ellipsis: true },
            {
              title: 'Trạng thái',
              key: 'state',
              width: 220,
              render: (_v, row) => (
                <StateCell
                  label={EMAIL_STATE_LABELS[row.state]}
                  color={EMAIL_STATE_COLORS[row.state]}
                  note={deliveryNote(row)}
                />
              ),
            },
          ]}
        />
      </KeyboardScroll>
    </Flex>
  );
}

/**
 * The Zalo messages of a notification (GET thong-bao/{id}/zalo): the user and the Zalo account each
 * went to, its state ('Đang chờ gửi', 'Đã gửi', 'Gửi thất bại') and the OA's error, failed first.
 */
export function ZaloDeliveries({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const zalo = useNotificationZalo(id, page);
  const data = zalo.data;
  return (
    <Flex vertical gap={8}>
      {zalo.error && <Alert type="error" showIcon title={zalo.error.message} />}
      {data && !data.daCauHinh && data.tongSo > 0 && (
        <Alert type="warning" showIcon title={`${ZALO_NOT_CONFIGURED_MESSAGE}: tin Zalo chưa thể gửi đi`} />
      )}
      {data && data.tongSo > 0 && (
        <Typography.Text>
          {(['sent', 'queued', 'failed'] as const)
            .map(
              (state) => `${ZALO_DELIVERY_STATE_LABELS[state]}: ${formatNumber(data.theoTrangThai[state])}`,
            )
            .join(' · ')}
        </Typography.Text>
      )}
      <KeyboardScroll label="Danh sách tin Zalo đã gửi">
        <Table<NotificationZaloItem>
          rowKey="id"
          size="small"
          loading={zalo.isPending || zalo.isPlaceholderData}
          dataSource={data?.list ?? []}
          locale={{ emptyText: 'Thông báo này không gửi qua Zalo' }}
          scroll={{ x: 520 }}
          pagination={smallPager(page, NOTIFICATION_PAGE_SIZE, data?.count ?? 0, 'tin Zalo', setPage)}
          columns={[
            {
              title: 'Người nhận',
              key: 'user',
              render: (_v, row) => (
                // no name: the recipient has left the caller's scope, or was deleted
                <CellLines sub={`Zalo: ${row.displayName ?? 'N/A'}`}>
                  {row.fullName ?? 'Ngoài phạm vi dữ liệu'}
                </CellLines>
              ),
            },
            {
              title: 'Trạng thái',
              key: 'state',
              width: 240,
              render: (_v, row) => (
                <StateCell
                  label={ZALO_DELIVERY_STATE_LABELS[row.state]}
                  color={ZALO_STATE_COLORS[row.state]}
                  note={deliveryNote(row)}
                />
              ),
            },
          ]}
        />
      </KeyboardScroll>
    </Flex>
  );
}
