import type { AuditHistoryItem, HistorySubject, ListPage } from '@congdoan/shared';
import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

export const HISTORY_PAGE_SIZE = 20;

/** GET audit/history?subject=&recordId=: one record's changes, newest first, a page at a time. */
export const getAuditHistory = (
  subject: HistorySubject,
  recordId: number,
  page: number,
  signal?: AbortSignal,
) =>
  api.get<ListPage<AuditHistoryItem>>('audit/history', {
    query: { subject, recordId, page, limit: HISTORY_PAGE_SIZE },
    signal,
  });

/**
 * The history lives under its record's feature root (`ownerKey`: `ROOT.users`, `ROOT.staff`, …),
 * so that every write the feature invalidates refreshes it too.
 */
export const auditHistoryQuery = (
  ownerKey: QueryKey,
  subject: HistorySubject,
  recordId: number,
  page: number,
) =>
  queryOptions({
    queryKey: [...ownerKey, 'history', subject, recordId, page],
    queryFn: ({ signal }) => getAuditHistory(subject, recordId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditHistory = (
  ownerKey: QueryKey,
  subject: HistorySubject,
  recordId: number,
  page: number,
) => useQuery(auditHistoryQuery(ownerKey, subject, recordId, page));
