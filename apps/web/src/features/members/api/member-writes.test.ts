import type { MemberCreateBody, MemberStatusBody } from '@congdoan/shared';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../../../lib/query-keys';
import { answering, hookResult, invalidatedBy } from '../../../test/query-cache';
import { useChangeMemberStatus } from './change-member-status';
import { useCreateMember } from './create-member';
import { useDeleteMember } from './delete-member';
import { memberQuery } from './get-member';
import { useUpdateMember } from './update-member';

afterEach(() => vi.unstubAllGlobals());

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
      hookResult(client, useCreateMember).mutateAsync({
        organizationId: 5,
        fullName: 'Vũ Lan',
      } as MemberCreateBody),
  ],
  ['edited', (client) => hookResult(client, useUpdateMember).mutateAsync({ id: 7, fullName: 'Vũ Lan' })],
  ['deleted', (client) => hookResult(client, useDeleteMember).mutateAsync(7)],
  [
    'given a new status',
    (client) => hookResult(client, useChangeMemberStatus).mutateAsync({ id: 7 } as MemberStatusBody),
  ],
];

describe('a member write', () => {
  it.each(WRITES)(
    'when a member is %s, reads again the members, their unions (whose counts a trigger moved) and the dashboard',
    async (_what, write) => {
      vi.stubGlobal('fetch', answering({ id: 7 }));
      expect(await invalidatedBy(CACHED, write)).toEqual(['member', 'unions', 'dashboard']);
    },
  );
});
