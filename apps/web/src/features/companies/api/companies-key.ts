import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../../../lib/query-client';

/** Every query about companies without a union starts with this key (list, detail, statistics). */
export const COMPANIES_KEY = ['companies'] as const;

/** A write to a company: its list, its page and the summary by zone may change. */
export function useCompanyWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => invalidateKeys(client, [COMPANIES_KEY]),
  });
}
