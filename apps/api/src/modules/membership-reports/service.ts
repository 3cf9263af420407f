import {
  figuresOf,
  PERIOD_KIND_LABELS,
  pageLinks,
  type REPORT_KINDS,
  type ReportCreateBody,
  type ReportDecisionBody,
  type ReportItem,
  type ReportRecord,
  type ReportUpdateBody,
  reportRuleBroken,
  toSearchText,
} from '@congdoan/shared';
import { and, asc, eq, getTableColumns, gt, gte, lte, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../actor.js';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { membershipReports, organizations, reportOccurrences, reportPeriods } from '../../db/schema/index.js';
import { aboveUnit, nearestApprovers } from '../../domain/approvers.js';
import { withFiguresSource } from '../../domain/figures.js';
import { decisionNoteLine, type Sender } from '../../domain/notify/notice.js';
import { sendNotice } from '../../domain/notify/send.js';
import { windowText } from '../../domain/reporting/notices.js';
import {
  currentOccurrence,
  ensureOccurrences,
  type OccurrenceRow,
  type PeriodRow,
  periodOrFail,
  periodTargets,
} from '../../domain/reporting/occurrences.js';
import { organizationScope, reportScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { applyPatch, assertMerged } from '../../write/patch.js';
import { type Conflicts, type Write, writeTransaction } from '../../write/transaction.js';
import { zaloConfigured } from '../../zalo/configured.js';
import { reportOrFail } from './repository.js';

/**
 * The writes of membership reports: filing one for an occurrence and a unit, correcting it while
 * it waits or after a rejection, and the decision, which copies approved figures onto the unit in
 * the same transaction and tells the submitter.
 */

const CONFLICTS: Conflicts = { unique: { membership_reports_unit_key: 'report_exists' } };

const snapshot = (r: ReportItem) => ({
  tenBaoCao: r.tenBaoCao,
  tenKy: r.tenKy,
  organizationName: r.organizationName,
  trangThaiPheDuyet: r.trangThaiPheDuyet,
  soLuongDoanVienNam: r.soLuongDoanVienNam,
  soLuongDoanVienNu: r.soLuongDoanVienNu,
  soLuongCNVCLDNam: r.soLuongCNVCLDNam,
  soLuongCNVCLDNu: r.soLuongCNVCLDNu,
  tongSoCongDoan: r.tongSoCongDoan,
  tongSoCnvcld: r.tongSoCnvcld,
  noiDung: r.noiDung,
  ghiChu: r.ghiChu,
  ghiChuPheDuyet: r.ghiChuPheDuyet,
});

type Texts = {
  tenBaoCao: string;
  noiDung?: string | null;
  ghiChu?: string | null;
  loaiBaoCao: (typeof REPORT_KINDS)[number];
};

const values = (r: ReportRecord & Texts, organizationName: string) => {
  const f = figuresOf(r);
  return {
    name: r.tenBaoCao,
    content: r.noiDung ?? null,
    note: r.ghiChu ?? null,
    kind: r.loaiBaoCao,
    memberMale: f.soLuongDoanVienNam,
    memberFemale: f.soLuongDoanVienNu,
    workerMale: f.soLuongCNVCLDNam,
    workerFemale: f.soLuongCNVCLDNu,
    memberTotal: f.tongSoCongDoan,
    workerTotal: f.tongSoCnvcld,
    searchText: toSearchText(r.tenBaoCao, organizationName),
  };
};

const closed = (o: Pick<OccurrenceRow, 'name' | 'startsAt' | 'endsAt'> | null) =>
  new AppError(
    'report_window_closed',
    o
      ? `Hiện tại không trong thời gian báo cáo. Kỳ hiện tại: ${o.name} (${windowText(o)})`
      : 'Không có kỳ báo cáo nào đang diễn ra',
  );

function assertKind(period: PeriodRow, asked: ReportCreateBody['loaiKy']) {
  if (asked !== undefined && asked !== period.kind) {
    throw new AppError(
      'report_period_kind_mismatch',
      `Loại kỳ báo cáo không khớp. Kỳ này là ${PERIOD_KIND_LABELS[period.kind]}, bạn đang chọn ${PERIOD_KIND_LABELS[asked]}`,
    );
  }
}

/** The occurrence open now of a period (made first if the job has not yet), else the window-closed answer. */
async function openOccurrence(tx: DbOrTx, period: PeriodRow, now: Date): Promise<OccurrenceRow> {
  if (!period.isActive) throw new AppError('report_window_closed', 'Kỳ báo cáo đã ngừng hoạt động');
  await ensureOccurrences(tx, period, now);
  const [open] = await tx
    .select()
    .from(reportOccurrences)
    .where(
      and(
        eq(reportOccurrences.periodId, period.id),
        lte(reportOccurrences.startsAt, now),
        gte(reportOccurrences.endsAt, now),
      ),
    )
    .orderBy(asc(reportOccurrences.startsAt))
    .limit(1);
  if (open) return open;
  const current = await currentOccurrence(tx, period, now);
  throw closed(current);
}

/**
 * The occurrence a new report is filed in: the one named (open, or past its deadline: filed late);
 * else the open one of the period named; else of the first active period of the kind named that
 * the unit must report in.
 */
async function occurrenceFor(
  tx: DbOrTx,
  body: ReportCreateBody,
  unitId: number,
  now: Date,
): Promise<{ period: PeriodRow; occurrence: OccurrenceRow }> {
  if (body.kyBaoCaoId !== undefined) {
    const [occurrence] = await tx
      .select()
      .from(reportOccurrences)
      .where(eq(reportOccurrences.id, body.kyBaoCaoId));
    if (!occurrence) throw new AppError('report_occurrence_ref_invalid');
    const period = await periodOrFail(tx, occurrence.periodId);
    assertKind(period, body.loaiKy);
    if (!period.isActive) throw new AppError('report_window_closed', 'Kỳ báo cáo đã ngừng hoạt động');
    if (occurrence.startsAt > now) throw closed(occurrence);
    return { period, occurrence };
  }
  if (body.thoiGianCapNhatDoanSoId !== undefined) {
    const [period] = await tx
      .select()
      .from(reportPeriods)
      .where(eq(reportPeriods.id, body.thoiGianCapNhatDoanSoId));
    if (!period) throw new AppError('report_period_ref_invalid');
    assertKind(period, body.loaiKy);
    return { period, occurrence: await openOccurrence(tx, period, now) };
  }
  const kind = body.loaiKy!;
  const candidates = await tx
    .select()
    .from(reportPeriods)
    .where(and(eq(reportPeriods.kind, kind), eq(reportPeriods.isActive, true)))
    .orderBy(asc(reportPeriods.createdAt));
  for (const period of candidates) {
    if (!(await isTarget(tx, period, unitId))) continue;
    const occurrence = await openOccurrence(tx, period, now).catch(() => null);
    if (occurrence) return { period, occurrence };
  }
  throw new AppError(
    'report_period_none_open',
    `Không tìm thấy kỳ báo cáo ${PERIOD_KIND_LABELS[kind]} đang hoạt động hoặc chưa được cấu hình`,
  );
}

async function isTarget(tx: DbOrTx, period: PeriodRow, unitId: number) {
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, unitId), periodTargets(period)));
  return !!row;
}

