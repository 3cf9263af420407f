import type { OrganizationStatistics } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import type { OrganizationFilterValues } from './list-organizations';

/** GET organization/statistic with the list's filters: totals and counts by ward, zone, type, kind, decade. */
export const getOrganizationStatistics = (filters: OrganizationFilterValues, signal?: AbortSignal) =>
  api.get<OrganizationStatistics>('organization/statistic', { query: { ...filters }, signal });

export const organizationStatisticsQuery = (filters: OrganizationFilterValues) =>
  queryOptions({
    queryKey: [...ROOT.organizations, 'statistics', filters],
    queryFn: ({ signal }) => getOrganizationStatistics(filters, signal),
    placeholderData: keepPreviousData,
  });

/** Loaded only while the panel is open. */
export const useOrganizationStatistics = (filters: OrganizationFilterValues, enabled: boolean) =>
  useQuery({ ...organizationStatisticsQuery(filters), enabled });
