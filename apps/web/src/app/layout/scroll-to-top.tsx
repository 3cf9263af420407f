import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { SCROLL_TOP_AFTER_PX } from '@congdoan/shared';
import { Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';

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
        style={{ position: 'fixed', bottom: 32, [rtl ? 'left' : 'right']: 32, zIndex: 1000 }}
      />
    </Tooltip>
  );
}
