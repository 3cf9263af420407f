import type { MemberCreateBody, MemberStatusBody } from '@congdoan/shared';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../lib/query-keys';
import { answerRequests } from '../../../test/answer-requests';
import { invalidatedBy } from '../../../test/query-cache';
import { renderHook } from '../../../test/render-page';
import { useChangeMemberStatus } from './change-member-status';
import { useCreateMember } from './create-member';
import { useDeleteMember } from './delete-member';
import { memberQuery } from './get-member';
import { useUpdateMember } from './update-member';

/** A member's page and what other pages keep in the cache beside it. */
const CACHED = {
  member: memberQuery(7).queryKey,
  unions: [...ROOT.organizations, 'list', { page: 1, limit: 10 }],
  dashboard: [...ROOT.dashboard, 'summary'],
  users: [...ROOT.users, 'list', { page: 1, limit: 10 }],
};

const WRITES: [string, (client: QueryClient) => Promise<unknown>][] = [
  [
    'created',
    (client) =>
      renderHook(useCreateMember, { client }).mutateAsync({
        organizationId: 5,
        fullName: 'Vũ Lan',
      } as MemberCreateBody),
  ],
  ['edited', (client) => renderHook(useUpdateMember, { client }).mutateAsync({ id: 7, fullName: 'Vũ Lan' })],
  ['deleted', (client) => renderHook(useDeleteMember, { client }).mutateAsync(7)],
  [
    'given a new status',
    (client) => renderHook(useChangeMemberStatus, { client }).mutateAsync({ id: 7 } as MemberStatusBody),
  ],
];

describe('a member write', () => {
  it.each(WRITES)(
    'when a member is %s, reads again the members, their unions (whose counts a trigger moved) and the dashboard',
    async (_what, write) => {
      answerRequests({ id: 7 });
      expect(await invalidatedBy(CACHED, write)).toEqual(['member', 'unions', 'dashboard']);
    },
  );
});
