import { pageLinks } from '@congdoan/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { membershipReports, organizations, users } from '../../db/schema/index.js';
import type { Write } from '../../write/transaction.js';
import { holdsRight } from '../grants.js';
import type { Sender } from '../notify/notice.js';
import { sendNotice } from '../notify/send.js';
import { type OccurrenceRow, type PeriodRow, periodTargets } from './occurrences.js';

/**
 * What the units of an occurrence are told (docs/requirements.md, "Reporting periods"): that it
 * opens, the day before it opens, the day before its deadline, that they are late; by the bell,
 * e-mail and Zalo (when the OA is configured), through the outbox, to the people of each unit who
 * may file its report.
 */

export type UnitNotice = 'open' | 'before_open' | 'before_deadline' | 'late' | 'manual';

/** A day as an officer reads it, in Việt Nam: 05/06/2026. */
export const vnDay = (at: Date) =>
  new Intl.DateTimeFormat('vi-VN', {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);

/** The occurrence's window in words: '01/06/2026 - 10/06/2026'. */
export const windowText = (o: Pick<OccurrenceRow, 'startsAt' | 'endsAt'>) =>
  `${vnDay(o.startsAt)} - ${vnDay(o.endsAt)}`;

function content(kind: UnitNotice, period: PeriodRow, o: OccurrenceRow) {
  const what = `kỳ báo cáo đoàn số "${period.name}" — ${o.name}`;
  const window = `Thời gian: ${windowText(o)}. Hạn nộp: ${vnDay(o.endsAt)}.`;
  switch (kind) {
    case 'open':
      return {
        tieuDe: `Kỳ báo cáo đoàn số ${o.name} đã mở`,
        noiDung: `Đơn vị vui lòng nộp báo cáo ${what}. ${window}`,
      };
    case 'before_open':
      return {
        tieuDe: `Nhắc nhở: kỳ báo cáo đoàn số ${o.name} bắt đầu ngày mai`,
        noiDung: `Ngày mai bắt đầu ${what}. ${window} Vui lòng chuẩn bị và nộp báo cáo đúng thời hạn.`,
      };
    case 'before_deadline':
      return {
        tieuDe: `Cảnh báo: kỳ báo cáo đoàn số ${o.name} hết hạn vào ngày mai`,
        noiDung: `Đơn vị chưa nộp báo cáo ${what}. Hạn nộp là hết ngày ${vnDay(o.endsAt)}.`,
      };
    case 'late':
      return {
        tieuDe: `Quá hạn báo cáo đoàn số ${o.name}`,
        noiDung: `Đơn vị chưa nộp báo cáo ${what}, đã quá hạn ngày ${vnDay(o.endsAt)}. Vui lòng nộp báo cáo ngay.`,
      };
    case 'manual':
      return {
        tieuDe: `Nhắc nộp báo cáo đoàn số ${o.name}`,
        noiDung: `Đơn vị chưa nộp báo cáo ${what}. ${window} Vui lòng nộp báo cáo.`,
      };
  }
}

/** A unit has reported when it has a report that is not rejected. */
export const reported = (occurrenceId: number) =>
  sql`exists (select 1 from ${membershipReports} r where r.occurrence_id = ${occurrenceId}
    and r.organization_id = ${organizations.id} and r.state <> 'tu_choi')`;

/**
 * The units told: every unit that must report (an opening), or those that have not reported yet
 * (a reminder), within `within` (a caller's scope) when given.
 */
export async function unitsToTell(
  tx: DbOrTx,
  kind: UnitNotice,
  period: PeriodRow,
  o: OccurrenceRow,
  within?: ReturnType<typeof sql>,
) {
  const everyone = kind === 'open' || kind === 'before_open';
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(periodTargets(period), everyone ? undefined : sql`not ${reported(o.id)}`, within));
  return rows.map((r) => r.id);
}

/** The active people of those units who may file a report (create on membership-report). */
async function filers(tx: DbOrTx, unitIds: number[]) {
  if (!unitIds.length) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isActive, 1),
        sql`${users.organizationId} = any(${`{${unitIds.join(',')}}`}::int[])`,
        holdsRight(users.id, 'create', 'membership-report'),
      ),
    );
  return rows.map((r) => r.id);
}

/** Tells the units one notice; answers how many units and people it reached. */
export async function tellUnits(
  w: Write,
  sender: Sender,
  kind: UnitNotice,
  period: PeriodRow,
  o: OccurrenceRow,
  unitIds: number[],
  { zalo }: { zalo: boolean },
) {
  const people = await filers(w.tx, unitIds);
  if (!people.length) return { units: unitIds.length, people: 0 };
  const sent = await sendNotice(
    w,
    sender,
    {
      ...content(kind, period, o),
      loaiThongBao: 'Báo cáo đoàn số',
      duongDan: pageLinks.reports.getHref(),
    },
    { nguoiNhanIds: people },
    { email: true, zalo },
  );
  return { units: unitIds.length, people: sent.added };
}

/** The federation as the sender of what the system tells units by the clock. */
export const federation: Sender = {
  userId: null,
  scope: 'province',
  organizationId: null,
  xaPhuongId: null,
  cumKhuCnId: null,
};
