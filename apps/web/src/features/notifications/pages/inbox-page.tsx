import {
  inboxQuery,
  NOTIFICATION_PAGE_SIZE,
  READ_STATE_LABELS,
  READ_STATES,
  type ReadState,
} from '@congdoan/shared';
import { Alert, Button, Empty, Flex, Pagination, Segmented, Spin } from 'antd';
import { ListPageCard } from '../../../components/list-page-card';
import { defineListFilters } from '../../../lib/url-filters';
import { useSessionUser } from '../../../lib/use-session-user';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useUnreadCount } from '../api/get-unread-count';
import { useInboxPage } from '../api/list-inbox';
import { useMarkAllRead } from '../api/mark-all-read';
import { EMPTY_INBOX, LOAD_FAILED } from '../components/bell-panel';
import { InboxList } from '../components/inbox-entry';

const inboxFilters = defineListFilters({
  shape: inboxQuery.shape,
  filters: ['trangThaiDoc'],
  pageSize: NOTIFICATION_PAGE_SIZE,
});

type Shown = ReadState | 'all';

/** /trade-union/notifications: the signed-in user's own notifications, all or by read state. */
export function InboxPage() {
  const user = useSessionUser();
  const { filters, update } = useUrlFilters(inboxFilters);
  const inbox = useInboxPage(filters);
  // The bell's count (kept live by its stream); this page only reads it.
  const { data: unread } = useUnreadCount(true, false);
  const markAll = useMarkAllRead();
  const unreadCount = unread ?? inbox.data?.unreadCount ?? 0;
  const items = inbox.data?.list ?? [];

  return (
    <ListPageCard
      title="Thông báo của tôi"
      extra={
        <Button disabled={unreadCount === 0 || !user} onClick={() => user && markAll(user.id)}>
          Đánh dấu tất cả đã đọc
        </Button>
      }
    >
      <Segmented<Shown>
        aria-label="Lọc theo trạng thái đọc"
        value={filters.trangThaiDoc ?? 'all'}
        onChange={(shown) => update({ trangThaiDoc: shown === 'all' ? undefined : shown })}
        options={[
          { value: 'all', label: 'Tất cả' },
          ...READ_STATES.map((state) => ({
            value: state,
            label:
              state === 'chua_doc'
                ? `${READ_STATE_LABELS[state]} (${unreadCount})`
                : READ_STATE_LABELS[state],
          })),
        ]}
        style={{ marginBottom: 16 }}
      />
      {inbox.error && <Alert type="error" showIcon title={LOAD_FAILED} style={{ marginBottom: 16 }} />}
      <Spin spinning={inbox.isFetching}>
        {items.length === 0 ? (
          !inbox.isPending && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_INBOX} />
        ) : (
          <InboxList items={items} />
        )}
      </Spin>
      {inbox.data && inbox.data.count > 0 && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Pagination
            current={filters.page}
            pageSize={filters.limit}
            total={inbox.data.count}
            showSizeChanger={false}
            showTotal={(total) => `Tổng ${total} thông báo`}
            onChange={(page) => update({ page })}
          />
        </Flex>
      )}
    </ListPageCard>
  );
}
