import { ZALO_LINK_CODE_ALPHABET } from '@congdoan/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users, zaloAccounts, zaloLinkCodes, zaloOaTokens } from '../../../db/schema/index.js';
import { buildUser, signedEvent, until, useFakeZalo, useTestApp } from '../../../test/harness.js';
import { ZaloOa } from '../../../zalo/oa.js';

const { fake, env } = useFakeZalo();
const t = useTestApp({ world: true, env });
const db = () => t.ctx.database.db;
const member = () => t.world.as.member;

const newCode = async (token: string) => {
  const res = await t.call('POST', '/zalo/link-code', token);
  expect(res.statusCode).toBe(200);
  return res.json().data as { code: string; expiresAt: string; oaName: string | null };
};

/** `text` sent to the OA from Zalo by follower `from`, as the webhook receives it. */
let sentAt = Date.now() - 60_000;
const sendText = (from: string, text: string) => {
  const signed = signedEvent(
    {
      event_name: 'user_send_text',
      sender: { id: from },
      recipient: { id: 'oa-1' },
      user_id_by_app: `app-${from}`,
      message: { text, msg_id: `m-${sentAt}` },
    },
    { timestamp: ++sentAt },
  );
  return t.ctx.app.inject({
    method: 'POST',
    url: '/api/v1/zalo/webhook',
    payload: signed.payload,
    headers: signed.headers,
  });
};

const accountOf = async (oaUserId: string) =>
  (await db().select().from(zaloAccounts).where(eq(zaloAccounts.oaUserId, oaUserId)))[0];
const myAccount = async (token: string) => (await t.call('GET', '/zalo/my-account', token)).json().data;
const lastReply = () => fake.messages.at(-1);

beforeEach(async () => {
  fake.reset();
  await db().delete(zaloAccounts);
  await db().delete(zaloLinkCodes);
  await db().delete(zaloOaTokens);
  await ZaloOa.saveTokens(db(), { ...fake.issueTokens(), expiresIn: 90_000 }, null);
});

