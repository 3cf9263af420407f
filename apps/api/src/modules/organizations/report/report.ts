import { PassThrough } from 'node:stream';
import {
  type DynamicFieldSchema,
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_REPORT_COLUMNS,
  ORGANIZATION_REPORT_FILE_NAME,
  ORGANIZATION_REPORT_TITLE,
  ORGANIZATION_STATUS_LABELS,
  type OrganizationFilters,
} from '@congdoan/shared';
import { and, asc, count, eq, gt, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { loggableError } from '../../../db/loggable-error.js';
import { industrialZones, organizationChoices, organizations, wards } from '../../../db/schema/index.js';
import { figuresOfEachAt } from '../../../domain/figures.js';
import { dynamicFieldSchemas } from '../../../domain/organization-create.js';
import { AppError } from '../../../errors.js';
import {
  columnLetter,
  REPORT_FONT as FONT,
  NO_WARD,
  NO_ZONE,
  roomIn,
  THIN,
  workbookDownload,
  writeReportHeader,
} from '../../../import/xlsx.js';
import { actorOf } from '../../../plugins/auth.js';
import { sendDownload } from '../../../plugins/download.js';
import { organizationConditions } from '../repository.js';

/**
 * The CDCS report (BaoCao_CDCS.xlsx): the organisations in the caller's scope, grouped by ward and
 * then by zone, with a subtotal after each zone and each ward and a grand total. It is written with
 * exceljs's streaming writer straight into the response while the rows are read a page at a time
 * (keyset on id within each group), so 100,000 organisations never sit in memory together.
 */

/** Rows read per query. */
export const REPORT_PAGE = 2000;
const HEADER_ROW = 7;
const collator = new Intl.Collator('vi');

/** What a report shows by default: the grassroots unions (the title says so); `level` widens it. */
export const reportFilters = (f: Partial<OrganizationFilters>): Partial<OrganizationFilters> => ({
  ...f,
  level: f.level ?? 'grassroots',
});

export interface Group {
  wardId: number | null;
  zoneId: number | null;
}

export interface ReportPlan {
  where: SQL | undefined;
  groups: Group[];
  wardName: Map<number, string>;
  zoneName: Map<number, string>;
  choiceName: Map<number, string>;
  customFields: DynamicFieldSchema[];
  heading: { federation: string; unit: string | null; filter: string; date: Date };
}

/** Vietnamese date of a report: 'Ngày 5 tháng 3 năm 2026', in Vietnam's time. */
export function vietnameseDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `Ngày ${part('day')} tháng ${part('month')} năm ${part('year')}`;
}

/**
 * Everything decided before the first byte goes out: the groups to write (none: 404
 * empty_download), the names and the heading.
 */
