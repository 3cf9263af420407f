import type { AdmissionRequestBody, ApprovalDetail } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/**
 * POST approval/admission: a union officer who may not admit (no create on member) asks for a
 * member to be admitted; the nearest approvers decide it.
 */
export const requestAdmission = (body: AdmissionRequestBody) =>
  api.post<ApprovalDetail>('approval/admission', body);

export const useRequestAdmission = () => useWrite('approvalRequest', requestAdmission);
