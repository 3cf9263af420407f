import { type OverviewAnswer, vietnamDate } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../../db/schema/index.js';
import { vnMonthStart } from '../../../domain/events/vn-calendar.js';
import {
  buildCompany,
  buildEvent,
  buildNotification,
  buildOccurrence,
  buildOrganization,
  buildPeriod,
  buildReport,
  buildZone,
  rebuildFiguresOfPast,
  useTestApp,
} from '../../../test/harness.js';

const t = useTestApp({ world: true });
const db = () => t.ctx.database.db;

/** A moment of a Việt Nam day in 2026, at noon there. */
const on = (day: string) => new Date(`${day}T05:00:00Z`);
/** The window of every test but one: March 2026, against February. */
const MARCH = { fromDate: '2026-03-01', toDate: '2026-03-31' };

const overview = async (token: string, query: Record<string, string | number> = MARCH) => {
  const res = await t.call('GET', '/report/thong-ke-tong-quan', { token, query });
  return { status: res.statusCode, body: res.json(), data: res.json().data as OverviewAnswer };
};

/*
 * The known data set, under the world's ward union (W) and elsewhere (E):
 * units    g0 (world, 100 members), g1 (world, 50 now, 45 as approved in January), g2 (new on
 *          5 March, 20), g3 (10 April, after the window, 7), a dissolved one (999); E (30)
 * reports  g1: January's approved (45), February's filed 15 Feb and approved 5 March (50),
 *          March's filed 10 March waiting; g0: February's filed 20 Feb waiting, March's filed
 *          12 March waiting; E: February's waiting
 * events   by g0's chair: 10 March, 20 March–5 April, 10 February, a cancelled 15 March;
 *          by E's chair: 10 March
 * companies two in g0's zone, one in a zone no unit of the world lies in
 */
beforeAll(async () => {
  const w = t.world;
  const [g0, g1] = w.grassroots;
  const unit = async (created: string, members: number, status: 'active' | 'dissolved' = 'active') => {
    const o = await buildOrganization(t.ctx, { parent: w.wardUnion, xaPhuongId: w.ward.id });
    await db()
      .update(organizations)
      .set({ createdAt: on(created), memberCount: members, status })
      .where(eq(organizations.id, o.id));
    return o;
  };
  const figures = async (id: number, created: string, members: number) =>
    db()
      .update(organizations)
      .set({ createdAt: on(created), memberCount: members })
      .where(eq(organizations.id, id));
  await figures(g0.id, '2026-01-10', 100);
  await figures(g1.id, '2026-01-10', 50);
  await figures(w.elsewhere.id, '2026-01-10', 30);
  await unit('2026-03-05', 20);
  await unit('2026-04-10', 7);
  await unit('2026-01-10', 999, 'dissolved');
  await buildCompany(t.ctx, { cumKhuCnId: w.zone.id });
  await buildCompany(t.ctx, { cumKhuCnId: w.zone.id });
  await buildCompany(t.ctx, { cumKhuCnId: (await buildZone(t.ctx)).id });

  const period = await buildPeriod(t.ctx, { name: 'Báo cáo đoàn số hàng tháng', endDay: 25 });
  const occurrence = (month: number) =>
    buildOccurrence(t.ctx, {
      periodId: period.id,
      key: `2026-0${month}`,
      name: `Tháng ${month}/2026`,
      year: 2026,
      month,
      startsAt: on(`2026-0${month}-01`),
      endsAt: on(`2026-0${month}-25`),
    });
  const [jan, feb, mar] = [await occurrence(1), await occurrence(2), await occurrence(3)];
  const report = (
    occurrenceId: number,
    organizationId: number,
    created: string,
    members: number,
    decided?: string,
  ) =>
    buildReport(t.ctx, {
      occurrenceId,
      organizationId,
      memberTotal: members,
      createdAt: on(created),
      state: decided ? 'da_phe_duyet' : 'cho_phe_duyet',
      decidedAt: decided ? on(decided) : null,
    });
  await report(jan.id, g1.id, '2026-01-05', 45, '2026-01-20');
  await report(feb.id, g1.id, '2026-02-15', 50, '2026-03-05');
  await report(mar.id, g1.id, '2026-03-10', 52);
  await report(feb.id, g0.id, '2026-02-20', 100);
  await report(mar.id, g0.id, '2026-03-12', 100);
  await report(feb.id, w.elsewhere.id, '2026-02-20', 30);

  const chair = w.as.chair;
  await buildEvent(t.ctx, { organizer: chair, startsAt: on('2026-03-10') });
  await buildEvent(t.ctx, { organizer: chair, startsAt: on('2026-03-20'), endsAt: on('2026-04-05') });
  await buildEvent(t.ctx, { organizer: chair, startsAt: on('2026-02-10') });
  await buildEvent(t.ctx, { organizer: chair, startsAt: on('2026-03-15'), cancelledAt: on('2026-03-01') });
  await buildEvent(t.ctx, { organizer: w.elsewhereChair, startsAt: on('2026-03-10') });

  await buildNotification(t.ctx, { recipients: [chair] });
  await rebuildFiguresOfPast(t.ctx);
});

