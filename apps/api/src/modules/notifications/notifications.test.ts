import { ROLE_IDS } from '@congdoan/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '../../db/schema/index.js';
import {
  auditRows,
  buildNotification,
  buildOrganization,
  buildUser,
  login,
  recipientsOf,
  useTestApp,
} from '../../test/harness.js';

/**
 * The sender is the world's chair: their scope is grassroots[0] (with the world's vice-chair,
 * executive member and member) and the unit under it made here; `elsewhere` is out of it.
 */
const t = useTestApp({ world: true });
const chair = () => t.world.as.chair;
const member = () => t.world.as.member;
/** A unit under the chair's union. */
let below: { id: number; path: string };
/** Members: a (signed in) with an e-mail and a2 without, of the chair's union; a1 of the unit below; b elsewhere; a locked one. */
const user = { a: 0, a2: 0, a1: 0, b: 0, locked: 0 };
const email = { a: '', a1: '' };
let memberA: string;

beforeAll(async () => {
  const mine = t.world.grassroots[0].id;
  below = await buildOrganization(t.ctx, { parent: t.world.grassroots[0], name: 'Công đoàn phân xưởng Sợi' });
  const a = await buildUser(t.ctx, { organizationId: mine, fullName: 'Nguyễn Thị Lan' });
  const a1 = await buildUser(t.ctx, { organizationId: below.id, fullName: 'Lê Văn Cường' });
  Object.assign(user, {
    a: a.id,
    a2: (await buildUser(t.ctx, { organizationId: mine, fullName: 'Trần Văn Bình', email: null })).id,
    a1: a1.id,
    b: (await buildUser(t.ctx, { organizationId: t.world.elsewhere.id })).id,
    locked: (await buildUser(t.ctx, { organizationId: mine, isActive: 0 })).id,
  });
  Object.assign(email, { a: a.email, a1: a1.email });
  memberA = (await login(t.ctx, a.username!)).accessToken;
});

/** A draft of the chair's union (or of `sender`'s). */
const draft = (input: Parameters<typeof buildNotification>[1] = {}) =>
  buildNotification(t.ctx, { sender: chair(), ...input });

const send = (id: number, choice: object, token = chair().token) =>
  t.call('POST', '/thong-bao/send', token, { thongBaoId: id, ...choice });

const inboxRows = (notificationId: number) => recipientsOf(t.ctx, notificationId);

const sorted = (...ids: number[]) => ids.sort((x, y) => x - y);

