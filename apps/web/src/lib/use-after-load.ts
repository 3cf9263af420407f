import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and the browser is idle: work that no one waits for (the bell's
 * live stream and count) starts then, so that it never competes with the first draw of a page.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const idle = () => {
      if (typeof requestIdleCallback === 'function') {
        const handle = requestIdleCallback(() => setReady(true), { timeout: 2_000 });
        cancel = () => cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(() => setReady(true), 200);
        cancel = () => clearTimeout(timer);
      }
    };
    if (document.readyState === 'complete') {
      idle();
    } else {
      window.addEventListener('load', idle, { once: true });
      cancel = () => window.removeEventListener('load', idle);
    }
    return () => cancel();
  }, []);
  return ready;
}
