import type { Writable } from 'node:stream';
import { SPREADSHEET_MIME, USER_IMPORT_ERROR_COLUMN } from '@congdoan/shared';
import type ExcelJS from 'exceljs';
import type { Download } from '../plugins/download.js';

/** Pieces every generated workbook shares (templates, the errors workbook, the CDCS report). */

/** The header of the column the errors workbook adds ('Lỗi'), the same in every import. */
export const ERROR_COLUMN = USER_IMPORT_ERROR_COLUMN;

/** A workbook download named `name` (sent with `sendDownload`). */
export const workbookDownload = (name: string, content: Download['content']): Download => ({
  name,
  contentType: SPREADSHEET_MIME,
  content,
});

/** 1 → A, 27 → AA. */
export const columnLetter = (index: number) => {
  let n = index;
  let s = '';
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
};

/** exceljs writes a range validation once (sqref), but its types leave dataValidations out. */
export const validationsOf = (ws: ExcelJS.Worksheet) =>
  (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } })
    .dataValidations;

/**
 * Waits while a streamed download is not taking more, so that a slow client does not make the
 * server hold the workbook; throws once the download is closed.
 */
export async function roomIn(out: Writable) {
  if (out.writableNeedDrain) {
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  }
  if (out.destroyed) throw new Error('the download was closed');
}

/** What the printed reports (the CDCS report, a period's figures) are written in and boxed with. */
export const REPORT_FONT = 'Times New Roman';
export const THIN: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
};
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };

/** A printed report's header row: its column titles bold and centred, boxed on a pale blue. */
export function writeReportHeader(row: ExcelJS.Row, titles: string[]) {
  titles.forEach((text, i) => {
    const cell = row.getCell(i + 1);
    cell.value = text;
    cell.font = { name: REPORT_FONT, size: 11, bold: true };
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    cell.border = THIN;
    cell.fill = HEADER_FILL;
  });
}
/** The groups of a report by ward and zone for units without one. */
export const NO_WARD = 'Chưa xác định xã/phường';
export const NO_ZONE = 'Ngoài cụm/khu công nghiệp';
