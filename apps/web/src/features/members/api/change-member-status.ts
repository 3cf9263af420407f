import type { MemberItem, MemberStatusBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST member/change-status {id, status, effectiveOn, reason} → the record (a line of its history written). */
export const changeMemberStatus = (body: MemberStatusBody) =>
  api.post<MemberItem>('member/change-status', body);

export const useChangeMemberStatus = () => useWrite('member', changeMemberStatus);
