import {
  COMPANY_IMPORT_HEADERS,
  COMPANY_IMPORT_MAX_ROWS,
  COMPANY_IMPORT_MAX_SHEETS,
  ERRORS,
  importHeaderKey,
} from '@congdoan/shared';
import type ExcelJS from 'exceljs';
import { AppError } from '../../../errors.js';
import { cellText, plainValue } from '../../../import/columns.js';
import type { OpenedWorkbook } from '../../../import/sheet-reader.js';
import { HELP_SHEET, LISTS_SHEET } from '../../../import/template.js';

/**
 * Reading the companies workbook as the deployed system's officers fill it: each sheet is a zone
 * (its name is the zone's), with the columns STT and Tên công ty; a sheet's data runs from the row
 * whose STT is 1 to the first row without an STT (a blank row ends it too), so a title above and
 * notes or signatures below are left alone. Sheets are streamed one after another (sheet-reader.ts).
 */

export interface CompanyRow {
  /** The Excel row number. */
  row: number;
  /** The name as typed, trimmed ('' when blank). */
  ten: string;
}

export interface CompanySheet {
  name: string;
  rows: CompanyRow[];
  /** The sheet has content but no row whose STT is 1. */
  noFirstRow: boolean;
}

const STT = importHeaderKey(COMPANY_IMPORT_HEADERS.stt);
const NAME = importHeaderKey(COMPANY_IMPORT_HEADERS.ten);

const isOne = (v: ReturnType<typeof plainValue>) => v === 1 || (typeof v === 'string' && v.trim() === '1');

/** The STT and name columns of a header row, when it is one (a cell reading 'STT'). */
function headerColumns(row: ExcelJS.Row): { stt: number; ten: number } | undefined {
  let stt: number | undefined;
  let ten: number | undefined;
  row.eachCell((cell, col) => {
    const key = importHeaderKey(cell.text ?? '');
    if (key === STT && stt === undefined) stt = col;
    else if (key === NAME && ten === undefined) ten = col;
  });
  return stt === undefined ? undefined : { stt, ten: ten ?? stt + 1 };
}

/** One sheet's rows; `budget` is what is left of the file's row limit. */
async function readSheet(book: OpenedWorkbook, name: string, budget: number): Promise<CompanySheet> {
  const sheet = await book.sheet(name);
  // Without a header row: STT in column A, the name in B (the deployed layout).
  let at = { stt: 1, ten: 2 };
  const rows: CompanyRow[] = [];
  let started = false;
  let content = false;
  let last = 0;
  for await (const row of sheet.rows) {
    const stt = plainValue(row.getCell(at.stt));
    if (!started) {
      if (row.hasValues) content = true;
      const header = headerColumns(row);
      if (header) {
        at = header;
        continue;
      }
      if (!isOne(stt)) continue;
      started = true;
    } else if (row.number !== last + 1 || stt === undefined) {
      break; // an empty row (not in the file at all, or without an STT) ends the data
    }
    if (rows.length >= budget) throw new AppError('import_too_many_rows');
    rows.push({ row: row.number, ten: cellText(plainValue(row.getCell(at.ten)), 'text').normalize('NFC') });
    last = row.number;
  }
  return { name, rows, noFirstRow: content && !started };
}

/**
 * Every zone sheet of the workbook (the template's instructions and hidden lists left out), at
 * most COMPANY_IMPORT_MAX_SHEETS sheets and COMPANY_IMPORT_MAX_ROWS rows in all; an empty sheet is
 * skipped, a file with no row at all refused.
 */
export async function readCompanySheets(book: OpenedWorkbook): Promise<CompanySheet[]> {
  const names = book.visibleSheets().filter((n) => n !== HELP_SHEET && n !== LISTS_SHEET);
  if (names.length > COMPANY_IMPORT_MAX_SHEETS) {
    throw new AppError(
      'import_wrong_template',
      `File có quá ${COMPANY_IMPORT_MAX_SHEETS} sheet (mỗi sheet là một cụm/khu công nghiệp). Hãy chia thành nhiều file`,
    );
  }
  const sheets: CompanySheet[] = [];
  let total = 0;
  for (const name of names) {
    const sheet = await readSheet(book, name, COMPANY_IMPORT_MAX_ROWS - total);
    total += sheet.rows.length;
    if (sheet.rows.length || sheet.noFirstRow) sheets.push(sheet);
  }
  if (!total && !sheets.length) {
    throw new AppError(
      'import_empty',
      `${ERRORS.import_empty.message.replace(/ \(.*\)$/, '')} (mỗi sheet là một cụm/khu công nghiệp, dữ liệu từ dòng có STT = 1)`,
    );
  }
  return sheets;
}
