import { ROLE_IDS } from '@congdoan/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notificationRecipients, notifications, outbox } from '../../db/schema/index.js';
import { adminToken, auditRows, buildUser, login, outboxWorker, useTestApp } from '../../test/harness.js';

// 'manual': a mail stays pending until a test runs a worker, so every state can be seen.
const t = useTestApp({ world: true, outbox: 'manual' });
/** Chair of the world's grassroots[0]: may send to its people. */
let chair: string;
let chairUser: { id: number; fullName: string; email: string | null };
/** Of the chair's union: with an e-mail (signed in), without one, locked; and one elsewhere. */
const member = { a: 0, noMail: 0, b: 0, locked: 0 };
let memberA: string;

const NOT_CONFIGURED =
  'Chưa cấu hình máy chủ gửi thư (SMTP_URL): thư chỉ được ghi vào nhật ký máy chủ, không gửi đi';

beforeAll(async () => {
  const mine = t.world.grassroots[0].id;
  const chairRow = await buildUser(t.ctx, {
    roles: [ROLE_IDS.chair],
    organizationId: mine,
    fullName: 'Hoàng Văn Chủ',
  });
  chairUser = { id: chairRow.id, fullName: chairRow.fullName, email: chairRow.email };
  chair = (await login(t.ctx, chairRow.username!)).accessToken;
  const a = await buildUser(t.ctx, { organizationId: mine, fullName: 'Đỗ Thị Hoa', email: 'hoa@example.vn' });
  memberA = (await login(t.ctx, a.username!)).accessToken;
  const user = async (input: Parameters<typeof buildUser>[1]) => (await buildUser(t.ctx, input)).id;
  Object.assign(member, {
    a: a.id,
    noMail: await user({ organizationId: mine, fullName: 'Vũ Văn Nam', email: null }),
    b: await user({ organizationId: t.world.elsewhere.id }),
    locked: await user({ organizationId: mine, isActive: 0 }),
  });
});

type EmailsAnswer = {
  tongSo: number;
  theoTrangThai: Record<string, number>;
  daCauHinh: boolean;
  list: {
    id: number;
    to: string;
    state: string;
    attempts: number;
    lastError: string | null;
    deliveredAt: string | null;
  }[];
  count: number;
};

