import type { AppAbility } from '@congdoan/shared';
import type { MenuIconName } from '../layout/menu-icons';
import { findRoute } from './breadcrumbs';
import { menuGroupOf } from './menu-groups';
import type { AppRoute, MenuGroup } from './route-types';

export interface MenuLink {
  type: 'link';
  /** The route's path: what menuPathFor names for the page being shown. */
  key: string;
  label: string;
  icon: MenuIconName;
  /** Where the entry leads. */
  path: string;
  /** A page every signed-in user may open (the assistant): shown to all, no role's landing. */
  openToAll?: true;
}

export interface MenuSection {
  type: 'group';
  key: string;
  label: string;
  icon: MenuIconName;
  children: MenuLink[];
}

export type MenuNode = MenuLink | MenuSection;

/**
 * The side menu (docs/requirements.md, "Side menu"), derived from the route table: an entry shows with
 * its page's permission (read on its subject unless it names another action); a group shows with
 * read on its own subject or when any of its entries shows.
 * Order follows the route table; a group sits where its first entry is declared.
 */
export function buildMenu(
  routes: readonly AppRoute[],
  groups: readonly MenuGroup[],
  ability: AppAbility,
): MenuNode[] {
  const nodes: MenuNode[] = [];
  const sections = new Map<MenuGroup, MenuSection>();

  for (const route of routes) {
    if (!route.menu) continue;
    const link: MenuLink = {
      type: 'link',
      key: route.path,
      label: route.menu.label ?? route.title,
      icon: route.menu.icon,
      path: route.menu.href ?? route.path,
      ...(route.permission ? {} : { openToAll: true as const }),
    };
    const visible =
      !route.permission || ability.can(route.permission.action ?? 'read', route.permission.subject);
    const group = menuGroupOf(route, groups);
    if (!group) {
      if (visible) nodes.push(link);
      continue;
    }
    let section = sections.get(group);
    if (!section) {
      section = {
        type: 'group',
        key: `group:${group.key}`,
        label: group.label,
        icon: group.icon,
        children: [],
      };
      sections.set(group, section);
      nodes.push(section);
    }
    if (visible) section.children.push(link);
  }

  const shown = new Set<MenuNode>();
  for (const [group, section] of sections) {
    if (section.children.length > 0 || ability.can('read', group.key)) shown.add(section);
  }
  return nodes.filter((node) => node.type === 'link' || shown.has(node));
}

/** The first page a menu leads to: where a role switch lands (docs/requirements.md, "Top bar"). */
export function firstMenuPath(menu: readonly MenuNode[]): string | undefined {
  for (const node of menu) {
    if (node.type === 'link') {
      if (!node.openToAll) return node.path;
      continue;
    }
    const first = node.children[0];
    if (first) return first.path;
  }
  return undefined;
}

/** Keys of the group that contains the entry (its route's path), for opening the right submenu. */
export function groupKeyOf(menu: readonly MenuNode[], key: string): string | undefined {
  return menu.find((node) => node.type === 'group' && node.children.some((c) => c.key === key))?.key;
}

/**
 * The menu entry to highlight for a pathname: the page itself when it is in the menu, else the
 * nearest breadcrumb parent that is (an event's detail page highlights "Danh sách sự kiện").
 */
export function menuPathFor(routes: readonly AppRoute[], pathname: string): string | undefined {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  let route = findRoute(routes, pathname);
  const seen = new Set<string>();
  while (route && !seen.has(route.path)) {
    if (route.menu) return route.path;
    seen.add(route.path);
    route = route.parent ? byPath.get(route.parent) : undefined;
  }
  return undefined;
}
