import ExcelJS from 'exceljs';
import { columnLetter, validationsOf } from './xlsx.js';

/**
 * An import's template: a title on row 1, the headers on the row above the first data row
 * (required ones red), one example row, dropdowns fed from a hidden sheet, and an instructions
 * sheet. Each import describes its own; this writes them all alike.
 */

export interface TemplateColumn {
  header: string;
  required: boolean;
  width: number;
  /** '@' keeps a code or a phone number as text (its leading zeros); a date column its format. */
  numFmt?: string;
}

/** A dropdown column: its values on the hidden sheet; a loose one only suggests (codes pass too). */
export interface TemplateList {
  /** 1-based column of the data sheet. */
  column: number;
  title: string;
  values: string[];
  strict: boolean;
  allowBlank: boolean;
  /** What Excel says when a strict list is not followed. */
  error?: string;
}

export interface TemplateSpec {
  sheet: string;
  title: string;
  /** How many columns the title spans. */
  titleColumns: number;
  firstRow: number;
  /** Dropdowns reach this many data rows. */
  maxRows: number;
  /** Columns kept in view when scrolling right. */
  frozenColumns?: number;
  columns: TemplateColumn[];
  example: (string | number)[];
  lists: TemplateList[];
  help: { width: number; lines: string[] };
}

/** The sheets every template adds beside its data sheet (an import of several sheets skips them). */
export const LISTS_SHEET = 'Danh mục';
export const HELP_SHEET = 'Hướng dẫn';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };

export async function buildTemplate(spec: TemplateSpec): Promise<Buffer> {
  const headerRow = spec.firstRow - 1;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Hệ thống quản lý công đoàn';
  const ws = wb.addWorksheet(spec.sheet, {
    views: [{ state: 'frozen', ySplit: headerRow, xSplit: spec.frozenColumns ?? 0 }],
  });
  ws.mergeCells(`A1:${columnLetter(spec.titleColumns)}1`);
  const title = ws.getCell('A1');
  title.value = spec.title;
  title.font = { bold: true, size: 14 };
  title.alignment = { horizontal: 'center' };

  const header = ws.getRow(headerRow);
  spec.columns.forEach((col, i) => {
    const cell = header.getCell(i + 1);
    cell.value = col.header;
    cell.font = { bold: true, color: { argb: col.required ? 'FFC00000' : 'FF000000' } };
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: 'thin' } };
    cell.alignment = { wrapText: true, vertical: 'middle' };
    const column = ws.getColumn(i + 1);
    column.width = col.width;
    if (col.numFmt) column.numFmt = col.numFmt;
  });
  header.height = 32;
  const example = ws.getRow(spec.firstRow);
  example.values = spec.example;
  example.font = { italic: true, color: { argb: 'FF595959' } };

  // A list longer than 255 characters cannot sit in the validation itself: it points to a sheet.
  const listSheet = wb.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  const lastRow = spec.firstRow + spec.maxRows - 1;
  spec.lists.forEach((list, i) => {
    const letter = columnLetter(i + 1);
    listSheet.getCell(`${letter}1`).value = list.title;
    list.values.forEach((value, j) => {
      listSheet.getCell(`${letter}${j + 2}`).value = value;
    });
    const target = columnLetter(list.column);
    validationsOf(ws).add(`${target}${spec.firstRow}:${target}${lastRow}`, {
      type: 'list',
      allowBlank: list.allowBlank,
      formulae: [`'${LISTS_SHEET}'!$${letter}$2:$${letter}$${Math.max(list.values.length + 1, 2)}`],
      showErrorMessage: list.strict,
      errorStyle: 'stop',
      errorTitle: `${list.title} không hợp lệ`,
      error: list.error ?? 'Chọn một giá trị trong danh sách',
    });
  });

  const help = wb.addWorksheet(HELP_SHEET);
  help.getColumn(1).width = spec.help.width;
  spec.help.lines.forEach((line, i) => {
    const cell = help.getCell(`A${i + 1}`);
    cell.value = line;
    cell.alignment = { wrapText: true };
    if (i === 0) cell.font = { bold: true, size: 13 };
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
