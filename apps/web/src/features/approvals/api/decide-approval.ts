import type { ApprovalDecisionBody, ApprovalDetail, ApprovalRejectBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST approval/approve: the change is applied at once (refused with approval_stale when the record moved). */
export const approveRequest = (body: ApprovalDecisionBody) =>
  api.post<ApprovalDetail>('approval/approve', body);
/** POST approval/reject: the reason goes to the requester. */
export const rejectRequest = (body: ApprovalRejectBody) => api.post<ApprovalDetail>('approval/reject', body);
/** POST approval/cancel: the requester takes back a request still waiting. */
export const cancelRequest = (approvalId: number) =>
  api.post<ApprovalDetail>('approval/cancel', { approvalId });

export const useApproveRequest = () => useWrite('approvalDecision', approveRequest);
export const useRejectRequest = () => useWrite('approvalDecision', rejectRequest);
export const useCancelRequest = () => useWrite('approvalRequest', cancelRequest);
