import type { WardItem, WardUpdateBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { emptiedAsNull } from '../../../lib/update-body';
import { CATEGORY_QUERY_KEYS } from './categories-key';

/** PUT ward/update (the id travels in the body). */
export const updateWard = (body: WardUpdateBody) => api.put<WardItem>('ward/update', emptiedAsNull(body));

export function useUpdateWard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWard,
    onSuccess: () => invalidateKeys(queryClient, CATEGORY_QUERY_KEYS),
  });
}
