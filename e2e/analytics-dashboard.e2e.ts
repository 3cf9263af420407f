import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api.js';
import { openFromMenu, openSignedIn, screenshot, seriousAxeFindings, useBrowser } from './browser.js';

/**
 * Tổng quan báo cáo (issue P13): the province officer opens it from the menu, reads it by quarter,
 * drills into a ward's union and back, and downloads a chart's table; a grassroots chair reads only
 * their union's figures, on a phone; axe finds nothing serious in the light or the dark skin.
 */

const PAGE = '**/trade-union/reports/dashboard**';

const browser = useBrowser();

async function signedIn(username: string, viewport?: { width: number; height: number }) {
  const opened = await openSignedIn(browser(), username, { viewport });
  // the bell's live stream never goes quiet
  await opened.context.route('**/thong-bao/user/stream', (route) => route.abort());
  return opened;
}

/** The number a card shows ('33.270' → 33270). */
async function card(page: Page, label: string) {
  const cards = page.getByRole('region', { name: 'Chỉ số chính' });
  const text = async () =>
    // biome-ignore lint/performance/useDomNodeTextContent: its lines keep the number apart from the change
    new RegExp(`${label}\\n([\\d.]+)`).exec(await cards.innerText())?.[1];
  await expect.poll(text).toBeDefined();
  return Number((await text())!.replaceAll('.', ''));
}

/** Scrolls until the chart by unit is drawn with its table (its code, data and ECharts come near the screen). */
async function unitsTable(page: Page) {
  const table = page.getByRole('table', { name: /^Đoàn viên và người lao động theo đơn vị/ });
  await expect
    .poll(async () => {
      if ((await table.count()) > 0) return true;
      await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
      return false;
    })
    .toBe(true);
  await table.scrollIntoViewIfNeeded();
  return table;
}

describe('the reports dashboard in Chromium', () => {
  it('lets the province officer read it by quarter, drill into a ward and download a table', async () => {
    const { page, context, errors } = await signedIn('canbo.tinh');
    await openFromMenu(page, 'Quản lý công đoàn cơ sở', 'Tổng quan báo cáo', PAGE);
    const province = await card(page, 'Đoàn viên');
    expect(province).toBeGreaterThan(0);
    // the last 12 months by default, month by month
    await expect.poll(() => page.url()).not.toMatch(/grain=/);
    await page.getByText(/^Số liệu .*, so với cùng kỳ năm trước$/).waitFor();

    // by quarter: the address says so, the cards read the last quarter
    await page.getByText('Quý', { exact: true }).click();
    await page.waitForURL(/grain=quarter/);
    await page.getByText(/^Số liệu quý/).waitFor();
    await screenshot(page, 'analytics-dashboard-01-quarter');

    // a chart's table as an Excel file
    const table = await unitsTable(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Tải Excel Đoàn viên và người lao động theo đơn vị' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // drill into the first unit with a button (a ward's union): the breadcrumb names it, the figures shrink
    const first = table.getByRole('rowheader').getByRole('button').first();
    const ward = ((await first.textContent()) ?? '').trim();
    await first.click();
    await page.waitForURL(/unit=\d+/);
    const path = page.getByRole('navigation', { name: 'Đơn vị đang xem' });
    await expect.poll(() => path.textContent()).toContain(ward);
    await expect.poll(() => card(page, 'Đoàn viên')).toBeLessThan(province);
    await screenshot(page, 'analytics-dashboard-02-ward');

    // back up from the breadcrumb
    await path.getByRole('link').first().click();
    await expect.poll(() => page.url()).not.toMatch(/unit=/);
    // the province's figures come back once read again
    await expect.poll(() => card(page, 'Đoàn viên')).toBe(province);

    expect(await seriousAxeFindings(page)).toEqual([]);
    // the dark skin, chosen as a user does
    await page.getByRole('button', { name: 'Tùy chỉnh giao diện' }).first().click();
    await page.getByText('Tối', { exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.skin)).toBe('dark');
    const customizer = page.getByRole('dialog', { name: 'Tùy chỉnh giao diện' });
    await customizer.locator('.ant-drawer-close').click();
    await customizer.waitFor({ state: 'hidden' });
    await unitsTable(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, 'analytics-dashboard-03-dark');
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it("gives a grassroots chair only their union's figures, and fits a phone's screen", async () => {
    const definition = encodeURIComponent(
      JSON.stringify({ measures: ['members'], rows: ['period'], from: '2026-01', to: '2026-01' }),
    );
    type Result = { cells: { values: Record<string, number> }[] };
    const sum = (r: Result) => r.cells.reduce((s, c) => s + (c.values.members ?? 0), 0);
    const mine = sum(await (await apiAs('chutich')).get<Result>(`analytics/query?d=${definition}`));
    const all = sum(await (await apiAs('canbo.tinh')).get<Result>(`analytics/query?d=${definition}`));
    expect(mine).toBeLessThan(all);

    const { page, context } = await signedIn('chutich', { width: 390, height: 844 });
    await page.goto('/trade-union/reports/dashboard');
    expect(await card(page, 'Đoàn viên')).toBeLessThan(await cardOfProvince());
    await unitsTable(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'analytics-dashboard-04-chair-phone');
    await context.close();

    async function cardOfProvince() {
      const opened = await signedIn('canbo.tinh');
      await opened.page.goto('/trade-union/reports/dashboard');
      const n = await card(opened.page, 'Đoàn viên');
      await opened.context.close();
      return n;
    }
  });
});
