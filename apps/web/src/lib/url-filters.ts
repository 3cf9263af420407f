import { LIMIT_DEFAULT } from '@congdoan/shared';

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
type PageShape = { page: FieldSchema<number>; limit: FieldSchema<number> };

/** The page sizes a list offers (docs/requirements.md, "Paging": 10 by default, 20 for the union lists). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ListFilterSpec<S extends PageShape, K extends keyof S & string> {
  /** The shape of the list's shared query schema (`userListQuery.shape`). */
  shape: S;
  /** The filters this list keeps in the URL, in the order the URL writes them. */
  filters: readonly K[];
  /** The page size when the URL says none; the schema's default when absent. */
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

/** The size the list opens with. */
const defaultPageSize = (spec: { shape: PageShape; pageSize?: number | undefined }) =>
  spec.pageSize ?? parsed(spec.shape.limit, undefined) ?? LIMIT_DEFAULT;

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
  if (value === undefined || value === null || value === false) return [];
  if (Array.isArray(value)) return value.flatMap(written);
  if (value === true) return ['1'];
  const text = String(value).trim();
  return text ? [text] : [];
};

/**
 * The URL after a change: a new filter or page size goes back to page 1 (unless the change sets the
 * page); filters not set, page 1 and the default size are left out, so a plain list has a bare URL.
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
  for (const key of spec.filters) for (const value of written(next[key])) params.append(key, value);
  if (next.page !== 1) params.set('page', String(next.page));
  if (next.limit !== defaultPageSize(spec)) params.set('limit', String(next.limit));
  return params;
}

/** The filters alone, without page and size: what a report or the statistics of the list take. */
export function filterValuesOf<F extends { page: number; limit: number }>(
  filters: F,
): Omit<F, 'page' | 'limit'> {
  const { page: _page, limit: _limit, ...rest } = filters;
  return rest;
}
