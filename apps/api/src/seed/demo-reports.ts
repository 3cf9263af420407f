import { toSearchText } from '@congdoan/shared';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  membershipReports,
  organizations,
  reportOccurrences,
  reportPeriods,
  users,
} from '../db/schema/index.js';
import { activeGrassroots } from '../domain/organization-fields.js';
import { ensureOccurrences } from '../domain/reporting/occurrences.js';
import { vnYearMonth } from '../domain/reporting/windows.js';
import { rng } from './generator.js';

/**
 * Reporting periods for the demo beside the monthly one of demo-dashboard.ts (docs/requirements.md,
 * "Reporting periods"): a quarterly period made at the start of the year, its past quarters
 * reported and approved by every unit (about half, and some waiting or rejected, when a quarter's
 * window is open now), and a one-off of the ward union open now. Dates follow the day the demo is
 * made; the units' own figures are those demo-dashboard.ts writes, from the latest month.
 */

type Unit = Pick<
  typeof organizations.$inferSelect,
  'id' | 'name' | 'xaPhuongId' | 'cumKhuCnId' | 'memberCount' | 'workerCount' | 'level'
>;

const DAY = 86_400_000;

/** A unit's figures split by gender, near the counts its record holds. */
function figuresOf(unit: Unit, r: ReturnType<typeof rng>) {
  const workers = unit.workerCount ?? 40 + Math.floor(r.next() * 400);
  const members = Math.min(workers, unit.memberCount ?? Math.round(workers * 0.7));
  const womenShare = 0.35 + r.next() * 0.3;
  const workerFemale = Math.round(workers * womenShare);
  const memberFemale = Math.round(members * womenShare);
  return {
    memberMale: members - memberFemale,
    memberFemale,
    memberTotal: members,
    workerMale: workers - workerFemale,
    workerFemale,
    workerTotal: workers,
  };
}

export async function seedDemoReports(
  tx: DbOrTx,
  units: { province: Unit; ward: Unit },
  seed: number,
  now = new Date(),
) {
  const r = rng(seed + 5);
  const people = new Map(
    (
      await tx
        .select({ id: users.id, username: users.username, organizationId: users.organizationId })
        .from(users)
        .where(inArray(users.username, ['canbo.tinh', 'chutich.phuong', 'chutich']))
    ).map((u) => [u.username, u]),
  );
  const officer = people.get('canbo.tinh');
  if (!officer) return;
  const { year } = vnYearMonth(now);
  const startOfYear = new Date(Date.UTC(year, 0, 1) - 7 * 3_600_000);
  const base = { scope: 'province' as const, organizationId: units.province.id, createdBy: officer.id };
  const [quarterly, oneOff] = await tx
    .insert(reportPeriods)
    .values([
      {
        ...base,
        name: 'Báo cáo đoàn số hàng quý',
        description: 'Báo cáo tổng hợp đầu mỗi quý gửi Liên đoàn Lao động tỉnh',
        kind: 'hang_quy',
        startDay: 1,
        endDay: 15,
        months: [3, 6, 9, 12],
        startYear: year,
        searchText: toSearchText('Báo cáo đoàn số hàng quý'),
        createdAt: startOfYear,
      },
      {
        scope: 'organization' as const,
        organizationId: units.ward.id,
        xaPhuongId: units.ward.xaPhuongId,
        createdBy: people.get('chutich.phuong')?.id ?? officer.id,
        name: 'Rà soát đoàn viên cuối năm',
        description: 'Rà soát số đoàn viên trước đại hội công đoàn phường',
        kind: 'dot_xuat',
        startsAt: new Date(now.getTime() - 3 * DAY),
        endsAt: new Date(now.getTime() + 7 * DAY),
        searchText: toSearchText('Rà soát đoàn viên cuối năm'),
      },
    ])
    .returning();
  for (const p of [quarterly!, oneOff!]) await ensureOccurrences(tx, p, now);

  const grassroots: Unit[] = await tx
    .select({
      id: organizations.id,
      name: organizations.name,
      xaPhuongId: organizations.xaPhuongId,
      cumKhuCnId: organizations.cumKhuCnId,
      memberCount: organizations.memberCount,
      workerCount: organizations.workerCount,
      level: organizations.level,
    })
    .from(organizations)
    .where(activeGrassroots)
    .orderBy(asc(organizations.id));
  const chair = people.get('chutich');
  const approver = people.get('chutich.phuong')?.id ?? officer.id;
  // the demo chair files their union's; the others came on paper and were typed in by nobody in particular
  const filer = (unit: Unit) => (chair && chair.organizationId === unit.id ? chair.id : null);

  // every quarter already past: reported and approved; a quarter open now: about half
  const began = await tx
    .select()
    .from(reportOccurrences)
    .where(and(eq(reportOccurrences.periodId, quarterly!.id), lte(reportOccurrences.startsAt, now)))
    .orderBy(asc(reportOccurrences.startsAt));
  const rows: (typeof membershipReports.$inferInsert)[] = [];
  for (const o of began) {
    const past = o.endsAt < now;
    for (const [i, unit] of grassroots.entries()) {
      const roll = r.next();
      if (!past && roll < 0.45) continue; // not reported yet
      const figures = figuresOf(unit, r);
      const state = past || roll > 0.7 ? 'da_phe_duyet' : i % 17 === 3 ? 'tu_choi' : 'cho_phe_duyet';
      const at = new Date(
        o.startsAt.getTime() +
          r.next() *
            Math.min(now.getTime() - o.startsAt.getTime(), o.endsAt.getTime() - o.startsAt.getTime()),
      );
      const name = `Báo cáo đoàn số ${o.name} – ${unit.name}`;
      rows.push({
        occurrenceId: o.id,
        organizationId: unit.id,
        xaPhuongId: unit.xaPhuongId,
        cumKhuCnId: unit.cumKhuCnId,
        name,
        kind: 'dinh_ky',
        ...figures,
        state,
        submittedBy: filer(unit),
        updatedBy: filer(unit),
        decidedBy: state === 'cho_phe_duyet' ? null : approver,
        decidedAt: state === 'cho_phe_duyet' ? null : new Date(Math.min(now.getTime(), at.getTime() + DAY)),
        decisionNote:
          state === 'tu_choi' ? 'Số đoàn viên nữ chưa khớp danh sách, đề nghị kiểm tra lại' : null,
        searchText: toSearchText(name, unit.name),
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(membershipReports).values(rows.slice(i, i + 500));
}
