import {
  customFieldHeader,
  type DynamicFieldSchema,
  ERRORS,
  importHeaderKey,
  ORGANIZATION_IMPORT_COLUMNS,
  ORGANIZATION_IMPORT_MAX_ROWS,
  ORGANIZATION_IMPORT_SHEET,
  ORGANIZATION_IMPORT_START_ROW,
  ORGANIZATION_IMPORT_TITLE,
  type OrganizationImportColumnKey,
  type OrganizationImportList,
  YES_NO_LABELS,
} from '@congdoan/shared';
import ExcelJS from 'exceljs';
import { AppError } from '../../errors.js';
import { columnLetter, loadWorkbook, sheetOf, validationsOf } from '../../xlsx/workbook.js';

/** The organisations workbook: the template and reading its rows (from startRow, headers above). */

const LISTS_SHEET = 'Danh mục';
const HELP_SHEET = 'Hướng dẫn';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };

export type TemplateLists = Record<OrganizationImportList, string[]>;

export interface TemplateInput {
  customFields: DynamicFieldSchema[];
  /** The values each list column offers (names the caller may use). */
  lists: TemplateLists;
  example: Record<OrganizationImportColumnKey, string | number>;
}

/** A dropdown column: its values on the hidden sheet; a loose one only suggests (codes pass too). */
interface ListColumn {
  column: number;
  title: string;
  values: string[];
  strict: boolean;
}

const LIST_TITLES: Record<OrganizationImportList, string> = {
  parent: 'Đơn vị cấp trên',
  level: 'Cấp',
  ward: 'Xã/phường',
  zone: 'Cụm/khu công nghiệp',
  loaiHinh: 'Loại hình',
  loaiCongTy: 'Loại công ty',
  status: 'Trạng thái',
};

/** The example value of a custom field's column. */
function customExample(field: DynamicFieldSchema): string | number {
  switch (field.type) {
    case 'boolean':
      return YES_NO_LABELS[0];
    case 'select':
      return field.options[0] ?? '';
    case 'number':
      return 0;
    case 'date':
      return '';
    case 'text':
      return '';
  }
}

/**
 * The template: title on row 1, headers on row 2 (required ones red and marked *), one example row,
 * dropdowns fed from a hidden sheet, text-typed code and phone columns, an instructions sheet.
 */
