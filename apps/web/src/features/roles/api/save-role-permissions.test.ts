import type { RolePermissions } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { LOOKUP, ROOT } from '../../../lib/query-keys';
import { roleHistoryKey } from './get-role-history';
import { rolePermissionsQuery } from './get-role-permissions';
import { permissionsSaved } from './save-role-permissions';

describe('saving a role’s permissions', () => {
  it('shows the saved grid and refreshes the role list, its history and the grantable roles', async () => {
    const client = createQueryClient();
    const listKey = [...ROOT.roles, 'list', { page: 1, limit: 10 }];
    const otherHistory = roleHistoryKey(8);
    for (const key of [listKey, roleHistoryKey(7), LOOKUP.grantableRoles, otherHistory]) {
      client.setQueryData(key, { list: [] });
    }
    const saved = { codes: ['read_user'] } as unknown as RolePermissions;

    await permissionsSaved(client, saved, 7);

    expect(client.getQueryData(rolePermissionsQuery(7).queryKey)).toBe(saved);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(listKey)).toBe(true);
    expect(stale(roleHistoryKey(7))).toBe(true);
    expect(stale(LOOKUP.grantableRoles)).toBe(true);
    expect(stale(otherHistory)).toBe(false);
  });
});
