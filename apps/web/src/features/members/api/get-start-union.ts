import type { OrganizationLevel } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/**
 * GET organization/detail for the union a new member starts in (the list's filter): its name when
 * it is a grassroots union, the only kind a member joins; null for another level.
 */
export const getStartUnion = async (organizationId: number, signal?: AbortSignal) => {
  const o = await api.get<{ id: number; name: string; level: OrganizationLevel }>('organization/detail', {
    query: { organizationId },
    signal,
  });
  return o.level === 'grassroots' ? { id: o.id, name: o.name } : null;
};

export const startUnionQuery = (organizationId: number) =>
  queryOptions({
    queryKey: [...ROOT.members, 'start-union', organizationId],
    queryFn: ({ signal }) => getStartUnion(organizationId, signal),
    staleTime: 5 * 60_000,
  });

export const useStartUnion = (organizationId: number | null, enabled: boolean) =>
  useQuery({ ...startUnionQuery(organizationId ?? 0), enabled: enabled && organizationId !== null });
