import type { OrganizationItem, OrganizationMoveBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateKeys } from '../../../lib/query-client';
import { ORGANIZATION_QUERY_KEYS } from './organizations-key';

/** PUT organization/move: a new parent; refused (400 organization_cycle) under itself or its subtree. */
export const moveOrganization = (body: OrganizationMoveBody) =>
  api.put<OrganizationItem>('organization/move', body);

export function useMoveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveOrganization,
    onSuccess: () => invalidateKeys(queryClient, ORGANIZATION_QUERY_KEYS),
  });
}
