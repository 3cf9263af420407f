import type { ZaloMyAccount } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** Every query of the signed-in user's own Zalo link starts with this key. */
export const MY_ZALO_KEY = [...ROOT.account, 'zalo'] as const;

/** GET zalo/my-account: the signed-in user's linked Zalo account, if any. */
export const getMyZalo = (signal?: AbortSignal) => api.get<ZaloMyAccount>('zalo/my-account', { signal });

export const myZaloQuery = () =>
  queryOptions({ queryKey: MY_ZALO_KEY, queryFn: ({ signal }) => getMyZalo(signal), staleTime: 0 });

/** The link's state; while a code is waiting to be sent it is looked at again every `pollMs`. */
export const useMyZalo = (pollMs: number | false = false) =>
  useQuery({ ...myZaloQuery(), refetchInterval: (query) => (query.state.data?.linked ? false : pollMs) });
