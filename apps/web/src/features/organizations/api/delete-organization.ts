import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { ORGANIZATION_QUERY_KEYS } from './organizations-key';

/**
 * DELETE organization/delete-organization?organizationID=. Refused (409 organization_in_use) while
 * units, users or staff still belong to it; the message says how many.
 */
export const deleteOrganization = (organizationID: number) =>
  api.delete<{ success: true }>('organization/delete-organization', { query: { organizationID } });

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    onSuccess: () => invalidateKeys(queryClient, ORGANIZATION_QUERY_KEYS),
  });
}
