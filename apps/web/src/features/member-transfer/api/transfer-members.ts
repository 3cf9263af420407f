import type { MemberTransferBody, MemberTransferResult } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/**
 * POST member/transfer: into a union of the caller's scope the members move at once (`moved`);
 * elsewhere each becomes a request the receiving side approves (`requested`).
 */
export const transferMembers = (body: MemberTransferBody) =>
  api.post<MemberTransferResult>('member/transfer', body);

export const useTransferMembers = () => useWrite('transfer', transferMembers);
