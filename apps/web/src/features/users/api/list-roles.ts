import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';

export interface RoleOption {
  id: number;
  name: string;
}

/**
 * GET role/list-all?limit=100 (spec §9: up to 100 roles) for the role filter. A caller without the
 * right to read roles (or a server without the endpoint) gets an empty list, not an error.
 */
export const listRoleOptions = async (signal?: AbortSignal): Promise<RoleOption[]> => {
  try {
    const data = await api.get<{ list: RoleOption[] }>('role/list-all', {
      query: { page: 1, limit: 100 },
      signal,
    });
    return data.list.map(({ id, name }) => ({ id, name }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return [];
    throw error;
  }
};

export const roleOptionsQuery = () =>
  queryOptions({
    queryKey: ['roles', 'options'],
    queryFn: ({ signal }) => listRoleOptions(signal),
    staleTime: 5 * 60_000,
  });

export const useRoleOptions = () => useQuery(roleOptionsQuery());
