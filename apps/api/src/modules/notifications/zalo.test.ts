import { ROLE_IDS } from '@congdoan/shared';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '../../db/schema/index.js';
import {
  adminToken,
  buildNotification,
  buildUser,
  buildZaloAccount,
  useTestApp,
} from '../../test/harness.js';

/**
 * Zalo as a channel of notifications, on a server whose OA is configured: 'Gửi qua Zalo' on a send,
 * the test send's 'zalo' channel, and a notification's Zalo deliveries. 'manual': the messages stay
 * in the outbox, and the test sets their outcome as the worker would.
 */
const t = useTestApp({
  world: true,
  env: { ZALO_APP_ID: '1234567890', ZALO_APP_SECRET: 'bi-mat-cua-ung-dung' },
  outbox: 'manual',
});
/** The chair of the world's grassroots[0] (all notification rights, that union's scope). */
const chair = () => t.world.as.chair;
/** Users of the chair's union: two with an account that follows the OA, one whose account left it, one without. */
const user = { lan: 0, binh: 0, left: 0, none: 0 };
const zalo = { lan: { id: 0, oaUserId: '' }, binh: { id: 0, oaUserId: '' } };

beforeAll(async () => {
  const mine = t.world.grassroots[0].id;
  const person = async (fullName: string) => (await buildUser(t.ctx, { organizationId: mine, fullName })).id;
  Object.assign(user, {
    lan: await person('Nguyễn Thị Lan'),
    binh: await person('Trần Văn Bình'),
    left: await person('Lê Văn Rời'),
    none: await person('Phạm Không Zalo'),
  });
  zalo.lan = await buildZaloAccount(t.ctx, { userId: user.lan, displayName: 'Lan Nguyễn' });
  zalo.binh = await buildZaloAccount(t.ctx, { userId: user.binh, displayName: 'Bình Trần' });
  await buildZaloAccount(t.ctx, { userId: user.left, isFollowingOa: false });
});

const draft = () =>
  buildNotification(t.ctx, {
    sender: chair(),
    title: 'Lịch họp Ban chấp hành',
    body: 'Ban chấp hành họp lúc 14 giờ thứ Sáu.',
    link: '/trade-union/notifications',
  });

const send = (body: object, token = chair().token) => t.call('POST', '/thong-bao/send', token, body);

type ZaloAnswer = {
  tongSo: number;
  theoTrangThai: { queued: number; sent: number; failed: number };
  daCauHinh: boolean;
  list: {
    id: number;
    zaloAccountId: number;
    displayName: string | null;
    userId: number | null;
    fullName: string | null;
    state: string;
    attempts: number;
    lastError: string | null;
    deliveredAt: string | null;
    createdAt: string;
  }[];
  count: number;
};

