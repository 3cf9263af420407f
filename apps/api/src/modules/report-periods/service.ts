import {
  type PeriodCreateBody,
  type PeriodItem,
  type PeriodRecord,
  type PeriodUpdateBody,
  periodRuleBroken,
  toSearchText,
} from '@congdoan/shared';
import { and, count, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../actor.js';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  membershipReports,
  organizations,
  reportOccurrences,
  reportPeriods,
  reportPeriodUnits,
} from '../../db/schema/index.js';
import {
  ensureOccurrences,
  type PeriodRow,
  periodOrFail,
  periodUnits,
  shapeOf,
} from '../../domain/reporting/occurrences.js';
import { organizationScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { applyPatch, assertMerged } from '../../write/patch.js';
import { type Write, writeTransaction } from '../../write/transaction.js';
import { periodFieldsOf, periodItemOrFail } from './repository.js';

/**
 * The writes of reporting periods: a period and the units a one-off names, in one transaction
 * with the occurrences it has by now (the job makes the later ones).
 */

const values = (p: PeriodRecord) => {
  const oneOff = p.loaiKy === 'dot_xuat';
  return {
    name: p.ten,
    description: p.moTa ?? null,
    kind: p.loaiKy,
    isActive: p.isActive,
    startDay: oneOff ? null : (p.ngayBatDauTrongThang ?? null),
    endDay: oneOff ? null : (p.ngayKetThucTrongThang ?? null),
    month: p.loaiKy === 'hang_nam' ? (p.thangBatDau ?? null) : null,
    months: p.loaiKy === 'hang_quy' ? [...new Set(p.cacThangApDung ?? [])].sort((a, b) => a - b) : [],
    startYear: oneOff ? null : (p.namBatDau ?? null),
    endYear: oneOff ? null : (p.namKetThuc ?? null),
    startsAt: oneOff ? (p.thoiGianBatDau ?? null) : null,
    endsAt: oneOff ? (p.thoiGianKetThuc ?? null) : null,
    searchText: toSearchText(p.ten, p.moTa),
  };
};

/** What the audit log keeps of a period. */
const snapshot = (p: PeriodItem) => ({
  ten: p.ten,
  moTa: p.moTa,
  loaiKy: p.loaiKy,
  isActive: p.isActive,
  ngayBatDauTrongThang: p.ngayBatDauTrongThang,
  ngayKetThucTrongThang: p.ngayKetThucTrongThang,
  thangBatDau: p.thangBatDau,
  cacThangApDung: p.cacThangApDung,
  namBatDau: p.namBatDau,
  namKetThuc: p.namKetThuc,
  thoiGianBatDau: p.thoiGianBatDau,
  thoiGianKetThuc: p.thoiGianKetThuc,
  organizations: p.organizations.map((o) => o.name),
});

/** The fields of a stored period, as an update merges onto them. */
function recordOf(p: PeriodRow, units: number[]): PeriodRecord {
  return {
    ...periodFieldsOf(p),
    thoiGianBatDau: p.startsAt,
    thoiGianKetThuc: p.endsAt,
    organizationId: units,
  };
}

/** A one-off is made by those who may make one (create_special_report), whichever route it takes. */
function assertMayWrite(actor: Actor, kind: PeriodRecord['loaiKy']) {
  const right = kind === 'dot_xuat' ? 'create_special_report' : 'create_regular_report';
  if (!actor.ability.can(right, 'time-update')) throw new AppError('forbidden');
}

/** The units a one-off names, each in the caller's scope; stored in place of the old ones. */
async function writeUnits(tx: DbOrTx, actor: Actor, periodId: number, record: PeriodRecord) {
  const ids = record.loaiKy === 'dot_xuat' ? [...new Set(record.organizationId ?? [])] : [];
  if (ids.length) {
    const [found] = await tx
      .select({ value: count() })
      .from(organizations)
      .where(and(inArray(organizations.id, ids), organizationScope(actor)));
    if ((found?.value ?? 0) !== ids.length) throw new AppError('report_period_units_ref_invalid');
  }
  await tx.delete(reportPeriodUnits).where(eq(reportPeriodUnits.periodId, periodId));
  if (ids.length)
    await tx.insert(reportPeriodUnits).values(ids.map((organizationId) => ({ periodId, organizationId })));
}

async function written(w: Write, id: number, now: Date) {
  return periodItemOrFail(w.tx, id, now);
}

/** POST thoi-gian-cap-nhat-doan-so/create and …/dot-xuat. */
export async function createPeriod(
  db: Db,
  request: FastifyRequest,
  body: PeriodCreateBody,
): Promise<PeriodItem> {
  const actor = actorOf(request);
  assertMayWrite(actor, body.loaiKy);
  const now = new Date();
  const id = await writeTransaction(db, request, async (w) => {
    const [row] = await w.tx
      .insert(reportPeriods)
      .values({
        ...values(body),
        scope: actor.scope,
        organizationId: actor.organizationId,
        xaPhuongId: actor.xaPhuongId,
        cumKhuCnId: actor.cumKhuCnId,
        createdBy: actor.userId,
      })
      .returning();
    await writeUnits(w.tx, actor, row!.id, body);
    await ensureOccurrences(w.tx, row!, now);
    const after = snapshot(await written(w, row!.id, now));
    await w.audit({ action: 'create', subject: 'time-update', recordId: row!.id, after });
    return row!.id;
  });
  return periodItemOrFail(db, id);
}

/**
 * Occurrences not yet open and without a report follow the new settings (they are dropped and
 * made again); one open or past keeps the window its reports were filed in.
 */
async function dropFutureOccurrences(tx: DbOrTx, periodId: number, now: Date) {
  await tx
    .delete(reportOccurrences)
    .where(
      and(
        eq(reportOccurrences.periodId, periodId),
        gt(reportOccurrences.startsAt, now),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(membershipReports)
            .where(eq(membershipReports.occurrenceId, reportOccurrences.id)),
        ),
      ),
    );
}

