import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../../../lib/query-client';

/** Every query about events starts with this key (lists, detail, attachments, recipients, history). */
export const EVENTS_KEY = ['events'] as const;

/** Every query about event types (their list and the choices of the selects). */
export const EVENT_TYPES_KEY = ['event-types'] as const;

/** A write to an event: its lists, its page and everything shown on it may change. */
export function useEventWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
}

/** A write to an event type: the types' list and selects, and the events that show its name and colour. */
export function useEventTypeWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => invalidateKeys(client, [EVENT_TYPES_KEY, EVENTS_KEY]),
  });
}
