import type { MemberCreateBody, MemberItem } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** POST member/create → the new record (a blank card number is generated). */
export const createMember = (body: MemberCreateBody) => api.post<MemberItem>('member/create', body);

export const useCreateMember = () => useWrite('member', createMember);
