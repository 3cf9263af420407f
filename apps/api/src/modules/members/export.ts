import { PassThrough } from 'node:stream';
import {
  MEMBER_EXPORT_MAX,
  MEMBER_GENDER_LABELS,
  MEMBER_STATUS_LABELS,
  type MemberItem,
  type MemberListQuery,
  vietnamDate,
} from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { loggableError } from '../../db/loggable-error.js';
import { members, organizations } from '../../db/schema/index.js';
import { memberItemsByIds } from '../../domain/members/records.js';
import { AppError } from '../../errors.js';
import {
  columnLetter,
  REPORT_FONT as FONT,
  roomIn,
  THIN,
  workbookDownload,
  writeReportHeader,
} from '../../import/xlsx.js';
import { actorOf } from '../../plugins/auth.js';
import { sendDownload } from '../../plugins/download.js';
import { memberListCondition, memberOrder } from './repository.js';

export const MEMBER_EXPORT_FILE_NAME = 'DanhSachDoanVien.xlsx';
/** Rows read from the database at a time, in the list's order. */
const CHUNK = 1000;
const HEADER_ROW = 3;

/** The sheet's columns: heading, width, and the cell of a member. */
export const MEMBER_EXPORT_COLUMNS: readonly [string, number, (m: MemberItem) => ExcelJS.CellValue][] = [
  ['Họ và tên', 26, (m) => m.fullName],
  ['Ngày sinh', 12, (m) => dateCell(m.dateOfBirth)],
  ['Giới tính', 9, (m) => MEMBER_GENDER_LABELS[m.gender]],
  ['Dân tộc', 12, (m) => m.ethnicityName],
  ['Tôn giáo', 14, (m) => m.religionName],
  ['Số CCCD', 15, (m) => m.identity],
  ['Điện thoại', 13, (m) => m.phoneNumber],
  ['Email', 24, (m) => m.email],
  ['Quê quán', 28, (m) => place(m.hometown, m.hometownWardName)],
  ['Nơi ở hiện nay', 28, (m) => place(m.address, m.addressWardName)],
  ['Trình độ học vấn', 16, (m) => m.educationLevelName],
  ['Trình độ chuyên môn', 16, (m) => m.qualificationName],
  ['Nghề nghiệp, vị trí việc làm', 22, (m) => m.occupation],
  ['Bộ phận', 18, (m) => m.department],
  ['Ngày vào công đoàn', 12, (m) => dateCell(m.joinedAt)],
  ['Số thẻ đoàn viên', 15, (m) => m.cardNumber],
  ['Ngày cấp thẻ', 12, (m) => dateCell(m.cardIssuedAt)],
  ['Đảng viên', 9, (m) => (m.partyMember ? 'Có' : '')],
  ['Công đoàn cơ sở', 36, (m) => m.organizationName],
  ['Trạng thái', 14, (m) => MEMBER_STATUS_LABELS[m.status]],
];

/** A date as Excel keeps it (a day, no time zone to shift it). */
const dateCell = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
const place = (text: string | null, ward: string | null) => [text, ward].filter(Boolean).join(', ') || null;

/**
 * The ids of the filtered list in its order, read once (100,000 ids are 800 kB): the rows are then
 * read a chunk of ids at a time, so no page sorts the whole list again.
 */
async function orderedIds(db: DbOrTx, request: FastifyRequest, q: MemberListQuery): Promise<number[]> {
  const actor = actorOf(request);
  const where = memberListCondition(actor, q, vietnamDate());
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(where)
    .orderBy(...memberOrder(q))
    .limit(MEMBER_EXPORT_MAX + 1);
  return rows.map((r) => r.id);
}

