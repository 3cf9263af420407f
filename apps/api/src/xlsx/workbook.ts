import { type ImportRowError, USER_IMPORT_ERROR_COLUMN } from '@congdoan/shared';
import ExcelJS from 'exceljs';
import { AppError } from '../errors.js';

/** Pieces every imported or generated workbook shares (users and organisations). */

/** The header of the column the error workbook adds ('Lỗi'), the same in every import. */
export const ERROR_COLUMN = USER_IMPORT_ERROR_COLUMN;

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

/** A workbook from an upload that passed the guards; what exceljs cannot read is not an .xlsx. */
export async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer type; a node Buffer is what it reads.
    await wb.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw new AppError('import_file_invalid');
  }
  return wb;
}

/** The sheet named so, else the first one. */
export function sheetOf(wb: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const ws = wb.getWorksheet(name) ?? wb.worksheets[0];
  if (!ws) throw new AppError('import_file_invalid');
  return ws;
}

/** exceljs writes a range validation once (sqref), but its types leave dataValidations out. */
export const validationsOf = (ws: ExcelJS.Worksheet) =>
  (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } })
    .dataValidations;

export interface ErrorColumnLayout {
  /** The sheet the rows were read from. */
  sheet: string;
  headerRow: number;
  firstRow: number;
  /** The template's column count: the error column goes after it at least. */
  columns: number;
}

/** The uploaded workbook itself with a 'Lỗi' column filled per row, for the officer to fix in place. */
export async function withErrorColumn(
  buffer: Buffer,
  errors: ImportRowError[],
  layout: ErrorColumnLayout,
): Promise<Buffer> {
  const wb = await loadWorkbook(buffer);
  const ws = sheetOf(wb, layout.sheet);
  const header = ws.getRow(layout.headerRow);
  let at = 0;
  header.eachCell((cell, col) => {
    if (cell.text?.trim() === ERROR_COLUMN) at = col;
  });
  if (!at) at = Math.max(header.cellCount, layout.columns) + 1;
  const headerCell = header.getCell(at);
  headerCell.value = ERROR_COLUMN;
  headerCell.font = { bold: true, color: { argb: 'FFC00000' } };
  ws.getColumn(at).width = 60;
  const byRow = new Map<number, string[]>();
  for (const e of errors) byRow.set(e.row, [...(byRow.get(e.row) ?? []), `${e.column}: ${e.message}`]);
  // A file that went through this before: the old messages go.
  ws.eachRow((row, n) => {
    if (n >= layout.firstRow) row.getCell(at).value = null;
  });
  for (const [n, messages] of byRow) {
    const cell = ws.getRow(n).getCell(at);
    cell.value = messages.join('; ');
    cell.font = { color: { argb: 'FFC00000' } };
    cell.alignment = { wrapText: true, vertical: 'top' };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
