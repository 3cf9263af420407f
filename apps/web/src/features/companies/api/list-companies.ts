import { type CompanyPage, companyListQuery } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** The list's filters as the URL holds them, read with the API's own query schema. */
export const companyListFilters = defineListFilters({
  shape: companyListQuery.shape,
  filters: ['search', 'cumKCNId'],
});
export type CompanyListFilters = FiltersOf<typeof companyListFilters>;

/** GET cong-ty-chua-co-cd (page, limit, search, cumKCNId): newest first. */
export const listCompanies = (filters: CompanyListFilters, signal?: AbortSignal) =>
  api.get<CompanyPage>('cong-ty-chua-co-cd', { query: filters, signal });

export const companiesQuery = (filters: CompanyListFilters) =>
  queryOptions({
    queryKey: [...ROOT.companies, 'list', filters],
    queryFn: ({ signal }) => listCompanies(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useCompanies = (filters: CompanyListFilters) => useQuery(companiesQuery(filters));