/** The report's unit as the sender of what is told about it, whoever acted. */
const unitOf = (
  actor: Actor,
  report: { organizationId: number; xaPhuongId: number | null; cumKhuCnId: number | null },
): Sender => ({
  userId: actor.userId,
  scope: 'province',
  organizationId: report.organizationId,
  xaPhuongId: report.xaPhuongId,
  cumKhuCnId: report.cumKhuCnId,
});

/** Which occurrence of which period, in a notice: 'Tháng 6/2026 — Báo cáo hàng tháng' (a one-off: its name). */
const occurrenceOf = (item: ReportItem) =>
  item.tenKy === item.tenThoiGianCapNhat ? item.tenKy : `${item.tenKy} — ${item.tenThoiGianCapNhat}`;

/** Tells the nearest approvers above the unit (bell, Zalo) that its report waits for them. */
async function tellWaiting(w: Write, config: Config, actor: Actor, item: ReportItem) {
  const approvers = await nearestApprovers(w.tx, item.organizationId, actor.userId);
  if (!approvers.length) return;
  await sendNotice(
    w,
    unitOf(actor, item),
    {
      tieuDe: 'Báo cáo đoàn số chờ phê duyệt',
      noiDung: `${item.organizationName} đã nộp báo cáo "${item.tenBaoCao}" (${occurrenceOf(item)}), chờ phê duyệt.`,
      loaiThongBao: 'Báo cáo đoàn số',
      duongDan: pageLinks.reports.getHref({ id: item.id }),
    },
    { nguoiNhanIds: approvers },
    { zalo: zaloConfigured(config) },
  );
}

