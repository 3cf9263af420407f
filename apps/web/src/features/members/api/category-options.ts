import type { CategoryKind } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListState } from '../../../components/list-select';
import { api } from '../../../lib/api';
import { LOOKUP_KEY } from '../../../lookups/lookup-query';

/**
 * The active items of one member category, for the form's selects. A stand-in for the shared
 * look-up hook (lookups/category-options.ts) until it lands: the form reads categories only
 * through `useCategoryOptions`, so the swap is this file.
 */
const getCategoryItems = (kind: CategoryKind, signal?: AbortSignal) =>
  api.get<{ list: { id: number; name: string }[]; count: number }>('category/list-all', {
    query: { kind, activeOnly: true, limit: 200 },
    signal,
  });

const categoryItemsQuery = (kind: CategoryKind) =>
  queryOptions({
    queryKey: [...LOOKUP_KEY, 'category-items', kind],
    queryFn: ({ signal }) => getCategoryItems(kind, signal),
    staleTime: 5 * 60_000,
  });

/** The items of `kind` as a picker's options. */
export function useCategoryOptions(kind: CategoryKind): ListState {
  const query = useQuery(categoryItemsQuery(kind));
  return {
    options: (query.data?.list ?? []).map((item) => ({ value: item.id, label: item.name })),
    isFetching: query.isFetching,
    isError: query.isError,
  };
}
