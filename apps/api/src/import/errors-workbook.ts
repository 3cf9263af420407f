import type { Writable } from 'node:stream';
import type { ImportRowError } from '@congdoan/shared';
import ExcelJS from 'exceljs';
import type { OpenedWorkbook } from './sheet-reader.js';
import { ERROR_COLUMN, roomIn } from './xlsx.js';

/**
 * The errors workbook: the uploaded sheet's rows (values, styles, column widths) with a 'Lỗi' column
 * saying what is wrong with each row, for the officer to fix in place and upload again. The sheet is
 * read again row by row and written with exceljs's streaming writer straight into the download, so
 * neither workbook is ever whole in memory.
 */

export interface ErrorsLayout {
  sheet: string;
  firstRow: number;
  /** The template's column count: the error column goes after it at least. */
  columns: number;
}

const ERROR_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FFC00000' } };
/** Rows written between two looks at whether the download takes more. */
const ROWS_PER_WAIT = 200;

/** The stream exceljs's zip reads a sheet from (archiver wraps the sheet's buffer in one). */
interface ZipInput extends NodeJS.EventEmitter {
  _writableState?: { needDrain: boolean };
}

/**
 * Waits while the zip has not taken what the sheet writer gave it: exceljs pushes each row's XML on
 * without waiting (lib/utils/stream-buf.js), so a sheet written faster than it is compressed piled
 * up there whole and uncompressed (40 MB for the workbook at the edge of the limits).
 */
async function roomInZip(ws: ExcelJS.Worksheet, out: Writable) {
  const input = (ws as unknown as { stream: { pipes: ZipInput[] } }).stream.pipes[0];
  if (!input?._writableState?.needDrain || out.destroyed) return;
  // A download closed meanwhile stops the zip: then nothing drains.
  await new Promise<void>((resolve) => {
    const done = () => {
      input.off('drain', done);
      out.off('close', done);
      resolve();
    };
    input.on('drain', done);
    out.on('close', done);
  });
}

/** What the writer is given for a cell read: a shared formula's followers only have their result. */
function copyable(value: ExcelJS.CellValue): ExcelJS.CellValue {
  if (value && typeof value === 'object' && 'formula' in value && !value.formula) return value.result ?? null;
  return value;
}

/** The column already called 'Lỗi' (a file that went through this before), else the next free one. */
function errorColumnOf(header: ExcelJS.Row | undefined, columns: number) {
  let at = 0;
  header?.eachCell((cell, col) => {
    if (cell.text?.trim() === ERROR_COLUMN) at = col;
  });
  return at || Math.max(header?.cellCount ?? 0, columns) + 1;
}

export async function writeErrorsWorkbook(
  book: OpenedWorkbook,
  errors: ImportRowError[],
  layout: ErrorsLayout,
  out: Writable,
): Promise<void> {
  const messages = new Map<number, string[]>();
  for (const e of errors) messages.set(e.row, [...(messages.get(e.row) ?? []), `${e.column}: ${e.message}`]);
  const headerRow = layout.firstRow - 1;
  const sheet = await book.sheet(layout.sheet);
  // Strings inline: shared ones would all be held until the end. What the cells' references can
  // write out is bounded by the reading (shared-strings.ts), so the download cannot balloon.
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  wb.creator = 'Hệ thống quản lý công đoàn';
  const ws = wb.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: headerRow }] });

  let at = 0;
  const write = (row: ExcelJS.Row | undefined, number: number) => {
    const target = ws.getRow(number);
    if (row?.height) target.height = row.height;
    row?.eachCell((cell, col) => {
      // A file that went through this before: its old messages go.
      if (col === at && number >= layout.firstRow) return;
      const copy = target.getCell(col);
      copy.value = copyable(cell.value);
      if (cell.style) copy.style = cell.style;
    });
    if (number === headerRow) {
      const cell = target.getCell(at);
      cell.value = ERROR_COLUMN;
      cell.font = { bold: true, ...ERROR_FONT };
    } else if (messages.has(number)) {
      const cell = target.getCell(at);
      cell.value = messages.get(number)!.join('; ');
      cell.font = ERROR_FONT;
      cell.alignment = { wrapText: true, vertical: 'top' };
    }
    target.commit();
  };
  // The widths go before the first row, and the error column is known at the header row: the few
  // rows above it wait.
  const above: ExcelJS.Row[] = [];
  const begin = (header: ExcelJS.Row | undefined) => {
    at = errorColumnOf(header, layout.columns);
    const widths = (sheet.columns() ?? []).map((c) => c.width);
    ws.columns = Array.from({ length: Math.max(widths.length, at) }, (_, i) => ({
      width: i + 1 === at ? 60 : widths[i],
    }));
    for (const row of above) write(row, row.number);
    // A file without its header row still gets the error column's header.
    if (!header) write(undefined, headerRow);
  };

  let written = 0;
  for await (const row of sheet.rows) {
    if (!at) {
      if (row.number < headerRow) {
        above.push(row);
        continue;
      }
      begin(row.number === headerRow ? row : undefined);
    }
    write(row, row.number);
    if (++written % ROWS_PER_WAIT === 0) {
      await roomInZip(ws, out);
      await roomIn(out);
    }
  }
  if (!at) begin(undefined);
  ws.commit();
  await wb.commit();
}
