import type { EventRecipientPage, EventRecipientsQuery } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

export type EventRecipientsParams = Partial<Omit<EventRecipientsQuery, 'page'>> & { page: number };

/** GET su-kien/{id}/nguoi-nhan (page, limit, search, trangThaiXem, loaiThongBao): who was told and who has seen it. */
export const listEventRecipients = (id: number, params: EventRecipientsParams, signal?: AbortSignal) =>
  api.get<EventRecipientPage>(`su-kien/${id}/nguoi-nhan`, { query: { ...params }, signal });

export const eventRecipientsQuery = (id: number, params: EventRecipientsParams) =>
  queryOptions({
    queryKey: [...ROOT.events, 'recipients', id, params],
    queryFn: ({ signal }) => listEventRecipients(id, params, signal),
    placeholderData: keepPreviousData,
  });

export const useEventRecipients = (id: number, params: EventRecipientsParams, enabled = true) =>
  useQuery({ ...eventRecipientsQuery(id, params), enabled });
