import type { MemberItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** The picker's filters: a search, an organisation (with the unions under it), a page. */
export interface TransferableFilters {
  page: number;
  limit: number;
  search?: string | undefined;
  organizationId?: number | undefined;
}

export interface MemberPage {
  list: MemberItem[];
  count: number;
  countCapped: boolean;
}

/** GET member/list-all: the members đang sinh hoạt of the caller's scope, who alone may move. */
export const listTransferableMembers = (filters: TransferableFilters, signal?: AbortSignal) =>
  api.get<MemberPage>('member/list-all', {
    query: {
      ...filters,
      status: 'dang_sinh_hoat',
      includeChildren: filters.organizationId === undefined ? undefined : true,
      sortBy: 'fullName',
      order: 'asc',
    },
    signal,
  });

export const transferableMembersQuery = (filters: TransferableFilters) =>
  queryOptions({
    queryKey: [...ROOT.memberTransfer, 'members', filters],
    queryFn: ({ signal }) => listTransferableMembers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useTransferableMembers = (filters: TransferableFilters) =>
  useQuery(transferableMembersQuery(filters));

/** Ten a page, so that the transfer's form below the table stays in reach. */
export const TRANSFER_PICKER_PAGE_SIZE = 10;
