import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Popover, theme } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { useAfterLoad } from '../../../lib/use-after-load';
import { unreadCountQuery } from '../api/inbox';
import { badgeText } from '../api/inbox-cache';
import { useInboxStream } from '../api/inbox-stream';
import './notifications.css';

/** antd's notification (toast) layer. */
const TOAST_Z_INDEX = 2050;

// The list loads when the bell is first opened: every page shows the bell, few open it.
const BellPanel = lazy(() => import('./bell-panel').then((m) => ({ default: m.BellPanel })));

/**
 * The notification bell of the top bar (spec §2, §4, §9): the unread count, live from the stream
 * and polled every 30 s while the stream is down; the latest notifications in a panel.
 */
export function NotificationBell({ color }: { color?: string | undefined }) {
  const { token } = theme.useToken();
  const ready = useAfterLoad();
  const live = useInboxStream(ready);
  const { data: unread } = useQuery(unreadCountQuery(live, ready));
  const [open, setOpen] = useState(false);
  const badge = badgeText(unread);

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      // 'bottom' lets the panel shift sideways to stay on screen (a phone's bell is not at the edge).
      placement="bottom"
      arrow={false}
      // Above the toasts (top right too): the panel being worked in is never covered by what it says.
      zIndex={TOAST_Z_INDEX + 10}
      styles={{ container: { padding: 0 } }}
      // antd draws the content when the panel first opens: the lazy list is fetched then.
      content={
        <Suspense fallback={<PageLoading />}>
          <BellPanel unreadCount={unread ?? 0} onClose={() => setOpen(false)} />
        </Suspense>
      }
    >
      <Button
        type="text"
        aria-label={unread ? `Thông báo, ${unread} chưa đọc` : 'Thông báo'}
        aria-haspopup="dialog"
        aria-expanded={open}
        style={{ color, position: 'relative' }}
        icon={<BellOutlined style={{ fontSize: 18 }} />}
      >
        {badge && (
          <span
            aria-hidden
            className="bell-badge"
            style={{ background: token.colorError, boxShadow: `0 0 0 1px ${token.colorBgContainer}` }}
          >
            {badge}
          </span>
        )}
      </Button>
    </Popover>
  );
}
