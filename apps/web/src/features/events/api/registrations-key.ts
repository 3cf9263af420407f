import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../../../lib/query-client';

/**
 * Every query of the events feature starts with this key (the lists, an event's page, the calendar,
 * the registrations): a change of a registration or of an event's times changes several of them (an
 * event's counts, its place on the calendar), so a write here refreshes them all.
 */
export const EVENTS_QUERY_KEY = ['events'] as const;

/** The registrations, of one event or across events. */
export const REGISTRATIONS_KEY = [...EVENTS_QUERY_KEY, 'registrations'] as const;

/** The dashboard counts this month's registrations and attendance. */
const DASHBOARD_KEY = ['dashboard'] as const;

/**
 * A write of registrations or attendance (or an event's times): it refreshes the events' queries and
 * the dashboard's figures.
 */
export function useEventsWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => invalidateKeys(client, [EVENTS_QUERY_KEY, DASHBOARD_KEY]),
  });
}
