import type { AppAction, AppSubject } from '@congdoan/shared';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MenuIconName } from '../layout/menu-icons';

/** The permission a route checks (spec §2 "Route guard"): action defaults to read. */
export interface RoutePermission {
  action?: AppAction;
  subject: AppSubject;
}

export type MenuGroupKey =
  | 'organization-management'
  | 'event-management'
  | 'member-report'
  | 'common-category'
  | 'user-management';

/** A side-menu group: shown with read on its own subject or on any visible child (spec §2). */
export interface MenuGroup {
  key: MenuGroupKey;
  label: string;
  icon: MenuIconName;
  subject: AppSubject;
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
  /** Present for side-menu entries. */
  menu?: { group?: MenuGroupKey; icon: MenuIconName; label?: string };
  /** Path of the page above this one in the breadcrumbs. */
  parent?: string;
  /** A page of a later issue, shown by the shared "Sắp ra mắt" panel. */
  planned?: boolean;
}
