import type { ZaloAccountItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET zalo-accounts/{id} (zalo-account:detail). */
export const getZaloAccount = (id: number, signal?: AbortSignal) =>
  api.get<ZaloAccountItem>(`zalo-accounts/${id}`, { signal });

export const zaloAccountQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT.zalo, 'account', id],
    queryFn: ({ signal }) => getZaloAccount(id, signal),
  });

/** The account as the server has it now; the list's row stands in until it comes. */
export const useZaloAccount = (row: ZaloAccountItem | null) =>
  useQuery({
    ...zaloAccountQuery(row?.id ?? 0),
    enabled: row !== null,
    placeholderData: row ?? undefined,
  });
