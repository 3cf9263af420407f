import type { SortOrder } from '@congdoan/shared';
import { useCallback, useState } from 'react';
import { type ListPaging, PAGE_SIZE_DEFAULT } from './url-filters';

/** Page, size and sort of a list that has no address of its own (a tab of a detail page). */
export interface LocalListState<C extends string> extends ListPaging {
  sortBy?: C | undefined;
  order?: SortOrder | undefined;
}

/**
 * A list's page, size and sort kept in the component, as `useUrlFilters` keeps them in the URL:
 * a change of size or sort goes back to page 1.
 */
export function useLocalList<C extends string>(pageSize: number = PAGE_SIZE_DEFAULT) {
  const [filters, setFilters] = useState<LocalListState<C>>({ page: 1, limit: pageSize });
  const update = useCallback(
    (change: Partial<LocalListState<C>>) =>
      setFilters((current) => ({ ...current, ...change, page: change.page ?? 1 })),
    [],
  );
  return { filters, update };
}
