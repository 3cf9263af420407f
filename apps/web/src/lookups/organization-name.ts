import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { LOOKUP } from '../lib/query-keys';

/**
 * GET organization/detail for one organisation's name: a filter read from the URL holds only the
 * id, and a picker's first page may not list it.
 */
export const getOrganizationName = async (organizationId: number, signal?: AbortSignal) =>
  (await api.get<{ id: number; name: string }>('organization/detail', { query: { organizationId }, signal }))
    .name;

// No placeholder: another organisation's name must not stand in while this one loads.
export const organizationNameQuery = (organizationId: number) =>
  queryOptions({
    queryKey: [...LOOKUP.organizationName, organizationId],
    queryFn: ({ signal }) => getOrganizationName(organizationId, signal),
    staleTime: 5 * 60_000,
  });

export const useOrganizationName = (organizationId: number | undefined, enabled: boolean) =>
  useQuery({
    ...organizationNameQuery(organizationId ?? 0),
    enabled: enabled && organizationId !== undefined,
  });
