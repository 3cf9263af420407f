import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../../../lib/query-client';

/** The transfer page's own queries (the members it offers). */
export const MEMBER_TRANSFER_KEY = ['member-transfer'] as const;

/**
 * A transfer moves members (features/members keeps its queries under ['members']) or files requests
 * (features/approvals, under ['approvals']): those pages read them again. The keys are written here
 * rather than imported, as features do not import each other.
 */
const CHANGED_BY_TRANSFER = [MEMBER_TRANSFER_KEY, ['members'], ['approvals']] as const;

export function useTransferWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => invalidateKeys(client, CHANGED_BY_TRANSFER),
  });
}
