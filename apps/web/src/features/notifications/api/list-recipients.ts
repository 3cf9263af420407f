import {
  type ListPage,
  NOTIFICATION_PAGE_SIZE,
  type RecipientItem,
  type RecipientListQuery,
} from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { FOLLOW_MS } from './send-test';

type RecipientParams = Partial<RecipientListQuery>;

/** GET thong-bao/{id}/nguoi-nhan: who it reached and who read it, unread first. */
export const listRecipients = (id: number, query: RecipientParams, signal?: AbortSignal) =>
  api.get<ListPage<RecipientItem>>(`thong-bao/${id}/nguoi-nhan`, { query: { ...query }, signal });

export const recipientsQuery = (id: number, query: RecipientParams) =>
  queryOptions({
    queryKey: [...ROOT.notifications, 'recipients', id, query],
    queryFn: ({ signal }) => listRecipients(id, query, signal),
  });

/** The detail's table: 10 a page, searched and filtered by read state; a page shows until the next arrives. */
export const useRecipients = (id: number, query: Omit<RecipientParams, 'limit'> & { page: number }) =>
  useQuery({
    ...recipientsQuery(id, { ...query, limit: NOTIFICATION_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** The one recipient of a test send, looked at again every 2 s until they have read it. */
export const useFollowedRecipient = (id: number | null) =>
  useQuery({
    ...recipientsQuery(id ?? 0, { page: 1, limit: 1 }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.list[0]?.daDoc ? false : FOLLOW_MS),
  });
