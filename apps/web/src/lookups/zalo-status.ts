import type { ZaloStatus } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { LOOKUP } from '../lib/query-keys';

/** GET zalo/status (zalo-account:read): configured, connected, expiries, last error and sync; never a token. */
export const getZaloStatus = (signal?: AbortSignal) => api.get<ZaloStatus>('zalo/status', { signal });

/** The OA connection's state: the Zalo accounts screen and the notification send dialog read it. */
export const zaloStatusQuery = () =>
  queryOptions({
    queryKey: LOOKUP.zaloStatus,
    queryFn: ({ signal }) => getZaloStatus(signal),
    staleTime: 60_000,
  });

/** Asked only by those who may read Zalo accounts (the route's right); the others get no refusal. */
export const useZaloStatus = (enabled = true) => useQuery({ ...zaloStatusQuery(), enabled });

/** Whether the OA can send and sync now: its settings are there and its tokens work. */
export const zaloReady = (status: ZaloStatus | undefined): boolean =>
  Boolean(status?.configured && status.connected);
