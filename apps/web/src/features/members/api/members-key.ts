import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every query about members starts with this key (lists, detail, history). */
export const MEMBERS_KEY = ['members'] as const;

/** A write to a member: its lists, its page and its histories may change. */
export function useMemberWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });
}