describe('POST zalo/link-code', () => {
  it('gives a one-time code of 8 characters for 10 minutes, stored only as a keyed hash', async () => {
    const { code, expiresAt, oaName } = await newCode(member().token);
    expect(code).toMatch(new RegExp(`^[${ZALO_LINK_CODE_ALPHABET}]{8}$`));
    expect(Math.round((Date.parse(expiresAt) - Date.now()) / 60_000)).toBe(10);
    expect(oaName).toBeNull();
    const rows = await db().select().from(zaloLinkCodes).where(eq(zaloLinkCodes.userId, member().id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('replaces the caller’s earlier code: the old one no longer links', async () => {
    const first = await newCode(member().token);
    const second = await newCode(member().token);
    expect(second.code).not.toBe(first.code);
    expect(await db().select().from(zaloLinkCodes).where(eq(zaloLinkCodes.userId, member().id))).toHaveLength(
      1,
    );
    await sendText('zl-10', first.code);
    expect((await accountOf('zl-10'))!.userId).toBeNull();
    expect(lastReply()).toEqual({
      to: 'zl-10',
      text: 'Mã liên kết không đúng hoặc đã hết hạn. Vui lòng lấy mã mới trong trang cá nhân trên hệ thống rồi gửi lại.',
    });
  });

  it('is refused while the caller already has a linked Zalo account', async () => {
    await db().insert(zaloAccounts).values({ oaUserId: 'zl-11', userId: member().id, linkedAt: new Date() });
    const res = await t.call('POST', '/zalo/link-code', member().token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Tài khoản của bạn đã liên kết với một tài khoản Zalo. Hãy hủy liên kết trước khi liên kết tài khoản khác',
    );
    expect(await db().select().from(zaloLinkCodes)).toEqual([]);
  });
});

describe('linking by sending the code to the OA', () => {
  it('links the sender’s account to the code’s user, once, and says so on Zalo', async () => {
    fake.followers = [{ user_id: 'zl-12', display_name: 'Vũ Minh Châu' }];
    const user = member();
    const { code } = await newCode(user.token);
    // Typed as a person would: lower case, in two halves.
    const res = await sendText('zl-12', ` ${code.slice(0, 4).toLowerCase()} ${code.slice(4)} `);
    expect(res.statusCode).toBe(200);
    const row = (await accountOf('zl-12'))!;
    expect(row).toMatchObject({ userId: user.id, appUserId: 'app-zl-12' });
    expect(row.linkedAt).not.toBeNull();
    const [named] = await db().select({ fullName: users.fullName }).from(users).where(eq(users.id, user.id));
    expect(lastReply()).toEqual({ to: 'zl-12', text: `Đã liên kết tài khoản Zalo với ${named!.fullName}.` });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'zalo-account'), eq(auditLog.action, 'link')));
    expect(audit).toMatchObject({ actorId: user.id, recordId: String(row.id), after: { userId: user.id } });
    await until(async () => (await myAccount(user.token)).displayName !== null);
    expect(await myAccount(user.token)).toMatchObject({
      linked: true,
      displayName: 'Vũ Minh Châu',
      isFollowingOa: true,
    });
    // Used: sending it again links nothing more and says it is not valid.
    await sendText('zl-13', code);
    expect((await accountOf('zl-13'))!.userId).toBeNull();
    expect(lastReply()!.text).toMatch(/^Mã liên kết không đúng hoặc đã hết hạn/);
  });

  it('does not link with an expired code', async () => {
    const { code } = await newCode(member().token);
    await db().update(zaloLinkCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    await sendText('zl-14', code);
    expect((await accountOf('zl-14'))!.userId).toBeNull();
    expect(lastReply()!.text).toMatch(/^Mã liên kết không đúng hoặc đã hết hạn/);
  });

  it('keeps one account to one user: an account linked to someone else is not taken over', async () => {
    const owner = await buildUser(t.ctx, { fullName: 'Chủ Cũ' });
    await db().insert(zaloAccounts).values({ oaUserId: 'zl-15', userId: owner.id, linkedAt: new Date() });
    const { code } = await newCode(member().token);
    await sendText('zl-15', code);
    expect((await accountOf('zl-15'))!.userId).toBe(owner.id);
    expect(lastReply()!.text).toBe(
      'Tài khoản Zalo này đã liên kết với một tài khoản khác của hệ thống. Vui lòng liên hệ quản trị viên.',
    );
    // The code was not spent on a refusal.
    expect((await db().select().from(zaloLinkCodes))[0]!.usedAt).toBeNull();
  });

  it('keeps one user to one account: a user linked meanwhile to another account is not linked twice', async () => {
    const { code } = await newCode(member().token);
    // An administrator linked the member to another account after the code was given.
    await db().insert(zaloAccounts).values({ oaUserId: 'zl-16', userId: member().id, linkedAt: new Date() });
    await sendText('zl-17', code);
    expect((await accountOf('zl-17'))!.userId).toBeNull();
    expect(lastReply()!.text).toMatch(/đã liên kết với một tài khoản Zalo khác/);
  });

  it('does not link to a user locked since the code was given', async () => {
    const { code } = await newCode(member().token);
    await db().execute(sql`update users set is_active = 0 where id = ${member().id}`);
    try {
      await sendText('zl-18', code);
      expect((await accountOf('zl-18'))!.userId).toBeNull();
    } finally {
      await db().execute(sql`update users set is_active = 1 where id = ${member().id}`);
    }
  });
});

describe('GET and DELETE zalo/my-account', () => {
  it('shows and removes only the caller’s own link', async () => {
    const other = await buildUser(t.ctx);
    await db()
      .insert(zaloAccounts)
      .values([
        { oaUserId: 'zl-20', displayName: 'Của tôi', userId: member().id, linkedAt: new Date() },
        { oaUserId: 'zl-21', displayName: 'Của người khác', userId: other.id, linkedAt: new Date() },
      ]);
    expect(await myAccount(member().token)).toMatchObject({ linked: true, displayName: 'Của tôi' });
    const res = await t.call('DELETE', '/zalo/my-account', member().token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      linked: false,
      displayName: null,
      isFollowingOa: null,
      linkedAt: null,
    });
    expect(await accountOf('zl-20')).toMatchObject({ userId: null, linkedAt: null, displayName: 'Của tôi' });
    expect((await accountOf('zl-21'))!.userId).toBe(other.id);
    // Nothing left to remove: the same answer.
    expect((await t.call('DELETE', '/zalo/my-account', member().token)).json().data.linked).toBe(false);
  });
});
