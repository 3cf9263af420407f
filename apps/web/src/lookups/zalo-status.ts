import type { ZaloStatus } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { LOOKUP_KEY } from './lookup-query';

/** The OA connection's state: the Zalo accounts screen and the notification send dialog read it. */
export const zaloStatusKey = [...LOOKUP_KEY, 'zalo-status'] as const;

/** GET zalo/status (zalo-account:read): configured, connected, expiries, last error and sync; never a token. */
export const getZaloStatus = (signal?: AbortSignal) => api.get<ZaloStatus>('zalo/status', { signal });

export const zaloStatusQuery = () =>
  queryOptions({
    queryKey: zaloStatusKey,
    queryFn: ({ signal }) => getZaloStatus(signal),
    staleTime: 60_000,
  });

/** Asked only by those who may read Zalo accounts (the route's right); the others get no refusal. */
export const useZaloStatus = (enabled = true) => useQuery({ ...zaloStatusQuery(), enabled });

/** Whether the OA can send and sync now: its settings are there and its tokens work. */
export const zaloReady = (status: ZaloStatus | undefined): boolean =>
  Boolean(status?.configured && status.connected);
