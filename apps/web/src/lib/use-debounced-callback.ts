import { useEffect, useMemo, useRef, useState } from 'react';

/** How long typing pauses before a search goes out (list filters, pickers searched on the server). */
export const SEARCH_DELAY_MS = 400;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the call that is waiting, if any. */
  cancel: () => void;
}

/** `callback` run once calls stop coming for `delay` ms, with the last call's arguments. */
export function debounce<A extends unknown[]>(
  callback: (...args: A) => void,
  delay = SEARCH_DELAY_MS,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => clearTimeout(timer);
  return Object.assign(
    (...args: A) => {
      cancel();
      timer = setTimeout(() => callback(...args), delay);
    },
    { cancel },
  );
}

/**
 * `debounce` in a component: the returned function keeps its identity and calls the latest
 * `callback`; a call still waiting when the component goes away is dropped.
 */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay = SEARCH_DELAY_MS,
): Debounced<A> {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const debounced = useMemo(() => debounce((...args: A) => latest.current(...args), delay), [delay]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}

/** A JSON value once it has stopped changing for `delay` ms (compared by its JSON, so a rebuilt object is the same value). */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DELAY_MS): T {
  const [settled, setSettled] = useState(value);
  const json = JSON.stringify(value) as string | undefined;
  useEffect(() => {
    const timer = setTimeout(
      () => setSettled(json === undefined ? (undefined as T) : (JSON.parse(json) as T)),
      delay,
    );
    return () => clearTimeout(timer);
  }, [json, delay]);
  return settled;
}
