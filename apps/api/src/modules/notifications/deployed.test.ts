import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationRecipients, notifications, users } from '../../db/schema/index.js';
import { buildNotification, buildUser, login, recipientsOf, useTestApp } from '../../test/harness.js';

/**
 * The deployed clients' notifications (/work/shared/DEPLOYED.md §2d): a body of `noiDungThongBao`
 * and `ghiChu` (no title), answers with those names beside ours, and a send that answers
 * `sentCount` and `failedUsers`. A create reaches nobody (the deployed one reached every user).
 */
const t = useTestApp({ world: true });
const chair = () => t.world.as.chair;
const user = { a: 0, b: 0, locked: 0 };
let aToken = '';

beforeAll(async () => {
  const mine = t.world.grassroots[0].id;
  Object.assign(user, {
    a: (await buildUser(t.ctx, { organizationId: mine, fullName: 'Nguyễn Thị Lan' })).id,
    b: (await buildUser(t.ctx, { organizationId: mine, fullName: 'Trần Văn Bình' })).id,
    locked: (await buildUser(t.ctx, { organizationId: mine, isActive: 0 })).id,
  });
  const [a] = await t.ctx.database.db.select().from(users).where(eq(users.id, user.a));
  aToken = (await login(t.ctx, a!.username!)).accessToken;
});

const rowOf = async (id: number) =>
  (await t.ctx.database.db.select().from(notifications).where(eq(notifications.id, id)))[0]!;
const create = (body: object) => t.call('POST', '/thong-bao', chair().token, body);

describe('POST thong-bao with the deployed body', () => {
  it('takes noiDungThongBao alone: the content, its first line the title; reaches nobody', async () => {
    const [before] = await t.ctx.database.db.select({ n: count() }).from(notificationRecipients);
    const content =
      '\n  Lịch họp Ban Chấp hành tháng 12  \nHọp lúc 8 giờ sáng thứ Hai tại hội trường tầng 2.';
    const res = await create({ noiDungThongBao: content });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({
      tieuDe: 'Lịch họp Ban Chấp hành tháng 12',
      noiDung: content.trim(),
      noiDungThongBao: content.trim(),
      ghiChu: null,
      loaiThongBao: 'Thông báo chung',
      duongDan: null,
      nguoiGui: chair().id,
      soNguoiNhan: 0,
      guiLanDau: null,
    });
    const row = await rowOf(item.id);
    expect(row).toMatchObject({
      title: 'Lịch họp Ban Chấp hành tháng 12',
      body: content.trim(),
      type: 'Thông báo chung',
      link: null,
      senderId: chair().id,
      firstSentAt: null,
    });
    // Not the deployed "create means broadcast": no inbox row anywhere.
    const [after] = await t.ctx.database.db.select({ n: count() }).from(notificationRecipients);
    expect(after!.n).toBe(before!.n);
  });

  it('keeps ghiChu as the note beside the content and cuts a long first line to the title’s 200', async () => {
    const line = `Thông báo ${'rất '.repeat(60)}dài`;
    const res = await create({ noiDungThongBao: line, ghiChu: '  Gửi kèm công văn số 12  ' });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    const row = await rowOf(item.id);
    expect(row).toMatchObject({ body: line, note: 'Gửi kèm công văn số 12' });
    expect(row.title).toHaveLength(200);
    expect(row.title).toBe(`${line.slice(0, 199).trimEnd()}…`);
    expect(item).toMatchObject({
      noiDungThongBao: line,
      noiDung: line,
      tieuDe: row.title,
      ghiChu: 'Gửi kèm công văn số 12',
    });
  });

  it('lets our fields win: tieuDe is the title, noiDung over noiDungThongBao', async () => {
    const res = await create({
      tieuDe: 'Tiêu đề riêng',
      noiDung: 'Nội dung của chúng tôi',
      noiDungThongBao: 'Cũ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(res.json().data.id)).toMatchObject({
      title: 'Tiêu đề riêng',
      body: 'Nội dung của chúng tôi',
    });
  });

  it('refuses a body without content, or too long with its note, in Vietnamese, writing nothing', async () => {
    const [before] = await t.ctx.database.db.select({ n: count() }).from(notifications);
    for (const [payload, message] of [
      [{}, 'Vui lòng nhập nội dung'],
      [{ ghiChu: 'chỉ có ghi chú' }, 'Vui lòng nhập nội dung'],
      [{ noiDungThongBao: '   ' }, 'Vui lòng nhập nội dung'],
      [{ noiDungThongBao: 'x', ghiChu: 'x'.repeat(1001) }, 'Tối đa 1000 ký tự'],
      [{ noiDungThongBao: 'x', ghiChu: 12 }, 'Ghi chú phải là chuỗi ký tự'],
    ] as const) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const [after] = await t.ctx.database.db.select({ n: count() }).from(notifications);
    expect(after!.n).toBe(before!.n);
  });

  it('answers noiDungThongBao and ghiChu in the list and the detail', async () => {
    const n = await buildNotification(t.ctx, { sender: chair(), title: 'Tin vắn', body: 'Nội dung tin vắn' });
    const detail = await t.call('GET', `/thong-bao/${n.id}`, chair().token);
    expect(detail.json().data).toMatchObject({
      noiDung: 'Nội dung tin vắn',
      noiDungThongBao: 'Nội dung tin vắn',
      ghiChu: null,
    });
    const list = await t.call('GET', '/thong-bao', { token: chair().token, query: { search: 'tin van' } });
    expect(list.json().data.list[0]).toMatchObject({
      id: n.id,
      noiDungThongBao: 'Nội dung tin vắn',
      ghiChu: null,
    });
  });
});

