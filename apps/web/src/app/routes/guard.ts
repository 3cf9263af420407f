import type { AppAbility, SessionUser } from '@congdoan/shared';
import { paths } from '../../config/paths';
import { RETURN_TO_PARAM, safeReturnTo } from '../../lib/return-to';
import { buildMenu, firstMenuPath } from './menu';
import type { AppRoute, MenuGroup } from './route-types';

export type GuardDecision = { type: 'render' } | { type: 'redirect'; to: string };

export interface GuardContext {
  user: SessionUser | null;
  ability: AppAbility;
  /** Current location, kept so that sign-in can return to it. */
  pathname: string;
  search?: string;
  /** Where a signed-in user goes when sent away from a guest-only page. */
  home: string;
}

/** /login?returnTo=<the page that was wanted>. */
export function loginPathFor(pathname: string, search = ''): string {
  const wanted = `${pathname}${search}`;
  const login = paths.auth.login.path;
  if (!wanted || wanted === paths.root.path || wanted.startsWith(login)) return login;
  return `${login}?${RETURN_TO_PARAM}=${encodeURIComponent(wanted)}`;
}

/**
 * docs/requirements.md, "Route guard": public routes skip the check (guest-only ones send a signed-in user
 * to the page they wanted before signing in, else home); no stored user → /login keeping the wanted page; lacking the permission (action
 * defaults to read) → /misc/not-authorized.
 */
export function guardDecision(route: AppRoute, context: GuardContext): GuardDecision {
  if (route.public) {
    if (route.guestOnly && context.user) {
      // Just signed in on /login?returnTo=…: this is also the way to the page that was wanted.
      const wanted = new URLSearchParams(context.search ?? '').get(RETURN_TO_PARAM);
      return { type: 'redirect', to: safeReturnTo(wanted) ?? context.home };
    }
    return { type: 'render' };
  }
  if (!context.user) return { type: 'redirect', to: loginPathFor(context.pathname, context.search) };
  const permission = route.permission;
  if (permission && !context.ability.can(permission.action ?? 'read', permission.subject)) {
    return { type: 'redirect', to: paths.misc.notAuthorized.getHref() };
  }
  return { type: 'render' };
}

/**
 * A signed-in user's landing page: the dashboard (default landing), else the first menu entry
 * the role may open, else /access-control (the client role's landing), else the profile.
 */
export function homePathFor(
  ability: AppAbility,
  routes: readonly AppRoute[],
  groups: readonly MenuGroup[],
): string {
  if (ability.can('read', 'dashboard')) return paths.home.getHref();
  const first = firstMenuPath(buildMenu(routes, groups, ability));
  if (first) return first;
  if (ability.can('read', 'access-control')) return paths.accessControl.getHref();
  return paths.account.profile.getHref();
}
