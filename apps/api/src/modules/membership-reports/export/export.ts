import { percentOf, REPORT_STATE_LABELS, type ReportExportQuery, type ReportState } from '@congdoan/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { byName } from '../../../db/query.js';
import { industrialZones, membershipReports, organizations, wards } from '../../../db/schema/index.js';
import { vnDay, windowText } from '../../../domain/reporting/notices.js';
import { type OccurrenceRow, type PeriodRow, periodTargets } from '../../../domain/reporting/occurrences.js';
import { organizationScope } from '../../../domain/scope.js';
import { AppError } from '../../../errors.js';
import {
  REPORT_FONT as FONT,
  NO_WARD,
  NO_ZONE,
  THIN,
  workbookDownload,
  writeReportHeader,
} from '../../../import/xlsx.js';
import type { Download } from '../../../plugins/download.js';
import { trackedOccurrence } from '../tracking/repository.js';

/**
 * The figures of one occurrence by unit (BaoCaoDoanSo_<kỳ>.xlsx): every unit that must report, in
 * the caller's scope, with its report (approved or awaiting approval; a unit without one shows
 * its standing and no figures), grouped by ward on one sheet and by zone on the other, each group
 * with its subtotal and the sheet with its grand total; landscape A4, one page wide, the header
 * repeated on every printed page.
 */

const report = alias(membershipReports, 'report');
const FIGURES = [
  'memberMale',
  'memberFemale',
  'memberTotal',
  'workerMale',
  'workerFemale',
  'workerTotal',
] as const;
type Figure = (typeof FIGURES)[number];

const COLUMNS = [
  { header: 'STT', width: 6 },
  { header: 'Công đoàn cơ sở', width: 40 },
  { header: 'Trạng thái', width: 16 },
  { header: 'Đoàn viên nam', width: 11 },
  { header: 'Đoàn viên nữ', width: 11 },
  { header: 'Tổng số đoàn viên', width: 12 },
  { header: 'CNVCLĐ nam', width: 11 },
  { header: 'CNVCLĐ nữ', width: 11 },
  { header: 'Tổng số CNVCLĐ', width: 12 },
  { header: 'Tỷ lệ đoàn viên / CNVCLĐ', width: 12 },
  { header: 'Ngày nộp', width: 12 },
  { header: 'Ghi chú', width: 30 },
];

interface UnitRow {
  name: string;
  wardId: number | null;
  wardName: string | null;
  zoneId: number | null;
  zoneName: string | null;
  state: ReportState | null;
  submittedAt: Date | null;
  note: string | null;
  memberMale: number | null;
  memberFemale: number | null;
  memberTotal: number | null;
  workerMale: number | null;
  workerFemale: number | null;
  workerTotal: number | null;
}

/** Every unit of the occurrence in the caller's scope, with its report not rejected, if any. */
async function exportRows(
  db: DbOrTx,
  actor: Actor,
  period: PeriodRow,
  o: OccurrenceRow,
  filters: { xaPhuongId?: number | undefined; cumKhuCnId?: number | undefined },
): Promise<UnitRow[]> {
  const where: SQL | undefined = and(
    periodTargets(period),
    organizationScope(actor),
    filters.xaPhuongId === undefined ? undefined : eq(organizations.xaPhuongId, filters.xaPhuongId),
    filters.cumKhuCnId === undefined ? undefined : eq(organizations.cumKhuCnId, filters.cumKhuCnId),
  );
  return db
    .select({
      name: organizations.name,
      wardId: organizations.xaPhuongId,
      wardName: wards.name,
      zoneId: organizations.cumKhuCnId,
      zoneName: industrialZones.name,
      state: report.state,
      submittedAt: report.createdAt,
      note: report.note,
      memberMale: report.memberMale,
      memberFemale: report.memberFemale,
      memberTotal: report.memberTotal,
      workerMale: report.workerMale,
      workerFemale: report.workerFemale,
      workerTotal: report.workerTotal,
    })
    .from(organizations)
    .leftJoin(
      report,
      and(
        eq(report.organizationId, organizations.id),
        eq(report.occurrenceId, o.id),
        sql`${report.state} <> 'tu_choi'`,
      ),
    )
    .leftJoin(wards, eq(wards.id, organizations.xaPhuongId))
    .leftJoin(industrialZones, eq(industrialZones.id, organizations.cumKhuCnId))
    .where(where)
    .orderBy(byName(organizations.name), asc(organizations.id));
}

const collator = new Intl.Collator('vi');

function standing(u: UnitRow, o: OccurrenceRow, now: Date) {
  if (u.state)
    return `${REPORT_STATE_LABELS[u.state]}${u.submittedAt && u.submittedAt > o.endsAt ? ' (nộp muộn)' : ''}`;
  return now > o.endsAt ? 'Quá hạn, chưa nộp' : 'Chưa nộp';
}

