import { api } from '../../../lib/api';
import { useMemberWrite } from './members-key';

/** DELETE member/delete?memberId=. */
export const deleteMember = (memberId: number) =>
  api.delete<{ success: true }>('member/delete', { query: { memberId } });

export const useDeleteMember = () => useMemberWrite(deleteMember);
