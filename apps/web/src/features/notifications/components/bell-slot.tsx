import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAfterLoad } from '../../../lib/use-after-load';
import { BellButton } from './bell-button';
import { createBellLoading } from './bell-loading';
import type { NotificationBell as Bell } from './notification-bell';

// The bell's workings (stream, count, panel) load once the page has, or when the stand-in is clicked.
let arrived: typeof Bell | undefined;
const loadBell = () =>
  import('./notification-bell').then((m) => {
    arrived = m.NotificationBell;
    return arrived;
  });

/** The notification bell of the top bar, on every page (see notification-bell.tsx, bell-loading.ts). */
export function BellSlot({ color }: { color?: string | undefined }) {
  const [loading] = useState(() => createBellLoading(loadBell, arrived));
  const { code: NotificationBell, opening } = useSyncExternalStore(
    loading.subscribe,
    loading.getState,
    loading.getState,
  );
  const afterLoad = useAfterLoad();
  // Whether the stand-in has the focus: the bell that replaces it takes it over.
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (afterLoad) loading.pageLoaded();
  }, [afterLoad, loading]);

  if (NotificationBell) return <NotificationBell color={color} initiallyOpen={opening} autoFocus={focused} />;
  return (
    <BellButton
      color={color}
      loading={opening}
      onClick={() => {
        // The panel's code too, beside the bell's rather than after it: the click opens it.
        import('./bell-panel').catch(() => undefined);
        loading.clicked();
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
}
