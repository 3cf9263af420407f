import { type DashboardSummary, ROLE_IDS } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema/index.js';
import { vnMonthStart } from '../../domain/events/vn-calendar.js';
import {
  buildEvent,
  buildEventType,
  buildOrganization,
  buildRegistration,
  buildRole,
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
    // A dissolved union under his: in neither the levels nor the figure card (one definition).
    const dissolved = await buildOrganization(t.ctx, { parent: union, xaPhuongId: wardIn.id });
    await t.ctx.database.db
      .update(organizations)
      .set({ status: 'dissolved' })
      .where(eq(organizations.id, dissolved.id));
    const chair = await tokenFor(t.ctx, { roles: [ROLE_IDS.chair], organizationId: union.id });
    await buildUser(t.ctx, { roles: [ROLE_IDS.member], organizationId: child.id });
    await buildUser(t.ctx, { roles: [ROLE_IDS.member], organizationId: child.id, isActive: 0 });
    // outside his union: another union's users and the administrator
    await buildUser(t.ctx, { roles: [ROLE_IDS.viceChair] });

    const { status, data } = await summary(chair);
    expect(status).toBe(200);
    expect(data.organizations?.total).toBe(2);
    const grassroots = data.organizations?.byLevel.find((l) => l.level === 'grassroots')?.count;
    const card = await t.call('GET', '/report/thong-ke-tong-quan', chair);
    expect(card.json().data.tongSoCongDoan).toBe(grassroots);
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

describe('GET /dashboard/summary: events', () => {
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;

  it("counts the events a chair may read and this month's registrations and attendance of those he manages", async () => {
    const union = await buildOrganization(t.ctx);
    const chair = await buildUser(t.ctx, { roles: [ROLE_IDS.chair], organizationId: union.id });
    const token = await tokenFor(t.ctx, { roles: [ROLE_IDS.viceChair], organizationId: union.id });
    const red = await buildEventType(t.ctx, { color: '#ff0000' });
    const at = (ms: number) => new Date(Date.now() + ms);
    const event = (input: Parameters<typeof buildEvent>[1]) =>
      buildEvent(t.ctx, { organizer: chair, ...input });
    const soon = await event({
      name: 'Hội nghị sắp tới',
      startsAt: at(DAY),
      typeId: red.id,
      location: 'Hội trường',
    });
    const later = await event({ name: 'Giải thể thao', startsAt: at(2 * DAY) });
    await event({ startsAt: at(DAY), cancelledAt: new Date() });
    const ongoing = await event({ startsAt: at(-HOUR), endsAt: at(HOUR) });
    const past = await event({ startsAt: at(-3 * DAY), endsAt: at(-3 * DAY + HOUR) });
    // another union's: not read, not counted
    const other = await buildEvent(t.ctx, { startsAt: at(HOUR) });

    const people = [] as number[];
    for (let i = 0; i < 5; i++) people.push((await buildUser(t.ctx, { organizationId: union.id })).id);
    const [a, b, c, d, e] = people as [number, number, number, number, number];
    const lastMonth = new Date(vnMonthStart(new Date()).getTime() - DAY);
    await buildRegistration(t.ctx, { eventId: soon.id, userId: a });
    await buildRegistration(t.ctx, { eventId: soon.id, userId: b, state: 'danh_sach_cho' });
    await buildRegistration(t.ctx, { eventId: soon.id, userId: c, state: 'da_huy' });
    await buildRegistration(t.ctx, { eventId: ongoing.id, userId: d, attendedAt: new Date() });
    await buildRegistration(t.ctx, {
      eventId: past.id,
      userId: e,
      registeredAt: lastMonth,
      attendedAt: lastMonth,
    });
    await buildRegistration(t.ctx, { eventId: other.id, userId: a, attendedAt: new Date() });

    const { status, data } = await summary(token);
    expect(status).toBe(200);
    expect(data.events).toEqual({
      upcoming: 2,
      ongoing: 1,
      registrationsThisMonth: 3,
      attendedThisMonth: 1,
      next: [
        {
          id: soon.id,
          tenSuKien: 'Hội nghị sắp tới',
          thoiGianBatDau: soon.startsAt.toISOString(),
          diaDiem: 'Hội trường',
          mauSac: '#ff0000',
        },
        {
          id: later.id,
          tenSuKien: 'Giải thể thao',
          thoiGianBatDau: later.startsAt.toISOString(),
          diaDiem: null,
          mauSac: null,
        },
      ],
    });
  });

  it('gives a member the events they are invited to, and no events part to a role that may not read events', async () => {
    const union = await buildOrganization(t.ctx);
    const chair = await buildUser(t.ctx, { roles: [ROLE_IDS.chair], organizationId: union.id });
    const member = await tokenFor(t.ctx, { roles: [ROLE_IDS.member], organizationId: union.id });
    await buildEvent(t.ctx, { organizer: chair, startsAt: new Date(Date.now() + 5 * 86_400_000) });
    const { data } = await summary(member);
    expect(data.events).toMatchObject({
      upcoming: 1,
      ongoing: 0,
      registrationsThisMonth: 0,
      attendedThisMonth: 0,
    });
    expect(data.events?.next).toHaveLength(1);

    const role = await buildRole(t.ctx, { scope: 'organization', grants: [['read', 'dashboard']] });
    const blind = await tokenFor(t.ctx, { roles: [role.id], organizationId: union.id });
    const res = await summary(blind);
    expect(res.status).toBe(200);
    expect(res.data.events).toBeNull();
  });
});
