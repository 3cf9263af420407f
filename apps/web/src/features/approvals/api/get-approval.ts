import type { ApprovalDetail } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET approval/detail: the request, its changes side by side, whether it went stale, what the caller may do. */
export const getApproval = (approvalId: number, signal?: AbortSignal) =>
  api.get<ApprovalDetail>('approval/detail', { query: { approvalId }, signal });

export const approvalQuery = (approvalId: number) =>
  queryOptions({
    queryKey: [...ROOT.approvals, 'detail', approvalId],
    queryFn: ({ signal }) => getApproval(approvalId, signal),
  });

export const useApproval = (approvalId: number | null) =>
  useQuery({ ...approvalQuery(approvalId ?? 0), enabled: approvalId !== null });
