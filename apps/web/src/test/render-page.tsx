import {
  ADMIN_GROUP_ID,
  type AppAction,
  type AppSubject,
  abilityFromRules,
  parsePermissionCode,
  SEEDED_ROLES,
  type SessionUser,
  seededRoleCodes,
} from '@congdoan/shared';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AbilityProvider } from '../lib/ability';
import { session } from '../lib/api';
import { type NotificationApi, ToastContext } from '../lib/toast-context';
import { type ListFilterSpec, type PageShape, readFilters } from '../lib/url-filters';
import { sessionUser } from './session-user';

/** A right as a role grants it ('view-member'), or an (action, subject) pair (['manage', 'all']). */
export type Right = string | readonly [AppAction, AppSubject];

export interface PageOptions {
  /** The address the router is at ('/trade-union/members/list?page=2'); '/' by default. */
  url?: string;
  /** The route pattern the page is mounted on, for a page that reads its parameters ('/apps/categories/:kind'). */
  route?: string;
  /** What the caller may do; nothing by default. */
  rights?: readonly Right[];
  /** The signed-in user the session holds while the page renders (over `sessionUser()`'s member); none by default. */
  user?: Partial<SessionUser>;
  /** Server answers already in the cache, by query key: a page renders them without a request. */
  data?: readonly (readonly [QueryKey, unknown])[];
  /** The query client, when the test reads it afterwards; a fresh one by default. */
  client?: QueryClient;
}

/** The rights a seeded role starts with: `rightsOfRole(ROLE_IDS.executiveMember)`. */
export function rightsOfRole(id: number): Right[] {
  const role = SEEDED_ROLES.find((r) => r.id === id);
  if (!role) throw new Error(`rightsOfRole: no seeded role ${id}`);
  return role.userGroupId === ADMIN_GROUP_ID ? [['manage', 'all']] : seededRoleCodes(role.grants);
}

const rulesOf = (rights: readonly Right[]): { action: AppAction; subject: AppSubject }[] =>
  rights.map((right) => {
    if (typeof right !== 'string') return { action: right[0], subject: right[1] };
    const pair = parsePermissionCode(right);
    // A mistyped code would quietly grant nothing and let a test of a refusal pass for the wrong reason.
    if (!pair) throw new Error(`renderPage: not a permission code: ${right}`);
    return pair;
  });

/**
 * `ui` rendered to markup (`renderToString`, no DOM) inside what the app gives every page: the
 * router at `url`, a query client holding `data`, the toasts, the ability of `rights` and, with
 * `user`, that user signed in. Effects do not run, so nothing is fetched: what a page shows comes
 * from `data`. React's text separators (`<!-- -->`) are dropped, so text reads as the user sees it.
 * The session is signed out again before returning: no test leaves a user behind for the next.
 */
export function renderPage(ui: ReactElement, options: PageOptions = {}): string {
  const { url = '/', route, rights = [], user, data = [], client = new QueryClient() } = options;
  for (const [key, value] of data) client.setQueryData(key, value);
  const rules = rulesOf(rights);
  if (user) session.setUser(sessionUser({ ...user, ability: rules }));
  try {
    return renderToString(
      <MemoryRouter initialEntries={[url]}>
        <QueryClientProvider client={client}>
          <ToastContext.Provider value={{} as NotificationApi}>
            <AbilityProvider value={abilityFromRules(rules)}>
              {route ? (
                <Routes>
                  <Route path={route} element={ui} />
                </Routes>
              ) : (
                ui
              )}
            </AbilityProvider>
          </ToastContext.Provider>
        </QueryClientProvider>
      </MemoryRouter>,
    ).replaceAll('<!-- -->', '');
  } finally {
    if (user) session.clearAll();
  }
}

/** Hands what `use` returns on its render to `found`. */
function Probe<T>({ use, found }: { use: () => T; found: (value: T) => void }) {
  found(use());
  return null;
}

/**
 * What a hook returns on its first render inside the page's providers (`renderPage`'s options):
 * a mutation's call to make, a value derived from the ability.
 */
export function renderHook<T>(useHook: () => T, options?: PageOptions): T {
  let value: T | undefined;
  renderPage(<Probe use={useHook} found={(v: T) => (value = v)} />, options);
  return value as T;
}

/** The filters a list page reads from `url`: the key its answer is preloaded under. */
export const filtersAt = <S extends PageShape, K extends keyof S & string>(
  spec: ListFilterSpec<S, K>,
  url: string,
) => readFilters(spec, new URL(url, 'http://localhost').searchParams);
