import { APPROVAL_LIST_LIMIT, type ApprovalItem, approvalListQuery, type ListPage } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { defineListFilters, type FiltersOf } from '../../../lib/url-filters';

/** The filters of the two request lists (my requests, history) as the URL holds them. */
export const requestListFilters = defineListFilters({
  shape: approvalListQuery.shape,
  filters: ['search', 'kind', 'state'],
  pageSize: APPROVAL_LIST_LIMIT,
});
export type RequestListFilters = FiltersOf<typeof requestListFilters>;

/** GET approval/my-requests (the caller's own, newest first) or approval/history (decided and cancelled). */
export type RequestList = 'my-requests' | 'history';

export const listRequests = (list: RequestList, filters: RequestListFilters, signal?: AbortSignal) =>
  api.get<ListPage<ApprovalItem>>(`approval/${list}`, { query: { ...filters }, signal });

export const requestListQuery = (list: RequestList, filters: RequestListFilters) =>
  queryOptions({
    queryKey: [...ROOT.approvals, list, filters],
    queryFn: ({ signal }) => listRequests(list, filters, signal),
    placeholderData: keepPreviousData,
  });

export const useRequestList = (list: RequestList, filters: RequestListFilters) =>
  useQuery(requestListQuery(list, filters));
