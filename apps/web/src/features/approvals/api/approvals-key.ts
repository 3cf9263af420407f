import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../../../lib/query-client';

/** Every query about approval requests starts with this key (pending, my requests, history, detail). */
export const APPROVALS_KEY = ['approvals'] as const;

/**
 * The members feature keeps its queries under this key (features/members/api/members-key.ts); an
 * approved request changes a member's record, so its pages read it again. Written here rather than
 * imported, as features do not import each other.
 */
const MEMBERS_KEY = ['members'] as const;

/** A decision or a new request: every approval list and page may change, and the member's record. */
export function useApprovalWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => invalidateKeys(client, [APPROVALS_KEY, MEMBERS_KEY]),
  });
}
