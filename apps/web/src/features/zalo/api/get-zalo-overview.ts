import type { ZaloOverview } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ZALO_KEY } from './zalo-key';

/** GET zalo-accounts/overview: total, linked, unlinked and following counts (no filter). */
export const getZaloOverview = (signal?: AbortSignal) =>
  api.get<ZaloOverview>('zalo-accounts/overview', { signal });

export const zaloOverviewQuery = () =>
  queryOptions({ queryKey: [...ZALO_KEY, 'overview'], queryFn: ({ signal }) => getZaloOverview(signal) });

/** Asked only when the list's answer carries no `summary` (a server that answers as the spec's does). */
export const useZaloOverview = (enabled: boolean) => useQuery({ ...zaloOverviewQuery(), enabled });
