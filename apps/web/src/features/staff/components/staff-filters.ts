import {
  STAFF_EMPLOYMENTS,
  STAFF_LIST_LIMIT,
  type StaffEmployment,
  TERM_STATES,
  type TermState,
} from '@congdoan/shared';
import type { StaffListFilters } from '../api/list-staff';

/** spec §9 'Trade union pagination limit 20'. */
export const STAFF_PAGE_SIZE = STAFF_LIST_LIMIT;
export const STAFF_PAGE_SIZES = [10, 20, 50, 100] as const;

const FILTER_KEYS = [
  'search',
  'organizationId',
  'includeChildren',
  'positionId',
  'termState',
  'employment',
] as const satisfies readonly (keyof StaffListFilters)[];

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};
const id = (raw: string | null) => {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : undefined;
};
const oneOf = <T extends string>(allowed: readonly T[], raw: string | null): T | undefined =>
  (allowed as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined;

/** The filters and page the URL holds; anything odd falls back to the default (or no filter). */
export function filtersFromParams(params: URLSearchParams): StaffListFilters {
  const limit = positiveInt(params.get('limit'), STAFF_PAGE_SIZE);
  const organizationId = id(params.get('organizationId'));
  return {
    page: positiveInt(params.get('page'), 1),
    limit: (STAFF_PAGE_SIZES as readonly number[]).includes(limit) ? limit : STAFF_PAGE_SIZE,
    search: params.get('search')?.trim() || undefined,
    organizationId,
    // The subtree means nothing without an organisation.
    includeChildren: organizationId !== undefined && params.get('includeChildren') === '1' ? true : undefined,
    positionId: id(params.get('positionId')),
    termState: oneOf<TermState>(TERM_STATES, params.get('termState')),
    employment: oneOf<StaffEmployment>(STAFF_EMPLOYMENTS, params.get('employment')),
  };
}

/**
 * The URL after a change: a new filter or page size goes back to page 1 (unless the change sets the
 * page); empty filters, page 1 and the default size are left out, so a plain list has a bare URL.
 */
export function paramsWith(current: StaffListFilters, change: Partial<StaffListFilters>): URLSearchParams {
  const filterChanged = [...FILTER_KEYS, 'limit' as const].some(
    (k) => k in change && change[k] !== current[k],
  );
  const next = { ...current, ...change, ...(filterChanged && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams();
  if (next.search?.trim()) params.set('search', next.search.trim());
  if (next.organizationId !== undefined) {
    params.set('organizationId', String(next.organizationId));
    if (next.includeChildren) params.set('includeChildren', '1');
  }
  if (next.positionId !== undefined) params.set('positionId', String(next.positionId));
  if (next.termState) params.set('termState', next.termState);
  if (next.employment) params.set('employment', next.employment);
  if (next.page !== 1) params.set('page', String(next.page));
  if (next.limit !== STAFF_PAGE_SIZE) params.set('limit', String(next.limit));
  return params;
}
