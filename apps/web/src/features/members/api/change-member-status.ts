import type { MemberItem, MemberStatusBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useMemberWrite } from './members-key';

/** POST member/change-status {id, status, effectiveOn, reason} → the record (a line of its history written). */
export const changeMemberStatus = (body: MemberStatusBody) =>
  api.post<MemberItem>('member/change-status', body);

export const useChangeMemberStatus = () => useMemberWrite(changeMemberStatus);
