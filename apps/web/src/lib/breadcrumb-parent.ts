import { useEffect, useSyncExternalStore } from 'react';

/**
 * The page above the one shown, when it depends on the record rather than the route: an approval
 * request sits under the list it waits in, was decided in or was sent from. The page names it; the
 * breadcrumbs take it over the route table's `parent` while the page is shown.
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function setParent(path: string | null) {
  current = path;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => current;

/** Puts the page under `path` in the breadcrumbs while it is mounted. */
export function useBreadcrumbParent(path: string): void {
  useEffect(() => {
    setParent(path);
    return () => setParent(null);
  }, [path]);
}

/** The parent a page named, or null (then the route table's). */
export const useNamedBreadcrumbParent = () => useSyncExternalStore(subscribe, read, read);
