import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { ORGANIZATION_QUERY_KEYS } from './organizations-key';

/**
 * DELETE organization/dynamic-fields/:id. While organisations hold a value the server answers
 * 409 dynamic_field_in_use (its message says how many) unless `confirm` says to remove the values.
 */
export const deleteDynamicField = ({ id, confirm }: { id: number; confirm?: boolean }) =>
  api.delete<{ success: true }>(`organization/dynamic-fields/${id}`, {
    query: { confirm: confirm ? true : undefined },
  });

export function useDeleteDynamicField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDynamicField,
    onSuccess: () => invalidateKeys(queryClient, ORGANIZATION_QUERY_KEYS),
  });
}
