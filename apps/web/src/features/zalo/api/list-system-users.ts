import { type ListPage, type UserPickerItem, ZALO_USER_PICKER_PAGE } from '@congdoan/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/**
 * GET user/list-all as the link dialog's picker asks it (spec §7, §9): active accounts of the
 * caller's scope, searched on the server, 50 at a time; the next 50 come when the list is scrolled
 * to its end.
 */
export const listSystemUsers = (search: string, page: number, signal?: AbortSignal) =>
  api.get<ListPage<UserPickerItem>>('user/list-all', {
    query: { page, limit: ZALO_USER_PICKER_PAGE, isActive: 1, search },
    signal,
  });

/** The page after `pages`, while the list has more. */
export function nextUserPage(pages: readonly ListPage<unknown>[]): number | undefined {
  const loaded = pages.reduce((sum, p) => sum + p.list.length, 0);
  const total = pages.at(-1)?.count ?? 0;
  const last = pages.at(-1)?.list.length ?? 0;
  return last > 0 && loaded < total ? pages.length + 1 : undefined;
}

export const systemUsersQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...ROOT.zalo, 'system-users', search],
    queryFn: ({ pageParam, signal }) => listSystemUsers(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextUserPage(pages),
  });

export const useSystemUsers = (search: string, enabled: boolean) =>
  useInfiniteQuery({ ...systemUsersQuery(search), enabled });
