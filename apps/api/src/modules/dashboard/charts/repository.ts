import { type ChartRow, type ChartsAnswer, percentOf } from '@congdoan/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { Db } from '../../../db/client.js';
import { industrialZones, organizations, wards } from '../../../db/schema/index.js';
import { activeGrassroots, unionFigures } from '../../../domain/organization-fields.js';
import { organizationScope } from '../../../domain/scope.js';

/**
 * The dashboard's charts: the active grassroots unions in the caller's scope by industrial zone and
 * by ward (unions, workers, members, members by gender), both in one statement.
 */

/** What a bucket without a zone or ward is called on the dashboard. */
export const NO_ZONE = 'Ngoài cụm/khu công nghiệp';
export const NO_WARD = 'Chưa xác định xã/phường';

const o = organizations;
const figures = {
  soCongDoan: unionFigures.units,
  tongLaoDong: unionFigures.workers,
  tongDoanVien: unionFigures.members,
  doanVienNam: unionFigures.membersMale,
  doanVienNu: unionFigures.membersFemale,
  doanVienChuaRo: unionFigures.membersUnsplit,
};

const collator = new Intl.Collator('vi');
const byName = (a: ChartRow, b: ChartRow) =>
  a.id === null ? 1 : b.id === null ? -1 : collator.compare(a.ten, b.ten);

type Figures = { [K in keyof typeof figures]: number };
const rowOf = (id: number | null, name: string | null, unknown: string, f: Figures): ChartRow => ({
  id,
  ten: id === null ? unknown : (name ?? unknown),
  ...f,
  tyLe: percentOf(f.tongDoanVien, f.tongLaoDong),
});

/** The rows by zone and by ward (GROUPING SETS: one pass over the units), each sorted by name. */
export async function chartGroups(db: Db, actor: Actor): Promise<ChartsAnswer> {
  const rows = await db
    .select({
      // 0 when the row groups by zone (GROUPING is 1 for a column the row does not group by)
      byWard: sql<number>`grouping(${o.cumKhuCnId})`.mapWith(Number),
      zoneId: o.cumKhuCnId,
      zoneName: industrialZones.name,
      wardId: o.xaPhuongId,
      wardName: wards.name,
      ...figures,
    })
    .from(o)
    .leftJoin(industrialZones, eq(industrialZones.id, o.cumKhuCnId))
    .leftJoin(wards, eq(wards.id, o.xaPhuongId))
    .where(and(activeGrassroots, organizationScope(actor)))
    .groupBy(
      sql`grouping sets ((${o.cumKhuCnId}, ${industrialZones.name}), (${o.xaPhuongId}, ${wards.name}))`,
    );
  const answer: ChartsAnswer = { theoCumKhu: [], theoXaPhuong: [] };
  for (const { byWard, zoneId, zoneName, wardId, wardName, ...f } of rows) {
    if (byWard) answer.theoXaPhuong.push(rowOf(wardId, wardName, NO_WARD, f));
    else answer.theoCumKhu.push(rowOf(zoneId, zoneName, NO_ZONE, f));
  }
  answer.theoCumKhu.sort(byName);
  answer.theoXaPhuong.sort(byName);
  return answer;
}
