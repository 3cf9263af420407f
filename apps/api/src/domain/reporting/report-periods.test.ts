import { ROLE_IDS } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, reportOccurrences } from '../../db/schema/index.js';
import {
  buildOrganization,
  buildPeriod,
  buildReport,
  buildUser,
  inboxOf,
  useTestApp,
} from '../../test/harness.js';
import { runReportPeriods } from './report-periods.js';

/**
 * The reporting periods' job, run directly at chosen moments (no test app starts the scheduler).
 * Each test's one-off window lies on days of its own, years ahead. 'manual': the e-mails stay
 * queued in the outbox for the test to read.
 */
const t = useTestApp({ world: true, outbox: 'manual' });
const db = () => t.ctx.database.db;
const officer = () => t.world.as.provincialOfficer.token;

/** A moment in Việt Nam time. */
const vn = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);

/** A unit under the ward union with a chair (who files its reports) and a member (who does not). */
async function unitWithPeople() {
  const unit = await buildOrganization(t.ctx, { parent: t.world.wardUnion, xaPhuongId: t.world.ward.id });
  const chair = await buildUser(t.ctx, { roles: [ROLE_IDS.chair], organizationId: unit.id });
  const member = await buildUser(t.ctx, { roles: [ROLE_IDS.member], organizationId: unit.id });
  return { unit, chair, member };
}

describe('runReportPeriods', () => {
  it('tells a one-off’s units the day before, at opening, the day before the deadline and once late, each once, from 07:00', async () => {
    const [a, b] = [await unitWithPeople(), await unitWithPeople()];
    const period = await buildPeriod(t.ctx, {
      kind: 'dot_xuat',
      name: 'Rà soát đoàn viên 2031',
      startsAt: vn('2031-03-10', '00:00'),
      endsAt: new Date('2031-03-14T23:59:59+07:00'),
      units: [a.unit.id, b.unit.id],
    });

    expect((await runReportPeriods(db(), vn('2031-03-09', '06:59'))).sent).toEqual({});
    const before = await runReportPeriods(db(), vn('2031-03-09', '07:05'));
    expect(before.sent).toEqual({ before_open: 1 });
    expect(before.told).toBe(2); // the two chairs; members file no report
    expect((await inboxOf(t.ctx, a.chair)).map((n) => n.tieuDe)).toEqual([
      'Nhắc nhở: kỳ báo cáo đoàn số Rà soát đoàn viên 2031 bắt đầu ngày mai',
    ]);
    expect(await inboxOf(t.ctx, a.member)).toEqual([]);
    expect((await runReportPeriods(db(), vn('2031-03-09', '09:00'))).sent).toEqual({});

    expect((await runReportPeriods(db(), vn('2031-03-10', '07:00'))).sent).toEqual({ open: 1 });
    // b reports; only a is reminded of the deadline and told it is late
    // filed directly: the window is years ahead of the clock the API reads
    await buildReport(t.ctx, {
      occurrenceId: period.occurrences[0]!.id,
      organizationId: b.unit.id,
      name: 'Đã nộp',
      memberMale: 5,
      memberTotal: 5,
      submittedBy: b.chair.id,
    });
    const deadline = await runReportPeriods(db(), vn('2031-03-13', '08:00'));
    expect(deadline.sent).toEqual({ before_deadline: 1 });
    expect(deadline.told).toBe(1);
    expect((await inboxOf(t.ctx, b.chair)).some((n) => n.tieuDe.startsWith('Cảnh báo'))).toBe(false);
    expect((await runReportPeriods(db(), vn('2031-03-15', '07:30'))).sent).toEqual({ late: 1 });
    expect((await inboxOf(t.ctx, a.chair))[0]!.tieuDe).toBe('Quá hạn báo cáo đoàn số Rà soát đoàn viên 2031');
    expect((await runReportPeriods(db(), vn('2031-03-16', '07:30'))).sent).toEqual({});

    // each notice is in the outbox as an e-mail to the chair
    const mails = (await db().select().from(outbox).where(eq(outbox.channel, 'email'))).filter((m) =>
      JSON.stringify(m.payload).includes(a.chair.email!),
    );
    expect(mails).toHaveLength(4);
  });

  it('sends each notice once when two instances run at the same moment, and makes occurrences once', async () => {
    const { unit } = await unitWithPeople();
    await buildPeriod(t.ctx, {
      kind: 'dot_xuat',
      name: 'Kỳ chạy song song 2032',
      startsAt: vn('2032-05-10', '00:00'),
      endsAt: new Date('2032-05-20T23:59:59+07:00'),
      units: [unit.id],
    });
    const runs = await Promise.all([
      runReportPeriods(db(), vn('2032-05-09', '08:00')),
      runReportPeriods(db(), vn('2032-05-09', '08:00')),
    ]);
    expect(runs.map((r) => r.sent.before_open ?? 0).sort()).toEqual([0, 1]);

    const monthly = await t.call('POST', '/thoi-gian-cap-nhat-doan-so/create', officer(), {
      ten: 'Hàng tháng song song',
      loaiKy: 'hang_thang',
      ngayBatDauTrongThang: 1,
      ngayKetThucTrongThang: 10,
      namBatDau: 2026,
    });
    const id = monthly.json().data.id as number;
    const keys = async () =>
      (
        await db()
          .select({ key: reportOccurrences.key })
          .from(reportOccurrences)
          .where(eq(reportOccurrences.periodId, id))
      )
        .map((o) => o.key)
        .sort();
    const made = await keys();
    await Promise.all([
      runReportPeriods(db(), vn('2027-01-20', '06:00')),
      runReportPeriods(db(), vn('2027-01-20', '06:00')),
    ]);
    const after = await keys();
    expect(after).toEqual([...new Set(after)]);
    expect(after).toEqual(expect.arrayContaining([...made, '2027-01', '2027-02']));
  });
});
