import type { AnalyticsOverview, OverviewBlock } from '@congdoan/shared';
import ExcelJS from 'exceljs';
import { columnLetter, REPORT_FONT as FONT, THIN, writeReportHeader } from '../../../import/xlsx.js';

/**
 * One block of the overview as a workbook (GET /analytics/overview/export?block=): the table the
 * page shows beside that block's chart, under its title, the caller's scope and the day. A block a
 * download (not one workbook of every block): each chart's Excel button hands over what it shows,
 * the table a user pastes into a report; the page's blocks are small, so reading them all for one
 * costs little.
 */

const HEADER_ROW = 4;

/** 'YYYY-MM-DD' as the Vietnamese write it: '06/12/2026'. */
const vnDay = (day: string) => day.split('-').reverse().join('/');

export const overviewFileName = (block: OverviewBlock, date: string) =>
  `ThongKeTongQuan_${block}_${date}.xlsx`;

export async function overviewWorkbook(overview: AnalyticsOverview, block: OverviewBlock): Promise<Buffer> {
  const t = overview.tables.find((x) => x.block === block)!;
  const width = 1 + t.columns.length;
  const last = columnLetter(width);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Hệ thống quản lý công đoàn';
  const ws = wb.addWorksheet('Thống kê', { views: [{ state: 'frozen', ySplit: HEADER_ROW }] });
  ws.columns = [{ width: 40 }, ...t.columns.map(() => ({ width: 18 }))];
  const line = (n: number, text: string, font: Partial<ExcelJS.Font>) => {
    ws.mergeCells(`A${n}:${last}${n}`);
    const cell = ws.getCell(`A${n}`);
    cell.value = text;
    cell.font = { name: FONT, size: 12, ...font };
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  };
  line(1, t.title.toUpperCase(), { bold: true, size: 14 });
  line(2, `Phạm vi: ${overview.scope}`, { italic: true });
  line(3, `Số liệu ngày ${vnDay(overview.date)}`, { italic: true });
  writeReportHeader(ws.getRow(HEADER_ROW), [t.rowTitle, ...t.columns]);
  const style: Partial<ExcelJS.Style> = { font: { name: FONT, size: 11 }, border: THIN };
  const write = (n: number, values: (string | number)[], bold = false) => {
    const row = ws.getRow(n);
    row.values = values;
    for (let c = 1; c <= width; c++) {
      row.getCell(c).style = { ...style, font: { name: FONT, size: 11, bold } };
      if (c > 1) row.getCell(c).numFmt = '#,##0';
    }
  };
  t.rows.forEach((r, i) => {
    write(HEADER_ROW + 1 + i, [r.name, ...r.values]);
  });
  const totals = t.columns.map((_, c) => t.rows.reduce((s, r) => s + (r.values[c] ?? 0), 0));
  write(HEADER_ROW + 1 + t.rows.length, ['Tổng cộng', ...totals], true);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
