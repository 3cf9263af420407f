import { ERRORS, importHeaderKey } from '@congdoan/shared';
import type ExcelJS from 'exceljs';
import { AppError } from '../errors.js';

/** The columns of an import's template, found in a file by their headers, and its cells read. */

/**
 * How a cell is read: as text for a field rule (a CCCD or a phone number typed into a General cell
 * became a number and lost its leading zero, which is given back), or as its plain value (a custom
 * field checks numbers, dates and yes/no itself).
 */
export type CellKind = 'text' | 'identity' | 'phone' | 'plain';

export interface ImportColumn<K extends string = string> {
  key: K;
  /** As the template writes it; errors name their column by it. */
  header: string;
  /** A file without this column is not the template. */
  required: boolean;
  kind?: CellKind;
}

/** A cell's value as an officer meant it. */
export type CellValue = string | number | boolean;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Formulas by their result, rich text by its text, dates as YYYY-MM-DD; blank is undefined. */
export function plainValue(cell: ExcelJS.Cell): CellValue | undefined {
  const v = cell.value;
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) return isoDate(v);
  if (typeof v === 'object' && 'result' in v) {
    const r = v.result;
    if (r instanceof Date) return isoDate(r);
    if (typeof r === 'number' || typeof r === 'boolean' || typeof r === 'string') return r;
    return undefined;
  }
  const text = (cell.text ?? '').trim();
  return text === '' ? undefined : text;
}

/** A cell as the text a field rule checks ('' when blank). */
export function cellText(value: CellValue | undefined, kind: CellKind): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) {
    const digits = String(value);
    // A CCCD always has 12 digits; a mobile number without its 0 has 9.
    if (kind === 'identity' && digits.length < 12) return digits.padStart(12, '0');
    if (kind === 'phone' && digits.length === 9) return `0${digits}`;
    return digits;
  }
  return String(value).trim();
}

/**
 * Which Excel column holds each template column, from the header row, so that moved columns still
 * read. Two columns may share a header (a custom field labelled 'Email'): each takes the next
 * column of that name, in template order.
 */
export function locateColumns<K extends string>(
  header: ExcelJS.Row | undefined,
  headerRow: number,
  columns: readonly ImportColumn<K>[],
): Map<K, number> {
  const byHeader = new Map<string, number[]>();
  header?.eachCell((cell, col) => {
    const key = importHeaderKey(cell.text ?? '');
    if (key) byHeader.set(key, [...(byHeader.get(key) ?? []), col]);
  });
  const found = new Map<K, number>();
  for (const column of columns) {
    const at = byHeader.get(importHeaderKey(column.header))?.shift();
    if (at !== undefined) found.set(column.key, at);
    else if (column.required) {
      throw new AppError(
        'import_wrong_template',
        `${ERRORS.import_wrong_template.message} (thiếu cột "${column.header}" ở dòng ${headerRow})`,
      );
    }
  }
  return found;
}
