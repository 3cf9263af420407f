import type { ListPage, MemberDetail, MemberItem } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { APPROVALS_KEY } from './approvals-key';

/**
 * The signed-in member's own record: member/list-all answers a member (scope 'self') only the record
 * linked to their account, and member/detail gives it whole. Null when no record is linked.
 */
export async function getOwnMember(signal?: AbortSignal): Promise<MemberDetail | null> {
  const page = await api.get<ListPage<MemberItem>>('member/list-all', {
    query: { page: 1, limit: 1 },
    signal,
  });
  const own = page.list[0];
  if (!own) return null;
  return api.get<MemberDetail>('member/detail', { query: { memberId: own.id }, signal });
}

export const ownMemberQuery = () =>
  queryOptions({ queryKey: [...APPROVALS_KEY, 'own-member'], queryFn: ({ signal }) => getOwnMember(signal) });

export const useOwnMember = () => useQuery(ownMemberQuery());
