import { type CategoryItem, type CategoryKind, LIMIT_MAX } from '@congdoan/shared';
import { useMemo } from 'react';
import { api } from '../lib/api';
import { LOOKUP } from '../lib/query-keys';
import { type LookupPage, lookupEndpoint } from './lookup-query';

/** GET category/list-all?kind=…&activeOnly=true: the items a form offers, in their order. */
export const listCategoryOptions = (params: { kind: CategoryKind; limit: number }, signal?: AbortSignal) =>
  api.get<LookupPage<CategoryItem>>('category/list-all', {
    query: { page: 1, activeOnly: true, ...params },
    signal,
  });

// The lists change seldom (an administrator's edit invalidates them): a form reads each once a session.
const endpoint = lookupEndpoint(LOOKUP.categoryOptions, listCategoryOptions, { staleTime: 60 * 60_000 });
export const categoryOptionsQuery = (kind: CategoryKind) => endpoint.query({ kind, limit: LIMIT_MAX });

/**
 * The options of one member category (ethnic groups, religions…) for a Select: the active items, by
 * their order. An inactive item a record still holds is not among them: the form shows the record's
 * own name for it.
 */
export function useCategoryOptions(kind: CategoryKind, { enabled = true }: { enabled?: boolean } = {}) {
  const query = endpoint.use({ kind, limit: LIMIT_MAX }, { enabled });
  const options = useMemo(
    () => (query.data?.list ?? []).map((item) => ({ value: item.id, label: item.name })),
    [query.data],
  );
  return { options, loading: query.isLoading };
}
