import { ORGANIZATION_STATUSES, type OrganizationStatus } from '@congdoan/shared';

/** spec §9 'Trade union pagination limit 20': the list's own default page size. */
export const ORGANIZATION_PAGE_SIZE = 20;
export const ORGANIZATION_PAGE_SIZES = [10, 20, 50, 100] as const;
/** More zones than this in one filter is not a choice anybody makes (the server takes 100). */
const ZONES_MAX = 20;

/** The list's filters and page, as the URL holds them and the API takes them. */
export interface OrganizationListFilters {
  page: number;
  limit: number;
  search?: string | undefined;
  xaPhuongId?: number | undefined;
  /** Several zones may be chosen: `?cumKhuCnId=1&cumKhuCnId=2`. */
  cumKhuCnId?: number[] | undefined;
  organizationParentId?: number | undefined;
  loaiHinh?: number | undefined;
  loaiCongTy?: number | undefined;
  namThanhLap?: number | undefined;
  status?: OrganizationStatus | undefined;
}

/** The filters without the page: what the statistics and the report take. */
export type OrganizationFilterValues = Omit<OrganizationListFilters, 'page' | 'limit'>;

const FILTER_KEYS = [
  'search',
  'xaPhuongId',
  'cumKhuCnId',
  'organizationParentId',
  'loaiHinh',
  'loaiCongTy',
  'namThanhLap',
  'status',
] as const satisfies readonly (keyof OrganizationFilterValues)[];

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};
const id = (raw: string | null) => {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : undefined;
};
const year = (raw: string | null) => {
  const n = id(raw);
  return n !== undefined && n >= 1000 && n <= 9999 ? n : undefined;
};

/** The filters and page the URL holds; anything odd falls back to the default (or no filter). */
export function filtersFromParams(params: URLSearchParams): OrganizationListFilters {
  const limit = positiveInt(params.get('limit'), ORGANIZATION_PAGE_SIZE);
  const zones = [
    ...new Set(
      params
        .getAll('cumKhuCnId')
        .flatMap((v) => v.split(','))
        .map(id)
        .filter((n): n is number => n !== undefined),
    ),
  ].slice(0, ZONES_MAX);
  const status = params.get('status');
  return {
    page: positiveInt(params.get('page'), 1),
    limit: (ORGANIZATION_PAGE_SIZES as readonly number[]).includes(limit) ? limit : ORGANIZATION_PAGE_SIZE,
    search: params.get('search')?.trim() || undefined,
    xaPhuongId: id(params.get('xaPhuongId')),
    cumKhuCnId: zones.length ? zones : undefined,
    organizationParentId: id(params.get('organizationParentId')),
    loaiHinh: id(params.get('loaiHinh')),
    loaiCongTy: id(params.get('loaiCongTy')),
    namThanhLap: year(params.get('namThanhLap')),
    status: (ORGANIZATION_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as OrganizationStatus)
      : undefined,
  };
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a ?? []) === JSON.stringify(b ?? []) : a === b;

/**
 * The URL after a change: a new filter or page size goes back to page 1 (unless the change sets the
 * page); empty filters, page 1 and the default size are left out, so a plain list has a bare URL.
 */
export function paramsWith(
  current: OrganizationListFilters,
  change: Partial<OrganizationListFilters>,
): URLSearchParams {
  const filterChanged = [...FILTER_KEYS, 'limit' as const].some(
    (k) => k in change && !sameValue(change[k], current[k]),
  );
  const next = { ...current, ...change, ...(filterChanged && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams();
  if (next.search?.trim()) params.set('search', next.search.trim());
  for (const key of [
    'xaPhuongId',
    'organizationParentId',
    'loaiHinh',
    'loaiCongTy',
    'namThanhLap',
  ] as const) {
    const value = next[key];
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  for (const zone of next.cumKhuCnId ?? []) params.append('cumKhuCnId', String(zone));
  if (next.status) params.set('status', next.status);
  if (next.page !== 1) params.set('page', String(next.page));
  if (next.limit !== ORGANIZATION_PAGE_SIZE) params.set('limit', String(next.limit));
  return params;
}

/** The filters alone (no page), e.g. for the statistics and the report. */
export function filterValuesOf(filters: OrganizationListFilters): OrganizationFilterValues {
  const { page: _page, limit: _limit, ...rest } = filters;
  return rest;
}

/** How many filters are set (search aside), for the 'Bộ lọc (n)' badge. */
export function activeFilterCount(filters: OrganizationListFilters): number {
  return FILTER_KEYS.filter((k) => k !== 'search' && filters[k] !== undefined).length;
}
