import type { ApprovalDetail, MemberChangeRequestBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST approval/member-update: the signed-in member asks to change fields of their own record. */
export const requestMemberUpdate = (body: MemberChangeRequestBody) =>
  api.post<ApprovalDetail>('approval/member-update', body);

export const useRequestMemberUpdate = () => useWrite('approvalRequest', requestMemberUpdate);
