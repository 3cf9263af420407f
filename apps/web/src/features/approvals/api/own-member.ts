import type { ListPage, MemberDetail, MemberItem, SessionUser } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';
import { useSessionUser } from '../../../lib/use-session-user';

type Account = Pick<SessionUser, 'id' | 'fullName' | 'scope'>;

/** The most records of one name an officer's scope is searched through for their own. */
const SAME_NAME_MAX = 50;

/**
 * The signed-in member's own record, or null when none is linked to their account. member/list-all
 * answers a member (scope 'self') only that record; an officer who is also a member (a union's
 * chair) sees their whole scope, where their own is the one of their name linked to their account.
 * member/detail then gives it whole.
 */
export async function getOwnMember(account: Account, signal?: AbortSignal): Promise<MemberDetail | null> {
  const self = account.scope === 'self';
  const page = await api.get<ListPage<MemberItem>>('member/list-all', {
    query: self ? { page: 1, limit: 1 } : { page: 1, limit: SAME_NAME_MAX, search: account.fullName },
    signal,
  });
  const own = self ? page.list[0] : page.list.find((m) => m.userId === account.id);
  if (!own) return null;
  return api.get<MemberDetail>('member/detail', { query: { memberId: own.id }, signal });
}

export const ownMemberQuery = (account: Account) =>
  queryOptions({
    queryKey: [...ROOT.approvals, 'own-member', account.id],
    queryFn: ({ signal }) => getOwnMember(account, signal),
  });

export const useOwnMember = () => {
  const user = useSessionUser();
  return useQuery({
    ...ownMemberQuery(user ?? { id: 0, fullName: '', scope: 'self' }),
    enabled: user !== null,
  });
};
