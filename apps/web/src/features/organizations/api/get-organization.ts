import type { OrganizationDetail } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET organization/detail?organizationId=: the fields, the way from the root, the counts. */
export const getOrganization = (organizationId: number, signal?: AbortSignal) =>
  api.get<OrganizationDetail>('organization/detail', { query: { organizationId }, signal });

export const organizationQuery = (organizationId: number) =>
  queryOptions({
    queryKey: [...ROOT.organizations, 'detail', organizationId],
    queryFn: ({ signal }) => getOrganization(organizationId, signal),
  });

export const useOrganization = (organizationId: number | null) =>
  useQuery({ ...organizationQuery(organizationId ?? 0), enabled: organizationId !== null });
