import type { ReportProgressItem } from '@congdoan/shared';
import type { Actor } from '../../../actor.js';
import type { Db } from '../../../db/client.js';
import { openOrLatestOccurrences, type PeriodRow } from '../../../domain/reporting/occurrences.js';
import { occurrenceProgress } from '../../../domain/reporting/progress.js';

/** At most this many periods are shown on the dashboard (open ones first, soonest deadline first). */
export const PROGRESS_PERIODS_MAX = 6;

/**
 * GET dashboard/report-progress: for each active period, its occurrence open now, else its latest
 * begun, and where the units that must report in the caller's scope stand in it; a period with no
 * such unit is left out.
 */
export async function reportProgressFor(
  db: Db,
  actor: Actor,
  now = new Date(),
): Promise<ReportProgressItem[]> {
  const rows = await openOrLatestOccurrences(db, now);
  const items = await Promise.all(
    rows.map(async ({ occurrence: o, period }) => {
      const { total } = await occurrenceProgress(db, actor, period as PeriodRow, o, {}, now);
      return {
        kyBaoCaoId: o.id,
        thoiGianCapNhatDoanSoId: o.periodId,
        tenThoiGianCapNhat: period.name,
        tenKyBaoCao: o.name,
        thoiGianBatDau: o.startsAt.toISOString(),
        thoiGianKetThuc: o.endsAt.toISOString(),
        thoiHanNop: o.endsAt.toISOString(),
        dangDienRa: o.startsAt <= now && now <= o.endsAt,
        daQuaHan: now > o.endsAt,
        ...total,
      };
    }),
  );
  return items
    .filter((i) => i.tongSoCDCS > 0)
    .sort(
      (a, b) =>
        Number(b.dangDienRa) - Number(a.dangDienRa) || a.thoiGianKetThuc.localeCompare(b.thoiGianKetThuc),
    )
    .slice(0, PROGRESS_PERIODS_MAX);
}
