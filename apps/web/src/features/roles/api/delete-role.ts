import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST role/delete?roleId=. */
export const deleteRole = (roleId: number) =>
  api.post<{ success: true }>('role/delete', undefined, { query: { roleId } });

export const useDeleteRole = () => useWrite('role', deleteRole);