describe('GET /report/thong-ke-tong-quan', () => {
  it("gives the ward union's chair his subtree: unions, members, events and waiting reports against February", async () => {
    const { status, data } = await overview(t.world.wardUnionChair.token);
    expect(status).toBe(200);
    expect(data).toEqual({
      // g0, g1 and g2 (g3 came after March, the dissolved one does not count); before: g0, g1
      tongSoCongDoan: 3,
      tangTruongCongDoan: '+50%',
      // 100 + 50 + 20 against 100 + 45 (g1 as approved in January: February's came on 5 March)
      tongSoDoanVien: 170,
      tangTruongDoanVien: '+17%',
      // none of them keeps member records: all declared
      tongSoDoanVienTheoHoSo: 0,
      tongSoDoanVienTheoBaoCao: 170,
      // 10 March and 20 March–5 April against 10 February; cancelled and elsewhere's left out
      suKienTrongThang: 2,
      tangTruongSuKien: '+100%',
      // g1's and g0's of March, g0's of February; on 1 March: g0's of February, g1's of February
      choPheduyet: 3,
      thayDoiChoPheduyet: '+50%',
      // the two of g0's zone
      tongSoCongTyChuaCoCD: 2,
      thongBaoChuaDoc: 0,
      khoangThoiGian: { tuNgay: '2026-03-01', denNgay: '2026-03-31' },
      khoangTruoc: { tuNgay: '2026-02-01', denNgay: '2026-02-28' },
    });
  });

  it('gives a grassroots chair his own union only, and no count of reports to decide (he stands above no unit)', async () => {
    const { data } = await overview(t.world.as.chair.token);
    expect(data).toMatchObject({
      tongSoCongDoan: 1,
      tangTruongCongDoan: '0%',
      tongSoDoanVien: 100,
      tangTruongDoanVien: '0%',
      suKienTrongThang: 2,
      choPheduyet: null,
      thayDoiChoPheduyet: null,
      tongSoCongTyChuaCoCD: 2,
      thongBaoChuaDoc: 1,
    });
    // the ward union above it has the count
    expect(typeof (await overview(t.world.wardUnionChair.token)).data.choPheduyet).toBe('number');
  });

  it('gives the chair of the union out of reach only his own', async () => {
    const { data } = await overview(t.world.elsewhereChair.token);
    expect(data).toMatchObject({
      tongSoCongDoan: 1,
      tongSoDoanVien: 30,
      suKienTrongThang: 1,
      tangTruongSuKien: '+100%',
      choPheduyet: null,
      // his union lies in no zone
      tongSoCongTyChuaCoCD: 0,
    });
  });

  it('gives the province everything, and narrows to a unit or a period when asked', async () => {
    const officer = t.world.as.provincialOfficer.token;
    expect((await overview(officer)).data).toMatchObject({
      tongSoCongDoan: 4,
      tongSoDoanVien: 200,
      tangTruongDoanVien: '+14%',
      suKienTrongThang: 3,
      choPheduyet: 4,
      thayDoiChoPheduyet: '+33%',
      tongSoCongTyChuaCoCD: 3,
    });
    const g1 = t.world.grassroots[1].id;
    expect((await overview(officer, { ...MARCH, organizationId: g1 })).data).toMatchObject({
      tongSoCongDoan: 1,
      tongSoDoanVien: 50,
      tangTruongDoanVien: '+11%',
      suKienTrongThang: 0,
      choPheduyet: 1,
      // g1 lies in no zone
      tongSoCongTyChuaCoCD: 0,
    });
    const other = await buildPeriod(t.ctx, { name: 'Kỳ khác', kind: 'dot_xuat' });
    expect((await overview(officer, { ...MARCH, thoiGianCapNhatDoanSoId: other.id })).data.choPheduyet).toBe(
      0,
    );
  });

  it('reads the members of a window closed before an approval as that approval found them', async () => {
    const february = { fromDate: '2026-02-01', toDate: '2026-02-28' };
    // g1's report of February was approved on 5 March, after the window: g1 counts its January 45
    // at both ends; with g0's 100 (g2 came in March)
    expect((await overview(t.world.wardUnionChair.token, february)).data).toMatchObject({
      tongSoCongDoan: 2,
      tongSoDoanVien: 145,
      tangTruongDoanVien: '0%',
    });
  });

  it('leaves null what the caller may not read: a member sees events and his inbox only', async () => {
    const { data } = await overview(t.world.as.member.token);
    expect(data).toMatchObject({
      tongSoCongDoan: null,
      tangTruongCongDoan: null,
      tongSoDoanVien: null,
      suKienTrongThang: 2,
      choPheduyet: null,
      thayDoiChoPheduyet: null,
      tongSoCongTyChuaCoCD: null,
    });
    expect((await overview(t.world.as.executiveMember.token)).data).toMatchObject({
      tongSoCongDoan: 1,
      choPheduyet: null,
    });
  });

  it('answers a unit out of scope as not found, and a wrong day in Vietnamese', async () => {
    const out = await overview(t.world.as.chair.token, { organizationId: t.world.elsewhere.id });
    expect(out.status).toBe(404);
    expect(out.body.message).toBe('Đơn vị không tồn tại');
    const bad = await overview(t.world.as.chair.token, { fromDate: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Ngày không hợp lệ (YYYY-MM-DD)');
  });

  it('defaults to this month in Việt Nam against last month, and a window of days against as many before', async () => {
    const { data } = await overview(t.world.as.chair.token, {});
    const start = vnMonthStart(new Date());
    expect(data.khoangThoiGian.tuNgay).toBe(vietnamDate(start));
    expect(data.khoangThoiGian.denNgay).toBe(vietnamDate(new Date(vnMonthStart(start, 1).getTime() - 1)));
    expect(data.khoangTruoc.tuNgay).toBe(vietnamDate(vnMonthStart(start, -1)));
    const days = await overview(t.world.as.chair.token, { fromDate: '2026-03-11', toDate: '2026-03-20' });
    expect(days.data.khoangTruoc).toEqual({ tuNgay: '2026-03-01', denNgay: '2026-03-10' });
    // 10 March falls before, 20 March inside
    expect(days.data).toMatchObject({ suKienTrongThang: 1, tangTruongSuKien: '0%' });
  });
});
