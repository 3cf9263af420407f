import {
  numberedPage,
  type ReportItem,
  type ReportListQuery,
  type ReportPage,
  type ReportPrefill,
} from '@congdoan/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import {
  industrialZones,
  membershipReports,
  organizations,
  reportOccurrences,
  reportPeriods,
  users,
  wards,
} from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { aboveUnit } from '../../domain/approvers.js';
import { organizationScope, reportScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';

const submitter = alias(users, 'submitter');
const decider = alias(users, 'decider');

const itemColumns = (actor: Actor) => ({
  id: membershipReports.id,
  tenBaoCao: membershipReports.name,
  noiDung: membershipReports.content,
  ghiChu: membershipReports.note,
  loaiBaoCao: membershipReports.kind,
  trangThaiPheDuyet: membershipReports.state,
  ghiChuPheDuyet: membershipReports.decisionNote,
  soLuongDoanVienNam: membershipReports.memberMale,
  soLuongDoanVienNu: membershipReports.memberFemale,
  soLuongCNVCLDNam: membershipReports.workerMale,
  soLuongCNVCLDNu: membershipReports.workerFemale,
  tongSoCongDoan: membershipReports.memberTotal,
  tongSoCnvcld: membershipReports.workerTotal,
  kyBaoCaoId: reportOccurrences.id,
  tenKy: reportOccurrences.name,
  thoiGianCapNhatDoanSoId: reportPeriods.id,
  tenThoiGianCapNhat: reportPeriods.name,
  loaiKy: reportPeriods.kind,
  thoiHanNop: reportOccurrences.endsAt,
  organizationId: membershipReports.organizationId,
  organizationName: organizations.name,
  xaPhuongId: membershipReports.xaPhuongId,
  xaPhuongName: wards.name,
  cumKhuCnId: membershipReports.cumKhuCnId,
  cumKhuCnName: industrialZones.name,
  submitterId: submitter.id,
  submitterName: submitter.fullName,
  deciderId: decider.id,
  deciderName: decider.fullName,
  ngayPheDuyet: membershipReports.decidedAt,
  /** The caller stands above its unit: they decide it (approve or return it), never edit it. */
  above: sql<boolean>`${aboveUnit(actor)}`,
  createdAt: membershipReports.createdAt,
  updatedAt: membershipReports.updatedAt,
});

const selectItems = (db: DbOrTx, actor: Actor) =>
  db
    .select(itemColumns(actor))
    .from(membershipReports)
    .innerJoin(reportOccurrences, eq(reportOccurrences.id, membershipReports.occurrenceId))
    .innerJoin(reportPeriods, eq(reportPeriods.id, reportOccurrences.periodId))
    .innerJoin(organizations, eq(organizations.id, membershipReports.organizationId))
    .leftJoin(wards, eq(wards.id, membershipReports.xaPhuongId))
    .leftJoin(industrialZones, eq(industrialZones.id, membershipReports.cumKhuCnId))
    .leftJoin(submitter, eq(submitter.id, membershipReports.submittedBy))
    .leftJoin(decider, eq(decider.id, membershipReports.decidedBy));

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const person = (id: number | null, fullName: string | null) =>
  id === null ? null : { id, fullName: fullName ?? '' };

function toItem(row: Row, actor: Actor): ReportItem {
  const { submitterId, submitterName, deciderId, deciderName, above, ...rest } = row;
  const mayUpdate = actor.ability.can('update', 'membership-report');
  return {
    ...rest,
    thoiHanNop: row.thoiHanNop.toISOString(),
    dungHan: row.createdAt <= row.thoiHanNop,
    nguoiBaoCao: person(submitterId, submitterName),
    nguoiPheDuyet: person(deciderId, deciderName),
    ngayPheDuyet: row.ngayPheDuyet?.toISOString() ?? null,
    coThePheDuyet: mayUpdate && Boolean(above) && rest.trangThaiPheDuyet === 'cho_phe_duyet',
    coTheSua: mayUpdate && !above && rest.trangThaiPheDuyet !== 'da_phe_duyet',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An organisation and every unit under it (materialised path). */
const underOrganization = (organizationId: number) =>
  sql`${membershipReports.organizationId} in (select d.id from organizations d
    where d.path like (select o.path from organizations o where o.id = ${organizationId}) || '%')`;

/** The period filters the list and the export share: a period, an occurrence, its month, quarter or year. */
function occurrenceFilters(q: {
  thoiGianCapNhatDoanSoId?: number | undefined;
  kyBaoCaoId?: number | undefined;
  thang?: number | undefined;
  quy?: number | undefined;
  nam?: number | undefined;
}) {
  return and(
    q.thoiGianCapNhatDoanSoId === undefined ? undefined : eq(reportPeriods.id, q.thoiGianCapNhatDoanSoId),
    q.kyBaoCaoId === undefined ? undefined : eq(reportOccurrences.id, q.kyBaoCaoId),
    q.thang === undefined ? undefined : eq(reportOccurrences.month, q.thang),
    q.quy === undefined ? undefined : eq(reportOccurrences.quarter, q.quy),
    q.nam === undefined ? undefined : eq(reportOccurrences.year, q.nam),
  );
}

/**
 * GET bao-cao-doan-so-theo-ky: the reports of an organisation and the units under it, in the
 * caller's scope (another organisation's id shows nothing), newest first.
 */
export async function listReports(db: DbOrTx, actor: Actor, q: ReportListQuery): Promise<ReportPage> {
  const where = and(
    reportScope(actor),
    underOrganization(q.organizationId),
    q.trangThaiPheDuyet === 'tat_ca' ? undefined : eq(membershipReports.state, q.trangThaiPheDuyet),
    searchCondition(membershipReports.searchText, q.search),
    searchCondition(membershipReports.searchText, q.tenBaoCao),
    q.loaiBaoCao === undefined ? undefined : eq(membershipReports.kind, q.loaiBaoCao),
    q.xaPhuongId === undefined ? undefined : eq(membershipReports.xaPhuongId, q.xaPhuongId),
    q.cumKhuCnId === undefined ? undefined : eq(membershipReports.cumKhuCnId, q.cumKhuCnId),
    occurrenceFilters(q),
  );
  const page = await listPage(
    q,
    selectItems(db, actor)
      .where(where)
      .orderBy(desc(membershipReports.createdAt), desc(membershipReports.id)),
    db
      .select({ n: count() })
      .from(membershipReports)
      .innerJoin(reportOccurrences, eq(reportOccurrences.id, membershipReports.occurrenceId))
      .innerJoin(reportPeriods, eq(reportPeriods.id, reportOccurrences.periodId))
      .where(where),
    (r) => toItem(r, actor),
  );
  return numberedPage(page, q);
}

/** One report in the caller's scope, or report_not_found. */
export async function reportOrFail(db: DbOrTx, actor: Actor, id: number): Promise<ReportItem> {
  const [row] = await selectItems(db, actor).where(and(eq(membershipReports.id, id), reportScope(actor)));
  if (!row) throw new AppError('report_not_found');
  return toItem(row, actor);
}

/**
 * GET bao-cao-doan-so-theo-ky/du-lieu-goi-y: the figures a unit's new report starts from — what its
 * record says now (members and workers, by gender when known), which an approval wrote and an
 * officer may have corrected since; said to come from the latest approved report when they are
 * its figures.
 */
export async function prefillFor(
  db: DbOrTx,
  actor: Actor,
  organizationId: number | null,
): Promise<ReportPrefill> {
  const unitId = organizationId ?? actor.organizationId;
  if (unitId === null) throw new AppError('report_unit_missing');
  const [unit] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, unitId), organizationScope(actor)));
  if (!unit) throw new AppError('report_organization_ref_invalid');
  const [last] = await db
    .select({
      memberMale: membershipReports.memberMale,
      memberFemale: membershipReports.memberFemale,
      workerMale: membershipReports.workerMale,
      workerFemale: membershipReports.workerFemale,
      memberTotal: membershipReports.memberTotal,
      workerTotal: membershipReports.workerTotal,
      occurrence: reportOccurrences.name,
    })
    .from(membershipReports)
    .innerJoin(reportOccurrences, eq(reportOccurrences.id, membershipReports.occurrenceId))
    .where(and(eq(membershipReports.organizationId, unitId), eq(membershipReports.state, 'da_phe_duyet')))
    .orderBy(desc(reportOccurrences.endsAt), desc(membershipReports.decidedAt))
    .limit(1);
  const recorded = {
    memberMale: unit.memberMaleCount,
    memberFemale: unit.memberFemaleCount,
    workerMale: unit.workerMaleCount,
    workerFemale: unit.workerFemaleCount,
    memberTotal: unit.memberCount,
    workerTotal: unit.workerCount,
  };
  const known = recorded.memberTotal !== null || recorded.workerTotal !== null;
  const fromLast =
    last !== undefined && Object.entries(recorded).every(([k, v]) => last[k as keyof typeof recorded] === v);
  const counted = unit.memberRecordCount > 0;
  const source = counted
    ? 'ho_so_doan_vien'
    : fromLast
      ? 'bao_cao_truoc'
      : known
        ? 'ho_so_don_vi'
        : 'khong_co';
  return {
    organizationId: unit.id,
    organizationName: unit.name,
    nguon: source,
    moTaNguon: {
      ho_so_doan_vien: `Số đoàn viên đếm từ hồ sơ đoàn viên (${(unit.memberCount ?? 0).toLocaleString('vi-VN')} người đang sinh hoạt); số người lao động theo hồ sơ đơn vị`,
      bao_cao_truoc: `Số liệu báo cáo đã duyệt kỳ ${last?.occurrence}`,
      ho_so_don_vi: 'Số liệu trong hồ sơ đơn vị',
      khong_co: 'Đơn vị chưa có số liệu: vui lòng nhập',
    }[source],
    soLuongDoanVienNam: recorded.memberMale ?? 0,
    soLuongDoanVienNu: recorded.memberFemale ?? 0,
    soLuongCNVCLDNam: recorded.workerMale ?? 0,
    soLuongCNVCLDNu: recorded.workerFemale ?? 0,
    tongSoCongDoan: recorded.memberTotal ?? 0,
    tongSoCnvcld: recorded.workerTotal ?? 0,
  };
}
