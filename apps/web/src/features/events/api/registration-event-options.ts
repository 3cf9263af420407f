import type { EventItem, ListPage } from '@congdoan/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** How many events the registrations' event picker lists for a search. */
export const EVENT_OPTIONS_LIMIT = 20;

/** GET su-kien (search, 20 newest first): the events the registrations page may be filtered by. */
export const listRegistrationEventOptions = (search: string, signal?: AbortSignal) =>
  api.get<ListPage<EventItem>>('su-kien', {
    query: { search, page: 1, limit: EVENT_OPTIONS_LIMIT },
    signal,
  });

export const registrationEventOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: [...ROOT.events, 'registration-event-options', search],
    queryFn: ({ signal }) => listRegistrationEventOptions(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
