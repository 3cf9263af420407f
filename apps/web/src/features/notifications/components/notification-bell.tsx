import { Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { PageLoading } from '../../../components/page-loading';
import { ABOVE_TOASTS_Z_INDEX } from '../../../lib/toast-context';
import { useUnreadCount } from '../api/get-unread-count';
import { useInboxStream } from '../api/inbox-stream';
import { BellButton } from './bell-button';

// The list loads when the bell is first opened: every page shows the bell, few open it.
const BellPanel = lazy(() => import('./bell-panel').then((m) => ({ default: m.BellPanel })));

export interface NotificationBellProps {
  color?: string | undefined;
  /** Its stand-in was clicked before this code arrived: the panel opens at once. */
  initiallyOpen?: boolean;
  /** Its stand-in had the focus: this button takes it over. */
  autoFocus?: boolean;
}

/**
 * The notification bell of the top bar (spec §2, §4, §9): the unread count, live from the stream
 * and polled every 30 s while the stream is down; the latest notifications in a panel.
 */
export function NotificationBell({ color, initiallyOpen = false, autoFocus = false }: NotificationBellProps) {
  const live = useInboxStream(true);
  const { data: unread } = useUnreadCount(live);
  const [open, setOpen] = useState(initiallyOpen);

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      // 'bottom' lets the panel shift sideways to stay on screen (a phone's bell is not at the edge).
      placement="bottom"
      arrow={false}
      zIndex={ABOVE_TOASTS_Z_INDEX}
      styles={{ container: { padding: 0 } }}
      // antd draws the content when the panel first opens: the lazy list is fetched then.
      content={
        <Suspense fallback={<PageLoading />}>
          <BellPanel unreadCount={unread ?? 0} onClose={() => setOpen(false)} />
        </Suspense>
      }
    >
      <BellButton
        unread={unread}
        color={color}
        aria-haspopup="dialog"
        aria-expanded={open}
        autoFocus={autoFocus}
      />
    </Popover>
  );
}
