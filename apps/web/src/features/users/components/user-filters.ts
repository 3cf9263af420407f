import { LIMIT_DEFAULT } from '@congdoan/shared';
import type { UserListFilters } from '../api/list-users';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};
const optionalInt = (raw: string | null, allowed?: (n: number) => boolean) => {
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && (allowed?.(n) ?? true) ? n : undefined;
};

/** The list's filters and page as the URL holds them; anything odd falls back to the default. */
export function filtersFromParams(params: URLSearchParams): UserListFilters {
  const limit = positiveInt(params.get('limit'), LIMIT_DEFAULT);
  return {
    page: positiveInt(params.get('page'), 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : LIMIT_DEFAULT,
    search: params.get('search')?.trim() || undefined,
    roleId: optionalInt(params.get('roleId')),
    isActive: optionalInt(params.get('isActive'), (n) => n <= 1),
  };
}

/** The URL of a change: a new filter goes back to page 1; defaults are left out. */
export function paramsWith(current: UserListFilters, change: Partial<UserListFilters>): URLSearchParams {
  const filterChanged = (['search', 'roleId', 'isActive', 'limit'] as const).some(
    (k) => k in change && change[k] !== current[k],
  );
  const next = { ...current, ...change, ...(filterChanged && !('page' in change) ? { page: 1 } : {}) };
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.roleId !== undefined) params.set('roleId', String(next.roleId));
  if (next.isActive !== undefined) params.set('isActive', String(next.isActive));
  if (next.page !== 1) params.set('page', String(next.page));
  if (next.limit !== LIMIT_DEFAULT) params.set('limit', String(next.limit));
  return params;
}
