import { type ReactNode, useEffect, useRef } from 'react';

/** The boxes that scroll a table sideways: antd's (`scroll.x`), or a page's own marked `data-scroll-x`. */
const SCROLLERS = '.ant-table-content, [data-scroll-x]';

/**
 * Around a table that scrolls sideways on a narrow screen (or down, in a box of a fixed height): while its box does scroll, the box is a
 * region named `label` that the keyboard can reach and scroll with the arrow keys (WCAG 2.1.1; axe
 * scrollable-region-focusable). antd renders that box itself and takes no tabindex for it, so it is
 * given one here, and taken back when the screen is wide enough: no tab stop that scrolls nothing.
 */
export function KeyboardScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const holder = ref.current;
    if (!holder) return;
    const mark = () => {
      for (const box of holder.querySelectorAll<HTMLElement>(SCROLLERS)) {
        if (box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight) {
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', label);
        } else {
          box.removeAttribute('tabindex');
          box.removeAttribute('role');
          box.removeAttribute('aria-label');
        }
      }
    };
    mark();
    // The holder's width follows the screen; the table's follows its columns (a column chosen).
    const resized = new ResizeObserver(mark);
    resized.observe(holder);
    for (const table of holder.querySelectorAll('table')) resized.observe(table);
    return () => resized.disconnect();
  }, [label]);
  return <div ref={ref}>{children}</div>;
}
