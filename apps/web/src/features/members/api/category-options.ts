import { type CategoryKind, LIMIT_MAX } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api';
import { LOOKUP_KEY } from '../../../lookups/lookup-query';

/**
 * The active items of one member category, for the form's selects. A stand-in for the shared
 * look-up (lookups/category-options.ts, coming with the categories module), with its signature:
 * the form reads categories only through `useCategoryOptions`, so the swap is an import.
 */
const getCategoryItems = (kind: CategoryKind, signal?: AbortSignal) =>
  api.get<{ list: { id: number; name: string }[]; count: number }>('category/list-all', {
    query: { kind, activeOnly: true, limit: LIMIT_MAX },
    signal,
  });

const categoryItemsQuery = (kind: CategoryKind) =>
  queryOptions({
    queryKey: [...LOOKUP_KEY, 'category-options', kind],
    queryFn: ({ signal }) => getCategoryItems(kind, signal),
    staleTime: 60 * 60_000,
  });

/** The items of `kind` as a Select's options, in their order. */
export function useCategoryOptions(kind: CategoryKind) {
  const query = useQuery(categoryItemsQuery(kind));
  const options = useMemo(
    () => (query.data?.list ?? []).map((item) => ({ value: item.id, label: item.name })),
    [query.data],
  );
  return { options, loading: query.isLoading };
}
