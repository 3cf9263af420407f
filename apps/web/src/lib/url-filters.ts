import { LIMIT_DEFAULT, type SortOrder } from '@congdoan/shared';

/**
 * A list's page, size and filters as its URL holds them, read with the list's own query schema from
 * packages/shared, so that the web and the API agree on every filter and its limits.
 *
 * Typed structurally, like form-rules.ts, so that the web app needs no direct dependency on zod.
 */
type ParseResult<T> = { success: true; data: T } | { success: false };
interface FieldSchema<T = unknown> {
  safeParse(value: unknown): ParseResult<T>;
}
type OutputOf<F> = F extends FieldSchema<infer T> ? T : never;
export type PageShape = { page: FieldSchema<number>; limit: FieldSchema<number> };

/**
 * The page sizes of the web app's lists, said once (docs/requirements.md, "Paging"): the sizes a
 * list offers, the size a list opens with, and the union lists' size (organisations and staff,
 * with their tables on an organisation's page).
 */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const PAGE_SIZE_DEFAULT = LIMIT_DEFAULT;
export const UNION_LIST_PAGE_SIZE = 20;

/** The URL state every list may hold besides its filters: its page, size and sort. */
export interface ListPaging {
  page: number;
  limit: number;
  sortBy?: string | undefined;
  order?: SortOrder | undefined;
}

/** The keys of `ListPaging`: the rest of a list's URL state are its filters. */
export const PAGING_KEYS: readonly string[] = [
  'page',
  'limit',
  'sortBy',
  'order',
] satisfies (keyof ListPaging)[];

export interface ListFilterSpec<S extends PageShape, K extends keyof S & string> {
  /** The shape of the list's shared query schema (`userListQuery.shape`). */
  shape: S;
  /**
   * The filters this list keeps in the URL, in the order the URL writes them; its sort too
   * (`sortBy`, `order`: docs/requirements.md, "Sorting"), which is read, written and sent like a filter.
   */
  filters: readonly K[];
  /** The page size when the URL says none: `PAGE_SIZE_DEFAULT` unless told (`UNION_LIST_PAGE_SIZE`). */
  pageSize?: number;
  /** Drops a filter that means nothing without another one (a subtree without its organisation). */
  normalize?: (filters: ListFilters<S, K>) => ListFilters<S, K>;
}

/**
 * Page and size always; each filter when set. A filter at the schema's own default (a flag left
 * false) counts as not set, so that a plain list has a bare URL.
 */
export type ListFilters<S extends PageShape, K extends keyof S & string> = { page: number; limit: number } & {
  [P in K]?: OutputOf<S[P]> | undefined;
};

/** The filters of a spec (`FiltersOf<typeof userListFilters>`). */
export type FiltersOf<T> = T extends ListFilterSpec<infer S, infer K> ? ListFilters<S, K> : never;

/** A list's spec; `const` keeps the filter names as their literal types. */
export function defineListFilters<S extends PageShape, const K extends keyof S & string>(
  spec: ListFilterSpec<S, K>,
): ListFilterSpec<S, K> {
  return spec;
}

const parsed = <T>(schema: FieldSchema<T>, raw: unknown): T | undefined => {
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
};

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a ?? []) === JSON.stringify(b ?? []) : a === b;

/** The size the list opens with (the web app's, whatever the API's own default for other callers). */
const defaultPageSize = (spec: { pageSize?: number | undefined }) => spec.pageSize ?? PAGE_SIZE_DEFAULT;

/**
 * The page size the pager can show: more than the largest size is the largest (everything was
 * asked for), any other size it does not offer (or the schema refuses) is the default.
 */
function pageSizeOf(spec: { shape: PageShape; pageSize?: number | undefined }, raw: string | null): number {
  if (raw === null) return defaultPageSize(spec);
  const largest = Math.max(...PAGE_SIZES);
  const asked = Number(raw);
  if (Number.isInteger(asked) && asked > largest) return largest;
  const size = parsed(spec.shape.limit, raw);
  return size !== undefined && (PAGE_SIZES as readonly number[]).includes(size)
    ? size
    : defaultPageSize(spec);
}

/** One URL value as the schema takes it: a repeated parameter (`?zone=1&zone=2`) as a list. */
const rawOf = (params: URLSearchParams, key: string): unknown => {
  const all = params.getAll(key);
  return all.length > 1 ? all : all[0];
};

/** The filters the URL holds; a value the schema refuses falls back to its default (or no filter). */
export function readFilters<S extends PageShape, K extends keyof S & string>(
  spec: ListFilterSpec<S, K>,
  params: URLSearchParams,
): ListFilters<S, K> {
  const filters = {
    page: parsed(spec.shape.page, params.get('page') ?? undefined) ?? 1,
    limit: pageSizeOf(spec, params.get('limit')),
  } as ListFilters<S, K>;
  for (const key of spec.filters) {
    const schema = spec.shape[key] as FieldSchema;
    let value = parsed(schema, rawOf(params, key));
    if (Array.isArray(value)) value = value.length ? [...new Set(value)] : undefined;
    if (sameValue(value, parsed(schema, undefined))) value = undefined;
    (filters as Record<string, unknown>)[key] = value;
  }
  return spec.normalize ? spec.normalize(filters) : filters;
}

const written = (value: unknown): string[] => {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(written);
  if (typeof value === 'boolean') return [value ? '1' : '0'];
  const text = String(value).trim();
  return text ? [text] : [];
};

/**
 * The URL after a change: a new filter or page size goes back to page 1 (unless the change sets the
 * page); filters not set or at the schema's own default (a flag left false), page 1 and the default
 * size are left out, so a plain list has a bare URL. A yes/no filter without a default (all, yes,
 * no) writes its 'no' as 0.
 */
export function writeFilters<S extends PageShape, K extends keyof S & string>(
  spec: ListFilterSpec<S, K>,
  current: ListFilters<S, K>,
  change: Partial<ListFilters<S, K>>,
): URLSearchParams {
  const changes = change as Record<string, unknown>;
  const before = current as Record<string, unknown>;
  const filterChanged = [...spec.filters, 'limit'].some(
    (key) => key in changes && !sameValue(changes[key], before[key]),
  );
  const merged = { ...current, ...change, ...(filterChanged && !('page' in change) ? { page: 1 } : {}) };
  const next = (spec.normalize ? spec.normalize(merged) : merged) as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const key of spec.filters) {
    if (sameValue(next[key], parsed(spec.shape[key] as FieldSchema, undefined))) continue;
    for (const value of written(next[key])) params.append(key, value);
  }
  if (next.page !== 1) params.set('page', String(next.page));
  if (next.limit !== defaultPageSize(spec)) params.set('limit', String(next.limit));
  return params;
}

/** The filters alone, without page, size and sort: what a report or the statistics of the list take. */
export function filterValuesOf<F extends { page: number; limit: number }>(
  filters: F,
): Omit<F, keyof ListPaging> {
  const { page: _page, limit: _limit, sortBy: _sortBy, order: _order, ...rest } = filters as F & ListPaging;
  return rest;
}

/** How many filters are set (not the search, which shows in its box, nor page, size and sort). */
export function activeFilterCount(filters: object): number {
  return Object.entries(filters).filter(
    ([key, value]) => key !== 'search' && !PAGING_KEYS.includes(key) && value !== undefined,
  ).length;
}
