import type { PeriodItem, PeriodListQuery, UpdatePeriodCheck } from '@congdoan/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { organizations, reportOccurrences, reportPeriods, reportPeriodUnits } from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import {
  currentOccurrence,
  currentOccurrences,
  occurrenceItem,
  type PeriodRow,
  periodOrFail,
  periodUnits,
  shapeOf,
} from '../../domain/reporting/occurrences.js';
import { windowsOfYear } from '../../domain/reporting/windows.js';
import { organizationScope } from '../../domain/scope.js';

/** Periods are the federation's: every reader of them sees them all (their reports are scoped). */

/**
 * A stored period's fields under their API names, but for the moments of a one-off's window (an
 * item answers them as text, the record an update merges onto keeps them as dates).
 */
export const periodFieldsOf = (p: PeriodRow) => ({
  ten: p.name,
  moTa: p.description,
  loaiKy: p.kind,
  isActive: p.isActive,
  ngayBatDauTrongThang: p.startDay,
  ngayKetThucTrongThang: p.endDay,
  thangBatDau: p.month,
  cacThangApDung: p.months,
  namBatDau: p.startYear,
  namKetThuc: p.endYear,
});

async function toItems(db: DbOrTx, rows: PeriodRow[], now: Date): Promise<PeriodItem[]> {
  // one after the other: a write reads its answer inside its transaction
  const units = await periodUnits(
    db,
    rows.filter((r) => r.kind === 'dot_xuat').map((r) => r.id),
  );
  const currents = await currentOccurrences(db, rows, now);
  return rows.map((p): PeriodItem => {
    const current = currents.get(p.id) ?? null;
    const named = units.get(p.id) ?? [];
    return {
      id: p.id,
      ...periodFieldsOf(p),
      thoiGianBatDau: p.startsAt?.toISOString() ?? null,
      thoiGianKetThuc: p.endsAt?.toISOString() ?? null,
      organizationId: named.map((u) => u.id),
      organizations: named,
      kyHienTai: current ? occurrenceItem(p.id, current, now) : null,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    };
  });
}

/** GET thoi-gian-cap-nhat-doan-so/list: newest first; search without accents over name and description. */
export async function listPeriods(db: DbOrTx, q: PeriodListQuery, now = new Date()) {
  const where = and(
    searchCondition(reportPeriods.searchText, q.search),
    q.loaiKy === undefined ? undefined : eq(reportPeriods.kind, q.loaiKy),
  );
  const page = await listPage(
    q,
    db
      .select()
      .from(reportPeriods)
      .where(where)
      .orderBy(desc(reportPeriods.createdAt), desc(reportPeriods.id)),
    db.select({ n: count() }).from(reportPeriods).where(where),
  );
  return { list: await toItems(db, page.list, now), count: page.count };
}

/** The longest list `all` answers (a picker's choices). */
const ALL_MAX = 500;

/** GET thoi-gian-cap-nhat-doan-so/all: the active periods, newest first. */
export async function activePeriods(db: DbOrTx, now = new Date()) {
  const rows = await db
    .select()
    .from(reportPeriods)
    .where(eq(reportPeriods.isActive, true))
    .orderBy(desc(reportPeriods.createdAt), desc(reportPeriods.id))
    .limit(ALL_MAX);
  return toItems(db, rows, now);
}

export async function periodItemOrFail(db: DbOrTx, id: number, now = new Date()): Promise<PeriodItem> {
  const [item] = await toItems(db, [await periodOrFail(db, id)], now);
  return item!;
}

/** GET …/ky-bao-cao/hien-tai/{id}. */
export async function currentOccurrenceOf(db: DbOrTx, id: number, now = new Date()) {
  const period = await periodOrFail(db, id);
  const current = await currentOccurrence(db, period, now);
  return {
    id: period.id,
    ten: period.name,
    loaiKy: period.kind,
    kyHienTai: current ? occurrenceItem(period.id, current, now) : null,
  };
}

/** GET …/ky-bao-cao/theo-nam: a year's windows, with the id of those already made. */
export async function yearOccurrences(db: DbOrTx, id: number, nam: number, now = new Date()) {
  const period = await periodOrFail(db, id);
  const stored = await db
    .select({ id: reportOccurrences.id, key: reportOccurrences.key })
    .from(reportOccurrences)
    .where(and(eq(reportOccurrences.periodId, id), eq(reportOccurrences.year, nam)));
  const ids = new Map(stored.map((o) => [o.key, o.id]));
  const cacKyBaoCao = windowsOfYear(shapeOf(period), nam).map((w) =>
    occurrenceItem(id, { ...w, id: ids.get(w.key) ?? null }, now),
  );
  return { id, ten: period.name, loaiKy: period.kind, nam, cacKyBaoCao };
}

/**
 * The periods that concern the caller's units: every recurring one and every one-off naming no
 * unit (they ask every grassroots union), and a one-off naming a unit in the caller's scope or
 * above the caller's own unit.
 */
function periodConcerns(actor: Actor): SQL {
  const named = reportPeriodUnits;
  const inScope = organizationScope(actor) ?? sql`true`;
  const aboveMine =
    actor.organizationId === null
      ? sql`false`
      : sql`exists (select 1 from ${organizations} mine where mine.id = ${actor.organizationId}
          and mine.path like ${organizations.path} || '%')`;
  return sql`(${reportPeriods.kind} <> 'dot_xuat'
    or not exists (select 1 from ${named} where ${named.periodId} = ${reportPeriods.id})
    or exists (select 1 from ${named} join ${organizations} on ${organizations.id} = ${named.organizationId}
      where ${named.periodId} = ${reportPeriods.id} and (${inScope} or ${aboveMine})))`;
}

/**
 * GET thoi-gian-cap-nhat-doan-so/check-update-period: whether an occurrence of an active period that
 * concerns the caller is open now, recurring periods included (the deployed one read only the
 * one-offs' dates); the open one closing first is the current one.
 */
export async function updatePeriodCheck(
  db: DbOrTx,
  actor: Actor,
  now = new Date(),
): Promise<UpdatePeriodCheck> {
  const rows = await db
    .select()
    .from(reportPeriods)
    .where(and(eq(reportPeriods.isActive, true), periodConcerns(actor)))
    .orderBy(desc(reportPeriods.createdAt), desc(reportPeriods.id))
    .limit(ALL_MAX);
  const currents = await currentOccurrences(db, rows, now);
  const open = rows
    .flatMap((period) => {
      const o = currents.get(period.id);
      return o && o.startsAt <= now && now <= o.endsAt ? [{ period, o }] : [];
    })
    .sort((a, b) => a.o.endsAt.getTime() - b.o.endsAt.getTime());
  const first = open[0];
  return {
    isInPeriod: first !== undefined,
    currentPeriod: first
      ? {
          id: first.period.id,
          ten: first.period.name,
          loaiKy: first.period.kind,
          kyHienTai: occurrenceItem(first.period.id, first.o, now),
        }
      : null,
  };
}
