import { ROLE_IDS } from '@congdoan/shared';
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, notifications, outbox } from '../../db/schema/index.js';
import { OUTBOX_BUS_CHANNEL } from '../../outbox/enqueue.js';
import {
  buildOrganization,
  buildUser,
  buildZaloAccount,
  recipientsOf,
  recordBus,
  useTestApp,
} from '../../test/harness.js';
import { writeTransaction } from '../../write/transaction.js';
import type { NoticeContent, Sender } from './notice.js';
import type { RecipientChoice } from './recipients.js';
import { NOTIFICATION_SENT_CHANNEL, type NoticeChannels, sendNotice } from './send.js';

/**
 * The send of every notice, called as the modules to come will call it: from a write with no
 * request behind it (a scheduled reminder), and for a sender with a scope of their own.
 */

// 'manual': the e-mails and Zalo messages stay in the outbox for the test to read.
const t = useTestApp({ outbox: 'manual' });
/** A job's sender: no user, the whole province. */
const system: Sender = {
  userId: null,
  scope: 'province',
  organizationId: null,
  xaPhuongId: null,
  cumKhuCnId: null,
};
/** The chair of orgA, whose scope is orgA and the units under it. */
let chair: Sender;
let orgA: { id: number; path: string };
let orgB: { id: number; path: string };
/** Users of orgA (one without an e-mail), of orgA1 under it, of orgB; a locked one of orgA. */
const user = { chair: 0, a: 0, a2: 0, a1: 0, b: 0, locked: 0 };
/**
 * Their Zalo accounts: a's and a1's follow the OA; a2's has left it, the chair's is switched off,
 * b's is out of the chair's scope; the locked user's follows but the user gets nothing.
 */
const zalo = { a: { id: 0, oaUserId: '' }, a1: { id: 0, oaUserId: '' } };
/** What the bus delivered to this instance, by channel. */
let heard: Record<string, string[]>;

beforeAll(async () => {
  orgA = await buildOrganization(t.ctx, { name: 'Công đoàn Công ty May Sông Hồng' });
  const orgA1 = await buildOrganization(t.ctx, { parent: orgA, name: 'Công đoàn phân xưởng Cắt' });
  orgB = await buildOrganization(t.ctx, { name: 'Công đoàn Trường Tiểu học Thử' });
  const build = async (organizationId: number, email: string | null, extra = {}) =>
    (await buildUser(t.ctx, { organizationId, email, ...extra })).id;
  Object.assign(user, {
    chair: await build(orgA.id, 'chutich@example.vn', { roles: [ROLE_IDS.chair] }),
    a: await build(orgA.id, 'lan@example.vn'),
    a2: await build(orgA.id, null),
    a1: await build(orgA1.id, 'cuong@example.vn'),
    b: await build(orgB.id, 'dung@example.vn'),
    locked: await build(orgA.id, 'khoa@example.vn', { isActive: 0 }),
  });
  const follower = (userId: number, extra = {}) => buildZaloAccount(t.ctx, { userId, ...extra });
  Object.assign(zalo, { a: await follower(user.a), a1: await follower(user.a1) });
  await follower(user.b);
  await follower(user.a2, { isFollowingOa: false });
  await follower(user.chair, { isActive: false });
  await follower(user.locked);
  chair = {
    userId: user.chair,
    scope: 'organization',
    organizationId: orgA.id,
    xaPhuongId: null,
    cumKhuCnId: null,
  };
  heard = Object.fromEntries(
    [NOTIFICATION_SENT_CHANNEL, OUTBOX_BUS_CHANNEL].map((c) => [c, recordBus(t.ctx.database, c).heard]),
  );
});
beforeEach(() => {
  for (const list of Object.values(heard)) list.length = 0;
});

let serial = 0;
const content = (): NoticeContent => ({
  tieuDe: `Nhắc nộp báo cáo quý ${++serial}`,
  noiDung: 'Đề nghị công đoàn cơ sở nộp báo cáo quý trước ngày 15.',
  loaiThongBao: 'Nhắc báo cáo',
  duongDan: '/trade-union/reports',
});

/** A send in a write of its own with no request, as a scheduled job makes it. */
const send = (
  sender: Sender,
  notice: { id: number } | NoticeContent,
  to: RecipientChoice,
  channels?: NoticeChannels,
) => writeTransaction(t.ctx.database.db, null, (w) => sendNotice(w, sender, notice, to, channels));

