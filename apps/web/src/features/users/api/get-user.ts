import type { UserDetail } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET user/detail-user-by-id (userId). */
export const getUser = (userId: number, signal?: AbortSignal) =>
  api.get<UserDetail>('user/detail-user-by-id', { query: { userId }, signal });

export const userQuery = (userId: number) =>
  queryOptions({
    queryKey: [...ROOT.users, 'detail', userId],
    queryFn: ({ signal }) => getUser(userId, signal),
  });

export const useUser = (userId: number | null) =>
  useQuery({ ...userQuery(userId ?? 0), enabled: userId !== null });
