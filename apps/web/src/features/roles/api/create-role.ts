import type { RoleCreateBody, RoleDetail } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST role/create. */
export const createRole = (body: RoleCreateBody) => api.post<RoleDetail>('role/create', body);

export const useCreateRole = () => useWrite('role', createRole);
