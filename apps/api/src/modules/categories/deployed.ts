import ExcelJS from 'exceljs';
import { REPORT_FONT, THIN, workbookDownload, writeReportHeader } from '../../import/xlsx.js';
import type { Download } from '../../plugins/download.js';

/**
 * What the deployed system's category paths (`chuc-vu`, `xa-phuong`, `cum-khu-cong-nghiep`) share:
 * the cap of their "all" lists and their Excel export.
 */

/** GET {path}/all answers every row, unpaged, as deployed; categories are a few hundred rows. */
export const DEPLOYED_ALL_MAX = 10_000;

/** One column of an export: its title, its width, and the cell of a row. */
export type ExportColumn<T> = readonly [string, number, (row: T, index: number) => ExcelJS.CellValue];

/**
 * GET {path}/export/excel: one sheet, the titles in row 1 (where the deployed file has them: STT,
 * ID, the name), then a row per item, as a workbook download.
 */
export async function categoryExport<T>(
  fileName: string,
  sheetName: string,
  columns: readonly ExportColumn<T>[],
  rows: T[],
): Promise<Download> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Hệ thống quản lý công đoàn';
  const ws = wb.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  columns.forEach(([, width], i) => {
    ws.getColumn(i + 1).width = width;
  });
  writeReportHeader(
    ws.getRow(1),
    columns.map(([title]) => title),
  );
  rows.forEach((item, index) => {
    const row = ws.addRow(columns.map(([, , cell]) => cell(item, index)));
    row.eachCell({ includeEmpty: true }, (cell) => {
      cell.font = { name: REPORT_FONT, size: 11 };
      cell.border = THIN;
    });
  });
  return workbookDownload(fileName, Buffer.from(await wb.xlsx.writeBuffer()));
}
