import type { CompanyItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET cong-ty-chua-co-cd/{id}. */
export const getCompany = (id: number, signal?: AbortSignal) =>
  api.get<CompanyItem>(`cong-ty-chua-co-cd/${id}`, { signal });

export const companyQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT.companies, 'detail', id],
    queryFn: ({ signal }) => getCompany(id, signal),
  });

export const useCompany = (id: number | null) => useQuery({ ...companyQuery(id ?? 0), enabled: id !== null });