export async function buildOrganizationTemplate(input: TemplateInput): Promise<Buffer> {
  const headerRow = ORGANIZATION_IMPORT_START_ROW - 1;
  const firstRow = ORGANIZATION_IMPORT_START_ROW;
  const lastRow = firstRow + ORGANIZATION_IMPORT_MAX_ROWS - 1;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Hệ thống quản lý công đoàn';
  const ws = wb.addWorksheet(ORGANIZATION_IMPORT_SHEET, {
    views: [{ state: 'frozen', ySplit: headerRow, xSplit: 2 }],
  });
  const columnCount = ORGANIZATION_IMPORT_COLUMNS.length + input.customFields.length;
  ws.mergeCells(`A1:${columnLetter(Math.min(columnCount, 12))}1`);
  const title = ws.getCell('A1');
  title.value = ORGANIZATION_IMPORT_TITLE;
  title.font = { bold: true, size: 14 };
  title.alignment = { horizontal: 'center' };

  const header = ws.getRow(headerRow);
  const setHeader = (at: number, text: string, required: boolean, width: number) => {
    const cell = header.getCell(at);
    cell.value = text;
    cell.font = { bold: true, color: { argb: required ? 'FFC00000' : 'FF000000' } };
    cell.fill = HEADER_FILL;
    cell.border = { bottom: { style: 'thin' } };
    cell.alignment = { wrapText: true, vertical: 'middle' };
    ws.getColumn(at).width = width;
  };
  const lists: ListColumn[] = [];
  ORGANIZATION_IMPORT_COLUMNS.forEach((col, i) => {
    setHeader(i + 1, col.header, col.required, col.width);
    if ('text' in col && col.text) ws.getColumn(i + 1).numFmt = '@';
    if ('list' in col) {
      lists.push({
        column: i + 1,
        title: LIST_TITLES[col.list.of],
        values: input.lists[col.list.of],
        strict: col.list.strict,
      });
    }
  });
  input.customFields.forEach((field, i) => {
    const at = ORGANIZATION_IMPORT_COLUMNS.length + i + 1;
    setHeader(
      at,
      customFieldHeader(field),
      field.required,
      Math.max(16, Math.min(40, field.label.length + 4)),
    );
    if (field.type === 'text') ws.getColumn(at).numFmt = '@';
    if (field.type === 'date') ws.getColumn(at).numFmt = 'yyyy-mm-dd';
    if (field.type === 'boolean') {
      lists.push({ column: at, title: field.label, values: [...YES_NO_LABELS], strict: true });
    }
    if (field.type === 'select') {
      lists.push({ column: at, title: field.label, values: field.options, strict: true });
    }
  });
  header.height = 32;

  const example = ws.getRow(firstRow);
  ORGANIZATION_IMPORT_COLUMNS.forEach((col, i) => {
    example.getCell(i + 1).value = input.example[col.key];
  });
  input.customFields.forEach((field, i) => {
    example.getCell(ORGANIZATION_IMPORT_COLUMNS.length + i + 1).value = customExample(field);
  });
  example.font = { italic: true, color: { argb: 'FF595959' } };

  // A list longer than 255 characters cannot sit in the validation itself: it points to a sheet.
  const listSheet = wb.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  lists.forEach((list, i) => {
    const letter = columnLetter(i + 1);
    listSheet.getCell(`${letter}1`).value = list.title;
    list.values.forEach((value, j) => {
      listSheet.getCell(`${letter}${j + 2}`).value = value;
    });
    const target = columnLetter(list.column);
    validationsOf(ws).add(`${target}${firstRow}:${target}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`'${LISTS_SHEET}'!$${letter}$2:$${letter}$${Math.max(list.values.length + 1, 2)}`],
      // A loose list (parent, ward, zone) suggests names and still takes a code.
      showErrorMessage: list.strict,
      errorStyle: 'stop',
      errorTitle: `${list.title} không hợp lệ`,
      error: 'Chọn một giá trị trong danh sách',
    });
  });

  const help = wb.addWorksheet(HELP_SHEET);
  help.getColumn(1).width = 120;
  [
    'HƯỚNG DẪN NHẬP DANH SÁCH CÔNG ĐOÀN CƠ SỞ',
    `Nhập dữ liệu từ dòng ${firstRow} của sheet "${ORGANIZATION_IMPORT_SHEET}", giữ nguyên dòng tiêu đề (dòng 1) và dòng tên cột (dòng ${headerRow}); xóa dòng ví dụ trước khi nhập.`,
    `Cột có dấu * là bắt buộc. Tối đa ${ORGANIZATION_IMPORT_MAX_ROWS.toLocaleString('vi-VN')} dòng, file .xlsx không quá 5 MB.`,
    'Mã đơn vị: không bắt buộc, không trùng với đơn vị khác; chỉ gồm chữ, số và . _ - /. Nên ghi mã để lần nhập sau cập nhật đúng đơn vị.',
    'Đơn vị cấp trên, Xã/phường, Cụm/khu công nghiệp: ghi tên hoặc mã (không phân biệt hoa thường, có dấu hay không dấu). Nếu có nhiều đơn vị cùng tên, hãy ghi mã. Đơn vị mới để trống Xã/phường, Cụm/khu công nghiệp: lấy theo đơn vị cấp trên.',
    'Đơn vị cấp trên có thể là một đơn vị ở dòng phía trên trong cùng file. Để trống: đơn vị của bạn (người dùng toàn tỉnh: đơn vị cấp cao nhất).',
    'Chỉ được nhập vào đơn vị của bạn và các đơn vị trực thuộc (xã/phường, cụm/khu công nghiệp trong phạm vi dữ liệu của bạn).',
    'Cấp, Loại hình, Loại công ty, Trạng thái và các trường tùy chỉnh dạng danh sách: chọn trong danh sách. Cấp để trống là "Công đoàn cơ sở", trạng thái để trống là "Đang hoạt động".',
    `Năm thành lập: 4 chữ số. Số CNVCLĐ, Số đoàn viên: số nguyên không âm. Trường Có/Không: ghi "Có" hoặc "Không". Trường ngày: dạng YYYY-MM-DD.`,
    'Đơn vị đã có (cùng mã, hoặc không ghi mã mà cùng tên trong cùng đơn vị cấp trên) được cập nhật; ô để trống giữ nguyên giá trị đang có. Nhập lại cùng một file không tạo trùng.',
    'Nếu có dòng lỗi, hệ thống không ghi dòng nào; tải "file kèm lỗi", sửa theo cột "Lỗi" rồi nhập lại.',
  ].forEach((line, i) => {
    const cell = help.getCell(`A${i + 1}`);
    cell.value = line;
    cell.alignment = { wrapText: true };
    if (i === 0) cell.font = { bold: true, size: 13 };
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A cell value an officer meant: text for the fixed columns, a plain value for custom fields. */
export type CellValue = string | number | boolean;

export interface SheetRow {
  /** The Excel row number. */
  row: number;
  values: Record<OrganizationImportColumnKey, string>;
  /** Custom values by field key (blank cells left out). */
  custom: Record<string, CellValue>;
}

/** Which Excel column holds which field, read from the header row (so moved columns still read). */
function columnsOf(ws: ExcelJS.Worksheet, headerRow: number, customFields: DynamicFieldSchema[]) {
  // Every column under each header text: a custom field may share its label with a fixed column
  // ('Email'), and then takes the next column of that name.
  const byHeader = new Map<string, number[]>();
  ws.getRow(headerRow).eachCell((cell, col) => {
    const key = importHeaderKey(cell.text ?? '');
    if (key) byHeader.set(key, [...(byHeader.get(key) ?? []), col]);
  });
  const take = (header: string) => byHeader.get(importHeaderKey(header))?.shift();
  const fixed = new Map<OrganizationImportColumnKey, number>();
  for (const col of ORGANIZATION_IMPORT_COLUMNS) {
    const at = take(col.header);
    if (at !== undefined) fixed.set(col.key, at);
    else if (col.required) {
      throw new AppError(
        'import_wrong_template',
        `${ERRORS.import_wrong_template.message} (thiếu cột "${col.header}" ở dòng ${headerRow})`,
      );
    }
  }
  const custom = new Map<string, number>();
  for (const field of customFields) {
    const at = take(field.label);
    if (at !== undefined) custom.set(field.key, at);
  }
  return { fixed, custom };
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The plain value of a cell: formulas by their result, rich text by its text, dates as YYYY-MM-DD. */
function plainValue(cell: ExcelJS.Cell): CellValue | undefined {
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

/** A fixed column's text; a phone typed into a General cell lost its leading zero and gets it back. */
function cellText(cell: ExcelJS.Cell, key: OrganizationImportColumnKey): string {
  const v = plainValue(cell);
  if (v === undefined) return '';
  if (typeof v === 'number' && key === 'phoneNumber' && Number.isInteger(v) && String(v).length === 9) {
    return `0${v}`;
  }
  if (typeof v === 'boolean') return v ? 'Có' : 'Không';
  return String(v).trim();
}

/** The data rows from `startRow` (blank rows left out), or a refusal of the whole file. */
export async function readOrganizationRows(
  buffer: Buffer,
  startRow: number,
  customFields: DynamicFieldSchema[],
): Promise<SheetRow[]> {
  const ws = sheetOf(await loadWorkbook(buffer), ORGANIZATION_IMPORT_SHEET);
  const { fixed, custom } = columnsOf(ws, startRow - 1, customFields);
  const rows: SheetRow[] = [];
  let tooMany = false;
  ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber < startRow || tooMany) return;
    const values = {} as Record<OrganizationImportColumnKey, string>;
    const customValues: Record<string, CellValue> = {};
    let blank = true;
    for (const col of ORGANIZATION_IMPORT_COLUMNS) {
      const at = fixed.get(col.key);
      const text = at === undefined ? '' : cellText(row.getCell(at), col.key);
      values[col.key] = text;
      if (text) blank = false;
    }
    for (const [key, at] of custom) {
      const value = plainValue(row.getCell(at));
      if (value === undefined) continue;
      customValues[key] = value;
      blank = false;
    }
    if (blank) return;
    if (rows.length >= ORGANIZATION_IMPORT_MAX_ROWS) tooMany = true;
    else rows.push({ row: rowNumber, values, custom: customValues });
  });
  if (tooMany) throw new AppError('import_too_many_rows');
  if (!rows.length) {
    throw new AppError(
      'import_empty',
      `File không có dòng dữ liệu nào (dữ liệu bắt đầu từ dòng ${startRow})`,
    );
  }
  return rows;
}
