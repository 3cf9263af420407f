import { lazy, Suspense } from 'react';
import { useAfterLoad } from '../../../lib/use-after-load';
import { BellButton } from './bell-button';

// The bell's workings (stream, count, panel) load once the page has: the button stands in till then.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** The notification bell of the top bar, on every page (see notification-bell.tsx). */
export function BellSlot({ color }: { color?: string | undefined }) {
  const ready = useAfterLoad();
  const standIn = <BellButton color={color} />;
  if (!ready) return standIn;
  return (
    <Suspense fallback={standIn}>
      <NotificationBell color={color} />
    </Suspense>
  );
}
