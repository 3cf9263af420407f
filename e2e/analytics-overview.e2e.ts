import { type AnalyticsOverview, formatNumber } from '@congdoan/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api.js';
import { openFromMenu, openSignedIn, screenshot, seriousAxeFindings, useBrowser } from './browser.js';

/**
 * Thống kê tổng quan (statistics/overview) on the demo data: a grassroots chair opens it from the
 * menu and sees their union's figures only (fewer than the province officer's), each block's table,
 * its image and its workbook; the page fits a phone and is clean for axe in both skins.
 */

const PAGE = '**/trade-union/statistics/overview';
const browser = useBrowser();

const overviewOf = async (username: string) =>
  (await apiAs(username)).get<AnalyticsOverview>('analytics/overview');

/** Scrolls a screen at a time to the bottom: each chart (and ECharts with the first) comes as it nears the screen. */
async function scrollThrough(page: Page) {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      return page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
      );
    })
    .toBe(true);
}

describe('the statistics overview in Chromium', () => {
  it("gives a chair their union's figures only, each block with its table, image and workbook", async () => {
    const [mine, province] = [await overviewOf('chutich'), await overviewOf('canbo.tinh')];
    expect(mine.summary.unions).toBe(1);
    expect(province.summary.unions).toBeGreaterThan(1);
    expect(mine.summary.memberRecords).toBeLessThan(province.summary.memberRecords);

    const { page, context, errors } = await openSignedIn(browser(), 'chutich');
    await openFromMenu(page, 'Quản lý công đoàn cơ sở', 'Thống kê tổng quan', PAGE);
    await page.getByText(`Phạm vi: ${mine.scope}`).waitFor();
    expect(mine.scope).not.toBe('Toàn tỉnh');
    const members = page
      .locator('.ant-card')
      .filter({ hasText: /^Đoàn viên/ })
      .first();
    await expect(members.textContent()).resolves.toContain(formatNumber(mine.summary.members));

    // the pyramid's table: the chair's members by age band, men and women, with the total
    const ages = mine.tables.find((t) => t.block === 'membersByAge')!;
    const table = page.getByRole('table', { name: 'Tháp tuổi đoàn viên: số liệu' });
    await table.scrollIntoViewIfNeeded();
    const total = (c: number) => formatNumber(ages.rows.reduce((s, r) => s + r.values[c]!, 0));
    await expect(table.getByRole('row').last().getByRole('cell').allTextContents()).resolves.toEqual([
      total(0),
      total(1),
    ]);
    await expect(table.getByRole('rowheader').allInnerTexts()).resolves.toEqual([
      ...ages.rows.map((r) => r.name),
      'Tổng cộng',
    ]);

    // its image, once drawn, and its workbook
    const chart = page.getByRole('img', { name: /^Biểu đồ Tháp tuổi đoàn viên/ });
    await chart.locator('svg').first().waitFor();
    const image = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Tải ảnh biểu đồ Tháp tuổi đoàn viên' }).click();
    expect((await image).suggestedFilename()).toBe('thap-tuoi-doan-vien.png');
    const workbook = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Xuất Excel bảng Tháp tuổi đoàn viên' }).click();
    expect((await workbook).suggestedFilename()).toMatch(
      /^ThongKeTongQuan_membersByAge_\d{4}-\d{2}-\d{2}\.xlsx$/,
    );

    await scrollThrough(page);
    await screenshot(page, 'analytics-overview-01-chair');
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('fits a phone, every block readable, and is clean for axe in the light and the dark skin', async () => {
    const { page, context } = await openSignedIn(browser(), 'canbo.tinh', {
      viewport: { width: 390, height: 844 },
    });
    await context.route('**/thong-bao/user/stream', (route) => route.abort());
    await page.goto('/trade-union/statistics/overview');
    await page.getByText('Phạm vi: Toàn tỉnh').waitFor();
    await scrollThrough(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('button', { name: /^Xuất Excel bảng / }).count()).resolves.toBe(11);
    await screenshot(page, 'analytics-overview-02-phone');
    expect(await seriousAxeFindings(page)).toEqual([]);

    for (const [skin, name] of [
      ['dark', 'Tối'],
      ['light', 'Sáng'],
    ] as const) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole('button', { name: 'Tùy chỉnh giao diện' }).first().click();
      await page.getByText(name, { exact: true }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.skin)).toBe(skin);
      const customizer = page.getByRole('dialog', { name: 'Tùy chỉnh giao diện' });
      await customizer.locator('.ant-drawer-close').click();
      await customizer.waitFor({ state: 'hidden' });
      await scrollThrough(page);
      expect(await seriousAxeFindings(page), `${skin} skin`).toEqual([]);
    }
    await context.close();
  });
});
