import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAppAbility } from '../../lib/ability';
import { buildMenu, groupKeyOf, menuPathFor } from '../routes/menu';
import { MENU_GROUPS, ROUTES } from '../routes/route-table';
import { MENU_ICONS } from './menu-icons';
import './side-menu.css';

type MenuItems = NonNullable<MenuProps['items']>;

interface SideMenuProps {
  mode: 'inline' | 'horizontal';
  dark?: boolean;
  /** Called after a click on an entry (closes the overlay drawer). */
  onNavigate?: () => void;
}

/** The side menu (docs/requirements.md, "Side menu"), derived from the route table and the current ability. */
export function SideMenu({ mode, dark = false, onNavigate }: SideMenuProps) {
  const ability = useAppAbility();
  const { pathname } = useLocation();
  const menu = useMemo(() => buildMenu(ROUTES, MENU_GROUPS, ability), [ability, ability.rules]);
  const selected = menuPathFor(ROUTES, pathname);
  const activeGroup = selected ? groupKeyOf(menu, selected) : undefined;
  const [openKeys, setOpenKeys] = useState<string[]>(activeGroup ? [activeGroup] : []);

  useEffect(() => {
    if (activeGroup) setOpenKeys((keys) => (keys.includes(activeGroup) ? keys : [...keys, activeGroup]));
  }, [activeGroup]);

  const items = useMemo<MenuItems>(
    () =>
      menu.map((node) =>
        node.type === 'link'
          ? { key: node.key, icon: MENU_ICONS[node.icon], label: <Link to={node.path}>{node.label}</Link> }
          : {
              key: node.key,
              icon: MENU_ICONS[node.icon],
              label: node.label,
              children:
                node.children.length > 0
                  ? node.children.map((child) => ({
                      key: child.key,
                      icon: MENU_ICONS[child.icon],
                      label: <Link to={child.path}>{child.label}</Link>,
                    }))
                  : [{ key: `${node.key}:empty`, label: 'Chưa có chức năng được cấp quyền', disabled: true }],
            },
      ),
    [menu],
  );

  return (
    <Menu
      className="app-side-menu"
      aria-label="Menu chính"
      mode={mode}
      theme={dark ? 'dark' : 'light'}
      items={items}
      selectedKeys={selected ? [selected] : []}
      {...(mode === 'inline' ? { openKeys, onOpenChange: setOpenKeys } : {})}
      onClick={() => onNavigate?.()}
      style={{ borderInlineEnd: 'none', background: 'transparent' }}
    />
  );
}
