import type { MemberItem, MemberUpdateBody } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/query-keys';
import { emptiedAsNull } from '../../../lib/update-body';

/**
 * PUT member/update → the updated record: only the fields that changed (the server keeps the
 * others), an emptied one as null (`emptiedAsNull`).
 */
export const updateMember = (body: MemberUpdateBody) =>
  api.put<MemberItem>('member/update', emptiedAsNull(body));

export const useUpdateMember = () => useWrite('member', updateMember);
