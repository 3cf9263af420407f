import type { OrganizationItem, OrganizationMoveBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** PUT organization/move: a new parent; refused (400 organization_cycle) under itself or its subtree. */
export const moveOrganization = (body: OrganizationMoveBody) =>
  api.put<OrganizationItem>('organization/move', body);

export const useMoveOrganization = () => useWrite('organization', moveOrganization);
