import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { CATEGORY_QUERY_KEYS } from './categories-key';

/** DELETE industrial-zone/delete?industrialZoneId=. */
export const deleteIndustrialZone = (industrialZoneId: number) =>
  api.delete<{ success: true }>('industrial-zone/delete', { query: { industrialZoneId } });

export function useDeleteIndustrialZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIndustrialZone,
    onSuccess: () => invalidateKeys(queryClient, CATEGORY_QUERY_KEYS),
  });
}
