import { PERMISSION_GROUPS, SUBJECTS, type Subject } from '@congdoan/shared';
import type { MenuIconName } from '../layout/menu-icons';
import type { AppRoute, MenuGroup } from './route-types';

const isSubject = (code: string): code is Subject => (SUBJECTS as readonly string[]).includes(code);

/**
 * The side-menu groups, read from the permission catalogue's groups: each group whose code is a
 * subject of its own ('organization-management'), in the catalogue's order, labelled with the
 * group's name. The 'home' group has no such subject: the dashboard is an entry of its own.
 */
export function menuGroupsFrom(icons: Partial<Record<Subject, MenuIconName>>): MenuGroup[] {
  return PERMISSION_GROUPS.flatMap(({ code, name, subjects }) =>
    isSubject(code) ? [{ key: code, label: name, icon: icons[code] ?? 'AppstoreOutlined', subjects }] : [],
  );
}

/** The group a menu entry sits in: the one holding the subject its permission names. */
export function menuGroupOf(route: AppRoute, groups: readonly MenuGroup[]): MenuGroup | undefined {
  const subject = route.permission?.subject;
  return route.menu && subject
    ? groups.find((g) => (g.subjects as readonly string[]).includes(subject))
    : undefined;
}
