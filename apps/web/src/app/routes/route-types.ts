import type { AppAction, AppSubject, Subject } from '@congdoan/shared';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MenuIconName } from '../layout/menu-icons';

/** The permission a route checks (docs/requirements.md, "Route guard"): action defaults to read. */
export interface RoutePermission {
  action?: AppAction;
  subject: AppSubject;
}

/**
 * A side-menu group: one permission group of the catalogue (packages/shared PERMISSION_GROUPS).
 * It holds the menu entries whose permission names one of its subjects, and shows with read on its
 * own subject or on any visible entry (docs/requirements.md, "Side menu").
 */
export interface MenuGroup {
  /** The permission group's code, which is also its own subject ('organization-management'). */
  key: Subject;
  label: string;
  icon: MenuIconName;
  /** The subjects whose pages sit in this group. */
  subjects: readonly Subject[];
}

export interface AppRoute {
  /** Absolute path, react-router pattern (`/trade-union/events/detail/:id`). */
  path: string;
  /** Page title: document title, breadcrumb and menu label unless `menu.label` is given. */
  title: string;
  Page: LazyExoticComponent<ComponentType>;
  layout: 'app' | 'blank';
  /** Skips the guard entirely (auth and misc pages). */
  public?: boolean;
  /** Public page that a signed-in user is sent away from (login, register, ...). */
  guestOnly?: boolean;
  /** Signed-in pages without it only need a stored user (profile, password). */
  permission?: RoutePermission;
  /**
   * Present for side-menu entries; the group follows from the permission's subject. `href` is where
   * the entry leads when the path has a parameter (`/apps/categories/:kind` → its first kind).
   */
  menu?: { icon: MenuIconName; label?: string; href?: string };
  /** Path of the page above this one in the breadcrumbs. */
  parent?: string;
  /** A page of a later issue, shown by the shared "Sắp ra mắt" panel. */
  planned?: boolean;
  /**
   * Another address of the page at this path (the specification's /apps/manage/users → the users
   * list): after the guard, the browser goes there, the query kept. Title, page and permission are
   * the target's.
   */
  redirectTo?: string;
}