const zaloOf = async (id: number, query = '', token = chair().token) => {
  const res = await t.call('GET', `/thong-bao/${id}/zalo${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ZaloAnswer;
};

describe('POST thong-bao/send with guiZalo', () => {
  it('queues a Zalo message for each new recipient whose linked account follows the OA, and counts them', async () => {
    const notice = await draft();
    const everyone = [user.lan, user.binh, user.left, user.none].map(String);
    const res = await send({ thongBaoId: notice.id, nguoiNhanIds: everyone.slice(0, 1), guiZalo: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ soNguoiNhanMoi: 1, soEmail: 0, soZalo: 1 });

    const again = await send({
      thongBaoId: notice.id,
      nguoiNhanIds: everyone,
      guiZalo: true,
      guiEmail: true,
    });
    expect(again.json().data).toEqual({
      thongBaoId: notice.id,
      soNguoiNhanMoi: 3,
      soNguoiNhan: 4,
      soEmail: 3,
      soZalo: 1,
      sentCount: 3,
      failedUsers: [],
    });
    const rows = await t.ctx.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.channel, 'zalo'));
    const payloads = rows
      .map((r) => r.payload)
      .filter((p) => (p as { ref: string }).ref === `notification:${notice.id}`);
    expect(payloads).toHaveLength(2);
    expect(payloads).toContainEqual({
      zaloAccountId: zalo.lan.id,
      to: zalo.lan.oaUserId,
      userId: user.lan,
      text: 'Lịch họp Ban chấp hành\n\nBan chấp hành họp lúc 14 giờ thứ Sáu.\n\nXem chi tiết: /trade-union/notifications',
      ref: `notification:${notice.id}`,
      link: '/trade-union/notifications',
    });
  });

  it('sends no Zalo message unless asked', async () => {
    const notice = await draft();
    const res = await send({ thongBaoId: notice.id, nguoiNhanIds: [user.lan] });
    expect(res.json().data.soZalo).toBe(0);
    expect((await zaloOf(notice.id)).tongSo).toBe(0);
  });
});

describe('GET thong-bao/{id}/zalo', () => {
  it('lists the Zalo messages of a send with their account, user and state, failed first, counted by state', async () => {
    const notice = await draft();
    await send({ thongBaoId: notice.id, nguoiNhanIds: [user.lan, user.binh, user.none], guiZalo: true });
    const first = await zaloOf(notice.id);
    expect(first).toMatchObject({
      tongSo: 2,
      count: 2,
      daCauHinh: true,
      theoTrangThai: { queued: 2, sent: 0, failed: 0 },
    });
    expect(first.list.map((d) => [d.displayName, d.fullName, d.state]).sort()).toEqual([
      ['Bình Trần', 'Trần Văn Bình', 'queued'],
      ['Lan Nguyễn', 'Nguyễn Thị Lan', 'queued'],
    ]);

    // What the worker records: Lan's delivered, Bình's given up with Zalo's answer.
    const byAccount = (accountId: number) =>
      sql`${outbox.payload}->>'zaloAccountId' = ${String(accountId)} and ${outbox.payload}->>'ref' = ${`notification:${notice.id}`}`;
    await t.ctx.database.db
      .update(outbox)
      .set({ state: 'delivered', attempts: 1, deliveredAt: new Date(), nextAttemptAt: null })
      .where(byAccount(zalo.lan.id));
    await t.ctx.database.db
      .update(outbox)
      .set({
        state: 'failed',
        attempts: 10,
        lastError: 'Zalo -213: Người dùng chưa quan tâm Official Account',
        nextAttemptAt: null,
      })
      .where(byAccount(zalo.binh.id));

    const settled = await zaloOf(notice.id);
    expect(settled.theoTrangThai).toEqual({ queued: 0, sent: 1, failed: 1 });
    expect(settled.list.map((d) => [d.zaloAccountId, d.userId, d.state, d.attempts, d.lastError])).toEqual([
      [zalo.binh.id, user.binh, 'failed', 10, 'Zalo -213: Người dùng chưa quan tâm Official Account'],
      [zalo.lan.id, user.lan, 'sent', 1, null],
    ]);
    expect(settled.list[1]!.deliveredAt).toBeTruthy();
    const page = await zaloOf(notice.id, '?page=2&limit=1');
    expect(page.list.map((d) => d.zaloAccountId)).toEqual([zalo.lan.id]);
    expect(page.count).toBe(2);
  });

  it('names the user it was sent to, not whoever holds the account later, and no one outside the scope', async () => {
    const notice = await draft();
    const someone = await buildUser(t.ctx, {
      organizationId: t.world.grassroots[0].id,
      fullName: 'Đinh Văn Tạm',
    });
    const account = await buildZaloAccount(t.ctx, { userId: someone.id, displayName: 'Tạm Đinh' });
    await send({ thongBaoId: notice.id, nguoiNhanIds: [someone.id], guiZalo: true });
    const admin = t.world.as.admin.token;
    expect((await t.call('DELETE', `/zalo-accounts/${account.id}/unlink`, admin)).statusCode).toBe(200);
    expect((await zaloOf(notice.id)).list).toMatchObject([
      { zaloAccountId: account.id, userId: someone.id, fullName: 'Đinh Văn Tạm', state: 'queued' },
    ]);
    // The account now held by someone the chair may not see: neither of them is named to the chair.
    const outsider = await buildUser(t.ctx, {
      organizationId: t.world.elsewhere.id,
      fullName: 'Người Ngoài',
    });
    const linked = await t.call('POST', `/zalo/admin-link/${account.id}/${outsider.id}`, admin);
    expect(linked.statusCode, linked.body).toBe(200);
    const moved = await t.call('POST', '/user/update-user', admin, {
      userId: someone.id,
      organizationId: t.world.elsewhere.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const seen = await zaloOf(notice.id);
    expect(seen.list).toMatchObject([{ zaloAccountId: account.id, userId: null, fullName: null }]);
    expect(JSON.stringify(seen)).not.toContain('Người Ngoài');
  });

  it('reads as not found outside the caller’s scope', async () => {
    const theirs = await buildNotification(t.ctx, { sender: t.world.elsewhereChair });
    const res = await t.call('GET', `/thong-bao/${theirs.id}/zalo`, chair().token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('notification_not_found');
  });
});

describe('the test send on Zalo', () => {
  it('lists Zalo as a configured channel', async () => {
    const res = await t.call('GET', '/thong-bao/test/kenh', chair().token);
    expect(res.json().data.kenh).toContainEqual({ ma: 'zalo', ten: 'Zalo', daCauHinh: true });
  });

  it('queues a Zalo message to a recipient with a following account, and says when there is none', async () => {
    const res = await t.call('POST', '/thong-bao/test', chair().token, {
      nguoiNhanId: user.lan,
      kenh: ['zalo'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer.ketQua).toEqual([
      {
        kenh: 'in_app',
        trangThai: 'delivered',
        ghiChu:
          'Thông báo trong ứng dụng luôn được ghi: e-mail và Zalo là kênh đi kèm một thông báo, không gửi riêng',
      },
      { kenh: 'zalo', trangThai: 'pending', outboxId: expect.any(Number) },
    ]);
    const [row] = await t.ctx.database.db
      .select({ channel: outbox.channel, payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.id, answer.ketQua[1].outboxId));
    expect(row).toMatchObject({
      channel: 'zalo',
      payload: { zaloAccountId: zalo.lan.id, ref: `notification:${answer.thongBaoId}` },
    });
    expect((await zaloOf(answer.thongBaoId)).tongSo).toBe(1);

    const none = await t.call('POST', '/thong-bao/test', chair().token, {
      nguoiNhanId: user.left,
      kenh: ['in_app', 'zalo'],
    });
    expect(none.json().data.ketQua).toEqual([
      { kenh: 'in_app', trangThai: 'delivered' },
      {
        kenh: 'zalo',
        trangThai: 'no_address',
        ghiChu:
          'Người nhận chưa liên kết tài khoản Zalo đang theo dõi OA (hoặc tài khoản đã bị tắt): không có tin nhắn nào được gửi',
      },
    ]);
  });
});

describe('Zalo asked of a server without the OA configured', () => {
  const bare = useTestApp();

  it('refuses the send and the test send, writing nothing', async () => {
    const token = await adminToken(bare.ctx);
    const someone = await buildUser(bare.ctx, { roles: [ROLE_IDS.member] });
    await buildZaloAccount(bare.ctx, { userId: someone.id });
    const created = await bare.call('POST', '/thong-bao', token, { tieuDe: 'Thử', noiDung: 'Thử Zalo' });
    const id = created.json().data.id;
    const [before] = await bare.ctx.database.db.select({ n: count() }).from(notifications);
    for (const [url, body] of [
      ['/thong-bao/send', { thongBaoId: id, nguoiNhanIds: [someone.id], guiZalo: true }],
      ['/thong-bao/test', { nguoiNhanId: someone.id, kenh: ['in_app', 'zalo'] }],
    ] as const) {
      const res = await bare.call('POST', url, token, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'zalo_not_configured', message: 'Chưa cấu hình Zalo OA' });
    }
    const [after] = await bare.ctx.database.db.select({ n: count() }).from(notifications);
    expect(after?.n).toBe(before?.n);
    const detail = await bare.call('GET', `/thong-bao/${id}`, token);
    expect(detail.json().data.soNguoiNhan).toBe(0);
    const [queued] = await bare.ctx.database.db.select({ n: count() }).from(outbox);
    expect(queued?.n).toBe(0);
    expect((await bare.call('GET', `/thong-bao/${id}/zalo`, token)).json().data).toMatchObject({
      tongSo: 0,
      daCauHinh: false,
    });
  });
});
