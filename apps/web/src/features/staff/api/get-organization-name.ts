import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * GET organization/detail (organizationId), for the name of the organisation a filter read from the
 * URL holds: the lookup's first page may not list it.
 */
export const getOrganizationName = async (organizationId: number, signal?: AbortSignal) =>
  (await api.get<{ id: number; name: string }>('organization/detail', { query: { organizationId }, signal }))
    .name;

export const organizationNameQuery = (organizationId: number) =>
  queryOptions({
    queryKey: ['organizations', 'detail', organizationId, 'name'],
    queryFn: ({ signal }) => getOrganizationName(organizationId, signal),
    staleTime: 5 * 60_000,
  });

export const useOrganizationName = (organizationId: number | undefined, enabled: boolean) =>
  useQuery({
    ...organizationNameQuery(organizationId ?? 0),
    enabled: enabled && organizationId !== undefined,
  });
