import type { OrganizationItem, OrganizationMoveBody } from '@congdoan/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORGANIZATIONS_KEY } from './organizations-key';

/** PUT organization/move: a new parent; refused (400 organization_cycle) under itself or its subtree. */
export const moveOrganization = (body: OrganizationMoveBody) =>
  api.put<OrganizationItem>('organization/move', body);

export function useMoveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ORGANIZATIONS_KEY }),
  });
}
