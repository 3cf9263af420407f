import { ROLE_IDS } from '@congdoan/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRecipients, notifications, outbox } from '../../db/schema/index.js';
import {
  adminToken,
  auditRows,
  buildOrganization,
  buildUser,
  callApi,
  createTestContext,
  login,
  type Method,
  type TestContext,
  tokenFor,
} from '../../test/harness.js';

let ctx: TestContext;
let admin: string;
/** Chair of orgA: notifications of orgA and the units under it. */
let chair: string;
/** Chair of orgB. */
let chairB: string;
let orgA: { id: number; path: string };
let orgA1: { id: number; path: string };
let orgB: { id: number; path: string };
/** Members: two of orgA (one with an e-mail), one of orgA1, one of orgB, one locked of orgA. */
const member = { a: 0, a2: 0, a1: 0, b: 0, locked: 0 };
let memberA: string;
let memberA2: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminToken(ctx);
  const root = await buildOrganization(ctx, { name: 'Liên đoàn Lao động Thử Thông báo' });
  orgA = await buildOrganization(ctx, { parent: root, name: 'Công đoàn Công ty Dệt Nam Định' });
  orgA1 = await buildOrganization(ctx, { parent: orgA, name: 'Công đoàn phân xưởng Sợi' });
  orgB = await buildOrganization(ctx, { parent: root, name: 'Công đoàn Bệnh viện Đa khoa' });
  chair = await tokenFor(ctx, { roles: [ROLE_IDS.chair], organizationId: orgA.id });
  chairB = await tokenFor(ctx, { roles: [ROLE_IDS.chair], organizationId: orgB.id });
  const a = await buildUser(ctx, {
    organizationId: orgA.id,
    fullName: 'Nguyễn Thị Lan',
    email: 'lan@example.vn',
  });
  const a2 = await buildUser(ctx, { organizationId: orgA.id, fullName: 'Trần Văn Bình', email: null });
  const a1 = await buildUser(ctx, {
    organizationId: orgA1.id,
    fullName: 'Lê Văn Cường',
    email: 'cuong@example.vn',
  });
  const b = await buildUser(ctx, {
    organizationId: orgB.id,
    fullName: 'Phạm Thị Dung',
    email: 'dung@example.vn',
  });
  const locked = await buildUser(ctx, { organizationId: orgA.id, isActive: 0, email: 'khoa@example.vn' });
  Object.assign(member, { a: a.id, a2: a2.id, a1: a1.id, b: b.id, locked: locked.id });
  memberA = (await login(ctx, a.username!)).accessToken;
  memberA2 = (await login(ctx, a2.username!)).accessToken;
});
afterAll(async () => ctx?.close());

const call = (method: Method, url: string, token?: string, payload?: object) =>
  callApi(ctx, method, url, token, payload);

let serial = 0;
const create = async (token = chair, extra: object = {}) => {
  const res = await call('POST', '/thong-bao', token, {
    tieuDe: `Họp Ban Chấp hành tháng ${++serial}`,
    noiDung: 'Kính mời các đồng chí dự họp lúc 8 giờ tại hội trường.',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; tieuDe: string };
};

const inboxRows = async (notificationId: number) =>
  (
    await ctx.database.db
      .select({ userId: notificationRecipients.userId })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.notificationId, notificationId))
  )
    .map((r) => r.userId)
    .sort((x, y) => x - y);