/** POST bao-cao-doan-so-theo-ky: filed pending, for the caller's unit or one in their scope. */
export async function createReport(
  db: Db,
  config: Config,
  request: FastifyRequest,
  body: ReportCreateBody,
): Promise<ReportItem> {
  const actor = actorOf(request);
  const unitId = body.organizationId ?? actor.organizationId;
  if (unitId === null) throw new AppError('report_unit_missing');
  const now = new Date();
  const id = await writeTransaction(
    db,
    request,
    async (w) => {
      const [unit] = await w.tx
        .select({
          id: organizations.id,
          name: organizations.name,
          xaPhuongId: organizations.xaPhuongId,
          cumKhuCnId: organizations.cumKhuCnId,
        })
        .from(organizations)
        .where(and(eq(organizations.id, unitId), organizationScope(actor)));
      if (!unit) throw new AppError('report_organization_ref_invalid');
      const { period, occurrence } = await occurrenceFor(w.tx, body, unit.id, now);
      if (!(await isTarget(w.tx, period, unit.id))) throw new AppError('report_unit_not_target');
      const [taken] = await w.tx
        .select({ id: membershipReports.id })
        .from(membershipReports)
        .where(
          and(
            eq(membershipReports.occurrenceId, occurrence.id),
            eq(membershipReports.organizationId, unit.id),
            ne(membershipReports.state, 'tu_choi'),
          ),
        );
      if (taken) throw new AppError('report_exists');
      const [row] = await w.tx
        .insert(membershipReports)
        .values({
          ...values(body, unit.name),
          occurrenceId: occurrence.id,
          organizationId: unit.id,
          xaPhuongId: unit.xaPhuongId,
          cumKhuCnId: unit.cumKhuCnId,
          submittedBy: actor.userId,
          updatedBy: actor.userId,
        })
        .returning({ id: membershipReports.id });
      const item = await reportOrFail(w.tx, actor, row!.id);
      await w.audit({
        action: 'create',
        subject: 'membership-report',
        recordId: row!.id,
        after: snapshot(item),
      });
      await tellWaiting(w, config, actor, item);
      return row!.id;
    },
    CONFLICTS,
  );
  return reportOrFail(db, actor, id);
}

/** The report in the caller's scope, locked; else report_not_found. */
async function lockReport(tx: DbOrTx, actor: Actor, id: number) {
  const [row] = await tx
    .select({ ...getTableColumns(membershipReports), above: sql<boolean>`${aboveUnit(actor)}` })
    .from(membershipReports)
    .where(and(eq(membershipReports.id, id), reportScope(actor)))
    .for('update');
  if (!row) throw new AppError('report_not_found');
  return row;
}

/**
 * The report locked for its own side to correct or withdraw (its unit, or whoever filed it), not
 * yet approved. Those above it return it with a reason instead (decideReport): the unit corrects
 * and files it again, and the approver can still approve it.
 */
async function lockForCorrection(tx: DbOrTx, actor: Actor, id: number) {
  const stored = await lockReport(tx, actor, id);
  if (stored.above) throw new AppError('report_edit_above');
  if (stored.state === 'da_phe_duyet') throw new AppError('report_locked');
  return stored;
}

