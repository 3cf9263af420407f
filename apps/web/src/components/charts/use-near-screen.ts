import { useEffect, useRef, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport (at once without IntersectionObserver):
 * what stands below the first screen fetches its code and data only as the user comes near it.
 * Not `enabled`, it waits: a page still loading is short, and would put everything in view.
 */
export function useNearScreen<T extends HTMLElement = HTMLDivElement>(margin = '200px', enabled = true) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near || !enabled) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const seen = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      {
        rootMargin: `${margin} 0px`,
      },
    );
    seen.observe(element);
    return () => seen.disconnect();
  }, [near, margin, enabled]);
  return { ref, near };
}
