import {
  ERRORS,
  type ImportRowError,
  toSearchText,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_FIRST_ROW,
  USER_IMPORT_HEADER_ROW,
  USER_IMPORT_MAX_ROWS,
  type UserImportColumnKey,
} from '@congdoan/shared';
import ExcelJS from 'exceljs';
import { AppError } from '../../errors.js';
import { columnLetter, loadWorkbook, sheetOf, validationsOf, withErrorColumn } from '../../xlsx/workbook.js';

/** The users workbook: the template, reading its rows, and the copy with an error column. */

export const USERS_SHEET = 'Người dùng';
const LISTS_SHEET = 'Danh mục';
const HELP_SHEET = 'Hướng dẫn';
const TITLE = 'DANH SÁCH NGƯỜI DÙNG NHẬP VÀO HỆ THỐNG';
const WIDTHS: Record<UserImportColumnKey, number> = {
  fullName: 28,
  username: 20,
  passWord: 16,
  identity: 16,
  email: 28,
  phoneNumber: 16,
  roleName: 30,
  organizationName: 36,
  ward: 24,
  zone: 28,
};
/** Columns typed as text, so that Excel keeps the leading zero of a CCCD or a phone number. */
const TEXT_COLUMNS = new Set<UserImportColumnKey>(['identity', 'phoneNumber', 'passWord', 'username']);

export interface TemplateInput {
  /** The roles the caller may grant, by name (the list of the role column). */
  roleNames: string[];
  example: Record<UserImportColumnKey, string>;
}

