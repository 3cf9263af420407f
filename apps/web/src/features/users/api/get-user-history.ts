import type { AuditHistoryItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { USERS_KEY } from './list-users';

export const HISTORY_PAGE_SIZE = 20;

/** GET audit/history?subject=user&recordId=: a user's changes, newest first. */
export const getUserHistory = (userId: number, page: number, signal?: AbortSignal) =>
  api.get<{ list: AuditHistoryItem[]; count: number }>('audit/history', {
    query: { subject: 'user', recordId: userId, page, limit: HISTORY_PAGE_SIZE },
    signal,
  });

// Under the users key: every write to a user invalidates its history too.
export const userHistoryQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'history', userId, page],
    queryFn: ({ signal }) => getUserHistory(userId, page, signal),
  });

export const useUserHistory = (userId: number, page: number) => useQuery(userHistoryQuery(userId, page));
