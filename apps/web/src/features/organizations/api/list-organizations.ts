import {
  type DynamicFieldSchema,
  foundingYearRule,
  type ListPage,
  type OrganizationItem,
  organizationListQuery,
} from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import {
  defineListFilters,
  type FiltersOf,
  type ListPaging,
  UNION_LIST_PAGE_SIZE,
} from '../../../lib/url-filters';

/** A date range's two ends, swapped when the start is after the end ('YYYY-MM-DD' sorts as dates). */
const inOrder = <F extends string, T extends string>(
  from: string | undefined,
  to: string | undefined,
  fromKey: F,
  toKey: T,
) => (from !== undefined && to !== undefined && from > to ? { [fromKey]: to, [toKey]: from } : {});

/**
 * The list's filters as the URL holds them, read with the API's own query schema. Several zones
 * may be chosen (`?cumKhuCnId=1&cumKhuCnId=2`); the year is one the filter offers.
 */
export const organizationListFilters = defineListFilters({
  shape: { ...organizationListQuery.shape, namThanhLap: foundingYearRule },
  filters: [
    'search',
    'xaPhuongId',
    'organizationParentId',
    'loaiHinh',
    'loaiCongTy',
    'namThanhLap',
    'createdFrom',
    'createdTo',
    'updatedFrom',
    'updatedTo',
    'cumKhuCnId',
    'status',
    'sortBy',
    'order',
  ],
  pageSize: UNION_LIST_PAGE_SIZE,
  // A range typed backwards in the URL is read the right way round (the API refuses it).
  normalize: (filters) => ({
    ...filters,
    ...inOrder(filters.createdFrom, filters.createdTo, 'createdFrom', 'createdTo'),
    ...inOrder(filters.updatedFrom, filters.updatedTo, 'updatedFrom', 'updatedTo'),
  }),
});
export type OrganizationListFilters = FiltersOf<typeof organizationListFilters>;
/** The filters without page, size and sort: what the statistics and the report take. */
export type OrganizationFilterValues = Omit<OrganizationListFilters, keyof ListPaging>;

export interface OrganizationList extends ListPage<OrganizationItem> {
  /** The custom fields defined today, in their order: one optional column each. */
  dynamicFieldSchemas: DynamicFieldSchema[];
}

/** GET organization/list-all-organization: page, limit and the filters (cumKhuCnId repeated). */
export const listOrganizations = (filters: OrganizationListFilters, signal?: AbortSignal) =>
  api.get<OrganizationList>('organization/list-all-organization', { query: { ...filters }, signal });

export const organizationsQuery = (filters: OrganizationListFilters) =>
  queryOptions({
    queryKey: [...ROOT.organizations, 'list', filters],
    queryFn: ({ signal }) => listOrganizations(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useOrganizations = (filters: OrganizationListFilters) => useQuery(organizationsQuery(filters));