const emailsOf = async (id: number, token = chair, query = '') => {
  const res = await t.call('GET', `/thong-bao/${id}/email${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as EmailsAnswer;
};

/** How many rows every table a test send writes holds now. */
const written = async () => {
  const db = t.ctx.database.db;
  const [n] = await db.select({ value: count() }).from(notifications);
  const [r] = await db.select({ value: count() }).from(notificationRecipients);
  const [o] = await db.select({ value: count() }).from(outbox);
  const [a] = await db.select({ value: count() }).from(auditLog);
  return { notifications: n?.value, recipients: r?.value, outbox: o?.value, audit: a?.value };
};

describe('GET thong-bao/test/kenh', () => {
  it('says the e-mail channel is not configured without SMTP_URL, and why', async () => {
    const res = await t.call('GET', '/thong-bao/test/kenh', chair);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      kenh: [
        { ma: 'in_app', ten: 'Trong ứng dụng', daCauHinh: true },
        { ma: 'email', ten: 'E-mail', daCauHinh: false, ghiChu: NOT_CONFIGURED },
        { ma: 'zalo', ten: 'Zalo', daCauHinh: false, ghiChu: 'Chưa cấu hình Zalo OA' },
      ],
    });
  });
});

describe('GET thong-bao/test/kenh on a server with SMTP_URL', () => {
  const configured = useTestApp({ env: { SMTP_URL: 'smtp://mail.congdoan.example:587' } });

  it('says it is configured', async () => {
    const res = await configured.call('GET', '/thong-bao/test/kenh', await adminToken(configured.ctx));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.kenh).toEqual([
      { ma: 'in_app', ten: 'Trong ứng dụng', daCauHinh: true },
      { ma: 'email', ten: 'E-mail', daCauHinh: true },
      { ma: 'zalo', ten: 'Zalo', daCauHinh: false, ghiChu: 'Chưa cấu hình Zalo OA' },
    ]);
  });
});

describe('POST thong-bao/test', () => {
  it('sends to oneself in the app and by e-mail; the page follows the mail until it is delivered', async () => {
    const res = await t.call('POST', '/thong-bao/test', chair, { kenh: ['in_app', 'email'] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({
      nguoiNhan: chairUser,
      ketQua: [
        { kenh: 'in_app', trangThai: 'delivered' },
        { kenh: 'email', trangThai: 'pending', ghiChu: NOT_CONFIGURED },
      ],
    });
    expect(answer.ketQua[0].ghiChu).toBeUndefined();
    const id: number = answer.thongBaoId;
    const outboxId: number = answer.ketQua[1].outboxId;

    // In the recipient's inbox, with the defaults
    const inbox = await t.call('GET', '/thong-bao/user/my-notifications', chair);
    const item = inbox.json().data.list.find((i: { id: number }) => i.id === id);
    expect(item).toMatchObject({ tieuDe: 'Thông báo thử', loaiThongBao: 'Thông báo thử', daDoc: false });
    expect(item.noiDung).toMatch(
      /^Đây là thông báo thử do Hoàng Văn Chủ gửi lúc \d\d:\d\d \d\d\/\d\d\/\d{4}\./,
    );
    // listed and audited as any notification
    expect(
      (await t.call('GET', '/thong-bao', chair)).json().data.list.map((n: { id: number }) => n.id),
    ).toContain(id);
    expect((await auditRows(t.ctx, 'notification', id)).map((r) => r.action)).toEqual(['create', 'send']);

    // The outbox row names its notification
    const [row] = await t.ctx.database.db.select().from(outbox).where(eq(outbox.id, outboxId));
    expect(row?.payload).toMatchObject({
      to: chairUser.email,
      subject: 'Thông báo thử',
      ref: `notification:${id}`,
    });

    expect(await emailsOf(id)).toEqual({
      tongSo: 1,
      count: 1,
      theoTrangThai: { pending: 1, delivered: 0, logged: 0, failed: 0 },
      daCauHinh: false,
      list: [
        {
          id: outboxId,
          to: chairUser.email,
          state: 'pending',
          attempts: 0,
          lastError: null,
          deliveredAt: null,
          createdAt: expect.any(String),
        },
      ],
    });

    await t.ctx.app.outbox.drain();
    expect(t.ctx.mails.find((m) => m.to === chairUser.email && m.subject === 'Thông báo thử')).toBeTruthy();
    const after = await emailsOf(id);
    expect(after.theoTrangThai).toEqual({ pending: 0, delivered: 1, logged: 0, failed: 0 });
    expect(after.list[0]).toMatchObject({ id: outboxId, state: 'delivered', attempts: 1 });
    expect(after.list[0]!.deliveredAt).not.toBeNull();
    // the settled row keeps its recipient, subject and notification, not the text
    const [settled] = await t.ctx.database.db.select().from(outbox).where(eq(outbox.id, outboxId));
    expect(settled?.payload).toEqual({
      to: chairUser.email,
      subject: 'Thông báo thử',
      ref: `notification:${id}`,
    });

    const recipients = await t.call('GET', `/thong-bao/${id}/nguoi-nhan`, chair);
    expect(recipients.json().data.list).toMatchObject([{ userId: chairUser.id, trangThaiDoc: 'chua_doc' }]);
  });

  it('sends to another user in scope by e-mail only, still writing the in-app row; logged without SMTP', async () => {
    const res = await t.call('POST', '/thong-bao/test', chair, {
      nguoiNhanId: String(member.a),
      kenh: ['email'],
      tieuDe: '  Kiểm tra thư  ',
      noiDung: 'Nội dung kiểm tra',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer.nguoiNhan).toEqual({ id: member.a, fullName: 'Đỗ Thị Hoa', email: 'hoa@example.vn' });
    expect(answer.ketQua[0]).toEqual({
      kenh: 'in_app',
      trangThai: 'delivered',
      ghiChu: expect.stringContaining('luôn được ghi'),
    });
    expect(answer.ketQua[1]).toMatchObject({ kenh: 'email', trangThai: 'pending' });
    const inbox = await t.call('GET', '/thong-bao/user/my-notifications', memberA);
    expect(inbox.json().data.list[0]).toMatchObject({
      id: answer.thongBaoId,
      tieuDe: 'Kiểm tra thư',
      noiDung: 'Nội dung kiểm tra',
    });

    // A server without SMTP_URL writes the mail to its log
    await outboxWorker(t.ctx).drain();
    const emails = await emailsOf(answer.thongBaoId);
    expect(emails.theoTrangThai).toEqual({ pending: 0, delivered: 0, logged: 1, failed: 0 });
    expect(emails.list[0]).toMatchObject({ to: 'hoa@example.vn', state: 'logged' });
  });

  it('says when the recipient has no e-mail address, and queues nothing', async () => {
    const before = await written();
    const res = await t.call('POST', '/thong-bao/test', chair, {
      nguoiNhanId: member.noMail,
      kenh: ['in_app', 'email'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.ketQua).toEqual([
      { kenh: 'in_app', trangThai: 'delivered' },
      { kenh: 'email', trangThai: 'no_address', ghiChu: expect.stringContaining('chưa có địa chỉ e-mail') },
    ]);
    expect((await written()).outbox).toBe(before.outbox);
    expect((await emailsOf(res.json().data.thongBaoId)).tongSo).toBe(0);
  });

  it('refuses a recipient outside the scope, unknown or locked, and writes nothing, not even the notification', async () => {
    const before = await written();
    for (const [nguoiNhanId, code, message] of [
      [member.b, 'recipient_ref_invalid', 'nằm ngoài phạm vi dữ liệu'],
      [999_999, 'recipient_ref_invalid', 'nằm ngoài phạm vi dữ liệu'],
      [member.locked, 'notification_no_recipients', 'Không có người nhận nào đang hoạt động'],
    ] as const) {
      const res = await t.call('POST', '/thong-bao/test', chair, { nguoiNhanId, kenh: ['in_app', 'email'] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code, message: expect.stringContaining(message) });
    }
    expect(await written()).toEqual(before);
  });

  it('refuses bad input in Vietnamese and writes nothing', async () => {
    const before = await written();
    for (const [payload, message] of [
      [{ kenh: [] }, 'Vui lòng chọn ít nhất một kênh gửi'],
      [{}, 'Vui lòng chọn ít nhất một kênh gửi'],
      [{ kenh: ['sms'] }, "Kênh gửi là 'in_app', 'email' hoặc 'zalo'"],
      [{ kenh: ['zalo'] }, 'Chưa cấu hình Zalo OA'],
      [{ kenh: ['in_app'], tieuDe: 'x'.repeat(201) }, 'Tối đa 200 ký tự'],
      [{ kenh: ['in_app'], noiDung: 'x'.repeat(5001) }, 'Tối đa 5000 ký tự'],
      [{ kenh: ['in_app'], nguoiNhanId: 'abc' }, 'không hợp lệ'],
    ] as const) {
      const res = await t.call('POST', '/thong-bao/test', chair, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await written()).toEqual(before);
  });
});

describe('GET thong-bao/{id}/email', () => {
  it('lists the e-mails of a send, failed first with the last error, then newest', async () => {
    const created = await t.call('POST', '/thong-bao', chair, {
      tieuDe: 'Thư mời hội nghị người lao động',
      noiDung: 'Kính mời đồng chí dự hội nghị.',
    });
    const id: number = created.json().data.id;
    const sent = await t.call('POST', '/thong-bao/send', chair, {
      thongBaoId: id,
      nguoiNhanIds: [String(chairUser.id), String(member.a), String(member.noMail)],
      guiEmail: true,
    });
    expect(sent.json().data).toMatchObject({ soNguoiNhanMoi: 3, soEmail: 2 });
    // The recipients' server refuses one of the two addresses; one attempt only, so it is given up now.
    await outboxWorker(
      t.ctx,
      {
        send: async (m) => {
          if (m.to === 'hoa@example.vn') throw new Error('550 Hộp thư không tồn tại');
        },
      },
      { maxAttempts: 1 },
    ).drain();
    const emails = await emailsOf(id);
    expect(emails).toMatchObject({
      tongSo: 2,
      count: 2,
      theoTrangThai: { pending: 0, delivered: 1, logged: 0, failed: 1 },
      daCauHinh: false,
    });
    expect(emails.list).toMatchObject([
      { to: 'hoa@example.vn', state: 'failed', attempts: 1, lastError: '550 Hộp thư không tồn tại' },
      { to: chairUser.email, state: 'delivered', lastError: null },
    ]);
    const page = await emailsOf(id, chair, '?page=2&limit=1');
    expect(page.list).toMatchObject([{ state: 'delivered' }]);
    expect(page.tongSo).toBe(2);
  });

  it('reads as not found outside the caller’s scope', async () => {
    const res = await t.call('POST', '/thong-bao/test', chair, { kenh: ['email'] });
    const id = res.json().data.thongBaoId;
    const other = await t.call('GET', `/thong-bao/${id}/email`, t.world.elsewhereChair.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('notification_not_found');
    expect((await t.call('GET', '/thong-bao/999999/email', chair)).statusCode).toBe(404);
    expect((await t.call('GET', `/thong-bao/${id}/email?limit=0`, chair)).statusCode).toBe(400);
  });
});
