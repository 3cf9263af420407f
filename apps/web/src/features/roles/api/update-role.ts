import type { RoleDetail, RoleUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { emptiedAsNull } from '../../../lib/update-body';

/** POST role/update (the id travels in the body; an emptied description is sent as null). */
export const updateRole = (body: RoleUpdateBody) => api.post<RoleDetail>('role/update', emptiedAsNull(body));

export const useUpdateRole = () => useWrite('role', updateRole);
