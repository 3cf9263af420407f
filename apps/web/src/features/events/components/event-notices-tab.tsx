import { SearchOutlined, SendOutlined } from '@ant-design/icons';
import {
  EVENT_NOTICE_TYPES,
  type EventItem,
  type EventNoticeType,
  type EventRecipientItem,
  type EventRecipientSummary,
  formatNumber,
  SEARCH_TEXT_MAX,
  SEEN_STATES,
  type SeenState,
} from '@congdoan/shared';
import { Alert, Button, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CellLines } from '../../../components/cell-lines';
import { KeyboardScroll } from '../../../components/keyboard-scroll';
import { useAppAbility } from '../../../lib/ability';
import { formatDateTime } from '../../../lib/format-date-time';
import { smallPager } from '../../../lib/small-pager';
import { useDebouncedValue } from '../../../lib/use-debounced-callback';
import { useEventRecipients } from '../api/list-event-recipients';
import { EventNoticeDialog } from './event-notice-dialog';

const PAGE_SIZE = 10;

/** 'Tổng 12 người nhận · Đã xem 8 · Chưa xem 4'. */
export const summaryText = (s: EventRecipientSummary) =>
  `Tổng ${formatNumber(s.tong)} người nhận · Đã xem ${formatNumber(s.daXem)} · Chưa xem ${formatNumber(s.chuaXem)}`;

export function SeenTag({ state }: { state: SeenState }) {
  return <Tag color={state === 'Đã xem' ? 'success' : 'default'}>{state}</Tag>;
}

/** Who was told of the event and who has seen it: searchable, by seen state and notice type, 10 a page. */
function RecipientTable({ eventId }: { eventId: number }) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const [seen, setSeen] = useState<SeenState | undefined>();
  const [type, setType] = useState<EventNoticeType | undefined>();
  const [page, setPage] = useState(1);
  const recipients = useEventRecipients(eventId, {
    page,
    limit: PAGE_SIZE,
    search: search || undefined,
    trangThaiXem: seen,
    loaiThongBao: type,
  });
  const summary = recipients.data?.summary;
  return (
    <Flex vertical gap={8}>
      {summary && <Typography.Text strong>{summaryText(summary)}</Typography.Text>}
      <Flex gap={8} wrap>
        <Input
          prefix={<SearchOutlined />}
          allowClear
          aria-label="Tìm người nhận"
          maxLength={SEARCH_TEXT_MAX}
          placeholder="Tìm theo tên người nhận"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Select<SeenState>
          allowClear
          aria-label="Lọc theo trạng thái xem"
          placeholder="Trạng thái xem"
          value={seen}
          onChange={(next) => {
            setSeen(next);
            setPage(1);
          }}
          options={SEEN_STATES.map((s) => ({ value: s, label: s }))}
          style={{ width: 150 }}
        />
        <Select<EventNoticeType>
          allowClear
          aria-label="Lọc theo loại thông báo"
          placeholder="Loại thông báo"
          value={type}
          onChange={(next) => {
            setType(next);
            setPage(1);
          }}
          options={EVENT_NOTICE_TYPES.map((t) => ({ value: t, label: t }))}
          style={{ width: 180 }}
        />
      </Flex>
      {recipients.error && <Alert type="error" showIcon title={recipients.error.message} />}
      <KeyboardScroll label="Danh sách người nhận thông báo">
        <Table<EventRecipientItem>
          rowKey="nguoiNhanId"
          size="small"
          loading={recipients.isFetching}
          dataSource={recipients.data?.list ?? []}
          locale={{ emptyText: search || seen || type ? 'Không tìm thấy' : 'Chưa gửi thông báo cho ai' }}
          scroll={{ x: 640 }}
          pagination={smallPager(page, PAGE_SIZE, recipients.data?.count ?? 0, 'người nhận', setPage)}
          columns={[
            {
              title: 'Người nhận',
              key: 'fullName',
              render: (_v, r) => <CellLines sub={r.organizationName}>{r.fullName}</CellLines>,
            },
            {
              title: 'Loại thông báo',
              key: 'loaiThongBao',
              width: 170,
              render: (_v, r) => (
                <CellLines sub={r.ghiChu} ellipsis={{ tooltip: r.ghiChu }}>
                  {r.loaiThongBao}
                </CellLines>
              ),
            },
            {
              title: 'Gửi lúc',
              key: 'thoiGianGui',
              width: 140,
              render: (_v, r) => formatDateTime(r.thoiGianGui),
            },
            {
              title: 'Trạng thái',
              key: 'trangThaiXem',
              width: 150,
              render: (_v, r) => (
                <CellLines align="start" sub={r.thoiGianXem && formatDateTime(r.thoiGianXem)}>
                  <SeenTag state={r.trangThaiXem} />
                </CellLines>
              ),
            },
          ]}
        />
      </KeyboardScroll>
    </Flex>
  );
}

/**
 * 'Thông báo' of an event: 'Gửi thông báo' for those who may send (notify_event), and the
 * recipients with their seen state for those who may see the detail of an event they manage.
 */
export function EventNoticesTab({ event }: { event: EventItem }) {
  const ability = useAppAbility();
  const [sending, setSending] = useState(false);
  const canSend = event.coTheQuanLy && ability.can('notify_event', 'event');
  return (
    <Flex vertical gap={12}>
      {canSend && (
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary">
            Gửi thông báo sự kiện tới người dùng, theo vai trò hoặc tất cả người dùng trong phạm vi của bạn.
          </Typography.Text>
          <Button type="primary" icon={<SendOutlined />} onClick={() => setSending(true)}>
            Gửi thông báo
          </Button>
        </Flex>
      )}
      <RecipientTable eventId={event.id} />
      {sending && <EventNoticeDialog event={event} onClose={() => setSending(false)} />}
    </Flex>
  );
}
