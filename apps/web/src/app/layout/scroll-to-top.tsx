import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { SCROLL_TOP_AFTER_PX } from '@congdoan/shared';
import { Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';

const OFFSET = 24;
const SIZE = 40;
/**
 * The room every page leaves below its end (and its footer), so that scrolled to the end nothing
 * lies under the button: the last column of a table ending the page was out of reach under it.
 */
export const SCROLL_TOP_CLEARANCE = OFFSET + SIZE + 16;

/** Appears once the page is scrolled past 300 px (docs/requirements.md, "Page shell") and brings the user back up. */
export function ScrollToTop({ rtl }: { rtl: boolean }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_AFTER_PX);
    // no reading at mount: it would force a layout in the middle of the first draw, and a page
    // opened scrolled (scroll restored) fires a scroll event anyway
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <Tooltip title="Lên đầu trang">
      <Button
        type="primary"
        shape="circle"
        size="large"
        aria-label="Lên đầu trang"
        icon={<VerticalAlignTopOutlined />}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        // in the page's own margin (24 px), as far out of the content as a target of 40 px can be
        style={{ position: 'fixed', bottom: OFFSET, [rtl ? 'left' : 'right']: OFFSET / 2, zIndex: 1000 }}
      />
    </Tooltip>
  );
}
