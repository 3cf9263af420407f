import {
  ATTENDANCE_METHOD_LABELS,
  REGISTRATION_EXPORT_MAX,
  REGISTRATION_STATE_LABELS,
  type RegistrationItem,
} from '@congdoan/shared';
import type { SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { vnTime } from '../../domain/events/notice.js';
import { AppError } from '../../errors.js';
import {
  columnLetter,
  REPORT_FONT as FONT,
  THIN,
  workbookDownload,
  writeReportHeader,
} from '../../import/xlsx.js';
import { sendDownload } from '../../plugins/download.js';
import { registrationsFor } from './repository.js';

/**
 * The registrations as a workbook (GET su-kien/{id}/dang-ky/export, GET dang-ky-su-kien/export):
 * the rows of the list the same filters show, in its order. Bounded rather than streamed: at most
 * REGISTRATION_EXPORT_MAX rows (a larger list is refused before the first byte, to be filtered),
 * which an in-memory workbook holds with ease; nothing to write is 404 empty_download.
 */

const HEADER_ROW = 3;

interface Column {
  header: string;
  width: number;
  value: (item: RegistrationItem) => string | number;
}

const time = (iso: string | null) => (iso ? vnTime(new Date(iso)) : '');

const PERSON_COLUMNS: Column[] = [
  { header: 'Họ và tên', width: 28, value: (i) => i.fullName },
  { header: 'Tên đăng nhập', width: 18, value: (i) => i.username ?? '' },
  { header: 'Điện thoại', width: 14, value: (i) => i.phoneNumber ?? '' },
  { header: 'Đơn vị', width: 36, value: (i) => i.organizationName ?? '' },
  {
    header: 'Trạng thái',
    width: 18,
    value: (i) => `${REGISTRATION_STATE_LABELS[i.trangThai]}${i.thuTuCho ? ` (thứ tự ${i.thuTuCho})` : ''}`,
  },
  { header: 'Thời điểm đăng ký', width: 18, value: (i) => time(i.dangKyLuc) },
  { header: 'Điểm danh lúc', width: 18, value: (i) => time(i.diemDanhLuc) },
  {
    header: 'Cách điểm danh',
    width: 16,
    value: (i) => (i.cachDiemDanh ? ATTENDANCE_METHOD_LABELS[i.cachDiemDanh] : ''),
  },
];
const EVENT_COLUMNS: Column[] = [
  { header: 'Sự kiện', width: 36, value: (i) => i.tenSuKien },
  { header: 'Bắt đầu', width: 18, value: (i) => time(i.thoiGianBatDau) },
];

export interface WorkbookPlan {
  where: SQL | undefined;
  /** Across events: each row names its event. */
  across: boolean;
  title: string;
  subtitle: string;
  fileName: string;
}

/** The workbook of the rows `where` keeps. */
export async function registrationsWorkbook(db: DbOrTx, plan: WorkbookPlan): Promise<Buffer> {
  const { found, rows } = await registrationsFor(db, plan.where, plan.across, REGISTRATION_EXPORT_MAX);
  if (found === 0) throw new AppError('empty_download');
  if (found > REGISTRATION_EXPORT_MAX) throw new AppError('registration_export_too_large');
  const columns = [
    { header: 'STT', width: 6, value: () => 0 } as Column,
    ...(plan.across ? EVENT_COLUMNS : []),
    ...PERSON_COLUMNS,
  ];
  const last = columnLetter(columns.length);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Hệ thống quản lý công đoàn';
  const ws = wb.addWorksheet('Đăng ký', {
    views: [{ state: 'frozen', ySplit: HEADER_ROW }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  ws.columns = columns.map((c) => ({ width: c.width }));
  const line = (n: number, text: string, font: Partial<ExcelJS.Font>) => {
    ws.mergeCells(`A${n}:${last}${n}`);
    const cell = ws.getCell(`A${n}`);
    cell.value = text;
    cell.font = { name: FONT, size: 12, ...font };
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  };
  line(1, plan.title, { bold: true, size: 14 });
  line(2, plan.subtitle, { italic: true });
  const header = ws.getRow(HEADER_ROW);
  writeReportHeader(
    header,
    columns.map((c) => c.header),
  );
  const style: Partial<ExcelJS.Style> = { font: { name: FONT, size: 11 }, border: THIN };
  rows.forEach((item, index) => {
    const row = ws.getRow(HEADER_ROW + 1 + index);
    row.values = [index + 1, ...columns.slice(1).map((c) => c.value(item))];
    for (let c = 1; c <= columns.length; c++) row.getCell(c).style = style;
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Answers the workbook as a download. */
export async function sendRegistrationsWorkbook(db: DbOrTx, reply: FastifyReply, plan: WorkbookPlan) {
  const content = await registrationsWorkbook(db, plan);
  return sendDownload(reply, workbookDownload(plan.fileName, content));
}
