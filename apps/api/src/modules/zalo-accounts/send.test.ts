import { PERMISSION_CATALOGUE, ROLE_IDS, SEEDED_ROLES, seededRoleCodes } from '@congdoan/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, userRoles } from '../../db/schema/index.js';
import { adminToken, buildRole, buildUser, buildZaloAccount, login, useTestApp } from '../../test/harness.js';

/**
 * POST zalo/send-notification on a server whose OA is configured. 'manual': the messages stay in
 * the outbox for the test to read (no OA answers here; the channel's deliveries are its own tests').
 */
const ZALO_ENV = { ZALO_APP_ID: '1234567890', ZALO_APP_SECRET: 'bi-mat-cua-ung-dung' };
const t = useTestApp({ world: true, env: ZALO_ENV, outbox: 'manual' });
const admin = () => t.world.as.admin.token;
/** A chair of the world's grassroots[0] who may also read Zalo accounts: sends within that union. */
let officer: string;

/** Users of the officer's union: following, left the OA, account switched off, no account, locked; one elsewhere. */
const user = { following: 0, left: 0, off: 0, none: 0, locked: 0, elsewhere: 0 };
const zalo = { following: { id: 0, oaUserId: '' }, elsewhere: { id: 0, oaUserId: '' } };
/** A role held by `following` and `elsewhere`. */
let roleId: number;

beforeAll(async () => {
  const chair = SEEDED_ROLES.find((r) => r.id === ROLE_IDS.chair)!;
  const zaloCodes = PERMISSION_CATALOGUE.filter((p) => p.subject === 'zalo-account').map((p) => p.code);
  const role = await buildRole(t.ctx, {
    scope: 'organization',
    grants: [...seededRoleCodes(chair.grants), ...zaloCodes],
  });
  const mine = t.world.grassroots[0].id;
  officer = (
    await login(t.ctx, (await buildUser(t.ctx, { roles: [role.id], organizationId: mine })).username!)
  ).accessToken;
  roleId = (await buildRole(t.ctx, { name: 'Tổ trưởng công đoàn' })).id;
  const person = async (organizationId: number, extra = {}) =>
    (await buildUser(t.ctx, { organizationId, ...extra })).id;
  Object.assign(user, {
    following: await person(mine),
    left: await person(mine),
    off: await person(mine),
    none: await person(mine),
    locked: await person(mine, { isActive: 0 }),
    elsewhere: await person(t.world.elsewhere.id),
  });
  await t.ctx.database.db.insert(userRoles).values([
    { userId: user.following, roleId },
    { userId: user.elsewhere, roleId },
  ]);
  zalo.following = await buildZaloAccount(t.ctx, { userId: user.following });
  zalo.elsewhere = await buildZaloAccount(t.ctx, { userId: user.elsewhere });
  await buildZaloAccount(t.ctx, { userId: user.left, isFollowingOa: false });
  await buildZaloAccount(t.ctx, { userId: user.off, isActive: false });
  await buildZaloAccount(t.ctx, { userId: user.locked });
  await buildZaloAccount(t.ctx);
});

const send = (body: object, token = officer) => t.call('POST', '/zalo/send-notification', token, body);

/** The Zalo messages in the outbox, oldest first. */
const messages = async () =>
  (
    await t.ctx.database.db
      .select({ payload: outbox.payload, state: outbox.state })
      .from(outbox)
      .where(eq(outbox.channel, 'zalo'))
      .orderBy(asc(outbox.id))
  ).map((r) => ({ ...(r.payload as { zaloAccountId: number; to: string; text: string }), state: r.state }));

