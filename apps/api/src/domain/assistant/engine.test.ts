import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../actor.js';
import { memberEvents, members, organizations } from '../../db/schema/index.js';
import { TokenSigner } from '../../sessions/tokens.js';
import { VerifiedTokens } from '../../sessions/verified-tokens.js';
import {
  buildEvent,
  buildMember,
  buildNotification,
  buildOrganization,
  buildPeriod,
  buildReport,
  buildStaff,
  type Person,
  useTestApp,
} from '../../test/harness.js';
import { answerQuestion, readOnly } from './engine.js';

const t = useTestApp({ world: true });
const now = new Date();
let actors: VerifiedTokens;
const actorOf = async (person: Person) => (await actors.actor(person.token)) as Actor;
const ask = async (person: Person, question: string) =>
  answerQuestion(t.ctx.database.db, await actorOf(person), question, { now });

beforeAll(async () => {
  actors = new VerifiedTokens(new TokenSigner(t.ctx.config.JWT_SECRET));
  const { world } = t;
  const [mine, second] = world.grassroots;
  // the chair's union keeps records: 3 women and 2 men active, one woman who left
  for (const gender of ['nu', 'nu', 'nu', 'nam', 'nam'] as const)
    await buildMember(t.ctx, { organizationId: mine.id, gender });
  await buildMember(t.ctx, { organizationId: mine.id, gender: 'nu', status: 'thoi_sinh_hoat' });
  // the other union under the ward declares its figures only
  const declare = (id: number, figures: Partial<typeof organizations.$inferInsert>) =>
    t.ctx.database.db.update(organizations).set(figures).where(eq(organizations.id, id));
  await declare(second.id, { memberCount: 10, memberMaleCount: 4, memberFemaleCount: 6, workerCount: 20 });
  await declare(world.elsewhere.id, {
    name: 'Công đoàn Công ty Ngoài Tầm',
    searchText: 'cong doan cong ty ngoai tam',
    memberCount: 987,
    memberMaleCount: 321,
    memberFemaleCount: 666,
  });
  await buildStaff(t.ctx, { organizationId: mine.id, termStart: '2024-01-01' });
  await buildStaff(t.ctx, { organizationId: mine.id, termStart: '2020-01-01', termEnd: '2023-12-31' });
});