/**
 * PATCH bao-cao-doan-so-theo-ky/{id}: by its own side (lockForCorrection), while it waits or once
 * returned; the fields given change, the others stay, the merged figures are checked again; a
 * returned one is filed again (waiting, those above told).
 */
export async function updateReport(
  db: Db,
  config: Config,
  request: FastifyRequest,
  id: number,
  patch: ReportUpdateBody,
): Promise<ReportItem> {
  const actor = actorOf(request);
  await writeTransaction(
    db,
    request,
    async (w) => {
      const stored = await lockForCorrection(w.tx, actor, id);
      const before = await reportOrFail(w.tx, actor, id);
      const record = applyPatch(
        {
          tenBaoCao: before.tenBaoCao,
          noiDung: before.noiDung,
          ghiChu: before.ghiChu,
          loaiBaoCao: before.loaiBaoCao,
          soLuongDoanVienNam: before.soLuongDoanVienNam,
          soLuongDoanVienNu: before.soLuongDoanVienNu,
          soLuongCNVCLDNam: before.soLuongCNVCLDNam,
          soLuongCNVCLDNu: before.soLuongCNVCLDNu,
          tongSoCongDoan: before.tongSoCongDoan as number | null,
          tongSoCnvcld: before.tongSoCnvcld as number | null,
        },
        patch,
      );
      // a gender figure changed without its total: the total follows, as on a create
      if (
        patch.tongSoCongDoan === undefined &&
        (patch.soLuongDoanVienNam ?? patch.soLuongDoanVienNu) !== undefined
      ) {
        record.tongSoCongDoan = null;
      }
      if (
        patch.tongSoCnvcld === undefined &&
        (patch.soLuongCNVCLDNam ?? patch.soLuongCNVCLDNu) !== undefined
      ) {
        record.tongSoCnvcld = null;
      }
      const broken = reportRuleBroken(record);
      if (broken) assertMerged(false, broken.path, broken.message);
      await w.tx
        .update(membershipReports)
        .set({
          ...values(record, before.organizationName),
          state: 'cho_phe_duyet',
          decidedBy: null,
          decidedAt: null,
          decisionNote: null,
          updatedBy: actor.userId,
          updatedAt: new Date(),
        })
        .where(eq(membershipReports.id, id));
      const after = await reportOrFail(w.tx, actor, id);
      await w.audit({
        action: 'update',
        subject: 'membership-report',
        recordId: id,
        before: snapshot(before),
        after: snapshot(after),
      });
      // a corrected rejection waits again: those above are told as on a first filing
      if (stored.state === 'tu_choi') await tellWaiting(w, config, actor, after);
    },
    CONFLICTS,
  );
  return reportOrFail(db, actor, id);
}

/** DELETE bao-cao-doan-so-theo-ky/{id}: by its own side, only while it waits or once returned. */
export async function deleteReport(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const actor = actorOf(request);
  await writeTransaction(db, request, async (w) => {
    await lockForCorrection(w.tx, actor, id);
    const before = snapshot(await reportOrFail(w.tx, actor, id));
    await w.tx.delete(membershipReports).where(eq(membershipReports.id, id));
    await w.audit({ action: 'delete', subject: 'membership-report', recordId: id, before });
  });
}

/**
 * An approved report's figures become its unit's (members and workers, total and by gender),
 * unless the unit has an approved report of a later occurrence: the newest figures stay. A unit
 * with member records keeps the member counts its records give; the workers come from the report.
 */
