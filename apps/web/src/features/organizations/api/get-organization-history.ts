import type { AuditHistoryItem } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ORGANIZATIONS_KEY } from './organizations-key';

export const ORGANIZATION_HISTORY_PAGE_SIZE = 20;

/** GET audit/history?subject=organization&recordId=: an organisation's changes, newest first. */
export const getOrganizationHistory = (organizationId: number, page: number, signal?: AbortSignal) =>
  api.get<{ list: AuditHistoryItem[]; count: number }>('audit/history', {
    query: { subject: 'organization', recordId: organizationId, page, limit: ORGANIZATION_HISTORY_PAGE_SIZE },
    signal,
  });

// Under the organisations key: every write to an organisation invalidates its history too.
export const organizationHistoryQuery = (organizationId: number, page: number) =>
  queryOptions({
    queryKey: [...ORGANIZATIONS_KEY, 'history', organizationId, page],
    queryFn: ({ signal }) => getOrganizationHistory(organizationId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useOrganizationHistory = (organizationId: number, page: number) =>
  useQuery(organizationHistoryQuery(organizationId, page));
