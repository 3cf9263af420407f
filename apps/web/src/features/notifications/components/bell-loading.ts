/** What the bell's slot shows: the stand-in until the bell's code is here, then the bell. */
export interface BellLoadingState<T> {
  /** The bell's code, once it has arrived. */
  code: T | undefined;
  /** The stand-in was clicked: it shows that it is loading, and the panel opens when the code arrives. */
  opening: boolean;
}

/**
 * When the bell's code is fetched (docs/architecture.md, "Delivery and caching"): once the page
 * has loaded and the browser is idle, or at once when the stand-in is clicked, and then the panel
 * opens as it arrives, so that one click is enough. A failed fetch leaves the stand-in, and the
 * next click tries again. Written without React so that its tests drive it with a plain promise.
 */
export function createBellLoading<T>(load: () => Promise<T>, arrived?: T) {
  let state: BellLoadingState<T> = { code: arrived, opening: false };
  let fetching = false;
  const listeners = new Set<() => void>();
  const set = (next: BellLoadingState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const fetchCode = () => {
    if (state.code !== undefined || fetching) return;
    fetching = true;
    load().then(
      (code) => {
        fetching = false;
        set({ ...state, code });
      },
      () => {
        fetching = false;
        set({ ...state, opening: false });
      },
    );
  };
  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The page has loaded and the browser is idle. */
    pageLoaded: fetchCode,
    /** The stand-in was clicked. */
    clicked: () => {
      if (state.code !== undefined) return;
      if (!state.opening) set({ ...state, opening: true });
      fetchCode();
    },
  };
}
