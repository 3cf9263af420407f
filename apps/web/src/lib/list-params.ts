import { LIMIT_DEFAULT } from '@congdoan/shared';
import type { TablePaginationConfig } from 'antd';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 20, 50, 100];
const MAX_PAGE_SIZE = PAGE_SIZES[PAGE_SIZES.length - 1]!;

const positiveInt = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export type QueryPatch = Record<string, string | number | undefined>;

/** Page, page size and search of a list as the URL holds them; anything odd falls back to defaults. */
export function readListParams(params: URLSearchParams) {
  return {
    page: positiveInt(params.get('page'), 1),
    limit: Math.min(positiveInt(params.get('limit'), LIMIT_DEFAULT), MAX_PAGE_SIZE),
    search: params.get('search')?.trim() ?? '',
  };
}

/** The URL after a change: empty values and defaults leave the URL, so a plain list has none. */
export function patchParams(params: URLSearchParams, patch: QueryPatch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** A list's filters and page, kept in the URL so that it survives reload and can be shared. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  return {
    ...readListParams(params),
    params,
    /** Changes some filters; a filter change also goes back to page 1 unless the patch sets it. */
    setQuery: (patch: QueryPatch) => setParams(patchParams(params, patch)),
  };
}

export type ListParams = ReturnType<typeof useListParams>;

/**
 * The Table pagination of a list whose page and size live in the URL: 'Tổng N <noun>', the page
 * sizes of PAGE_SIZES; a new size or page 1 leaves the URL, the default size too.
 */
export function urlPagination(
  { page, limit, setQuery }: Pick<ListParams, 'page' | 'limit' | 'setQuery'>,
  total: number,
  noun: string,
): TablePaginationConfig {
  return {
    current: page,
    pageSize: limit,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES,
    showTotal: (count) => `Tổng ${count} ${noun}`,
    onChange: (nextPage, nextSize) =>
      setQuery({
        page: nextSize !== limit || nextPage === 1 ? undefined : nextPage,
        limit: nextSize === LIMIT_DEFAULT ? undefined : nextSize,
      }),
  };
}