describe('GET thong-bao/user/my-notifications with the deployed names', () => {
  it('answers each item’s noiDungThongBao and ghiChu', async () => {
    const n = await buildNotification(t.ctx, { sender: chair(), body: 'Họp tổ công đoàn' });
    await t.call('PATCH', `/thong-bao/${n.id}`, chair().token, { ghiChu: 'Mang sổ ghi chép' });
    await t.call('POST', '/thong-bao/send', chair().token, {
      thongBaoId: n.id,
      nguoiNhanIds: [String(user.a)],
    });
    const inbox = await t.call('GET', '/thong-bao/user/my-notifications', aToken);
    expect(inbox.json().data.list.find((i: { id: number }) => i.id === n.id)).toMatchObject({
      noiDung: 'Họp tổ công đoàn',
      noiDungThongBao: 'Họp tổ công đoàn',
      ghiChu: 'Mang sổ ghi chép',
    });
  });
});

describe('POST thong-bao/send with the deployed body', () => {
  it('answers sentCount (those reached now) and failedUsers (named but not reached) beside ours', async () => {
    const n = await buildNotification(t.ctx, { sender: chair() });
    const res = await t.call('POST', '/thong-bao/send', chair().token, {
      thongBaoId: n.id,
      nguoiNhanIds: [String(user.a), String(user.b), String(user.locked)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      thongBaoId: n.id,
      soNguoiNhanMoi: 2,
      soNguoiNhan: 2,
      soEmail: 0,
      soZalo: 0,
      sentCount: 2,
      failedUsers: [String(user.locked)],
    });
    expect(await recipientsOf(t.ctx, n.id)).toEqual([user.a, user.b].sort((x, y) => x - y));
    const again = await t.call('POST', '/thong-bao/send', chair().token, {
      thongBaoId: n.id,
      nguoiNhanIds: [String(user.a)],
    });
    expect(again.json().data).toMatchObject({ sentCount: 0, failedUsers: [], soNguoiNhan: 2 });
  });
});

describe('PATCH thong-bao/{id} with the deployed body', () => {
  it('takes noiDungThongBao as the content (the title kept) and ghiChu as the note, each alone too', async () => {
    const n = await buildNotification(t.ctx, { sender: chair(), title: 'Giữ tiêu đề', body: 'Nội dung cũ' });
    const res = await t.call('PATCH', `/thong-bao/${n.id}`, chair().token, {
      noiDungThongBao: 'Nội dung mới',
      ghiChu: 'Đã đổi giờ họp',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(n.id)).toMatchObject({
      title: 'Giữ tiêu đề',
      body: 'Nội dung mới',
      note: 'Đã đổi giờ họp',
    });
    expect(res.json().data).toMatchObject({ noiDungThongBao: 'Nội dung mới', ghiChu: 'Đã đổi giờ họp' });

    // A note alone changes the note and keeps the content; null clears it.
    const alone = await t.call('PATCH', `/thong-bao/${n.id}`, chair().token, { ghiChu: 'Chỉ ghi chú' });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(await rowOf(n.id)).toMatchObject({ body: 'Nội dung mới', note: 'Chỉ ghi chú' });
    const cleared = await t.call('PATCH', `/thong-bao/${n.id}`, chair().token, { ghiChu: null });
    expect(cleared.json().data).toMatchObject({ noiDung: 'Nội dung mới', ghiChu: null });
    expect((await rowOf(n.id)).note).toBeNull();
  });
});
