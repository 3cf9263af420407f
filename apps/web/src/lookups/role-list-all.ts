import { api } from '../lib/api';
import { LOOKUP } from '../lib/query-keys';
import { lookupEndpoint } from './lookup-query';

export interface RoleOption {
  id: number;
  name: string;
}

/** Up to 100 roles (docs/requirements.md, "Paging"). */
const ROLE_OPTIONS_LIMIT = 100;

/** GET role/list-all for pickers and filters (asked only by those who may read roles). */
export const listRoleOptions = async (params: { limit: number }, signal?: AbortSignal) => {
  const data = await api.get<{ list: RoleOption[] }>('role/list-all', {
    query: { page: 1, ...params },
    signal,
  });
  return data.list.map(({ id, name }): RoleOption => ({ id, name }));
};

const endpoint = lookupEndpoint(LOOKUP.roleOptions, listRoleOptions);
export const roleOptionsQuery = () => endpoint.query({ limit: ROLE_OPTIONS_LIMIT });
export const useRoleOptions = (enabled = true) => endpoint.use({ limit: ROLE_OPTIONS_LIMIT }, { enabled });
