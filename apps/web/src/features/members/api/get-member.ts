import type { MemberDetail } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET member/detail?memberId=: the record, its organisation's path and its history. */
export const getMember = (memberId: number, signal?: AbortSignal) =>
  api.get<MemberDetail>('member/detail', { query: { memberId }, signal });

export const memberQuery = (memberId: number) =>
  queryOptions({
    queryKey: [...ROOT.members, 'detail', memberId],
    queryFn: ({ signal }) => getMember(memberId, signal),
  });

export const useMember = (memberId: number | null) =>
  useQuery({ ...memberQuery(memberId ?? 0), enabled: memberId !== null });
