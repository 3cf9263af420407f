import { useCallback, useEffect, useMemo, useRef } from 'react';

/** How long typing pauses before a search goes out (list filters, pickers searched on the server). */
export const SEARCH_DELAY_MS = 400;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the call that is waiting, if any. */
  cancel: () => void;
}

/**
 * `callback` run once calls stop coming for `delay` ms, with the last call's arguments. The returned
 * function keeps its identity; a call still waiting when the component goes away is dropped.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay = SEARCH_DELAY_MS,
): Debounced<A> {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);
  return useMemo(
    () =>
      Object.assign(
        (...args: A) => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => latest.current(...args), delay);
        },
        { cancel },
      ),
    [delay, cancel],
  );
}
