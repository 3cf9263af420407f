import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/**
 * DELETE organization/delete-organization?organizationID=. Refused (409 organization_in_use) while
 * units, users or staff still belong to it; the message says how many.
 */
export const deleteOrganization = (organizationID: number) =>
  api.delete<{ success: true }>('organization/delete-organization', { query: { organizationID } });

export const useDeleteOrganization = () => useWrite('organization', deleteOrganization);
