import {
  inboxQuery,
  NOTIFICATION_PAGE_SIZE,
  READ_STATE_LABELS,
  READ_STATES,
  type ReadState,
} from '@congdoan/shared';
import { Button, Segmented } from 'antd';
import { ListPageLayout } from '../../../components/list-page';
import { defineListFilters } from '../../../lib/url-filters';
import { useListPage } from '../../../lib/use-list-page';
import { useSessionUser } from '../../../lib/use-session-user';
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
  const page = useListPage(inboxFilters);
  const { filters, update } = page;
  const inbox = useInboxPage(filters);
  // The bell's count (kept live by its stream); this page only reads it.
  const { data: unread } = useUnreadCount(true, false);
  const markAll = useMarkAllRead();
  const unreadCount = unread ?? inbox.data?.unreadCount ?? 0;

  return (
    <ListPageLayout
      title="Thông báo của tôi"
      page={page}
      query={inbox}
      actions={
        <Button disabled={unreadCount === 0 || !user} onClick={() => user && markAll(user.id)}>
          Đánh dấu tất cả đã đọc
        </Button>
      }
      above={
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
      }
      noun="thông báo"
      pageSizes={[NOTIFICATION_PAGE_SIZE]}
      emptyText={EMPTY_INBOX}
      errorText={LOAD_FAILED}
      renderRows={(items) => <InboxList items={items} />}
    />
  );
}
