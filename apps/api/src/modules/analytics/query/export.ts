import {
  type AnalyticsResult,
  buildPivot,
  DIMENSIONS,
  MEASURES,
  measureFormat,
  PERIOD_GRAIN_LABELS,
} from '@congdoan/shared';
import ExcelJS from 'exceljs';
import { vnDay } from '../../../domain/reporting/notices.js';
import { REPORT_FONT as FONT, THIN, workbookDownload, writeReportHeader } from '../../../import/xlsx.js';
import type { Download } from '../../../plugins/download.js';

/**
 * A report as the page shows it, ready to print: its title, scope, range and date above the pivot
 * (rows, columns, subtotals and totals built by the same `buildPivot` as the page), numbers as
 * numbers with their format, the header repeated on every printed page.
 */

const NUMBER = '#,##0';
const PERCENT = '0.0%';

/** The change from a year earlier, as a fraction (null without a base). */
const change = (now: number | null, before: number | null) =>
  now !== null && before ? (now - before) / before : null;

export async function pivotWorkbook(result: AnalyticsResult, title: string): Promise<Download> {
  const pivot = buildPivot(result);
  const { definition } = result;
  const compare = definition.compare;
  const perMeasure = compare ? 3 : 1;
  const byColumn = pivot.measures.length * perMeasure;
  const width = 1 + pivot.columns.length * byColumn;
  // A column member over its measures takes two header rows; over a single measure, one.
  const twoHeads = definition.columns.length > 0 && byColumn > 1;
  const periods = result.members.period;
  const range = periods?.length
    ? `${periods[0]!.label} – ${periods.at(-1)!.label}`
    : `${definition.from} – ${definition.to}`;
  const heading = [
    title,
    `Phạm vi: ${result.scope}`,
    `Thời gian: ${range} (theo ${PERIOD_GRAIN_LABELS[definition.grain].toLowerCase()})`,
    `Ngày xuất: ${vnDay(new Date(result.generatedAt))}`,
  ];
  const headRow = heading.length + 2;
  const firstDataRow = headRow + (twoHeads ? 2 : 1);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Báo cáo', {
    pageSetup: {
      orientation: width > 8 ? 'landscape' : 'portrait',
      paperSize: 9,
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: `${headRow}:${firstDataRow - 1}`,
    },
    headerFooter: { oddFooter: 'Trang &P / &N' },
    views: [{ state: 'frozen', xSplit: 1, ySplit: firstDataRow - 1 }],
  });
  ws.getColumn(1).width = 40;
  heading.forEach((text, i) => {
    ws.mergeCells(i + 1, 1, i + 1, Math.max(width, 4));
    const cell = ws.getRow(i + 1).getCell(1);
    cell.value = text;
    cell.font = { name: FONT, size: i === 0 ? 14 : 11, bold: i === 0 };
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  });

  // The header: the row dimensions' names, then a column member over its measures (with a year
  // earlier and the change beside each when compared).
  const rowTitle = definition.rows.map((d) => DIMENSIONS[d].label).join(' / ') || 'Chỉ tiêu';
  const measureHeads = pivot.measures.flatMap((m) =>
    compare ? [MEASURES[m].label, 'Cùng kỳ năm trước', 'Thay đổi'] : [MEASURES[m].label],
  );
  if (twoHeads) {
    writeReportHeader(ws.getRow(headRow), [
      rowTitle,
      ...pivot.columns.flatMap((c) => [c.label, ...Array(byColumn - 1).fill('')]),
    ]);
    writeReportHeader(ws.getRow(headRow + 1), ['', ...pivot.columns.flatMap(() => measureHeads)]);
    ws.mergeCells(headRow, 1, headRow + 1, 1);
    pivot.columns.forEach((_, i) => {
      if (byColumn > 1) ws.mergeCells(headRow, 2 + i * byColumn, headRow, 1 + (i + 1) * byColumn);
    });
  } else if (definition.columns.length > 0) {
    writeReportHeader(ws.getRow(headRow), [rowTitle, ...pivot.columns.map((c) => c.label)]);
  } else {
    writeReportHeader(ws.getRow(headRow), [rowTitle, ...measureHeads]);
  }
  ws.getRow(firstDataRow - 1).height = 32;

  // Number formats by column, once: a rate or a change as a percentage, any other count as a number.
  pivot.columns.forEach((_, c) => {
    pivot.measures.forEach((m, j) => {
      const at = 2 + c * byColumn + j * perMeasure;
      const format = measureFormat(m) === 'percent' ? PERCENT : NUMBER;
      ws.getColumn(at).numFmt = format;
      ws.getColumn(at).width = 14;
      if (compare) {
        ws.getColumn(at + 1).numFmt = format;
        ws.getColumn(at + 1).width = 14;
        ws.getColumn(at + 2).numFmt = PERCENT;
        ws.getColumn(at + 2).width = 11;
      }
    });
  });

  const rows = pivot.lines.map((line) => {
    const values: (string | number | null)[] = [line.label];
    line.values.forEach((column, c) => {
      column.forEach((value, j) => {
        values.push(value);
        if (compare) {
          const before = line.previous?.[c]?.[j] ?? null;
          values.push(before, change(value, before));
        }
      });
    });
    return values;
  });
  ws.addRows(rows);
  pivot.lines.forEach((line, i) => {
    if (line.kind === 'leaf' && line.depth === 0) return;
    const row = ws.getRow(firstDataRow + i);
    if (line.kind === 'leaf') row.getCell(1).alignment = { indent: 2 };
    else row.font = { name: FONT, bold: true };
  });
  const last = ws.getRow(firstDataRow + pivot.lines.length - 1);
  for (let c = 1; c <= width; c++) last.getCell(c).border = THIN;

  const name = `${title}.xlsx`.replace(/[\\/:*?"<>|]/g, '_');
  return workbookDownload(name, Buffer.from(await wb.xlsx.writeBuffer()));
}
