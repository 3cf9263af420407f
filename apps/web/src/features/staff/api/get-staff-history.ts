import type { AuditHistoryItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { STAFF_KEY } from './list-staff';

export const HISTORY_PAGE_SIZE = 20;

/** GET audit/history?subject=staff&recordId=: a staff record's changes, newest first. */
export const getStaffHistory = (staffId: number, page: number, signal?: AbortSignal) =>
  api.get<{ list: AuditHistoryItem[]; count: number }>('audit/history', {
    query: { subject: 'staff', recordId: staffId, page, limit: HISTORY_PAGE_SIZE },
    signal,
  });

// Under the staff key: every write to a record invalidates its history too.
export const staffHistoryQuery = (staffId: number, page: number) =>
  queryOptions({
    queryKey: [...STAFF_KEY, 'history', staffId, page],
    queryFn: ({ signal }) => getStaffHistory(staffId, page, signal),
  });

export const useStaffHistory = (staffId: number, page: number) => useQuery(staffHistoryQuery(staffId, page));
