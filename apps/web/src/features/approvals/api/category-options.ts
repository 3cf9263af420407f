import { type CategoryItem, type CategoryKind, LIMIT_MAX, type ListPage } from '@congdoan/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api';
import { APPROVALS_KEY } from './approvals-key';

/**
 * The active items of one member category for a select of the request form. A stand-in for the
 * shared `useCategoryOptions(kind)` of lookups/category-options.ts (branch p11-categories): swap
 * this one function for it once both are merged. Until the category API answers, the select offers
 * the record's own value only.
 */
export function useCategoryOptions(kind: CategoryKind, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: [...APPROVALS_KEY, 'category-options', kind],
    queryFn: ({ signal }) =>
      api.get<ListPage<CategoryItem>>('category/list-all', {
        query: { kind, activeOnly: true, page: 1, limit: LIMIT_MAX },
        signal,
      }),
    staleTime: 60 * 60_000,
    retry: false,
    enabled,
  });
  const options = useMemo(
    () => (query.data?.list ?? []).map((item) => ({ value: item.id, label: item.name })),
    [query.data],
  );
  return { options, loading: query.isLoading };
}