async function writeMembers(db: DbOrTx, ids: number[], heading: string, out: PassThrough) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'Hệ thống quản lý công đoàn';
  const ws = wb.addWorksheet('Đoàn viên', {
    views: [{ state: 'frozen', ySplit: HEADER_ROW, xSplit: 2 }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const last = columnLetter(MEMBER_EXPORT_COLUMNS.length + 1);
  ws.columns = [{ width: 7 }, ...MEMBER_EXPORT_COLUMNS.map(([, width]) => ({ width }))];
  ws.mergeCells(`A1:${last}1`);
  const title = ws.getRow(1);
  title.getCell(1).value = 'DANH SÁCH ĐOÀN VIÊN CÔNG ĐOÀN';
  title.getCell(1).font = { name: FONT, size: 15, bold: true };
  title.getCell(1).alignment = { horizontal: 'center' };
  title.commit();
  ws.mergeCells(`A2:${last}2`);
  const sub = ws.getRow(2);
  sub.getCell(1).value = heading;
  sub.getCell(1).font = { name: FONT, size: 11, italic: true };
  sub.getCell(1).alignment = { horizontal: 'center' };
  sub.commit();
  const header = ws.getRow(HEADER_ROW);
  writeReportHeader(header, ['STT', ...MEMBER_EXPORT_COLUMNS.map(([h]) => h)]);
  header.height = 32;
  header.commit();
  // One style object a column, shared by every cell of it: exceljs skips working out a style it has seen.
  const styles = ['STT', ...MEMBER_EXPORT_COLUMNS.map(([h]) => h)].map(
    (h): Partial<ExcelJS.Style> => ({
      font: { name: FONT, size: 11 },
      border: THIN,
      ...(h.startsWith('Ngày') ? { numFmt: 'dd/mm/yyyy', alignment: { horizontal: 'center' } } : {}),
      ...(h === 'STT' ? { alignment: { horizontal: 'center' } } : {}),
    }),
  );
  let n = HEADER_ROW;
  for (let from = 0; from < ids.length; from += CHUNK) {
    const chunk = ids.slice(from, from + CHUNK);
    for (const m of await memberItemsByIds(db, chunk)) {
      n++;
      const row = ws.getRow(n);
      row.values = [n - HEADER_ROW, ...MEMBER_EXPORT_COLUMNS.map(([, , cell]) => cell(m))];
      for (let c = 1; c <= styles.length; c++) row.getCell(c).style = styles[c - 1]!;
      row.commit();
    }
    await roomIn(out);
  }
  ws.commit();
  await wb.commit();
}

/** What the filters chose, for the sheet's second line. */
async function headingOf(db: DbOrTx, q: MemberListQuery, count: number) {
  const [unit] =
    q.organizationId === undefined
      ? []
      : await db
          .select({ name: organizations.name })
          .from(organizations)
          .where(eq(organizations.id, q.organizationId));
  const parts = [
    unit ? `${unit.name}${q.includeChildren ? ' và các đơn vị trực thuộc' : ''}` : null,
    q.status ? MEMBER_STATUS_LABELS[q.status] : null,
    q.search ? `tìm "${q.search}"` : null,
    `${count.toLocaleString('vi-VN')} đoàn viên, xuất ngày ${vietnamDate().split('-').reverse().join('/')}`,
  ];
  return parts.filter(Boolean).join(' — ');
}

/**
 * GET member/export: the filtered list (without its paging) as a workbook, decided before the
 * first byte (nothing: 404 empty_download; more than MEMBER_EXPORT_MAX: 400 member_export_too_large),
 * then streamed into the answer a chunk of rows at a time.
 */
export async function sendMembers(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  q: MemberListQuery,
): Promise<FastifyReply> {
  const ids = await orderedIds(db, request, q);
  if (!ids.length) throw new AppError('empty_download');
  if (ids.length > MEMBER_EXPORT_MAX) throw new AppError('member_export_too_large');
  const heading = await headingOf(db, q, ids.length);
  const out = new PassThrough();
  sendDownload(reply, workbookDownload(MEMBER_EXPORT_FILE_NAME, out));
  writeMembers(db, ids, heading, out).catch((err: unknown) => {
    if (!out.destroyed)
      request.log.error({ err: loggableError(err) }, 'member export failed while streaming');
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return reply;
}
