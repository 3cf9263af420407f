import type { SessionUser } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, session } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET auth/me: the signed-in user as the server knows them now. */
export const getMe = (signal?: AbortSignal) => api.get<SessionUser>('auth/me', { signal });

export const meQuery = () =>
  queryOptions({
    queryKey: [...ROOT.auth, 'me'],
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 0,
  });

/** The fresh user; it also refreshes the stored copy (and so the ability) when it changed. */
export function useMe() {
  const query = useQuery(meQuery());
  const { data } = query;
  useEffect(() => {
    if (data && JSON.stringify(data) !== JSON.stringify(session.user())) session.setUser(data);
  }, [data]);
  return query;
}
