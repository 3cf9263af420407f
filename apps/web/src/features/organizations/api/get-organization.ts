import type { OrganizationDetail } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORGANIZATIONS_KEY } from './organizations-key';

/** GET organization/detail?organizationId=: the fields, the way from the root, the counts. */
export const getOrganization = (organizationId: number, signal?: AbortSignal) =>
  api.get<OrganizationDetail>('organization/detail', { query: { organizationId }, signal });

export const organizationQuery = (organizationId: number) =>
  queryOptions({
    queryKey: [...ORGANIZATIONS_KEY, 'detail', organizationId],
    queryFn: ({ signal }) => getOrganization(organizationId, signal),
  });

export const useOrganization = (organizationId: number | null) =>
  useQuery({ ...organizationQuery(organizationId ?? 0), enabled: organizationId !== null });