describe('the assistant answers figures within the asker scope', () => {
  it('counts the women of a chair’s own union from its records, with the link to the same list', async () => {
    const answer = await ask(t.world.as.chair, 'Công đoàn mình có bao nhiêu đoàn viên nữ?');
    expect(answer.intent).toBe('members.count');
    expect(answer.text).toContain('có 3 đoàn viên nữ.');
    expect(answer.refused).toBe(false);
    expect(answer.source).toBe('figures');
    expect(answer.link?.href).toBe('/trade-union/members/list?status=dang_sinh_hoat&gender=nu');
  });

  it('reads a question typed without marks and with a typo the same', async () => {
    const answer = await ask(t.world.as.chair, 'cong doan minh co bao nhieu doan vein nu');
    expect(answer.intent).toBe('members.count');
    expect(answer.slots.gender).toBe('nu');
    expect(answer.text).toContain('có 3 đoàn viên nữ.');
  });

  it('adds declared figures to records over a ward union, and says how many of them have records', async () => {
    const answer = await ask(t.world.wardUnionChair, 'phường mình có bao nhiêu đoàn viên nữ');
    expect(answer.text).toContain('có 9 đoàn viên nữ.');
    expect(answer.text).toContain('Hồ sơ trên hệ thống: 3 đoàn viên nữ.');
    const unions = await ask(t.world.wardUnionChair, 'có mấy công đoàn cơ sở');
    expect(unions.intent).toBe('unions.count');
    expect(unions.text).toContain('có 2 công đoàn cơ sở');
  });

  it('refuses a chair who names a union outside their scope, and gives none of its figures', async () => {
    const answer = await ask(t.world.as.chair, 'Công ty Ngoài Tầm có bao nhiêu đoàn viên nữ?');
    expect(answer.slots.organizationId).toBe(t.world.elsewhere.id);
    expect(answer.refused).toBe(true);
    expect(answer.text).toContain('Bạn không có quyền xem số liệu của đơn vị này');
    expect(answer.text).not.toMatch(/666|987/);
    expect(answer.link).toBeNull();
  });

  it('knows a union by the words a question starts with, without its cue, but not a place or one’s own', async () => {
    const named = await ask(t.world.as.chair, 'Ngoài Tầm có bao nhiêu đoàn viên nữ?');
    expect(named.slots.organizationId).toBe(t.world.elsewhere.id);
    expect(named.refused).toBe(true);
    expect(named.text).not.toMatch(/666|987/);
    // a union whose name holds "phường Minh…" is not what "phường mình…" asks about
    await buildOrganization(t.ctx, { name: 'Công đoàn Phường Minh Khai', parent: t.world.elsewhere });
    const own = await ask(t.world.wardUnionChair, 'phường mình có bao nhiêu đoàn viên nữ');
    expect(own.refused).toBe(false);
    expect(own.slots.organizationId).toBeUndefined();
    expect(own.text).toContain('có 9 đoàn viên nữ.');
  });

  it('reads "mấy người" before leaving or joining, and "thành viên" as members', async () => {
    const left = await ask(t.world.as.chair, 'Năm nay có mấy người thôi sinh hoạt?');
    expect(left.intent).toBe('members.left');
    const joined = await ask(t.world.as.chair, 'năm nay có mấy người được kết nạp');
    expect(joined.intent).toBe('members.joined');
    const count = await ask(t.world.as.chair, 'Công đoàn chúng tôi có bao nhiêu thành viên nữ?');
    expect(count.intent).toBe('members.count');
    expect(count.text).toContain('có 3 đoàn viên nữ.');
    // one union asked about itself is not "at 1 union"
    const all = await ask(t.world.as.chair, 'Công đoàn mình có bao nhiêu đoàn viên?');
    expect(all.text).toMatch(/ có 5 đoàn viên\.$/);
    const board = await ask(t.world.as.chair, 'Ban chấp hành có mấy thành viên?');
    expect(board.intent).toBe('staff.count');
  });

  it('refuses a chair who names another ward, and answers the province officer', async () => {
    const question = `${t.world.otherWard.name} có bao nhiêu đoàn viên nữ?`;
    const refused = await ask(t.world.as.chair, question);
    expect(refused.refused).toBe(true);
    expect(refused.text).not.toContain('666');
    const answered = await ask(t.world.as.provincialOfficer, question);
    expect(answered.slots.xaPhuongId).toBe(t.world.otherWard.id);
    expect(answered.text).toContain('có 666 đoàn viên nữ.');
  });

  it('keeps a member to their own notices: union figures are refused', async () => {
    const member = t.world.as.member;
    await buildNotification(t.ctx, { title: 'Họp tổ công đoàn', recipients: [member] });
    const figures = await ask(member, 'công đoàn có bao nhiêu đoàn viên');
    expect(figures.refused).toBe(true);
    const inbox = await ask(member, 'toi co thong bao nao chua doc');
    expect(inbox.intent).toBe('notifications.unread');
    expect(inbox.text).toBe('Bạn có 1 thông báo chưa đọc.');
    expect(inbox.table?.rows[0]?.[0]).toBe('Họp tổ công đoàn');
  });

  it('lists this week’s events the asker may see, and staff in office', async () => {
    const chair = t.world.as.chair;
    const today = new Date();
    await buildEvent(t.ctx, {
      name: 'Hội nghị người lao động',
      startsAt: today,
      endsAt: new Date(today.getTime() + 3_600_000),
      organizer: { ...chair, organizationId: chair.organizationId, xaPhuongId: null, cumKhuCnId: null },
    });
    const events = await ask(chair, 'tuần này có sự kiện gì');
    expect(events.intent).toBe('events.upcoming');
    expect(events.slots.periodLabel).toBe('tuần này');
    expect(events.table?.rows.map((r) => r[0])).toContain('Hội nghị người lao động');
    const staff = await ask(chair, 'có bao nhiêu cán bộ công đoàn');
    expect(staff.text).toContain('có 1 cán bộ công đoàn đang trong nhiệm kỳ');
  });

  it('gives the women’s share, the workers, and the admissions and leavers of a period', async () => {
    const [mine] = t.world.grassroots;
    const share = await ask(t.world.wardUnionChair, 'tỷ lệ đoàn viên nữ là bao nhiêu');
    expect(share.intent).toBe('members.femaleShare');
    // declared 6 of 10 and records 3 of 5: 9 of 15 in all, and the records' share beside it
    expect(share.text).toContain('60% (9/15 đoàn viên)');
    expect(share.text).toContain('Theo hồ sơ trên hệ thống: 60% (3/5 đoàn viên)');
    const workers = await ask(t.world.wardUnionChair, 'có bao nhiêu người lao động');
    expect(workers.intent).toBe('workers.count');
    expect(workers.text).toContain(
      'có 20 người lao động tại 2 công đoàn cơ sở; 15 người là đoàn viên (tỷ lệ 75%)',
    );

    const [someone, other] = await t.ctx.database.db
      .select()
      .from(members)
      .where(eq(members.organizationId, mine.id))
      .limit(2);
    await t.ctx.database.db.insert(memberEvents).values([
      {
        memberId: someone!.id,
        kind: 'tiep_nhan',
        effectiveOn: '2024-03-05',
        toOrganizationId: mine.id,
        toStatus: 'dang_sinh_hoat',
      },
      {
        memberId: other!.id,
        kind: 'tiep_nhan',
        effectiveOn: '2024-07-01',
        toOrganizationId: mine.id,
        toStatus: 'dang_sinh_hoat',
      },
      {
        memberId: other!.id,
        kind: 'doi_trang_thai',
        effectiveOn: '2024-08-10',
        toOrganizationId: mine.id,
        fromStatus: 'dang_sinh_hoat',
        toStatus: 'thoi_sinh_hoat',
      },
    ]);
    const joined = await ask(t.world.as.chair, 'quý 1 năm 2024 kết nạp bao nhiêu đoàn viên');
    expect(joined.intent).toBe('members.joined');
    expect(joined.text).toContain(
      ': 1 đoàn viên được kết nạp hoặc tiếp nhận quý 1/2024 (01/01/2024–31/03/2024).',
    );
    const left = await ask(t.world.as.chair, 'nam 2024 co bao nhieu doan vien thoi sinh hoat');
    expect(left.intent).toBe('members.left');
    expect(left.text).toContain(': 1 đoàn viên thôi sinh hoạt năm 2024');
  });

  it('names the units of the open occurrence that have not reported, with the link to them', async () => {
    const [mine, second] = t.world.grassroots;
    const period = await buildPeriod(t.ctx, {
      kind: 'dot_xuat',
      name: 'Rà soát thử',
      units: [t.world.wardUnion.id],
    });
    const occurrence = period.occurrences[0]!;
    await buildReport(t.ctx, { occurrenceId: occurrence.id, organizationId: mine.id });
    const answer = await ask(t.world.wardUnionChair, 'đơn vị nào chưa nộp báo cáo?');
    expect(answer.intent).toBe('reports.missing');
    expect(answer.text).toContain('1/2 đơn vị');
    expect(answer.table?.rows.map((r) => r[0])).toEqual([second.name]);
    expect(answer.link?.href).toBe(
      `/trade-union/member-reports/time-updates?id=${period.id}&ky=${occurrence.id}&trangThaiBaoCao=chua_bao_cao`,
    );
  });

  it('greets, and offers the closest questions instead of guessing', async () => {
    const hello = await ask(t.world.as.chair, 'xin chào');
    expect(hello.intent).toBe('greeting');
    expect(hello.suggestions.length).toBeGreaterThan(2);
    const unknown = await ask(t.world.as.chair, 'đoàn viên nữ');
    expect(unknown.intent).toBe('unknown');
    expect(unknown.text).toContain('Có phải bạn muốn hỏi');
    expect(unknown.suggestions[0]).toBe('Đơn vị mình có bao nhiêu đoàn viên?');
    expect(unknown.suggestions).toHaveLength(3);
  });

  it('reads in a read-only transaction: a write inside it fails', async () => {
    await expect(
      readOnly(t.ctx.database.db, (tx) =>
        buildOrganization({ database: { ...t.ctx.database, db: tx as never } }),
      ),
    ).rejects.toSatisfy((e: Error) => /read-only transaction/.test(String((e.cause as Error)?.message)));
  });
});