describe('POST zalo/send-notification', () => {
  it('queues one message per chosen user whose linked account follows the OA and is switched on', async () => {
    const before = (await messages()).length;
    const res = await send({
      message: '  Mời đoàn viên dự hội nghị người lao động lúc 8 giờ sáng thứ Bảy.  ',
      link: '/trade-union/events/list',
      userIds: [user.following, user.left, user.off, user.none, String(user.locked)],
    });
    expect(res.statusCode, res.body).toBe(200);
    // The locked user is no recipient at all; the three others have no account that can receive.
    expect(res.json().data).toEqual({ queued: 1, withoutZalo: 3 });
    expect((await messages()).slice(before)).toEqual([
      {
        zaloAccountId: zalo.following.id,
        to: zalo.following.oaUserId,
        userId: user.following,
        text: 'Mời đoàn viên dự hội nghị người lao động lúc 8 giờ sáng thứ Bảy.\n\nXem chi tiết: /trade-union/events/list',
        link: '/trade-union/events/list',
        state: 'pending',
      },
    ]);
    const [audit] = await t.ctx.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'zalo-account'), eq(auditLog.action, 'send')))
      .orderBy(asc(auditLog.id));
    expect(audit?.after).toMatchObject({ queued: 1, withoutZalo: 3, link: '/trade-union/events/list' });
  });

  it('reaches holders of roles and people of organisations, within the sender’s scope only', async () => {
    const before = (await messages()).length;
    const byRole = await send({ message: 'Họp tổ', roleIds: [roleId] });
    expect(byRole.json().data).toEqual({ queued: 1, withoutZalo: 0 });
    const asAdmin = await send({ message: 'Họp tổ', roleIds: [roleId] }, admin());
    expect(asAdmin.json().data).toEqual({ queued: 2, withoutZalo: 0 });
    const byUnit = await send({ message: 'Họp công đoàn', organizationIds: [t.world.grassroots[0].id] });
    expect(byUnit.statusCode, byUnit.body).toBe(200);
    expect(byUnit.json().data.queued).toBe(1);
    const byId = (x: number, y: number) => x - y;
    const sent = (await messages()).slice(before).map((m) => m.zaloAccountId);
    expect(sent.sort(byId)).toEqual(
      [zalo.following.id, zalo.following.id, zalo.elsewhere.id, zalo.following.id].sort(byId),
    );
  });

  it('refuses a choice outside the scope, none at all, and bad input, in Vietnamese; nothing is queued', async () => {
    const before = await messages();
    for (const [body, message] of [
      [{ message: 'x', userIds: [user.elsewhere] }, 'nằm ngoài phạm vi dữ liệu của bạn'],
      [{ message: 'x', organizationIds: [t.world.elsewhere.id] }, 'nằm ngoài phạm vi dữ liệu của bạn'],
      [{ message: 'x', roleIds: [999999] }, 'không tồn tại'],
      [{ message: 'x' }, 'Vui lòng chọn người nhận'],
      [{ message: 'x', userIds: [] }, 'Vui lòng chọn người nhận'],
      [{ message: '  ', userIds: [user.following] }, 'Vui lòng nhập nội dung'],
      [{ message: 'x'.repeat(2001), userIds: [user.following] }, 'Tối đa 2000 ký tự'],
      [{ message: 'x', link: 'https://lua-dao.example', userIds: [user.following] }, 'bắt đầu bằng /'],
      [{ message: 'x', link: `/${'a'.repeat(500)}`, userIds: [user.following] }, 'Tối đa 500 ký tự'],
    ] as const) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await messages()).toEqual(before);
  });

  it('says who was left out when no one chosen can receive Zalo messages', async () => {
    const res = await send({ message: 'x', userIds: [user.none, user.left] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ queued: 0, withoutZalo: 2 });
  });
});

describe('POST zalo/send-notification without the OA configured', () => {
  const bare = useTestApp();

  it('answers that Zalo OA is not configured and queues nothing', async () => {
    const someone = await buildUser(bare.ctx);
    await buildZaloAccount(bare.ctx, { userId: someone.id });
    const res = await bare.call('POST', '/zalo/send-notification', await adminToken(bare.ctx), {
      message: 'Thông báo thử',
      userIds: [someone.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'zalo_not_configured', message: 'Chưa cấu hình Zalo OA' });
    const [queued] = await bare.ctx.database.db.select({ n: count() }).from(outbox);
    expect(queued?.n).toBe(0);
  });
});
