import { type InboxPage, type InboxQuery, NOTIFICATION_PAGE_SIZE } from '@congdoan/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { BELL_KEY, INBOX_PAGE_KEY, nextPageOf } from './inbox-cache';

/** GET thong-bao/user/my-notifications (page, limit 10, trangThaiDoc): the signed-in user's own. */
export const listInbox = (query: Partial<InboxQuery>, signal?: AbortSignal) =>
  api.get<InboxPage>('thong-bao/user/my-notifications', { query, signal });

/** The bell's list: 10 at a time, 'Xem thêm' loads the next 10. */
export const bellQuery = () =>
  infiniteQueryOptions({
    queryKey: BELL_KEY,
    queryFn: ({ pageParam, signal }) => listInbox({ page: pageParam, limit: NOTIFICATION_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useBellList = () => useInfiniteQuery(bellQuery());

export type InboxPageQuery = Pick<InboxQuery, 'page' | 'limit' | 'trangThaiDoc'>;

/** One page of the inbox with its filter (the inbox page, the dashboard's unread card). */
export const inboxPageQuery = (query: InboxPageQuery) =>
  queryOptions({
    queryKey: [...INBOX_PAGE_KEY, query],
    queryFn: ({ signal }) => listInbox(query, signal),
    placeholderData: keepPreviousData,
  });

export const useInboxPage = (query: InboxPageQuery) => useQuery(inboxPageQuery(query));