/** PUT thoi-gian-cap-nhat-doan-so/update: the fields given change, the others stay. */
export async function updatePeriod(
  db: Db,
  request: FastifyRequest,
  body: PeriodUpdateBody,
): Promise<PeriodItem> {
  const actor = actorOf(request);
  const { id, ...patch } = body;
  const now = new Date();
  await writeTransaction(db, request, async (w) => {
    const stored = await periodOrFail(w.tx, id, { lock: true });
    const before = snapshot(await written(w, id, now));
    const units = (await periodUnits(w.tx, [id])).get(id)?.map((u) => u.id) ?? [];
    const record = applyPatch(recordOf(stored, units), patch);
    assertMayWrite(actor, stored.kind);
    assertMayWrite(actor, record.loaiKy);
    const broken = periodRuleBroken(record);
    if (broken) assertMerged(false, broken.path, broken.message);
    const [row] = await w.tx
      .update(reportPeriods)
      .set({ ...values(record), updatedAt: now })
      .where(eq(reportPeriods.id, id))
      .returning();
    if (patch.organizationId !== undefined || patch.loaiKy !== undefined)
      await writeUnits(w.tx, actor, id, record);
    if (JSON.stringify(shapeOf(stored)) !== JSON.stringify(shapeOf(row!))) {
      await dropFutureOccurrences(w.tx, id, now);
      // a one-off's occurrence is named after it
      if (row!.kind === 'dot_xuat') {
        await w.tx
          .update(reportOccurrences)
          .set({ name: row!.name })
          .where(and(eq(reportOccurrences.periodId, id), eq(reportOccurrences.key, 'dot-xuat')));
      }
    }
    await ensureOccurrences(w.tx, row!, now);
    const after = snapshot(await written(w, id, now));
    await w.audit({ action: 'update', subject: 'time-update', recordId: id, before, after });
  });
  return periodItemOrFail(db, id);
}

/** DELETE thoi-gian-cap-nhat-doan-so/delete: refused once a unit has reported in it (switch it off instead). */
export async function deletePeriod(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await writeTransaction(
    db,
    request,
    async (w) => {
      await periodOrFail(w.tx, id, { lock: true });
      const before = snapshot(await written(w, id, new Date()));
      const [used] = await w.tx
        .select({ value: count() })
        .from(membershipReports)
        .innerJoin(reportOccurrences, eq(reportOccurrences.id, membershipReports.occurrenceId))
        .where(eq(reportOccurrences.periodId, id));
      if (used?.value) throw new AppError('report_period_in_use');
      await w.tx.delete(reportPeriods).where(eq(reportPeriods.id, id));
      await w.audit({ action: 'delete', subject: 'time-update', recordId: id, before });
    },
    // a report filed meanwhile keeps its occurrence
    { foreignKey: 'report_period_in_use' },
  );
}
