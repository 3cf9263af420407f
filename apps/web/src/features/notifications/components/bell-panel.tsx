import { Button, Empty, Flex, Spin, Tag, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/use-session-user';
import { useToast } from '../../../lib/use-toast';
import { useBellList } from '../api/list-inbox';
import { useMarkAllRead } from '../api/mark-all-read';
import { InboxList } from './inbox-entry';

export const LOAD_FAILED = 'Không thể tải thông báo';
export const EMPTY_INBOX = 'Chưa có thông báo nào';

/** The bell's panel: the latest 10, 'Xem thêm' for 10 more, mark all, and a way to the inbox page. */
export function BellPanel({ unreadCount, onClose }: { unreadCount: number; onClose: () => void }) {
  const { token } = theme.useToken();
  const user = useSessionUser();
  const navigate = useNavigate();
  const toast = useToast();
  const markAll = useMarkAllRead();
  const bell = useBellList();
  const items = bell.data?.pages.flatMap((p) => p.list) ?? [];

  useEffect(() => {
    if (bell.errorUpdatedAt) toast.error(LOAD_FAILED);
  }, [bell.errorUpdatedAt, toast]);

  const follow = (path: string) => {
    onClose();
    navigate(path);
  };

  return (
    <section className="bell-panel" aria-label="Thông báo">
      <Flex
        align="center"
        justify="space-between"
        gap={8}
        style={{ padding: '10px 12px', borderBottom: `1px solid ${token.colorSplit}` }}
      >
        <Flex align="center" gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            Thông báo
          </Typography.Title>
          {unreadCount > 0 && <Tag color="blue">{unreadCount} chưa đọc</Tag>}
        </Flex>
        <Button
          type="link"
          size="small"
          disabled={unreadCount === 0 || !user}
          onClick={() => user && markAll(user.id)}
          style={{ paddingInline: 0 }}
        >
          Đánh dấu tất cả đã đọc
        </Button>
      </Flex>
      {bell.isPending ? (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin description="Đang tải..." />
        </Flex>
      ) : bell.isError && items.length === 0 ? (
        <Flex vertical align="center" gap={8} style={{ padding: 24 }}>
          <Typography.Text type="danger">{LOAD_FAILED}</Typography.Text>
          <Button size="small" onClick={() => void bell.refetch()}>
            Thử lại
          </Button>
        </Flex>
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_INBOX} style={{ padding: 16 }} />
      ) : (
        <InboxList items={items} onFollow={follow} scroll>
          {bell.hasNextPage && (
            <li style={{ padding: 8, textAlign: 'center' }}>
              <Button
                size="small"
                loading={bell.isFetchingNextPage}
                onClick={() => void bell.fetchNextPage()}
              >
                Xem thêm
              </Button>
            </li>
          )}
        </InboxList>
      )}
      <Flex justify="center" style={{ padding: 8, borderTop: `1px solid ${token.colorSplit}` }}>
        <Link to={paths.notifications.inbox.getHref()} onClick={onClose}>
          Xem tất cả thông báo
        </Link>
      </Flex>
    </section>
  );
}