/** The template: title, headers, one example row, role list validation and an instructions sheet. */
export async function buildTemplate(input: TemplateInput): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Hệ thống quản lý công đoàn';
  const ws = wb.addWorksheet(USERS_SHEET, { views: [{ state: 'frozen', ySplit: USER_IMPORT_HEADER_ROW }] });
  const last = columnLetter(USER_IMPORT_COLUMNS.length);
  ws.mergeCells(`A1:${last}1`);
  const title = ws.getCell('A1');
  title.value = TITLE;
  title.font = { bold: true, size: 14 };
  title.alignment = { horizontal: 'center' };
  const header = ws.getRow(USER_IMPORT_HEADER_ROW);
  USER_IMPORT_COLUMNS.forEach((col, i) => {
    const cell = header.getCell(i + 1);
    cell.value = col.header;
    cell.font = { bold: true, color: { argb: col.required ? 'FFC00000' : 'FF000000' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
    cell.border = { bottom: { style: 'thin' } };
    const column = ws.getColumn(i + 1);
    column.width = WIDTHS[col.key];
    if (TEXT_COLUMNS.has(col.key)) column.numFmt = '@';
  });
  ws.getRow(USER_IMPORT_FIRST_ROW).values = USER_IMPORT_COLUMNS.map((c) => input.example[c.key]);

  // A list longer than 255 characters cannot sit in the validation itself: it points to a sheet.
  const lists = wb.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  lists.getCell('A1').value = 'Vai trò';
  input.roleNames.forEach((name, i) => {
    lists.getCell(`A${i + 2}`).value = name;
  });
  const roleColumn = columnLetter(USER_IMPORT_COLUMNS.findIndex((c) => c.key === 'roleName') + 1);
  const lastRow = USER_IMPORT_FIRST_ROW + USER_IMPORT_MAX_ROWS - 1;
  validationsOf(ws).add(`${roleColumn}${USER_IMPORT_FIRST_ROW}:${roleColumn}${lastRow}`, {
    type: 'list',
    allowBlank: false,
    formulae: [`'${LISTS_SHEET}'!$A$2:$A$${Math.max(input.roleNames.length + 1, 2)}`],
    showErrorMessage: true,
    errorTitle: 'Vai trò không hợp lệ',
    error: 'Chọn một vai trò trong danh sách',
  });

  const help = wb.addWorksheet(HELP_SHEET);
  help.getColumn(1).width = 110;
  [
    'HƯỚNG DẪN NHẬP NGƯỜI DÙNG',
    `Nhập dữ liệu từ dòng ${USER_IMPORT_FIRST_ROW} của sheet "${USERS_SHEET}", giữ nguyên dòng tiêu đề và dòng tên cột; xóa dòng ví dụ trước khi nhập.`,
    'Cột có dấu * là bắt buộc. Tối đa 10.000 dòng, file .xlsx không quá 5 MB.',
    'Tên đăng nhập: 3–50 ký tự, chỉ gồm chữ không dấu, số và . _ - (không được chỉ gồm chữ số). Mật khẩu tối thiểu 6 ký tự.',
    'Số CCCD gồm 12 chữ số; số điện thoại dạng 0xxxxxxxxx hoặc +84xxxxxxxxx.',
    'Vai trò: chọn trong danh sách (chỉ các vai trò bạn được phép cấp).',
    'Đơn vị: ghi tên hoặc mã đơn vị. Xã/phường, Cụm/khu công nghiệp: ghi tên hoặc mã. Để trống thì lấy theo phạm vi của bạn.',
    'Tên đăng nhập đã có trong hệ thống với cùng Số CCCD/Email: hệ thống cập nhật họ tên, số điện thoại, đơn vị, vai trò (mật khẩu giữ nguyên). Nhập lại cùng một file không tạo trùng.',
    'Nếu có dòng lỗi, hệ thống không ghi dòng nào; tải "file kèm lỗi", sửa theo cột "Lỗi" rồi nhập lại.',
  ].forEach((line, i) => {
    const cell = help.getCell(`A${i + 1}`);
    cell.value = line;
    cell.alignment = { wrapText: true };
    if (i === 0) cell.font = { bold: true, size: 13 };
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export interface SheetRow {
  /** The Excel row number. */
  row: number;
  values: Record<UserImportColumnKey, string>;
}

const headerKey = (text: string) => toSearchText(text.replace(/\*/g, ''));

const usersSheet = (wb: ExcelJS.Workbook) => sheetOf(wb, USERS_SHEET);

/** Which Excel column holds which field, read from the header row (so moved columns still read). */
function columnsOf(ws: ExcelJS.Worksheet): Map<UserImportColumnKey, number> {
  const byHeader = new Map<string, number>();
  ws.getRow(USER_IMPORT_HEADER_ROW).eachCell((cell, col) => {
    const key = headerKey(cell.text ?? '');
    if (key && !byHeader.has(key)) byHeader.set(key, col);
  });
  const columns = new Map<UserImportColumnKey, number>();
  for (const col of USER_IMPORT_COLUMNS) {
    const at = byHeader.get(headerKey(col.header));
    if (at !== undefined) columns.set(col.key, at);
    else if (col.required) {
      throw new AppError(
        'import_wrong_template',
        `${ERRORS.import_wrong_template.message} (thiếu cột "${col.header}" ở dòng ${USER_IMPORT_HEADER_ROW})`,
      );
    }
  }
  return columns;
}

/**
 * A cell as the text the officer meant. A CCCD or phone typed into a General cell becomes a
 * number and loses its leading zero; it is given back (a CCCD always has 12 digits).
 */
function cellText(cell: ExcelJS.Cell, key: UserImportColumnKey): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) {
    const digits = String(v);
    if (key === 'identity' && digits.length < 12) return digits.padStart(12, '0');
    if (key === 'phoneNumber' && digits.length === 9) return `0${digits}`;
    return digits;
  }
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return (cell.text ?? '').trim();
}

/** The data rows (from row 3, blank rows left out), or a refusal of the whole file. */
export async function readUserRows(buffer: Buffer): Promise<SheetRow[]> {
  const ws = usersSheet(await loadWorkbook(buffer));
  const columns = columnsOf(ws);
  const rows: SheetRow[] = [];
  let tooMany = false;
  ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber < USER_IMPORT_FIRST_ROW || tooMany) return;
    const values = {} as Record<UserImportColumnKey, string>;
    let blank = true;
    for (const col of USER_IMPORT_COLUMNS) {
      const at = columns.get(col.key);
      const text = at === undefined ? '' : cellText(row.getCell(at), col.key);
      values[col.key] = text;
      if (text) blank = false;
    }
    if (blank) return;
    if (rows.length >= USER_IMPORT_MAX_ROWS) tooMany = true;
    else rows.push({ row: rowNumber, values });
  });
  if (tooMany) throw new AppError('import_too_many_rows');
  if (!rows.length) throw new AppError('import_empty');
  return rows;
}

/** The uploaded workbook itself with a 'Lỗi' column filled per row, for the officer to fix in place. */
export const usersWithErrorColumn = (buffer: Buffer, errors: ImportRowError[]) =>
  withErrorColumn(buffer, errors, {
    sheet: USERS_SHEET,
    headerRow: USER_IMPORT_HEADER_ROW,
    firstRow: USER_IMPORT_FIRST_ROW,
    columns: USER_IMPORT_COLUMNS.length,
  });
