import { ERRORS } from '@congdoan/shared';
import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import { AppError } from '../errors.js';
import {
  type CellKind,
  type CellValue,
  cellText,
  type ImportColumn,
  locateColumns,
  plainValue,
} from './columns.js';
import type { RowErrors } from './row-errors.js';
import type { OpenedWorkbook } from './sheet-reader.js';

/** Where an import's rows are in its workbook. */
export interface SheetLayout<K extends string = string> {
  /** The sheet read (else the workbook's first). */
  sheet: string;
  /** The first data row; the headers are on the row above it. */
  firstRow: number;
  /** The template's columns in order (errors are sorted by it); 'plain' ones are read as values. */
  columns: readonly ImportColumn<K>[];
  maxRows: number;
}

/** The columns read back as a CCCD or a phone number (columns.ts) when a template names them so. */
const DIGIT_COLUMNS: Record<string, CellKind> = { identity: 'identity', phoneNumber: 'phone' };

/** A layout from a template's columns: its `identity` and `phoneNumber` keep their leading zeros. */
export const sheetLayout = (
  where: Omit<SheetLayout, 'columns'>,
  columns: readonly { key: string; header: string; required: boolean }[],
): SheetLayout => ({
  ...where,
  columns: columns.map((c) => ({
    key: c.key,
    header: c.header,
    required: c.required,
    kind: DIGIT_COLUMNS[c.key] ?? 'text',
  })),
});

/** One data row as read: the text of each text column, the values of the plain ones given. */
export interface SheetRow<K extends string = string> {
  /** The Excel row number. */
  row: number;
  text: Record<K, string>;
  plain: Record<string, CellValue>;
}

/**
 * Reads the data rows one at a time, each handed to `parse` as it comes (so that nothing but what
 * `parse` keeps outlives its row), blank rows left out. Refuses the whole file when it lacks a
 * required column, has no data row, or more than `maxRows` of them.
 */
export async function readRows<K extends string, R>(
  book: OpenedWorkbook,
  layout: SheetLayout<K>,
  parse: (row: SheetRow<K>) => R,
): Promise<R[]> {
  const headerRow = layout.firstRow - 1;
  const sheet = await book.sheet(layout.sheet);
  const out: R[] = [];
  let at: Map<K, number> | undefined;
  const located = (header?: ExcelJS.Row) => {
    at ??= locateColumns(header, headerRow, layout.columns);
    return at;
  };
  for await (const row of sheet.rows) {
    if (row.number === headerRow) located(row);
    if (row.number < layout.firstRow) continue;
    const read = readRow(row, located(), layout.columns);
    if (!read) continue;
    if (out.length >= layout.maxRows) throw new AppError('import_too_many_rows');
    out.push(parse(read));
  }
  located();
  if (!out.length) {
    throw new AppError(
      'import_empty',
      `File không có dòng dữ liệu nào (dữ liệu bắt đầu từ dòng ${layout.firstRow})`,
    );
  }
  return out;
}

function readRow<K extends string>(
  row: ExcelJS.Row,
  at: Map<K, number>,
  columns: readonly ImportColumn<K>[],
): SheetRow<K> | undefined {
  const text = {} as Record<K, string>;
  const plain: Record<string, CellValue> = {};
  let blank = true;
  for (const column of columns) {
    const n = at.get(column.key);
    const value = n === undefined ? undefined : plainValue(row.getCell(n));
    const kind = column.kind ?? 'text';
    if (kind === 'plain') {
      if (value === undefined) continue;
      plain[column.key] = value;
      blank = false;
    } else {
      text[column.key] = cellText(value, kind);
      if (text[column.key]) blank = false;
    }
  }
  return blank ? undefined : { row: row.number, text, plain };
}

/** A row's fields by a shared rule, and the keys that broke it (reported under their headers). */
export interface ParsedFields<T> {
  fields: Partial<T>;
  bad: Set<keyof T & string>;
}

/**
 * Checks a row's text with the same zod rules as the form, field by field: a field that breaks its
 * rule is reported (its first issue) and left out, and the row is still checked on the others. The
 * row schema is a plain object of field rules (a rule across fields belongs in the import's check):
 * parsing a failing row as one object keeps every field's issue alive at once, which for 10,000
 * bad rows held about a hundred megabytes of heap.
 */
export function parseFields<S extends z.ZodObject>(
  schema: S,
  row: SheetRow,
  headers: Partial<Record<keyof z.infer<S> & string, string>>,
  errors: RowErrors,
): ParsedFields<z.infer<S>> {
  type T = z.infer<S>;
  const fields: Partial<T> = {};
  const bad = new Set<keyof T & string>();
  for (const key of Object.keys(schema.shape) as (keyof T & string)[]) {
    const one = (schema.shape[key] as z.ZodType).safeParse(row.text[key as string]);
    if (one.success) Object.assign(fields, { [key]: one.data });
    else {
      bad.add(key);
      errors.add(
        row.row,
        headers[key] ?? key,
        one.error.issues[0]?.message ?? ERRORS.validation_failed.message,
      );
    }
  }
  return { fields, bad };
}