describe('system notifications', () => {
  it('asks for a session, and the right for each call', async () => {
    expect((await call('GET', '/thong-bao')).statusCode).toBe(401);
    expect((await call('POST', '/thong-bao', memberA, { tieuDe: 'x', noiDung: 'y' })).statusCode).toBe(403);
    expect((await call('GET', '/thong-bao', memberA)).statusCode).toBe(200);
  });

  it('creates with the sender and the time, the default type, and no one reached yet', async () => {
    const res = await call('POST', '/thong-bao', chair, {
      tieuDe: '  Lịch nghỉ Tết Nguyên đán  ',
      noiDung: 'Công đoàn thông báo lịch nghỉ Tết từ ngày 14 đến 22 tháng 2.',
      duongDan: '/trade-union/events/list',
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({
      tieuDe: 'Lịch nghỉ Tết Nguyên đán',
      loaiThongBao: 'Thông báo chung',
      duongDan: '/trade-union/events/list',
      soNguoiNhan: 0,
      soDaDoc: 0,
      guiLanDau: null,
    });
    expect(item.nguoiGuiUser.fullName).toBeTruthy();
    expect(Date.parse(item.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses bad input in Vietnamese and writes nothing', async () => {
    const [before] = await ctx.database.db.select({ n: count() }).from(notifications);
    for (const [payload, message] of [
      [{ tieuDe: '', noiDung: 'x' }, 'Vui lòng nhập tiêu đề'],
      [{ tieuDe: 'x' }, 'Bắt buộc'],
      [{ tieuDe: 'x'.repeat(201), noiDung: 'x' }, 'Tối đa 200 ký tự'],
      [{ tieuDe: 'x', noiDung: 'x'.repeat(5001) }, 'Tối đa 5000 ký tự'],
      [
        { tieuDe: 'x', noiDung: 'x', duongDan: 'https://lua-dao.example' },
        'Đường dẫn là một trang của hệ thống',
      ],
    ] as const) {
      const res = await call('POST', '/thong-bao', chair, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const [after] = await ctx.database.db.select({ n: count() }).from(notifications);
    expect(after?.n).toBe(before?.n);
  });

  it('lists, searches without accents and filters by sender, within the data scope', async () => {
    const mine = await create(chair, { tieuDe: 'Đại hội Công đoàn cơ sở nhiệm kỳ mới' });
    const theirs = await create(chairB, { tieuDe: 'Đại hội Công đoàn Bệnh viện' });
    const list = (token: string, query: string) =>
      call('GET', `/thong-bao?${query}`, token).then(
        (r) => r.json().data as { list: { id: number }[]; count: number },
      );
    const found = await list(chair, 'search=dai hoi');
    expect(found.list.map((n) => n.id)).toContain(mine.id);
    expect(found.list.map((n) => n.id)).not.toContain(theirs.id);
    expect((await list(admin, 'search=dai hoi')).list.map((n) => n.id)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );
    expect((await call('GET', `/thong-bao/${theirs.id}`, chair)).statusCode).toBe(404);
    expect((await call('PATCH', `/thong-bao/${theirs.id}`, chair, { tieuDe: 'Sửa' })).statusCode).toBe(404);
    expect((await call('DELETE', `/thong-bao/${theirs.id}`, chair)).statusCode).toBe(404);
    const page = await list(chair, 'limit=1');
    expect(page.list).toHaveLength(1);
    expect(page.count).toBeGreaterThan(1);
  });
});

describe('sending', () => {
  it('reaches the active members of a role within the sender’s union only, once per user', async () => {
    const n = await create();
    const res = await call('POST', '/thong-bao/send', chair, {
      thongBaoId: n.id,
      roleIds: [ROLE_IDS.member],
    });
    expect(res.statusCode, res.body).toBe(200);
    // orgA and orgA1; not orgB, not the locked account
    expect(await inboxRows(n.id)).toEqual([member.a, member.a2, member.a1].sort((x, y) => x - y));
    expect(res.json().data).toMatchObject({
      thongBaoId: n.id,
      soNguoiNhanMoi: 3,
      soNguoiNhan: 3,
      soEmail: 0,
    });
    const again = await call('POST', '/thong-bao/send', chair, {
      thongBaoId: String(n.id),
      nguoiNhanIds: [String(member.a)],
      roleIds: [ROLE_IDS.member],
    });
    expect(again.json().data).toMatchObject({ soNguoiNhanMoi: 0, soNguoiNhan: 3 });
    expect(await inboxRows(n.id)).toHaveLength(3);
    const detail = await call('GET', `/thong-bao/${n.id}`, chair);
    expect(detail.json().data).toMatchObject({ soNguoiNhan: 3, soDaDoc: 0 });
    expect(detail.json().data.guiLanDau).not.toBeNull();
  });

  it('previews how many a choice reaches, as the send then does, and refuses the same choices', async () => {
    const preview = (payload: object, token = chair) =>
      call('POST', '/thong-bao/send/preview', token, payload);
    expect((await preview({ roleIds: [ROLE_IDS.member] })).json().data).toEqual({ soNguoiNhan: 3 });
    expect((await preview({ organizationIds: [orgA1.id] })).json().data.soNguoiNhan).toBe(1);
    expect((await preview({ nguoiNhanIds: [String(member.b)] })).statusCode).toBe(400);
    expect((await preview({})).statusCode).toBe(400);
    expect((await preview({ tatCa: true }, memberA)).statusCode).toBe(403);
  });

  it('reaches an organisation with the units under it, or everyone in scope', async () => {
    const toA1 = await create();
    await call('POST', '/thong-bao/send', chair, { thongBaoId: toA1.id, organizationIds: [orgA1.id] });
    expect(await inboxRows(toA1.id)).toEqual([member.a1]);
    const toAll = await create();
    await call('POST', '/thong-bao/send', chair, { thongBaoId: toAll.id, tatCa: true });
    const reached = await inboxRows(toAll.id);
    expect(reached).toEqual(expect.arrayContaining([member.a, member.a2, member.a1]));
    expect(reached).not.toContain(member.b);
    expect(reached).not.toContain(member.locked);
  });

  it('refuses a recipient, a role or a unit outside the scope, and writes nothing', async () => {
    const n = await create();
    for (const payload of [
      { nguoiNhanIds: [String(member.a), String(member.b)] },
      { nguoiNhanIds: ['999999'] },
      { organizationIds: [orgB.id] },
      { roleIds: [99_999] },
    ]) {
      const res = await call('POST', '/thong-bao/send', chair, { thongBaoId: n.id, ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain('nằm ngoài phạm vi dữ liệu');
    }
    const empty = await call('POST', '/thong-bao/send', chair, { thongBaoId: n.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Vui lòng chọn người nhận');
    const lockedOnly = await call('POST', '/thong-bao/send', chair, {
      thongBaoId: n.id,
      nguoiNhanIds: [member.locked],
    });
    expect(lockedOnly.statusCode).toBe(400);
    expect(lockedOnly.json().code).toBe('notification_no_recipients');
    expect(await inboxRows(n.id)).toEqual([]);
    const notMine = await create(chairB);
    expect(
      (await call('POST', '/thong-bao/send', chair, { thongBaoId: notMine.id, tatCa: true })).statusCode,
    ).toBe(404);
  });

  it('adds an e-mail through the outbox for each new recipient with an address', async () => {
    const n = await create(chair, { tieuDe: 'Thư mời dự hội nghị' });
    const res = await call('POST', '/thong-bao/send', chair, {
      thongBaoId: n.id,
      nguoiNhanIds: [member.a, member.a2, member.a1],
      guiEmail: true,
    });
    expect(res.json().data).toMatchObject({ soNguoiNhanMoi: 3, soEmail: 2 });
    const mails = await ctx.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.channel, 'email')));
    const sent = mails
      .map((m) => m.payload as { to: string; subject: string })
      .filter((m) => m.subject === 'Thư mời dự hội nghị');
    expect(sent.map((m) => m.to).sort()).toEqual(['cuong@example.vn', 'lan@example.vn']);
  });

  it('corrects a sent notification: readers see the new text, the history keeps the old', async () => {
    const n = await create(chair, { tieuDe: 'Họp lúc 8 giờ' });
    await call('POST', '/thong-bao/send', chair, { thongBaoId: n.id, nguoiNhanIds: [member.a] });
    const res = await call('PATCH', `/thong-bao/${n.id}`, chair, { tieuDe: 'Họp lúc 9 giờ' });
    expect(res.statusCode, res.body).toBe(200);
    const inbox = await call('GET', '/thong-bao/user/my-notifications?limit=50', memberA);
    expect(inbox.json().data.list.find((i: { id: number }) => i.id === n.id).tieuDe).toBe('Họp lúc 9 giờ');
    const history = await auditRows(ctx, 'notification', n.id);
    expect(history.map((r) => r.action)).toEqual(['create', 'send', 'update']);
    expect(history.at(-1)).toMatchObject({
      before: { tieuDe: 'Họp lúc 8 giờ' },
      after: { tieuDe: 'Họp lúc 9 giờ' },
    });
    expect((await call('PATCH', `/thong-bao/${n.id}`, chair, {})).json().message).toBe(
      'Không có thay đổi nào',
    );
  });

  it('shows its sender who it reached and who has read it, unread first, searchable without accents', async () => {
    const n = await create();
    await call('POST', '/thong-bao/send', chair, {
      thongBaoId: n.id,
      nguoiNhanIds: [member.a, member.a2, member.a1],
    });
    await call('POST', `/thong-bao/user/${n.id}/mark-read`, memberA);
    const list = async (query = '') => {
      const res = await call('GET', `/thong-bao/${n.id}/nguoi-nhan${query}`, chair);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        list: { userId: number; fullName: string; daDoc: boolean }[];
        count: number;
      };
    };
    const all = await list();
    expect(all.count).toBe(3);
    expect(all.list.map((r) => r.daDoc)).toEqual([false, false, true]);
    expect(all.list.at(-1)).toMatchObject({
      userId: member.a,
      fullName: 'Nguyễn Thị Lan',
      trangThaiDoc: 'da_doc',
    });
    expect((await list('?search=cuong')).list.map((r) => r.userId)).toEqual([member.a1]);
    expect((await list('?trangThaiDoc=da_doc')).list.map((r) => r.userId)).toEqual([member.a]);
    expect((await call('GET', `/thong-bao/${n.id}/nguoi-nhan`, chairB)).statusCode).toBe(404);
  });

  it('deletes from every inbox', async () => {
    const n = await create();
    await call('POST', '/thong-bao/send', chair, { thongBaoId: n.id, nguoiNhanIds: [member.a2] });
    expect((await call('DELETE', `/thong-bao/${n.id}`, chair)).statusCode).toBe(200);
    expect(await inboxRows(n.id)).toEqual([]);
    expect((await call('POST', `/thong-bao/user/${n.id}/mark-read`, memberA2)).statusCode).toBe(404);
  });
});

describe('a user’s inbox', () => {
  it('lists the user’s own notifications with the spec’s fields, newest first, and counts the unread', async () => {
    const first = await create(chair, { tieuDe: 'Thông báo thứ nhất' });
    const second = await create(chair, { tieuDe: 'Thông báo thứ hai', loaiThongBao: 'Thông báo sự kiện' });
    for (const n of [first, second])
      await call('POST', '/thong-bao/send', chair, { thongBaoId: n.id, nguoiNhanIds: [member.a2] });
    const res = await call('GET', '/thong-bao/user/my-notifications', memberA2);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.list[0]).toMatchObject({
      id: second.id,
      tieuDe: 'Thông báo thứ hai',
      loaiThongBao: 'Thông báo sự kiện',
      trangThaiDoc: 'chua_doc',
      daDoc: false,
    });
    expect(page.list[0].nguoiGuiUser.fullName).toBeTruthy();
    expect(page).toMatchObject({ page: 1, limit: 10 });
    expect(page.totalPages).toBe(Math.ceil(page.count / 10));
    const unread = (await call('GET', '/thong-bao/user/unread-count', memberA2)).json().data;
    expect(unread.count).toBe(page.unreadCount);
    expect(unread.unreadCount).toBe(unread.count);
  });

  it('marks read and unread again; someone else’s notification reads as not found', async () => {
    const n = await create();
    await call('POST', '/thong-bao/send', chair, { thongBaoId: n.id, nguoiNhanIds: [member.a] });
    const unread = async () => (await call('GET', '/thong-bao/user/unread-count', memberA)).json().data.count;
    const before = await unread();
    const read = await call('POST', `/thong-bao/user/${n.id}/mark-read`, memberA);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ id: n.id, trangThaiDoc: 'da_doc', daDoc: true });
    expect(await unread()).toBe(before - 1);
    expect((await call('GET', `/thong-bao/${n.id}`, chair)).json().data.soDaDoc).toBe(1);
    const again = await call('POST', `/thong-bao/user/${n.id}/mark-unread`, memberA);
    expect(again.json().data).toMatchObject({ trangThaiDoc: 'chua_doc', daDoc: false });
    expect(await unread()).toBe(before);
    expect((await call('POST', `/thong-bao/user/${n.id}/mark-read`, memberA2)).statusCode).toBe(404);
    expect((await call('POST', '/thong-bao/user/999999/mark-read', memberA)).statusCode).toBe(404);
  });

  it('marks all read for oneself only', async () => {
    const n = await create();
    await call('POST', '/thong-bao/send', chair, { thongBaoId: n.id, nguoiNhanIds: [member.a, member.a2] });
    expect((await call('PATCH', `/thong-bao/tat-ca-da-doc/${member.a2}`, memberA)).statusCode).toBe(403);
    const res = await call('PATCH', `/thong-bao/tat-ca-da-doc/${member.a}`, memberA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.count).toBeGreaterThan(0);
    expect((await call('GET', '/thong-bao/user/unread-count', memberA)).json().data.count).toBe(0);
    // the other recipient's notification is still unread
    expect((await call('GET', '/thong-bao/user/unread-count', memberA2)).json().data.count).toBeGreaterThan(
      0,
    );
    const onlyRead = await call('GET', '/thong-bao/user/my-notifications?trangThaiDoc=chua_doc', memberA);
    expect(onlyRead.json().data.list).toEqual([]);
  });
});
