import { type DashboardSummary, ROLE_IDS } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import {
  buildOrganization,
  buildUser,
  buildWard,
  buildZone,
  tokenFor,
  useTestApp,
} from '../../test/harness.js';

const t = useTestApp();

const summary = async (token?: string) => {
  const res = await t.call('GET', '/dashboard/summary', token);
  return { status: res.statusCode, data: res.json().data as DashboardSummary };
};

describe('GET /dashboard/summary', () => {
  it("gives a chair the figures of his union's subtree only: units, wards, zones, users and their roles", async () => {
    const [wardIn, wardOut, zoneIn, zoneOut] = [
      await buildWard(t.ctx),
      await buildWard(t.ctx),
      await buildZone(t.ctx),
      await buildZone(t.ctx),
    ];
    const union = await buildOrganization(t.ctx, { xaPhuongId: wardIn.id });
    const child = await buildOrganization(t.ctx, {
      parent: union,
      xaPhuongId: wardIn.id,
      cumKhuCnId: zoneIn.id,
    });
    await buildOrganization(t.ctx, { xaPhuongId: wardOut.id, cumKhuCnId: zoneOut.id });
    const chair = await tokenFor(t.ctx, { roles: [ROLE_IDS.chair], organizationId: union.id });
    await buildUser(t.ctx, { roles: [ROLE_IDS.member], organizationId: child.id });
    await buildUser(t.ctx, { roles: [ROLE_IDS.member], organizationId: child.id, isActive: 0 });
    // outside his union: another union's users and the administrator
    await buildUser(t.ctx, { roles: [ROLE_IDS.viceChair] });

    const { status, data } = await summary(chair);
    expect(status).toBe(200);
    expect(data.organizations?.total).toBe(2);
    expect(data.wards).toBe(1);
    expect(data.industrialZones).toBe(1);
    expect(data.users).toEqual({
      total: 3,
      active: 2,
      locked: 1,
      byRole: [
        { roleId: ROLE_IDS.chair, roleName: expect.any(String), count: 1 },
        { roleId: ROLE_IDS.member, roleName: expect.any(String), count: 2 },
      ],
    });
  });

  it('gives a provincial officer every ward and zone, and only roles that someone holds', async () => {
    const officer = await tokenFor(t.ctx, { roles: [ROLE_IDS.provincialOfficer] });
    const before = await summary(officer);
    await buildWard(t.ctx);
    await buildZone(t.ctx);
    const after = await summary(officer);
    expect(after.data.wards).toBe((before.data.wards ?? 0) + 1);
    expect(after.data.industrialZones).toBe((before.data.industrialZones ?? 0) + 1);
    const roleIds = after.data.users?.byRole.map((r) => r.roleId) ?? [];
    expect(roleIds).toContain(ROLE_IDS.admin);
    expect(after.data.users?.byRole.every((r) => r.count > 0)).toBe(true);
  });
});
