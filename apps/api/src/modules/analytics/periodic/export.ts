import type { PeriodicFigures, PeriodicQuery, PeriodicReport, ProgressRow } from '@congdoan/shared';
import ExcelJS from 'exceljs';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { vnDay } from '../../../domain/reporting/notices.js';
import { REPORT_FONT as FONT, THIN, workbookDownload, writeReportHeader } from '../../../import/xlsx.js';
import type { Download } from '../../../plugins/download.js';
import { periodicReport } from './repository.js';

/**
 * The periodic report's tables as one workbook (BaoCaoDinhKy_<kỳ>.xlsx): a sheet of the figures
 * and the units that changed most, and a sheet for each breakdown of the units by standing, each
 * headed by its title, the caller's scope and the date, as the page shows them.
 */

const HEADING_ROWS = 3;

function sheetOf(wb: ExcelJS.Workbook, name: string, heading: string[], titles: string[], widths: number[]) {
  const ws = wb.addWorksheet(name, {
    pageSetup: { orientation: 'landscape', paperSize: 9, fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    views: [{ state: 'frozen', ySplit: HEADING_ROWS + 2 }],
  });
  ws.columns = widths.map((width) => ({ width }));
  heading.forEach((text, i) => {
    ws.mergeCells(i + 1, 1, i + 1, titles.length);
    const cell = ws.getRow(i + 1).getCell(1);
    cell.value = text;
    cell.font = { name: FONT, size: i === 0 ? 14 : 11, bold: i === 0 };
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  });
  const header = ws.getRow(HEADING_ROWS + 2);
  writeReportHeader(header, titles);
  header.height = 32;
  return ws;
}

function addRow(ws: ExcelJS.Worksheet, values: (string | number | null)[], bold = false) {
  const row = ws.addRow(values);
  values.forEach((v, i) => {
    const cell = row.getCell(i + 1);
    cell.font = { name: FONT, bold };
    cell.border = THIN;
    if (typeof v === 'number') cell.numFmt = Number.isInteger(v) ? '#,##0' : '#,##0.0';
  });
  return row;
}

const STANDING_TITLES = [
  'Phải báo cáo',
  'Đã nộp',
  'Đã duyệt',
  'Chờ duyệt',
  'Bị trả lại',
  'Quá hạn',
  'Chưa nộp',
];
const standingValues = (r: Omit<ProgressRow, 'id' | 'ten'>) => [
  r.tongSoCDCS,
  r.soDaBaoCao,
  r.soDaPheDuyet,
  r.soChoPheDuyet,
  r.soTuChoi,
  r.soQuaHan,
  r.soChuaBaoCao,
];

const FIGURES: { label: string; key: keyof PeriodicFigures }[] = [
  { label: 'Đơn vị có báo cáo đã duyệt', key: 'soDonVi' },
  { label: 'Tổng số đoàn viên', key: 'tongDoanVien' },
  { label: 'Đoàn viên nam', key: 'doanVienNam' },
  { label: 'Đoàn viên nữ', key: 'doanVienNu' },
  { label: 'Tổng số CNVCLĐ', key: 'tongCnvcld' },
  { label: 'Tỷ lệ đoàn viên / CNVCLĐ (%)', key: 'tyLeThamGia' },
];

export function periodicWorkbook(report: PeriodicReport, now = new Date()): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Hệ thống quản lý công đoàn';
  const o = report.kyBaoCao;
  const heading = [
    `BÁO CÁO ĐỊNH KỲ — ${o.ten.toUpperCase()}`,
    `Kỳ báo cáo: ${o.tenThoiGianCapNhat} · Thời gian: ${vnDay(new Date(o.thoiGianBatDau))} - ${vnDay(new Date(o.thoiGianKetThuc))}`,
    `Phạm vi: ${report.phamVi} · Xuất ngày ${vnDay(now)}`,
  ];

  const previous = report.kyTruoc ? `Kỳ trước (${report.kyTruoc.ten})` : 'Kỳ trước';
  const figures = sheetOf(
    wb,
    'Số liệu',
    heading,
    ['Chỉ tiêu', o.ten, previous, 'Thay đổi', 'Thay đổi (%)'],
    [36, 16, 16, 14, 14],
  );
  for (const f of FIGURES) {
    const change = report.thayDoi?.[f.key];
    addRow(figures, [
      f.label,
      report.soLieu[f.key],
      report.soLieuKyTruoc?.[f.key] ?? null,
      change?.chenhLech ?? null,
      change?.phanTram ?? null,
    ]);
  }
  for (const [title, movers] of [
    ['Đơn vị tăng đoàn viên nhiều nhất', report.tangNhieuNhat],
    ['Đơn vị giảm đoàn viên nhiều nhất', report.giamNhieuNhat],
  ] as const) {
    figures.addRow([]);
    addRow(figures, [title], true);
    addRow(figures, ['Công đoàn cơ sở', 'Kỳ trước', 'Kỳ này', 'Thay đổi', 'Thay đổi (%)'], true);
    for (const m of movers) addRow(figures, [m.ten, m.truoc, m.sau, m.chenhLech, m.phanTram]);
  }

  const breakdowns: [string, string, ProgressRow[]][] = [
    ['Theo xã, phường', 'Xã/phường', report.theoXaPhuong],
    ['Theo cụm, KCN', 'Cụm/khu công nghiệp', report.theoCumKhu],
    ['Theo loại hình', 'Loại hình', report.theoLoaiHinh],
  ];
  for (const [name, first, rows] of breakdowns) {
    const ws = sheetOf(
      wb,
      name,
      heading,
      [first, ...STANDING_TITLES],
      [36, ...STANDING_TITLES.map(() => 12)],
    );
    for (const r of rows) addRow(ws, [r.ten, ...standingValues(r)]);
    addRow(ws, ['TỔNG CỘNG', ...standingValues(report.tong)], true);
  }

  if (report.cacKy.length) {
    const ws = sheetOf(
      wb,
      'Các kỳ',
      heading,
      ['Kỳ', ...STANDING_TITLES, 'Tổng số đoàn viên', 'Tổng số CNVCLĐ', 'Tỷ lệ (%)'],
      [24, ...STANDING_TITLES.map(() => 12), 14, 14, 10],
    );
    for (const step of report.cacKy)
      addRow(ws, [
        step.kyBaoCao.ten,
        ...standingValues(step),
        step.soLieu.tongDoanVien,
        step.soLieu.tongCnvcld,
        step.soLieu.tyLeThamGia,
      ]);
  }
  return wb;
}

/** The file's name: BaoCaoDinhKy_Quy_2_2026.xlsx. */
const fileName = (report: PeriodicReport) =>
  `BaoCaoDinhKy_${report.kyBaoCao.ten
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9]+/g, '_')}.xlsx`;

/** GET analytics/periodic/export: the page's tables, in the caller's scope. */
export async function periodicDownload(db: DbOrTx, actor: Actor, q: PeriodicQuery): Promise<Download> {
  const report = await periodicReport(db, actor, q);
  const wb = periodicWorkbook(report);
  return workbookDownload(fileName(report), Buffer.from(await wb.xlsx.writeBuffer()));
}
