import { api } from '../lib/api';
import { ApiError } from '../lib/api-client';
import { lookupEndpoint } from './lookup-query';

export interface RoleOption {
  id: number;
  name: string;
}

/** Up to 100 roles (docs/requirements.md, "Paging"). */
const ROLE_OPTIONS_LIMIT = 100;

/**
 * GET role/list-all for pickers and filters. A caller without the right to read roles (or a server
 * without the endpoint) gets an empty list, not an error.
 */
export const listRoleOptions = async (params: { limit: number }, signal?: AbortSignal) => {
  try {
    const data = await api.get<{ list: RoleOption[] }>('role/list-all', {
      query: { page: 1, ...params },
      signal,
    });
    return data.list.map(({ id, name }): RoleOption => ({ id, name }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return [];
    throw error;
  }
};

const endpoint = lookupEndpoint('role-list-all', listRoleOptions);
export const roleOptionsKey = endpoint.key;
export const roleOptionsQuery = () => endpoint.query({ limit: ROLE_OPTIONS_LIMIT });
export const useRoleOptions = (enabled = true) => endpoint.use({ limit: ROLE_OPTIONS_LIMIT }, { enabled });
