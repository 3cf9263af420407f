import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { CATEGORY_QUERY_KEYS } from './categories-key';

/** DELETE ward/delete?wardId=. */
export const deleteWard = (wardId: number) =>
  api.delete<{ success: true }>('ward/delete', { query: { wardId } });

export function useDeleteWard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWard,
    onSuccess: () => invalidateKeys(queryClient, CATEGORY_QUERY_KEYS),
  });
}
