import { NARROW_BREAKPOINT_PX } from '@congdoan/shared';
import { useSyncExternalStore } from 'react';

const query = `(max-width: ${NARROW_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True below the 1200 px breakpoint (overlay menu, vertical layout; docs/requirements.md, "Page shell"). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
