import type { AuditHistoryItem, ListPage } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';
import { ROOT } from '../../../lib/query-keys';

const EMPTY: ListPage<AuditHistoryItem> = { list: [], count: 0 };
const HISTORY_LIMIT = 50;

/** Under the roles' key, so that every role write reads it again. */
export const roleHistoryKey = (roleId: number) => [...ROOT.roles, 'history', roleId] as const;

/** GET audit/history?subject=role&recordId=: the role's changes, newest first; 404 reads as none. */
export async function getRoleHistory(
  roleId: number,
  signal?: AbortSignal,
): Promise<ListPage<AuditHistoryItem>> {
  try {
    const data = await api.get<ListPage<AuditHistoryItem> | null>('audit/history', {
      query: { subject: 'role', recordId: roleId, limit: HISTORY_LIMIT },
      signal,
    });
    return data && Array.isArray(data.list) ? data : EMPTY;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return EMPTY;
    throw error;
  }
}

export const roleHistoryQuery = (roleId: number) =>
  queryOptions({
    queryKey: roleHistoryKey(roleId),
    queryFn: ({ signal }) => getRoleHistory(roleId, signal),
  });

export const useRoleHistory = (roleId: number | null) =>
  useQuery({ ...roleHistoryQuery(roleId ?? -1), enabled: roleId !== null });
