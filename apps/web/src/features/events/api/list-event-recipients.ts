import type { EventRecipientItem, EventRecipientsQuery, ListPage } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { EVENTS_KEY } from './events-key';

/** How many of an event's recipients have seen its notice, whatever the page's filters. */
export interface EventRecipientsSummary {
  tong: number;
  daXem: number;
  chuaXem: number;
}

export type EventRecipientsPage = ListPage<EventRecipientItem> & { summary?: EventRecipientsSummary };

export type EventRecipientsParams = Partial<Omit<EventRecipientsQuery, 'page'>> & { page: number };

/** GET su-kien/{id}/nguoi-nhan (page, limit, search, trangThaiXem, loaiThongBao): who was told and who has seen it. */
export const listEventRecipients = (id: number, params: EventRecipientsParams, signal?: AbortSignal) =>
  api.get<EventRecipientsPage>(`su-kien/${id}/nguoi-nhan`, { query: { ...params }, signal });

export const eventRecipientsQuery = (id: number, params: EventRecipientsParams) =>
  queryOptions({
    queryKey: [...EVENTS_KEY, 'recipients', id, params],
    queryFn: ({ signal }) => listEventRecipients(id, params, signal),
    placeholderData: keepPreviousData,
  });

export const useEventRecipients = (id: number, params: EventRecipientsParams, enabled = true) =>
  useQuery({ ...eventRecipientsQuery(id, params), enabled });
