import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every query of the senders' side starts with this key (lists, detail, recipients, e-mails, history). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** A write of the senders' side: it changes the lists, the detail and the delivery statistics. */
export function useNotificationWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