function sheet(
  wb: ExcelJS.Workbook,
  title: string,
  heading: string[],
  groups: { label: string; units: UnitRow[] }[],
  o: OccurrenceRow,
  now: Date,
) {
  const ws = wb.addWorksheet(title, {
    pageSetup: {
      orientation: 'landscape',
      paperSize: 9,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
      printTitlesRow: '5:5',
    },
    headerFooter: { oddFooter: 'Trang &P / &N' },
    views: [{ state: 'frozen', ySplit: 5 }],
  });
  ws.columns = COLUMNS.map((c) => ({ width: c.width }));
  heading.forEach((text, i) => {
    const row = ws.getRow(i + 1);
    ws.mergeCells(i + 1, 1, i + 1, COLUMNS.length);
    row.getCell(1).value = text;
    row.getCell(1).font = { name: FONT, size: i === 0 ? 14 : 11, bold: i === 0 };
    row.getCell(1).alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  });
  const header = ws.getRow(5);
  writeReportHeader(
    header,
    COLUMNS.map((c) => c.header),
  );
  header.height = 32;
  const zero = (): Record<Figure, number> & { units: number } => ({
    units: 0,
    memberMale: 0,
    memberFemale: 0,
    memberTotal: 0,
    workerMale: 0,
    workerFemale: 0,
    workerTotal: 0,
  });
  const rate = (members: number | null, workers: number | null) =>
    members === null || workers === null ? null : percentOf(members, workers);
  const styled = (row: ExcelJS.Row, bold: boolean, fill?: string) => {
    for (let c = 1; c <= COLUMNS.length; c++) {
      const cell = row.getCell(c);
      cell.font = { name: FONT, bold };
      cell.border = THIN;
      cell.alignment = {
        vertical: 'middle',
        wrapText: c === 2 || c === 12,
        horizontal: c >= 4 && c <= 10 ? 'right' : undefined,
      };
      if (fill) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: fill } };
    }
    for (let c = 4; c <= 9; c++) row.getCell(c).numFmt = '#,##0';
    row.getCell(10).numFmt = '0.0"%"';
  };
  const totalRow = (label: string, t: ReturnType<typeof zero>, fill: string) => {
    const row = ws.addRow([
      '',
      `${label} (${t.units} đơn vị)`,
      '',
      ...FIGURES.map((f) => t[f]),
      rate(t.memberTotal, t.workerTotal),
      '',
      '',
    ]);
    styled(row, true, fill);
  };
  const grand = zero();
  let stt = 0;
  for (const group of groups) {
    const head = ws.addRow([group.label]);
    ws.mergeCells(head.number, 1, head.number, COLUMNS.length);
    styled(head, true, 'FFF2F2F2');
    const sub = zero();
    for (const u of group.units) {
      stt++;
      const row = ws.addRow([
        stt,
        u.name,
        standing(u, o, now),
        ...FIGURES.map((f) => u[f]),
        rate(u.memberTotal, u.workerTotal),
        u.submittedAt ? vnDay(u.submittedAt) : '',
        u.note ?? '',
      ]);
      styled(row, false);
      row.getCell(1).alignment = { horizontal: 'center', vertical: 'middle' };
      sub.units++;
      for (const f of FIGURES) sub[f] += u[f] ?? 0;
    }
    totalRow(`Cộng ${group.label}`, sub, 'FFF2F2F2');
    grand.units += sub.units;
    for (const f of FIGURES) grand[f] += sub[f];
  }
  totalRow('TỔNG CỘNG', grand, 'FFDDEBF7');
}

/** Units grouped by ward or zone, the groups by name and those without one last. */
function groupBy(units: UnitRow[], key: 'ward' | 'zone') {
  const groups = new Map<number | null, { label: string; units: UnitRow[] }>();
  for (const u of units) {
    const id = key === 'ward' ? u.wardId : u.zoneId;
    const label = (key === 'ward' ? u.wardName : u.zoneName) ?? (key === 'ward' ? NO_WARD : NO_ZONE);
    const group = groups.get(id) ?? { label, units: [] };
    group.units.push(u);
    groups.set(id, group);
  }
  return [...groups.entries()]
    .sort(([a, ga], [b, gb]) => (a === null ? 1 : b === null ? -1 : collator.compare(ga.label, gb.label)))
    .map(([, g]) => g);
}

/** The workbook of an occurrence; no unit in scope: the spec's empty download (404). */
async function exportWorkbook(
  units: UnitRow[],
  period: PeriodRow,
  o: OccurrenceRow,
  now = new Date(),
): Promise<Buffer> {
  if (!units.length) throw new AppError('empty_download');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Hệ thống quản lý công đoàn';
  const heading = [
    `BÁO CÁO SỐ LƯỢNG ĐOÀN VIÊN, CÔNG NHÂN VIÊN CHỨC LAO ĐỘNG — ${o.name.toUpperCase()}`,
    `Kỳ báo cáo: ${period.name} · Thời gian: ${windowText(o)} · Hạn nộp: ${vnDay(o.endsAt)}`,
    `Số liệu của báo cáo đã duyệt và đang chờ duyệt · Xuất ngày ${vnDay(now)}`,
  ];
  sheet(wb, 'Theo xã, phường', heading, groupBy(units, 'ward'), o, now);
  sheet(wb, 'Theo cụm, KCN', heading, groupBy(units, 'zone'), o, now);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The file's name: BaoCaoDoanSo_Quy_2_2026.xlsx. */
const exportFileName = (o: OccurrenceRow) =>
  `BaoCaoDoanSo_${o.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9]+/g, '_')}.xlsx`;

/** GET bao-cao-doan-so-theo-ky/xuat-excel: the asked occurrence's figures by unit in the caller's scope. */
export async function occurrenceWorkbook(db: DbOrTx, actor: Actor, q: ReportExportQuery): Promise<Download> {
  const { period, occurrence } = await trackedOccurrence(db, q);
  const units = await exportRows(db, actor, period, occurrence, q);
  return workbookDownload(exportFileName(occurrence), await exportWorkbook(units, period, occurrence));
}