const inbox = (id: number) => recipientsOf(t.ctx, id);

const deliveries = async <P>(channel: string, id: number) =>
  (
    await t.ctx.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.channel, channel))
      .orderBy(asc(outbox.id))
  )
    .map((r) => r.payload as P & { ref?: string })
    .filter((p) => p.ref === `notification:${id}`);
const mailsOf = (id: number) => deliveries<{ to: string; subject: string; text: string }>('email', id);
/** A notice's Zalo messages, by account id. */
const zaloOf = async (id: number) =>
  (await deliveries<{ zaloAccountId: number; to: string; text: string }>('zalo', id)).sort(
    (x, y) => x.zaloAccountId - y.zaloAccountId,
  );

const sorted = (...ids: number[]) => [...ids].sort((x, y) => x - y);

describe('sendNotice', () => {
  it('from a job with no request: a new notice to organisations with the units under them, in the app, by e-mail and on Zalo', async () => {
    const notice = content();
    const sent = await send(system, notice, { organizationIds: [orgA.id] }, { email: true, zalo: true });

    expect(sent).toEqual({
      noticeId: expect.any(Number),
      added: 4,
      recipients: 4,
      emailed: 3,
      zaloQueued: 2,
    });
    const id = sent.noticeId;
    expect(await inbox(id)).toEqual(sorted(user.chair, user.a, user.a2, user.a1));
    const [row] = await t.ctx.database.db.select().from(notifications).where(eq(notifications.id, id));
    expect(row).toMatchObject({
      title: notice.tieuDe,
      type: 'Nhắc báo cáo',
      link: '/trade-union/reports',
      senderId: null,
      organizationId: null,
    });
    expect(row!.firstSentAt).toBeInstanceOf(Date);
    expect((await mailsOf(id)).map((m) => m.to).sort()).toEqual([
      'chutich@example.vn',
      'cuong@example.vn',
      'lan@example.vn',
    ]);
    // the mail ends with the page the notice opens, as the Zalo message does
    expect((await mailsOf(id))[0]).toMatchObject({
      subject: notice.tieuDe,
      text: `${notice.noiDung}\n\nXem chi tiết: /trade-union/reports`,
      link: '/trade-union/reports',
    });
    // Only the recipients whose linked account follows the OA and is switched on.
    expect(await zaloOf(id)).toEqual(
      [
        { account: zalo.a, userId: user.a },
        { account: zalo.a1, userId: user.a1 },
      ]
        .sort((x, y) => x.account.id - y.account.id)
        .map(({ account, userId }) => ({
          zaloAccountId: account.id,
          to: account.oaUserId,
          userId,
          text: `${notice.tieuDe}\n\n${notice.noiDung}\n\nXem chi tiết: /trade-union/reports`,
          ref: `notification:${id}`,
          link: '/trade-union/reports',
        })),
    );

    const audit = await t.ctx.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.recordId, String(id)))
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      {
        action: 'create',
        actorId: null,
        after: {
          tieuDe: notice.tieuDe,
          noiDung: notice.noiDung,
          loaiThongBao: 'Nhắc báo cáo',
          duongDan: '/trade-union/reports',
          ghiChu: null,
        },
      },
      {
        action: 'send',
        actorId: null,
        after: {
          soNguoiNhanMoi: 4,
          soEmail: 3,
          soZalo: 2,
          nguoiNhanIds: [],
          roleIds: [],
          organizationIds: [orgA.id],
          tatCa: false,
        },
      },
    ]);
  });

  it('skips whoever already has the notice, on every channel', async () => {
    const both = { email: true, zalo: true };
    const { noticeId } = await send(chair, content(), { nguoiNhanIds: [user.a] }, both);
    const again = await send(chair, { id: noticeId }, { tatCa: true }, both);
    expect(again).toEqual({ noticeId, added: 3, recipients: 4, emailed: 2, zaloQueued: 1 });
    expect(await inbox(noticeId)).toEqual(sorted(user.chair, user.a, user.a2, user.a1));
    expect((await mailsOf(noticeId)).map((m) => m.to).sort()).toEqual([
      'chutich@example.vn',
      'cuong@example.vn',
      'lan@example.vn',
    ]);
    expect((await zaloOf(noticeId)).map((m) => m.zaloAccountId)).toEqual(sorted(zalo.a.id, zalo.a1.id));
    expect(await send(chair, { id: noticeId }, { tatCa: true }, both)).toEqual({
      noticeId,
      added: 0,
      recipients: 4,
      emailed: 0,
      zaloQueued: 0,
    });
  });

  it('sends in the app only unless e-mail or Zalo is chosen', async () => {
    const { noticeId, emailed, zaloQueued } = await send(chair, content(), { nguoiNhanIds: [user.a] });
    expect([emailed, zaloQueued]).toEqual([0, 0]);
    expect(await inbox(noticeId)).toEqual([user.a]);
    expect(await mailsOf(noticeId)).toEqual([]);
    expect(await zaloOf(noticeId)).toEqual([]);
    expect(heard[OUTBOX_BUS_CHANNEL]).toEqual([]);
  });

  it('takes more users than a statement has parameters, as a job naming its registrants does', async () => {
    const many = [...Array.from({ length: 70_000 }, () => user.a), user.a1];
    const { noticeId } = await send(system, content(), { nguoiNhanIds: many });
    expect(await inbox(noticeId)).toEqual(sorted(user.a, user.a1));
    const unknown = [...many, 2_000_000_000];
    await expect(send(system, content(), { nguoiNhanIds: unknown })).rejects.toMatchObject({
      code: 'recipient_ref_invalid',
    });
  });

  it("reaches everyone in the sender's scope and no one outside it", async () => {
    const { noticeId } = await send(chair, content(), { tatCa: true });
    expect(await inbox(noticeId)).toEqual(sorted(user.chair, user.a, user.a2, user.a1));
  });

  it('refuses a user or an organisation outside the scope, and a notice outside it, leaving nothing behind', async () => {
    const [before] = await t.ctx.database.db.select({ n: count() }).from(notifications);
    await expect(send(chair, content(), { nguoiNhanIds: [user.b] })).rejects.toMatchObject({
      code: 'recipient_ref_invalid',
    });
    await expect(send(chair, content(), { organizationIds: [orgB.id] })).rejects.toMatchObject({
      code: 'recipient_ref_invalid',
    });
    const [after] = await t.ctx.database.db.select({ n: count() }).from(notifications);
    expect(after!.n, 'the notice written before the refusal is rolled back').toBe(before!.n);

    const { noticeId } = await send(system, content(), { nguoiNhanIds: [user.b] });
    await expect(send(chair, { id: noticeId }, { nguoiNhanIds: [user.a] })).rejects.toMatchObject({
      code: 'notification_not_found',
    });
    expect(await inbox(noticeId)).toEqual([user.b]);
  });

  it('does not refuse a send that reaches no one: it says so, and the caller decides', async () => {
    const sent = await send(system, content(), { nguoiNhanIds: [user.locked] }, { email: true });
    expect(sent).toMatchObject({ added: 0, recipients: 0, emailed: 0 });
    const [row] = await t.ctx.database.db
      .select({ firstSentAt: notifications.firstSentAt })
      .from(notifications)
      .where(eq(notifications.id, sent.noticeId));
    expect(row!.firstSentAt, 'still a draft').toBeNull();
    expect(heard).toEqual({ [NOTIFICATION_SENT_CHANNEL]: [], [OUTBOX_BUS_CHANNEL]: [] });
  });

  it('tells the bell and the outbox workers once each, after the commit, and never on a rollback', async () => {
    const sent = await writeTransaction(t.ctx.database.db, null, async (w) => {
      const done = await sendNotice(w, chair, content(), { tatCa: true }, { email: true });
      expect(heard, 'nothing is heard before the commit').toEqual({
        [NOTIFICATION_SENT_CHANNEL]: [],
        [OUTBOX_BUS_CHANNEL]: [],
      });
      return done;
    });
    expect(heard).toEqual({
      [NOTIFICATION_SENT_CHANNEL]: [String(sent.noticeId)],
      [OUTBOX_BUS_CHANNEL]: ['email'],
    });

    for (const list of Object.values(heard)) list.length = 0;
    await expect(
      writeTransaction(t.ctx.database.db, null, async (w) => {
        await sendNotice(w, chair, content(), { tatCa: true }, { email: true });
        throw new Error('the caller’s write failed');
      }),
    ).rejects.toThrow('the caller’s write failed');
    expect(heard).toEqual({ [NOTIFICATION_SENT_CHANNEL]: [], [OUTBOX_BUS_CHANNEL]: [] });
  });
});
