import { Drawer } from 'antd';
import { Brand } from './brand';
import { SideMenu } from './side-menu';

/** The menu as an overlay drawer: below 1200 px, and when the menu is hidden (docs/requirements.md, "Page shell"). */
export function MenuDrawer({
  open,
  onClose,
  rtl,
  dark,
  width,
}: {
  open: boolean;
  onClose: () => void;
  rtl: boolean;
  dark: boolean;
  width: number;
}) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={rtl ? 'right' : 'left'}
      size={width}
      closable={false}
      styles={{ body: { padding: 0, background: dark ? '#001529' : undefined } }}
      aria-label="Menu"
    >
      <Brand inverted={dark} />
      <SideMenu mode="inline" dark={dark} onNavigate={onClose} />
    </Drawer>
  );
}