async function copyFigures(w: Write, report: typeof membershipReports.$inferSelect) {
  const [newer] = await w.tx
    .select({ id: membershipReports.id })
    .from(membershipReports)
    .innerJoin(reportOccurrences, eq(reportOccurrences.id, membershipReports.occurrenceId))
    .where(
      and(
        eq(membershipReports.organizationId, report.organizationId),
        eq(membershipReports.state, 'da_phe_duyet'),
        ne(membershipReports.id, report.id),
        gt(
          reportOccurrences.endsAt,
          sql`(select o.ends_at from report_occurrences o where o.id = ${report.occurrenceId})`,
        ),
      ),
    )
    .limit(1);
  if (newer) return;
  const [unit] = await w.tx
    .select({
      memberCount: organizations.memberCount,
      workerCount: organizations.workerCount,
      memberMaleCount: organizations.memberMaleCount,
      memberFemaleCount: organizations.memberFemaleCount,
      workerMaleCount: organizations.workerMaleCount,
      workerFemaleCount: organizations.workerFemaleCount,
      memberRecordCount: organizations.memberRecordCount,
    })
    .from(organizations)
    .where(eq(organizations.id, report.organizationId))
    .for('update');
  const workers = {
    workerCount: report.workerTotal,
    workerMaleCount: report.workerMale,
    workerFemaleCount: report.workerFemale,
  };
  const members = {
    memberCount: report.memberTotal,
    memberMaleCount: report.memberMale,
    memberFemaleCount: report.memberFemale,
  };
  const { memberRecordCount, ...before } = unit!;
  const after = memberRecordCount > 0 ? workers : { ...members, ...workers };
  await withFiguresSource(w.tx, 'report', () =>
    w.tx
      .update(organizations)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(organizations.id, report.organizationId)),
  );
  await w.audit({
    action: 'update',
    subject: 'organization',
    recordId: report.organizationId,
    before,
    after: { ...after, theoBaoCao: report.id },
  });
}

/**
 * PATCH bao-cao-doan-so-theo-ky/{id}/trang-thai: a waiting report approved, or returned ('tu_choi',
 * with the reason its unit corrects it by), by someone above its unit who did not file it; the
 * submitter is told.
 */
export async function decideReport(
  db: Db,
  config: Config,
  request: FastifyRequest,
  id: number,
  body: ReportDecisionBody,
): Promise<ReportItem> {
  const actor = actorOf(request);
  await writeTransaction(db, request, async (w) => {
    const stored = await lockReport(w.tx, actor, id);
    if (stored.state !== 'cho_phe_duyet') throw new AppError('report_not_pending');
    if (!stored.above) throw new AppError('report_approver_invalid');
    const before = snapshot(await reportOrFail(w.tx, actor, id));
    const [decided] = await w.tx
      .update(membershipReports)
      .set({
        state: body.trangThaiPheDuyet,
        decidedBy: actor.userId,
        decidedAt: new Date(),
        decisionNote: body.ghiChu ?? null,
        updatedAt: new Date(),
      })
      .where(eq(membershipReports.id, id))
      .returning();
    if (body.trangThaiPheDuyet === 'da_phe_duyet') await copyFigures(w, decided!);
    const item = await reportOrFail(w.tx, actor, id);
    await w.audit({
      action: body.trangThaiPheDuyet === 'da_phe_duyet' ? 'approve' : 'reject',
      subject: 'membership-report',
      recordId: id,
      before,
      after: snapshot(item),
    });
    if (stored.submittedBy !== null) {
      const approved = body.trangThaiPheDuyet === 'da_phe_duyet';
      await sendNotice(
        w,
        // the report's unit tells its submitter, whoever in the scope above decided
        unitOf(actor, stored),
        {
          tieuDe: approved ? 'Báo cáo đoàn số đã được phê duyệt' : 'Báo cáo đoàn số bị trả lại',
          noiDung: `Báo cáo "${item.tenBaoCao}" của ${item.organizationName} (${occurrenceOf(item)}) ${
            approved ? 'đã được phê duyệt' : 'bị trả lại. Vui lòng xem lý do, sửa và nộp lại'
          }.${decisionNoteLine(!approved, body.ghiChu)}`,
          loaiThongBao: 'Báo cáo đoàn số',
          duongDan: pageLinks.reports.getHref({ id }),
        },
        { nguoiNhanIds: [stored.submittedBy] },
        { zalo: zaloConfigured(config) },
      );
    }
  });
  return reportOrFail(db, actor, id);
}