describe('system notifications', () => {
  it('creates with the sender and the time, the default type, and no one reached yet', async () => {
    const res = await t.call('POST', '/thong-bao', chair().token, {
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
    const [before] = await t.ctx.database.db.select({ n: count() }).from(notifications);
    for (const [payload, message] of [
      [{ tieuDe: '', noiDung: 'x' }, 'Vui lòng nhập tiêu đề'],
      [{ tieuDe: 'x' }, 'Vui lòng nhập nội dung'],
      [{ tieuDe: 'x'.repeat(201), noiDung: 'x' }, 'Tối đa 200 ký tự'],
      [{ tieuDe: 'x', noiDung: 'x'.repeat(5001) }, 'Tối đa 5000 ký tự'],
      [
        { tieuDe: 'x', noiDung: 'x', duongDan: 'https://lua-dao.example' },
        'Đường dẫn là một trang của hệ thống',
      ],
    ] as const) {
      const res = await t.call('POST', '/thong-bao', chair().token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const [after] = await t.ctx.database.db.select({ n: count() }).from(notifications);
    expect(after?.n).toBe(before?.n);
  });

  it('lists, searches without accents and filters by sender, within the data scope', async () => {
    const mine = await draft({ title: 'Đại hội Công đoàn cơ sở nhiệm kỳ mới' });
    const theirs = await draft({ sender: t.world.elsewhereChair, title: 'Đại hội Công đoàn Bệnh viện' });
    const list = (token: string, query: string) =>
      t
        .call('GET', `/thong-bao?${query}`, token)
        .then((r) => r.json().data as { list: { id: number }[]; count: number });
    const found = await list(chair().token, 'search=dai hoi');
    expect(found.list.map((n) => n.id)).toContain(mine.id);
    expect(found.list.map((n) => n.id)).not.toContain(theirs.id);
    expect((await list(t.world.as.admin.token, 'search=dai hoi')).list.map((n) => n.id)).toEqual(
      expect.arrayContaining([mine.id, theirs.id]),
    );
    for (const [method, body] of [['GET'], ['PATCH', { tieuDe: 'Sửa' }], ['DELETE']] as const)
      expect((await t.call(method, `/thong-bao/${theirs.id}`, chair().token, body)).statusCode, method).toBe(
        404,
      );
    const page = await list(chair().token, 'limit=1');
    expect(page.list).toHaveLength(1);
    expect(page.count).toBeGreaterThan(1);
  });
});

describe('sending', () => {
  it('reaches the active members of a role within the sender’s union only, once per user', async () => {
    const n = await draft();
    const res = await send(n.id, { roleIds: [ROLE_IDS.member] });
    expect(res.statusCode, res.body).toBe(200);
    // the chair's union and the unit below; not elsewhere, not the locked account
    const members = sorted(member().id, user.a, user.a2, user.a1);
    expect(await inboxRows(n.id)).toEqual(members);
    expect(res.json().data).toMatchObject({
      thongBaoId: n.id,
      soNguoiNhanMoi: members.length,
      soNguoiNhan: members.length,
      soEmail: 0,
    });
    const again = await send(n.id, {
      thongBaoId: String(n.id),
      nguoiNhanIds: [String(user.a)],
      roleIds: [ROLE_IDS.member],
    });
    expect(again.json().data).toMatchObject({ soNguoiNhanMoi: 0, soNguoiNhan: members.length });
    expect(await inboxRows(n.id)).toEqual(members);
    const detail = await t.call('GET', `/thong-bao/${n.id}`, chair().token);
    expect(detail.json().data).toMatchObject({ soNguoiNhan: members.length, soDaDoc: 0 });
    expect(detail.json().data.guiLanDau).not.toBeNull();
  });

  it('previews how many a choice reaches, as the send then does, and refuses the same choices', async () => {
    const preview = (payload: object) => t.call('POST', '/thong-bao/send/preview', chair().token, payload);
    expect((await preview({ roleIds: [ROLE_IDS.member] })).json().data).toEqual({ soNguoiNhan: 4 });
    expect((await preview({ organizationIds: [below.id] })).json().data.soNguoiNhan).toBe(1);
    expect((await preview({ nguoiNhanIds: [String(user.b)] })).statusCode).toBe(400);
    expect((await preview({})).statusCode).toBe(400);
  });

  it('reaches an organisation with the units under it, or everyone in scope', async () => {
    const toBelow = await draft();
    await send(toBelow.id, { organizationIds: [below.id] });
    expect(await inboxRows(toBelow.id)).toEqual([user.a1]);
    const toAll = await draft();
    await send(toAll.id, { tatCa: true });
    const reached = await inboxRows(toAll.id);
    expect(reached).toEqual(expect.arrayContaining([member().id, user.a, user.a2, user.a1]));
    expect(reached).not.toContain(user.b);
    expect(reached).not.toContain(user.locked);
  });

  it('refuses a recipient, a role or a unit outside the scope, and writes nothing', async () => {
    const n = await draft();
    for (const choice of [
      { nguoiNhanIds: [String(user.a), String(user.b)] },
      { nguoiNhanIds: ['999999'] },
      { organizationIds: [t.world.elsewhere.id] },
      { roleIds: [99_999] },
    ]) {
      const res = await send(n.id, choice);
      expect(res.statusCode, JSON.stringify(choice)).toBe(400);
      expect(res.json().message).toContain('nằm ngoài phạm vi dữ liệu');
    }
    const empty = await send(n.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Vui lòng chọn người nhận');
    const lockedOnly = await send(n.id, { nguoiNhanIds: [user.locked] });
    expect(lockedOnly.statusCode).toBe(400);
    expect(lockedOnly.json().code).toBe('notification_no_recipients');
    expect(await inboxRows(n.id)).toEqual([]);
    const notMine = await draft({ sender: t.world.elsewhereChair });
    expect((await send(notMine.id, { tatCa: true })).statusCode).toBe(404);
  });

  it('adds an e-mail through the outbox for each new recipient with an address', async () => {
    const n = await draft({ title: 'Thư mời dự hội nghị' });
    const res = await send(n.id, { nguoiNhanIds: [user.a, user.a2, user.a1], guiEmail: true });
    expect(res.json().data).toMatchObject({ soNguoiNhanMoi: 3, soEmail: 2 });
    const mails = await t.ctx.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.channel, 'email'));
    const sent = mails
      .map((m) => m.payload as { to: string; subject: string })
      .filter((m) => m.subject === 'Thư mời dự hội nghị');
    expect(sent.map((m) => m.to).sort()).toEqual([email.a, email.a1].sort());
  });

  it('corrects a sent notification: readers see the new text, the history keeps the old', async () => {
    const created = await t.call('POST', '/thong-bao', chair().token, {
      tieuDe: 'Họp lúc 8 giờ',
      noiDung: 'Kính mời các đồng chí dự họp tại hội trường.',
    });
    const n = created.json().data as { id: number };
    await send(n.id, { nguoiNhanIds: [user.a] });
    const res = await t.call('PATCH', `/thong-bao/${n.id}`, chair().token, { tieuDe: 'Họp lúc 9 giờ' });
    expect(res.statusCode, res.body).toBe(200);
    const inbox = await t.call('GET', '/thong-bao/user/my-notifications?limit=50', memberA);
    expect(inbox.json().data.list.find((i: { id: number }) => i.id === n.id).tieuDe).toBe('Họp lúc 9 giờ');
    const history = await auditRows(t.ctx, 'notification', n.id);
    expect(history.map((r) => r.action)).toEqual(['create', 'send', 'update']);
    expect(history.at(-1)).toMatchObject({
      before: { tieuDe: 'Họp lúc 8 giờ' },
      after: { tieuDe: 'Họp lúc 9 giờ' },
    });
    expect((await t.call('PATCH', `/thong-bao/${n.id}`, chair().token, {})).json().message).toBe(
      'Không có thay đổi nào',
    );
  });

  it('shows its sender who it reached and who has read it, unread first, searchable without accents', async () => {
    const n = await draft();
    await send(n.id, { nguoiNhanIds: [user.a, user.a2, user.a1] });
    await t.call('POST', `/thong-bao/user/${n.id}/mark-read`, memberA);
    const list = async (query = '') => {
      const res = await t.call('GET', `/thong-bao/${n.id}/nguoi-nhan${query}`, chair().token);
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
      userId: user.a,
      fullName: 'Nguyễn Thị Lan',
      trangThaiDoc: 'da_doc',
    });
    expect((await list('?search=cuong')).list.map((r) => r.userId)).toEqual([user.a1]);
    expect((await list('?trangThaiDoc=da_doc')).list.map((r) => r.userId)).toEqual([user.a]);
    const elsewhere = await t.call('GET', `/thong-bao/${n.id}/nguoi-nhan`, t.world.elsewhereChair.token);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('deletes from every inbox', async () => {
    const n = await draft({ recipients: [member()] });
    expect((await t.call('DELETE', `/thong-bao/${n.id}`, chair().token)).statusCode).toBe(200);
    expect(await inboxRows(n.id)).toEqual([]);
    expect((await t.call('POST', `/thong-bao/user/${n.id}/mark-read`, member().token)).statusCode).toBe(404);
  });
});

describe('a user’s inbox', () => {
  it('lists the user’s own notifications with the spec’s fields, newest first, and counts the unread', async () => {
    await draft({ title: 'Thông báo thứ nhất', recipients: [member()] });
    const second = await draft({
      title: 'Thông báo thứ hai',
      type: 'Thông báo sự kiện',
      recipients: [member()],
    });
    const res = await t.call('GET', '/thong-bao/user/my-notifications', member().token);
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
    const unread = (await t.call('GET', '/thong-bao/user/unread-count', member().token)).json().data;
    expect(unread.count).toBe(page.unreadCount);
    expect(unread.unreadCount).toBe(unread.count);
  });

  it('marks read and unread again; someone else’s notification reads as not found', async () => {
    const n = await draft({ recipients: [{ id: user.a }] });
    const unread = async () =>
      (await t.call('GET', '/thong-bao/user/unread-count', memberA)).json().data.count;
    const before = await unread();
    const read = await t.call('POST', `/thong-bao/user/${n.id}/mark-read`, memberA);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ id: n.id, trangThaiDoc: 'da_doc', daDoc: true });
    expect(await unread()).toBe(before - 1);
    expect((await t.call('GET', `/thong-bao/${n.id}`, chair().token)).json().data.soDaDoc).toBe(1);
    const again = await t.call('POST', `/thong-bao/user/${n.id}/mark-unread`, memberA);
    expect(again.json().data).toMatchObject({ trangThaiDoc: 'chua_doc', daDoc: false });
    expect(await unread()).toBe(before);
    expect((await t.call('POST', `/thong-bao/user/${n.id}/mark-read`, member().token)).statusCode).toBe(404);
    expect((await t.call('POST', '/thong-bao/user/999999/mark-read', memberA)).statusCode).toBe(404);
  });

  it('marks all read for oneself only', async () => {
    await draft({ recipients: [{ id: user.a }, member()] });
    const unread = async (token: string) =>
      (await t.call('GET', '/thong-bao/user/unread-count', token)).json().data.count;
    expect((await t.call('PATCH', `/thong-bao/tat-ca-da-doc/${member().id}`, memberA)).statusCode).toBe(403);
    const res = await t.call('PATCH', `/thong-bao/tat-ca-da-doc/${user.a}`, memberA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.count).toBeGreaterThan(0);
    expect(await unread(memberA)).toBe(0);
    // the other recipient's notification is still unread
    expect(await unread(member().token)).toBeGreaterThan(0);
    const onlyRead = await t.call('GET', '/thong-bao/user/my-notifications?trangThaiDoc=chua_doc', memberA);
    expect(onlyRead.json().data.list).toEqual([]);
  });
});
