import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';

/** DELETE member/delete?memberId=. */
export const deleteMember = (memberId: number) =>
  api.delete<{ success: true }>('member/delete', { query: { memberId } });

export const useDeleteMember = () => useWrite('member', deleteMember);
