import { useCallback, useSyncExternalStore } from 'react';

/**
 * True while the window is narrower than `px`, from the first render. A media query rather than a
 * resize listener: React hears only the crossing, not every pixel of a resize.
 */
export function useBelowWidth(px: number): boolean {
  const query = `(max-width: ${px - 0.02}px)`;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
