import { describe, expect, it } from 'vitest';
import { apiAs } from './api.js';
import { choose, openFromMenu, openSignedIn, screenshot, useBrowser } from './browser.js';

const browser = useBrowser();

interface Occurrence {
  id: number;
  ten: string;
  tenThoiGianCapNhat: string;
  thoiGianCapNhatDoanSoId: number;
  thoiGianKetThuc: string;
}

/** The demo's monthly period's last closed occurrence: some units never reported, so are late. */
async function closedOccurrence() {
  const officer = await apiAs('canbo.tinh');
  const list = await officer.get<Occurrence[]>('analytics/periodic/occurrences');
  const closed = list.find(
    (o) =>
      o.tenThoiGianCapNhat === 'Báo cáo đoàn số hàng tháng' && Date.parse(o.thoiGianKetThuc) < Date.now(),
  );
  expect(closed, 'a closed monthly occurrence in the demo data').toBeDefined();
  const report = await officer.get<{ tong: { soQuaHan: number } }>(
    `analytics/periodic?occurrenceId=${closed!.id}`,
  );
  const late = await officer.get<{ total: number; danhSachChiTiet: { organizationName: string }[] }>(
    `bao-cao-doan-so-theo-ky/tracking/trang-thai?kyBaoCaoId=${closed!.id}&trangThaiBaoCao=qua_han&limit=10`,
  );
  return { occurrence: closed!, late: report.tong.soQuaHan, lateUnits: late };
}

describe('the periodic report in Chromium', () => {
  it('a provincial officer opens it from the menu, picks an occurrence and opens its late units from their count', async () => {
    const { occurrence, late, lateUnits } = await closedOccurrence();
    expect(late).toBeGreaterThan(0);
    expect(lateUnits.total).toBe(late);

    const { page, errors, context } = await openSignedIn(browser(), 'canbo.tinh', {
      viewport: { width: 1440, height: 900 },
    });
    await openFromMenu(
      page,
      'Báo cáo tình hình đoàn viên',
      'Báo cáo định kỳ',
      '**/trade-union/reports/periodic',
    );
    await page.getByRole('heading', { name: 'Báo cáo định kỳ', level: 3 }).waitFor();
    await page.getByText('Phạm vi: Toàn tỉnh').waitFor();
    await choose(page, page.getByLabel('Kỳ báo cáo'), `${occurrence.tenThoiGianCapNhat} · ${occurrence.ten}`);
    await page.waitForURL(new RegExp(`ky=${occurrence.id}`));
    const count = page.getByRole('link', { name: `Quá hạn: ${late} đơn vị, xem danh sách` });
    await count.waitFor();
    await page.getByRole('table', { name: /^Đơn vị phải báo cáo theo xã\/phường/ }).waitFor();
    await screenshot(page, 'periodic-01-officer');

    await count.click();
    await page.waitForURL(/\/trade-union\/member-reports\/time-updates\?.*trangThaiBaoCao=qua_han/);
    const drawer = page.getByRole('dialog').filter({ hasText: occurrence.tenThoiGianCapNhat });
    await drawer.getByRole('tab', { name: `Quá hạn (${late})`, selected: true }).waitFor({ timeout: 60_000 });
    // exactly the late units: the first page of them, each standing late
    const panel = drawer.getByRole('tabpanel');
    for (const unit of lateUnits.danhSachChiTiet)
      await panel.getByRole('cell', { name: unit.organizationName, exact: true }).waitFor();
    const rows = panel.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(lateUnits.danhSachChiTiet.length);
    const standings = await panel.locator('tbody tr.ant-table-row .ant-tag').allInnerTexts();
    expect(standings.every((s) => s === 'Quá hạn, chưa nộp' || s.endsWith('nộp muộn'))).toBe(true);
    await screenshot(page, 'periodic-02-late-units');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it("opens from a ward's late count exactly that ward's late units, and drops the ward's filter on request", async () => {
    const { occurrence, late } = await closedOccurrence();
    const officer = await apiAs('canbo.tinh');
    const report = await officer.get<{
      theoXaPhuong: { id: number | null; ten: string; soQuaHan: number }[];
    }>(`analytics/periodic?occurrenceId=${occurrence.id}`);
    // a ward whose late units fit one page of the drawer's table, yet fewer than all late units
    const ward = report.theoXaPhuong
      .filter((w) => w.id !== null && w.soQuaHan > 0 && w.soQuaHan <= 10 && w.soQuaHan < late)
      .sort((a, b) => b.soQuaHan - a.soQuaHan)[0];
    expect(ward, 'a ward with a few late units in the demo data').toBeDefined();

    const { page, errors, context } = await openSignedIn(browser(), 'canbo.tinh', {
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`/trade-union/reports/periodic?ky=${occurrence.id}`);
    const count = page.getByRole('link', {
      name: `Quá hạn của ${ward!.ten}: ${ward!.soQuaHan} đơn vị, xem danh sách`,
      exact: true,
    });
    await count.click();
    await page.waitForURL(new RegExp(`trangThaiBaoCao=qua_han&xaPhuongId=${ward!.id}`));
    const drawer = page.getByRole('dialog').filter({ hasText: occurrence.tenThoiGianCapNhat });
    await drawer
      .getByRole('tab', { name: `Quá hạn (${ward!.soQuaHan})`, selected: true })
      .waitFor({ timeout: 60_000 });
    await drawer.getByText(`Xã/phường: ${ward!.ten}`).waitFor();
    const panel = drawer.getByRole('tabpanel');
    const rows = panel.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(ward!.soQuaHan);
    // every unit listed is of that ward, and late
    const wards = await rows.locator('td:nth-child(2)').allInnerTexts();
    expect(wards).toEqual(Array(ward!.soQuaHan).fill(ward!.ten));
    const standings = await rows.locator('.ant-tag').allInnerTexts();
    expect(standings.every((s) => s === 'Quá hạn, chưa nộp' || s.endsWith('nộp muộn'))).toBe(true);
    await screenshot(page, 'periodic-04-ward-late-units');

    // without the ward, the tab counts every late unit of the occurrence again
    await drawer.getByRole('button', { name: 'Bỏ lọc xã/phường' }).click();
    await drawer.getByRole('tab', { name: `Quá hạn (${late})`, selected: true }).waitFor();
    expect(page.url()).not.toContain('xaPhuongId');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('fits a phone: no sideways scroll of the page', async () => {
    const { page, errors, context } = await openSignedIn(browser(), 'canbo.tinh', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto('/trade-union/reports/periodic');
    await page.getByRole('link', { name: /^Quá hạn: \d+ đơn vị/ }).waitFor();
    await page.getByText('Số liệu đã duyệt').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'periodic-03-phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
