import {
  MEMBER_LIST_LIMIT,
  MEMBER_STATUSES,
  type MemberListItem,
  type MemberStatus,
  memberListQuery,
} from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** The status filter's choice of every status: the list opens on the members đang sinh hoạt. */
export const ALL_STATUSES = 'tat_ca';
export type StatusChoice = MemberStatus | typeof ALL_STATUSES;
export const DEFAULT_STATUS: MemberStatus = 'dang_sinh_hoat';

const isStatusChoice = (v: unknown): v is StatusChoice =>
  v === ALL_STATUSES || (MEMBER_STATUSES as readonly unknown[]).includes(v);

/**
 * The status as the URL holds it: none is the default (đang sinh hoạt, the roster an officer works
 * with), `tat_ca` every status; anything else falls back to the default.
 */
const statusInUrl = {
  safeParse: (v: unknown): { success: true; data: StatusChoice } | { success: false } =>
    v === undefined || v === ''
      ? { success: true, data: DEFAULT_STATUS }
      : isStatusChoice(v)
        ? { success: true, data: v }
        : { success: false },
};

/** The list's filters and sort as the URL holds them, read with the API's own query schema. */
export const memberListFilters = defineListFilters({
  shape: { ...memberListQuery.shape, status: statusInUrl },
  filters: [
    'search',
    'organizationId',
    'includeChildren',
    'status',
    'gender',
    'ageBand',
    'joinedYear',
    'partyMember',
    'sortBy',
    'order',
  ],
  pageSize: MEMBER_LIST_LIMIT,
  // The subtree means nothing without an organisation.
  normalize: (filters) =>
    filters.organizationId === undefined ? { ...filters, includeChildren: undefined } : filters,
});
export type MemberListFilters = FiltersOf<typeof memberListFilters>;

/** The status the list shows: the URL's, or the default when it names none. */
export const statusChoiceOf = (filters: MemberListFilters): StatusChoice => filters.status ?? DEFAULT_STATUS;

/** A page of the list: the count stops at MEMBER_COUNT_CAP, `countCapped` says it did. */
export interface MemberListPage {
  list: MemberListItem[];
  count: number;
  countCapped: boolean;
}

/** The query string the API reads: the default status sent, every status as none. */
export function memberListParams(filters: MemberListFilters) {
  const status = statusChoiceOf(filters);
  return {
    ...filters,
    status: status === ALL_STATUSES ? undefined : status,
    includeChildren: filters.includeChildren ? true : undefined,
  };
}

/** GET member/list-all (page, limit, search, organizationId, includeChildren, status, gender, ageBand, joinedYear, partyMember, sortBy, order). */
export const listMembers = (filters: MemberListFilters, signal?: AbortSignal) =>
  api.get<MemberListPage>('member/list-all', { query: memberListParams(filters), signal });

export const membersQuery = (filters: MemberListFilters) =>
  queryOptions({
    queryKey: [...ROOT.members, 'list', filters],
    queryFn: ({ signal }) => listMembers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useMemberList = (filters: MemberListFilters) => useQuery(membersQuery(filters));
