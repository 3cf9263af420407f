import { type DashboardSummary, ROLE_IDS } from '@congdoan/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildOrganization,
  buildUser,
  buildWard,
  buildZone,
  callApi,
  createTestContext,
  type TestContext,
  tokenFor,
} from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const summary = async (token?: string) => {
  const res = await callApi(ctx, 'GET', '/dashboard/summary', token);
  return { status: res.statusCode, data: res.json().data as DashboardSummary };
};

describe('GET /dashboard/summary', () => {
  it('401 without a token', async () => {
    expect((await summary()).status).toBe(401);
  });

  it("gives a chair the figures of his union's subtree only: units, wards, zones, users and their roles", async () => {
    const [wardIn, wardOut, zoneIn, zoneOut] = [
      await buildWard(ctx),
      await buildWard(ctx),
      await buildZone(ctx),
      await buildZone(ctx),
    ];
    const union = await buildOrganization(ctx, { xaPhuongId: wardIn.id });
    const child = await buildOrganization(ctx, {
      parent: union,
      xaPhuongId: wardIn.id,
      cumKhuCnId: zoneIn.id,
    });
    await buildOrganization(ctx, { xaPhuongId: wardOut.id, cumKhuCnId: zoneOut.id });
    const chair = await tokenFor(ctx, { roles: [ROLE_IDS.chair], organizationId: union.id });
    await buildUser(ctx, { roles: [ROLE_IDS.member], organizationId: child.id });
    await buildUser(ctx, { roles: [ROLE_IDS.member], organizationId: child.id, isActive: 0 });
    // outside his union: another union's users and the administrator
    await buildUser(ctx, { roles: [ROLE_IDS.viceChair] });

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
    const officer = await tokenFor(ctx, { roles: [ROLE_IDS.provincialOfficer] });
    const before = await summary(officer);
    await buildWard(ctx);
    await buildZone(ctx);
    const after = await summary(officer);
    expect(after.data.wards).toBe((before.data.wards ?? 0) + 1);
    expect(after.data.industrialZones).toBe((before.data.industrialZones ?? 0) + 1);
    const roleIds = after.data.users?.byRole.map((r) => r.roleId) ?? [];
    expect(roleIds).toContain(ROLE_IDS.admin);
    expect(after.data.users?.byRole.every((r) => r.count > 0)).toBe(true);
  });
});
