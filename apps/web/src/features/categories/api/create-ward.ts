import type { WardCreateBody, WardItem } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { CATEGORY_QUERY_KEYS } from './categories-key';

/** POST ward/create. */
export const createWard = (body: WardCreateBody) => api.post<WardItem>('ward/create', body);

export function useCreateWard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWard,
    onSuccess: () => invalidateKeys(queryClient, CATEGORY_QUERY_KEYS),
  });
}
