import { toSearchText } from '@congdoan/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import {
  membershipReports,
  organizations,
  reportOccurrences,
  reportPeriods,
  users,
} from '../db/schema/index.js';
import { vnMonthStart } from '../domain/events/vn-calendar.js';
import { ensureOccurrences } from '../domain/reporting/occurrences.js';
import { vnYearMonth } from '../domain/reporting/windows.js';
import { rng } from './generator.js';

/**
 * The demo's dashboard figures (docs/requirements.md, "Dashboard"), so that a new user finds the
 * home page's cards, progress and charts filled: every grassroots union's members and workers split
 * by gender, adding up to its totals, the units' records dated over the last two years with a
 * few made this month (the cards' change against last month), and a monthly reporting period whose
 * last month most units reported and had approved, and whose current month has reports approved,
 * waiting and rejected. A unit's figures are those of its latest approved report, as approval
 * writes them. Its own generator stream, so the rest of the demo data stays as it was.
 */

const DAY = 86_400_000;

interface Unit {
  id: number;
  name: string;
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
  memberCount: number | null;
  workerCount: number | null;
}

/** Men and women of a count, the men's share given. */
const splitOf = (total: number, menShare: number) => {
  const men = Math.round(total * menShare);
  return { men, women: total - men };
};

export async function seedDemoDashboard(
  tx: DbOrTx,
  units: readonly Unit[],
  people: { officerId: number },
  seed: number,
  now = new Date(),
) {
  const r = rng(seed + 7);
  const monthStart = vnMonthStart(now);

  // Records made over the last two years, three of them this month.
  const madeThisMonth = new Set<number>();
  const made: [number, Date][] = units.map((u, i) => {
    if (i > 0 && i <= 3) {
      madeThisMonth.add(u.id);
      return [u.id, new Date(Math.min(now.getTime() - 3_600_000, monthStart.getTime() + i * 3_600_000))];
    }
    return [u.id, new Date(monthStart.getTime() - (30 + r.int(700)) * DAY)];
  });
  for (let i = 0; i < made.length; i += 1000) {
    const part = made.slice(i, i + 1000);
    await tx.execute(sql`update ${organizations} set created_at = v.at
      from (select unnest(${`{${part.map(([id]) => id).join(',')}}`}::int[]) as id,
        unnest(${`{${part.map(([, at]) => at.toISOString()).join(',')}}`}::timestamptz[]) as at) v
      where ${organizations.id} = v.id`);
  }

  // A monthly period (deadline the 28th, so most of each month is open), made two months ago.
  const { year } = vnYearMonth(now);
  const [period] = await tx
    .insert(reportPeriods)
    .values({
      name: 'Báo cáo đoàn số hàng tháng',
      description:
        'Các công đoàn cơ sở cập nhật số đoàn viên và người lao động từ ngày 1 đến ngày 28 hằng tháng.',
      kind: 'hang_thang',
      startDay: 1,
      endDay: 28,
      startYear: year - 1,
      createdBy: people.officerId,
      searchText: toSearchText('Báo cáo đoàn số hàng tháng'),
      createdAt: vnMonthStart(now, -2),
    })
    .returning();
  await ensureOccurrences(tx, period!, now);
  const occurrences = await tx
    .select()
    .from(reportOccurrences)
    .where(eq(reportOccurrences.periodId, period!.id));
  const keyOf = (at: Date) => {
    const { year: y, month } = vnYearMonth(at);
    return `${y}-${String(month).padStart(2, '0')}`;
  };
  const current = occurrences.find((o) => o.key === keyOf(now));
  const previous = occurrences.find((o) => o.key === keyOf(vnMonthStart(now, -1)));

  // Who files for a unit: one of its people, if it has any.
  const filers = new Map(
    (
      await tx
        .selectDistinctOn([users.organizationId], { organizationId: users.organizationId, id: users.id })
        .from(users)
        .where(
          and(
            inArray(
              users.organizationId,
              units.map((u) => u.id),
            ),
            sql`${users.isActive} = 1`,
          ),
        )
        .orderBy(users.organizationId, users.id)
    ).map((f) => [f.organizationId!, f.id]),
  );

  const reports: (typeof membershipReports.$inferInsert)[] = [];
  const splits: number[][] = [];
  const within = (o: { startsAt: Date; endsAt: Date }, share: number) =>
    new Date(
      Math.min(
        now.getTime() - 3_600_000,
        o.startsAt.getTime() + share * (o.endsAt.getTime() - o.startsAt.getTime()),
      ),
    );

  for (const u of units) {
    if (u.memberCount === null || u.workerCount === null) continue;
    const menShare = 0.3 + r.next() * 0.4;
    const workerMenShare = Math.min(0.75, menShare + (r.next() - 0.5) * 0.1);
    // A draw once left a unit in seven without a split: a report's total over 'Nam 0 · Nữ 0' told a
    // new user the figures did not add up. Drawn still, so every other figure stays as it was.
    r.next();
    const figuresOf = (members: number, workers: number) => {
      const m = splitOf(members, menShare);
      const w = splitOf(workers, workerMenShare);
      return { memberMale: m.men, memberFemale: m.women, workerMale: w.men, workerFemale: w.women };
    };
    const report = (
      o: typeof current,
      members: number,
      workers: number,
      state: 'cho_phe_duyet' | 'da_phe_duyet' | 'tu_choi',
      filedShare: number,
    ) => {
      const name = `Báo cáo đoàn số ${o!.name.toLowerCase()}`;
      const createdAt = within(o!, filedShare);
      const decided = state !== 'cho_phe_duyet';
      reports.push({
        occurrenceId: o!.id,
        organizationId: u.id,
        xaPhuongId: u.xaPhuongId,
        cumKhuCnId: u.cumKhuCnId,
        name,
        kind: 'dinh_ky',
        ...figuresOf(members, workers),
        memberTotal: members,
        workerTotal: workers,
        state,
        submittedBy: filers.get(u.id) ?? null,
        updatedBy: filers.get(u.id) ?? null,
        decidedBy: decided ? people.officerId : null,
        decidedAt: decided ? new Date(Math.min(now.getTime() - 60_000, createdAt.getTime() + 2 * DAY)) : null,
        decisionNote:
          state === 'tu_choi' ? 'Tổng số đoàn viên chưa khớp với danh sách, đề nghị rà soát lại.' : null,
        searchText: toSearchText(name, u.name),
        createdAt,
        updatedAt: createdAt,
      });
    };

    // This month: a quarter approved, a fifth waiting, a few rejected; last month: seven in ten.
    const roll = r.next();
    const approvedNow = current && roll < 0.25;
    const earlier = Math.round(u.memberCount * (0.95 + r.next() * 0.05));
    const earlierWorkers = Math.round(u.workerCount * (0.97 + r.next() * 0.03));
    if (previous && r.next() < 0.7 && !madeThisMonth.has(u.id)) {
      report(
        previous,
        approvedNow ? earlier : u.memberCount,
        approvedNow ? earlierWorkers : u.workerCount,
        'da_phe_duyet',
        0.4 + r.next() * 0.4,
      );
    }
    if (approvedNow) report(current, u.memberCount, u.workerCount, 'da_phe_duyet', r.next() * 0.3);
    else if (current && roll < 0.45) {
      report(
        current,
        u.memberCount + r.int(Math.max(2, Math.round(u.memberCount * 0.03))),
        u.workerCount,
        'cho_phe_duyet',
        r.next() * 0.3,
      );
    } else if (current && roll < 0.5)
      report(current, u.memberCount, u.workerCount, 'tu_choi', r.next() * 0.2);

    // The unit's record holds the split of its latest approved figures.
    const f = figuresOf(u.memberCount, u.workerCount);
    splits.push([u.id, f.memberMale, f.memberFemale, f.workerMale, f.workerFemale]);
  }
  for (let i = 0; i < reports.length; i += 500)
    await tx.insert(membershipReports).values(reports.slice(i, i + 500));
  const column = (part: number[][], k: number) => `{${part.map((row) => row[k]).join(',')}}`;
  for (let i = 0; i < splits.length; i += 1000) {
    const part = splits.slice(i, i + 1000);
    // a union that keeps member records has its split counted from them (docs/decisions.md, "Counts from member records")
    await tx.execute(sql`update ${organizations} set
        member_male_count = case when member_record_count > 0 then member_male_count else v.mm end,
        member_female_count = case when member_record_count > 0 then member_female_count else v.mf end,
        worker_male_count = v.wm, worker_female_count = v.wf
      from (select unnest(${column(part, 0)}::int[]) as id, unnest(${column(part, 1)}::int[]) as mm,
        unnest(${column(part, 2)}::int[]) as mf, unnest(${column(part, 3)}::int[]) as wm,
        unnest(${column(part, 4)}::int[]) as wf) v
      where ${organizations.id} = v.id`);
  }
}
