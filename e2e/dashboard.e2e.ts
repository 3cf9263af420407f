import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api.js';
import {
  DEMO_PASSWORD,
  figure,
  figures,
  openPage,
  screenshot,
  seriousAxeFindings,
  signIn,
  useBrowser,
} from './browser.js';

/**
 * The home page's figure cards, reporting progress and charts (docs/requirements.md, "Dashboard
 * page") on the demo data, as the province officer and a grassroots chair, at 1440 and 390 px.
 */

const browser = useBrowser();

async function signedIn(username: string, viewport?: { width: number; height: number }) {
  const opened = await openPage(browser(), viewport);
  // the bell's live stream never goes quiet
  await opened.context.route('**/thong-bao/user/stream', (route) => route.abort());
  await signIn(opened.page, username, DEMO_PASSWORD);
  await opened.page.waitForURL('**/trade-union/dashboard');
  return opened;
}

/**
 * Scrolls down a screen at a time until the charts are there (their code and data come as they
 * reach the screen), then to the first chart, and waits for it drawn (ECharts comes with it).
 */
async function chartsDrawn(page: Page) {
  const heading = page.getByRole('heading', { name: 'Biểu đồ công đoàn cơ sở' });
  await expect
    .poll(async () => {
      if ((await heading.count()) > 0) return true;
      await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
      return false;
    })
    .toBe(true);
  const first = page.getByRole('img', { name: /^Biểu đồ Lao động và đoàn viên/ });
  await first.scrollIntoViewIfNeeded();
  await first.locator('svg').first().waitFor();
}

describe('the dashboard in Chromium', () => {
  it('shows the province officer the cards, the reporting progress and the charts with their tables', async () => {
    const { page, context, errors } = await signedIn('canbo.tinh');
    expect(await figure(page, 'Công đoàn cơ sở')).toBeGreaterThan(0);
    expect(await figure(page, 'Đoàn viên')).toBeGreaterThan(0);
    const waiting = await figure(page, 'Báo cáo chờ phê duyệt');
    expect(waiting).toBeGreaterThan(0);
    expect(await figure(page, 'Công ty chưa có công đoàn')).toBeGreaterThan(0);
    await expect(figures(page).getByText('so với tháng trước').first().isVisible()).resolves.toBe(true);

    // the demo's monthly period: the units that must report, and the approved and waiting among them
    const progress = page.locator('.ant-card').filter({ hasText: 'Tiến độ báo cáo' });
    await progress.getByText(/Báo cáo đoàn số hàng tháng/).waitFor();
    // 'Theo dõi kỳ báo cáo' opens the progress of the first open occurrence, not the periods list
    await expect(
      progress.getByRole('link', { name: 'Theo dõi kỳ báo cáo' }).getAttribute('href'),
    ).resolves.toMatch(/^\/trade-union\/member-reports\/time-updates\?id=\d+&ky=\d+$/);

    await chartsDrawn(page);
    const table = page.getByRole('table', { name: /^Lao động và đoàn viên theo cụm\/khu công nghiệp/ });
    await expect(table.getByRole('columnheader').allInnerTexts()).resolves.toEqual([
      'Cụm/khu công nghiệp',
      'Người lao động',
      'Đoàn viên',
      'Tỷ lệ đoàn viên',
    ]);
    expect(await table.getByRole('rowheader').count()).toBeGreaterThan(1);
    await screenshot(page, 'dashboard-01-officer-charts');

    // the image of a chart, named after it
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: 'Tải ảnh biểu đồ Đoàn viên theo giới tính theo cụm/khu công nghiệp' })
      .click();
    expect((await download).suggestedFilename()).toBe(
      'doan-vien-theo-gioi-tinh-theo-cum-khu-cong-nghiep.png',
    );

    // by ward: the same charts, their tables by ward
    await page.getByText('Theo xã/phường', { exact: true }).click();
    await page.getByRole('table', { name: /^Đoàn viên theo giới tính theo xã\/phường/ }).waitFor();
    await expect(page.getByRole('columnheader', { name: 'Xã/phường' }).count()).resolves.toBe(3);
    await chartsDrawn(page);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // the waiting reports' card opens the reports waiting for approval
    await page.evaluate(() => window.scrollTo(0, 0));
    await figures(page)
      .getByRole('link', { name: /^Báo cáo chờ phê duyệt/ })
      .click();
    await page.waitForURL('**/trade-union/member-reports/reports?trangThaiPheDuyet=cho_phe_duyet');
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it("gives a grassroots chair his union's figures, and fits a phone's screen", async () => {
    type Overview = { tongSoCongDoan: number };
    const [mine, province] = [
      await (await apiAs('chutich')).get<Overview>('report/thong-ke-tong-quan'),
      await (await apiAs('canbo.tinh')).get<Overview>('report/thong-ke-tong-quan'),
    ];
    expect(mine.tongSoCongDoan).toBeLessThan(province.tongSoCongDoan);
    const { theoCumKhu } = await (await apiAs('chutich')).get<{ theoCumKhu: unknown[] }>('report/bieu-do');

    const { page, context } = await signedIn('chutich', { width: 390, height: 844 });
    expect(await figure(page, 'Công đoàn cơ sở')).toBe(mine.tongSoCongDoan);
    await chartsDrawn(page);
    const table = page.getByRole('table', { name: /^Số công đoàn cơ sở theo cụm\/khu công nghiệp/ });
    await expect(table.getByRole('rowheader').count()).resolves.toBe(theoCumKhu.length);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'dashboard-02-chair-phone');
    await context.close();
  });
});
