import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Every query about reporting periods and membership reports starts with this key (periods,
 * occurrences and their progress, reports, their history): a write to either may change any of
 * them (a report filed moves its occurrence's progress).
 */
export const MEMBER_REPORTS_KEY = ['member-reports'] as const;

/** A write to a period or a report: everything under the key is read again. */
export function useMemberReportWrite<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: MEMBER_REPORTS_KEY }),
  });
}
