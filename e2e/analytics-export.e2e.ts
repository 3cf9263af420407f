import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedIn, screenshot, useBrowser } from './browser.js';

const browser = useBrowser();
const EXPORT_PAGE = '/trade-union/reports/export';

/** Downloads the file of the card titled `title` and reads it back as a workbook. */
async function downloadFrom(page: Page, title: string) {
  const card = page.getByRole('region', { name: title, exact: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: /Tải xuống/ }).click(),
  ]);
  const file = await download.path();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return { name: download.suggestedFilename(), wb };
}

const texts = (wb: ExcelJS.Workbook) => {
  const all: string[] = [];
  for (const ws of wb.worksheets)
    ws.eachRow((row) => {
      all.push((row.values as unknown[]).filter((v) => v !== null && v !== undefined).join('|'));
    });
  return all;
};

describe('the export page in Chromium', () => {
  it('the provincial officer downloads the CDCS report, the report as at a day and a template from one place', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'canbo.tinh');
    await page.goto(EXPORT_PAGE);
    await page.getByRole('heading', { name: 'Xuất báo cáo', exact: true, level: 3 }).waitFor();
    for (const group of ['Công đoàn cơ sở', 'Đoàn viên', 'Báo cáo đoàn số', 'Sự kiện', 'Mẫu nhập Excel'])
      await page.getByRole('heading', { name: group, exact: true }).waitFor();
    await screenshot(page, 'p13-export-page-1440');

    const report = await downloadFrom(page, 'Báo cáo danh sách công đoàn cơ sở');
    expect(report.name).toBe('BaoCao_CDCS.xlsx');
    const reportRows = texts(report.wb);
    expect(
      reportRows.some((t) => t.includes('DANH SÁCH CÔNG ĐOÀN CƠ SỞ') || t.includes('CÔNG ĐOÀN CƠ SỞ')),
    ).toBe(true);
    expect(reportRows.some((t) => t.startsWith('TỔNG CỘNG'))).toBe(true);
    expect(reportRows.length).toBeGreaterThan(10);

    const template = await downloadFrom(page, 'Mẫu nhập công đoàn cơ sở');
    expect(template.name).toBe('template_import.xlsx');
    expect(template.wb.getWorksheet('Đơn vị')?.getCell('A1').value).toBe(
      'DANH SÁCH CÔNG ĐOÀN CƠ SỞ NHẬP VÀO HỆ THỐNG',
    );

    const asAt = await downloadFrom(page, 'Báo cáo công đoàn cơ sở tại một ngày');
    expect(asAt.name).toBe('BaoCao_CDCS.xlsx');
    expect(texts(asAt.wb).some((t) => t.startsWith('TỔNG CỘNG'))).toBe(true);
    await screenshot(page, 'p13-export-page-downloaded');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a chair sees only what their rights allow, and the page fits a phone', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'chutich', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(EXPORT_PAGE);
    await page.getByRole('heading', { name: 'Xuất báo cáo', exact: true, level: 3 }).waitFor();
    await page.getByRole('region', { name: 'Báo cáo danh sách công đoàn cơ sở', exact: true }).waitFor();
    // Nothing wider than the phone: no sideways scrolling.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'p13-export-page-390');
    const template = await downloadFrom(page, 'Mẫu nhập công đoàn cơ sở');
    expect(template.wb.worksheets.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
