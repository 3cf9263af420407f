import type { EventRegistrationsQuery, RegistrationPage } from '@congdoan/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { REGISTRATIONS_KEY } from './registrations-key';

export type EventRegistrationParams = Pick<EventRegistrationsQuery, 'page' | 'limit'> &
  Partial<Pick<EventRegistrationsQuery, 'search' | 'trangThai' | 'diemDanh'>>;

/** GET su-kien/{id}/dang-ky (page, limit, search in name, login and phone, `trangThai`, `diemDanh`). */
export const listEventRegistrations = (
  eventId: number,
  params: EventRegistrationParams,
  signal?: AbortSignal,
) => api.get<RegistrationPage>(`su-kien/${eventId}/dang-ky`, { query: { ...params }, signal });

export const eventRegistrationsQuery = (eventId: number, params: EventRegistrationParams) =>
  queryOptions({
    queryKey: [...REGISTRATIONS_KEY, 'event', eventId, params],
    queryFn: ({ signal }) => listEventRegistrations(eventId, params, signal),
    // a new page or filter keeps the rows and the counts on screen until its answer comes
    placeholderData: keepPreviousData,
  });

export const useEventRegistrations = (eventId: number, params: EventRegistrationParams) =>
  useQuery(eventRegistrationsQuery(eventId, params));