export async function planReport(
  db: DbOrTx,
  actor: Actor,
  filters: Partial<OrganizationFilters>,
  customFields: DynamicFieldSchema[],
  date = new Date(),
  asAt?: Date,
): Promise<ReportPlan> {
  const f = reportFilters(filters);
  // As at a past moment: the unions that existed then (their figures are read at it by the source).
  const where = and(organizationConditions(actor, f), asAt && lt(organizations.createdAt, asAt));
  const groupRows = await db
    .select({ wardId: organizations.xaPhuongId, zoneId: organizations.cumKhuCnId, n: count() })
    .from(organizations)
    .where(where)
    .groupBy(organizations.xaPhuongId, organizations.cumKhuCnId);
  if (!groupRows.length) throw new AppError('empty_download');

  const [wardRows, zoneRows, choiceRows, [federation], unitRows] = await Promise.all([
    db.select({ id: wards.id, name: wards.name }).from(wards),
    db.select({ id: industrialZones.id, name: industrialZones.name }).from(industrialZones),
    db.select({ id: organizationChoices.id, name: organizationChoices.name }).from(organizationChoices),
    db
      .select({ name: organizations.name })
      .from(organizations)
      .where(and(isNull(organizations.organizationParentId), eq(organizations.level, 'province')))
      .orderBy(asc(organizations.id))
      .limit(1),
    actor.organizationId === null
      ? Promise.resolve([])
      : db
          .select({ name: organizations.name, level: organizations.level })
          .from(organizations)
          .where(eq(organizations.id, actor.organizationId)),
  ]);
  const wardName = new Map(wardRows.map((w) => [w.id, w.name]));
  const zoneName = new Map(zoneRows.map((z) => [z.id, z.name]));
  const choiceName = new Map(choiceRows.map((c) => [c.id, c.name]));
  // Wards by name, and in each ward the zones by name; the rows without one come last.
  const byName = (names: Map<number, string>) => (a: number | null, b: number | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : collator.compare(names.get(a) ?? '', names.get(b) ?? '');
  const groups = groupRows
    .map((g) => ({ wardId: g.wardId, zoneId: g.zoneId }))
    .sort((a, b) => byName(wardName)(a.wardId, b.wardId) || byName(zoneName)(a.zoneId, b.zoneId));

  const unit = unitRows[0];
  const filter = [
    f.xaPhuongId !== undefined ? `Xã/phường: ${wardName.get(f.xaPhuongId) ?? f.xaPhuongId}` : null,
    f.cumKhuCnId?.length ? `Cụm/KCN: ${f.cumKhuCnId.map((id) => zoneName.get(id) ?? id).join(', ')}` : null,
    f.loaiHinh !== undefined ? `Loại hình: ${choiceName.get(f.loaiHinh) ?? f.loaiHinh}` : null,
    f.loaiCongTy !== undefined ? `Loại công ty: ${choiceName.get(f.loaiCongTy) ?? f.loaiCongTy}` : null,
    f.namThanhLap !== undefined ? `Năm thành lập: ${f.namThanhLap}` : null,
    f.level ? `Cấp: ${ORGANIZATION_LEVEL_LABELS[f.level]}` : null,
    f.status ? `Trạng thái: ${ORGANIZATION_STATUS_LABELS[f.status]}` : null,
    f.search ? `Từ khóa: "${f.search}"` : null,
  ].filter(Boolean);
  if (f.xaPhuongId === undefined && !f.cumKhuCnId?.length) filter.unshift('Tất cả xã/phường, cụm/KCN');
  return {
    where,
    groups,
    wardName,
    zoneName,
    choiceName,
    customFields,
    heading: {
      federation: federation?.name ?? 'LIÊN ĐOÀN LAO ĐỘNG',
      unit: unit && unit.level !== 'province' ? unit.name : null,
      filter: `Phạm vi: ${filter.join('; ')}`,
      date,
    },
  };
}

interface Totals {
  organizations: number;
  workers: number;
  members: number;
}
const zero = (): Totals => ({ organizations: 0, workers: 0, members: 0 });
const addTo = (t: Totals, workers: number | null, members: number | null) => {
  t.organizations++;
  t.workers += workers ?? 0;
  t.members += members ?? 0;
};

const rowColumns = {
  id: organizations.id,
  code: organizations.code,
  name: organizations.name,
  loaiHinh: organizations.loaiHinh,
  loaiCongTy: organizations.loaiCongTy,
  namThanhLap: organizations.namThanhLap,
  workerCount: organizations.workerCount,
  memberCount: organizations.memberCount,
  customFields: organizations.customFields,
};

/** One organisation as the report reads it. */
export interface ReportRow {
  id: number;
  code: string | null;
  name: string;
  loaiHinh: number | null;
  loaiCongTy: number | null;
  namThanhLap: number | null;
  workerCount: number | null;
  memberCount: number | null;
  customFields: Record<string, unknown> | null;
}
/** Where the rows of each group come from: the database, or (the benchmark) memory. */
export type ReportSource = (group: Group) => AsyncIterable<ReportRow[]>;

/** The organisations of one group, a page at a time, in id order. */
export const databaseSource = (db: DbOrTx, plan: ReportPlan): ReportSource =>
  async function* groupRows(group: Group) {
    const inGroup = and(
      plan.where,
      group.wardId === null ? isNull(organizations.xaPhuongId) : eq(organizations.xaPhuongId, group.wardId),
      group.zoneId === null ? isNull(organizations.cumKhuCnId) : eq(organizations.cumKhuCnId, group.zoneId),
    );
    let after = 0;
    while (true) {
      const page = await db
        .select(rowColumns)
        .from(organizations)
        .where(and(inGroup, gt(organizations.id, after)))
        .orderBy(asc(organizations.id))
        .limit(REPORT_PAGE);
      if (!page.length) return;
      yield page;
      if (page.length < REPORT_PAGE) return;
      after = page.at(-1)!.id;
    }
  };

/**
 * The rows of `source` with each union's figures as they stood at `moment`, read from the figures
 * history a page at a time (a union with no figures then shows none).
 */
export const asAtSource = (db: DbOrTx, source: ReportSource, moment: Date): ReportSource =>
  async function* rowsAsAt(group: Group) {
    for await (const page of source(group)) {
      const figures = await figuresOfEachAt(
        db,
        moment,
        inArray(
          organizations.id,
          page.map((o) => o.id),
        ),
      );
      yield page.map((o) => {
        const then = figures.get(o.id);
        return { ...o, workerCount: then?.workers ?? null, memberCount: then?.members ?? null };
      });
    }
  };

/** A custom value as a report shows it. */
const customCell = (field: DynamicFieldSchema, value: unknown): string | number | null => {
  if (value === undefined || value === null || value === '') return null;
  if (field.type === 'boolean') return value === true ? 'Có' : 'Không';
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
};

/** Writes the whole report into `out` (an .xlsx stream), page by page. */
export async function writeReport(plan: ReportPlan, source: ReportSource, out: PassThrough): Promise<void> {
  const columns = ORGANIZATION_REPORT_COLUMNS.length + plan.customFields.length;
  const last = columnLetter(columns);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'Hệ thống quản lý công đoàn';
  const ws = wb.addWorksheet('Báo cáo CĐCS', {
    views: [{ state: 'frozen', ySplit: HEADER_ROW }],
    pageSetup: {
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      horizontalCentered: true,
      printTitlesRow: `${HEADER_ROW}:${HEADER_ROW}`,
      margins: { left: 0.4, right: 0.4, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
    },
    headerFooter: { oddFooter: '&CTrang &P/&N' },
  });
  ws.columns = [
    { width: 7 },
    { width: 12 },
    { width: 46 },
    { width: 24 },
    { width: 28 },
    { width: 36 },
    { width: 20 },
    { width: 10 },
    { width: 12 },
    { width: 12 },
    ...plan.customFields.map((f) => ({ width: Math.max(14, Math.min(30, f.label.length + 2)) })),
  ];

  const line = (n: number, from: string, to: string, text: string, font: Partial<ExcelJS.Font>) => {
    ws.mergeCells(`${from}${n}:${to}${n}`);
    const row = ws.getRow(n);
    const cell = row.getCell(from);
    cell.value = text;
    cell.font = { name: FONT, size: 12, ...font };
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    return row;
  };
  const { heading } = plan;
  line(1, 'A', 'D', heading.federation.toUpperCase(), { bold: true }).commit();
  line(2, 'A', 'D', heading.unit ? heading.unit.toUpperCase() : '', { bold: true }).commit();
  line(3, columnLetter(Math.max(columns - 3, 5)), last, vietnameseDate(heading.date), {
    italic: true,
  }).commit();
  line(4, 'A', last, ORGANIZATION_REPORT_TITLE, { bold: true, size: 15 }).height = 24;
  ws.getRow(4).commit();
  line(5, 'A', last, heading.filter, { italic: true }).commit();

  const header = ws.getRow(HEADER_ROW);
  writeReportHeader(header, [...ORGANIZATION_REPORT_COLUMNS, ...plan.customFields.map((f) => f.label)]);
  header.height = 32;
  header.commit();

  let n = HEADER_ROW;
  let stt = 0;
  /**
   * One style object per kind of cell, shared by every cell of that kind: exceljs recognises an
   * object it has seen and skips working the style out again (1.2 million cells of 100,000 rows).
   */
  const styles = new Map<string, Partial<ExcelJS.Style>>();
  const styleOf = (column: number, bold: boolean, fill: string | undefined, align?: 'left' | 'right') => {
    const key = `${column}|${bold}|${fill}|${align}`;
    let style = styles.get(key);
    if (!style) {
      style = {
        font: { name: FONT, size: 11, bold },
        border: THIN,
        ...(fill ? { fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: fill } } } : {}),
        ...(column === 1 ? { alignment: { horizontal: align ?? 'center' } } : {}),
        ...(column === 3 ? { alignment: { wrapText: true, vertical: 'top' } } : {}),
        ...(column === 8 ? { numFmt: '0', alignment: { horizontal: 'right' } } : {}),
        ...(column === 9 || column === 10 ? { numFmt: '#,##0', alignment: { horizontal: 'right' } } : {}),
      } satisfies Partial<ExcelJS.Style>;
      styles.set(key, style);
    }
    return style;
  };
  const styled = (row: ExcelJS.Row, bold: boolean, fill?: string, align?: 'left' | 'right') => {
    for (let c = 1; c <= columns; c++) row.getCell(c).style = styleOf(c, bold, fill, align);
  };
  const groupHeading = (text: string, fill: string) => {
    n++;
    ws.mergeCells(`A${n}:${last}${n}`);
    const row = ws.getRow(n);
    row.getCell(1).value = text;
    styled(row, true, fill, 'left');
    row.commit();
  };
  const totalRow = (label: string, t: Totals, fill: string) => {
    n++;
    ws.mergeCells(`A${n}:H${n}`);
    const row = ws.getRow(n);
    row.getCell(1).value = `${label}: ${t.organizations.toLocaleString('vi-VN')} công đoàn cơ sở`;
    row.getCell(9).value = t.workers;
    row.getCell(10).value = t.members;
    styled(row, true, fill, 'right');
    row.commit();
  };

  const grand = zero();
  let i = 0;
  while (i < plan.groups.length) {
    const wardId = plan.groups[i]!.wardId;
    const wardLabel = wardId === null ? NO_WARD : (plan.wardName.get(wardId) ?? String(wardId));
    const wardGroups: Group[] = [];
    while (i < plan.groups.length && plan.groups[i]!.wardId === wardId) wardGroups.push(plan.groups[i++]!);
    groupHeading(wardLabel, 'FFF2F2F2');
    const wardTotal = zero();
    // A ward whose unions all lie outside any zone needs no zone heading of its own.
    const withZones = wardGroups.some((g) => g.zoneId !== null);
    for (const group of wardGroups) {
      const zoneLabel =
        group.zoneId === null ? NO_ZONE : (plan.zoneName.get(group.zoneId) ?? String(group.zoneId));
      if (withZones) groupHeading(`    ${zoneLabel}`, 'FFFAFAFA');
      const zoneTotal = zero();
      for await (const page of source(group)) {
        for (const o of page) {
          n++;
          stt++;
          const row = ws.getRow(n);
          row.values = [
            stt,
            o.code ?? '',
            o.name,
            wardId === null ? '' : wardLabel,
            group.zoneId === null ? '' : zoneLabel,
            o.loaiHinh === null ? '' : (plan.choiceName.get(o.loaiHinh) ?? ''),
            o.loaiCongTy === null ? '' : (plan.choiceName.get(o.loaiCongTy) ?? ''),
            o.namThanhLap ?? null,
            o.workerCount ?? null,
            o.memberCount ?? null,
            ...plan.customFields.map((f) => customCell(f, o.customFields?.[f.key])),
          ];
          styled(row, false);
          row.commit();
          addTo(zoneTotal, o.workerCount, o.memberCount);
        }
        await roomIn(out);
      }
      if (withZones) totalRow(`Cộng ${zoneLabel}`, zoneTotal, 'FFFAFAFA');
      wardTotal.organizations += zoneTotal.organizations;
      wardTotal.workers += zoneTotal.workers;
      wardTotal.members += zoneTotal.members;
    }
    totalRow(`Cộng ${wardLabel}`, wardTotal, 'FFF2F2F2');
    grand.organizations += wardTotal.organizations;
    grand.workers += wardTotal.workers;
    grand.members += wardTotal.members;
  }
  totalRow('TỔNG CỘNG', grand, 'FFDDEBF7');
  ws.commit();
  await wb.commit();
}

/**
 * GET organization/export-report: decided before the first byte (an empty report is a 404 with
 * the spec's message), then streamed into the answer.
 */
export async function sendReport(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  filters: Partial<OrganizationFilters>,
  asAt?: { date: Date; moment: Date },
): Promise<FastifyReply> {
  const plan = await planReport(
    db,
    actorOf(request),
    filters,
    await dynamicFieldSchemas(db),
    asAt?.date,
    asAt?.moment,
  );
  const source = databaseSource(db, plan);
  const out = new PassThrough();
  sendDownload(reply, workbookDownload(ORGANIZATION_REPORT_FILE_NAME, out));
  writeReport(plan, asAt ? asAtSource(db, source, asAt.moment) : source, out).catch((err: unknown) => {
    if (!out.destroyed) request.log.error({ err: loggableError(err) }, 'CDCS report failed while streaming');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply;
}
