import { matchPath } from 'react-router';
import { paths } from '../../config/paths';
import { menuGroupOf } from './menu-groups';
import type { AppRoute, MenuGroup } from './route-types';

export interface Crumb {
  title: string;
  /** Absent for the current page and for menu groups, which are not pages. */
  path?: string;
}

/** The route that renders a pathname, or undefined (then the 404 page renders). */
export function findRoute(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/**
 * Breadcrumbs from the route table: Trang chủ › menu group › parent pages › current page.
 * A parent with a parameter in its path is shown without a link. `parentPath`, when the page names
 * one (`useBreadcrumbParent`), stands for the route's own parent.
 */
export function breadcrumbsFor(
  routes: readonly AppRoute[],
  groups: readonly MenuGroup[],
  pathname: string,
  parentPath?: string | null,
): Crumb[] {
  const route = findRoute(routes, pathname);
  if (!route) return [];
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const chain: AppRoute[] = [route];
  const seen = new Set([route.path]);
  const first = parentPath ?? route.parent;
  let parent = first ? byPath.get(first) : undefined;
  while (parent && !seen.has(parent.path)) {
    chain.unshift(parent);
    seen.add(parent.path);
    parent = parent.parent ? byPath.get(parent.parent) : undefined;
  }

  const crumbs: Crumb[] = [];
  const home = paths.home.path;
  if (route.path !== home) crumbs.push({ title: byPath.get(home)?.title ?? 'Trang chủ', path: home });
  const top = chain[0];
  const group = top ? menuGroupOf(top, groups) : undefined;
  if (group) crumbs.push({ title: group.label });
  for (const item of chain) {
    const isCurrent = item === route;
    const linkable = !isCurrent && !item.path.includes(':');
    crumbs.push(linkable ? { title: item.title, path: item.path } : { title: item.title });
  }
  return crumbs;
}
