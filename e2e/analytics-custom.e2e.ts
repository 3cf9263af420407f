import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api.js';
import {
  choose,
  openSignedIn,
  screenshot,
  seriousAxeFindings,
  useBrowser,
  waitForSuccess,
} from './browser.js';

/**
 * The report builder (P13, 'Báo cáo tùy chỉnh') on the demo data: the province officer builds members
 * by ward by quarter of 2025, saves it shared with the grassroots chairs' role and exports it; a
 * ward union's chair opens the link and sees only their own ward, on a phone too. Filtered «Trong
 * đơn vị» on one ward union, the officer's report shows that ward only, after a reload too.
 */

const PAGE = '/trade-union/reports/custom';
const browser = useBrowser();

/** A month picker typed as the user reads it (MM/YYYY) and left (Enter would pick the panel's month). */
async function typeMonth(page: Page, label: string, mmyyyy: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.fill(mmyyyy);
  await field.press('Tab');
  await expect.poll(() => field.inputValue()).toBe(mmyyyy);
}

const pivot = (page: Page) => page.getByRole('table', { name: /: số liệu$/ });
/** The pivot's line headers but the total. */
const lineNames = async (page: Page) =>
  (await pivot(page).getByRole('rowheader').allInnerTexts())
    .map((t) => t.trim())
    .filter((t) => t !== 'Tổng cộng');

describe('the report builder in Chromium', () => {
  it('builds, saves, shares and exports a report; a ward chair opens its link and sees their ward only', async () => {
    const name = `Đoàn viên theo xã/phường 2025 ${Date.now()}`;
    const officer = await openSignedIn(browser(), 'canbo.tinh');
    await officer.context.route('**/thong-bao/user/stream', (route) => route.abort());
    const { page } = officer;
    await page.goto(PAGE);
    await page.getByText('Đoàn viên theo xã/phường, theo quý năm nay').waitFor();

    // measure 'Đoàn viên' and rows by ward are the new report's; columns by period, quarters of 2025
    await expect(page.getByText('Đoàn viên', { exact: true }).first().isVisible()).resolves.toBe(true);
    await choose(page, page.getByLabel('Cột (tối đa 1 chiều)'), 'Thời gian', 'Thời');
    await page.getByRole('radio', { name: 'Quý' }).check({ force: true });
    await typeMonth(page, 'Từ tháng', '01/2025');
    await typeMonth(page, 'Đến tháng', '12/2025');
    await page.getByRole('button', { name: 'Xem báo cáo' }).click();
    await page.waitForURL(/\?d=/);
    await pivot(page).waitFor();
    const columns = await pivot(page).getByRole('columnheader').allInnerTexts();
    expect(columns[0]).toBe('Xã/phường');
    expect(columns.filter((c) => /2025/.test(c))).toHaveLength(4);
    const officerWards = await lineNames(page);
    expect(officerWards.length).toBeGreaterThan(1);
    await expect(page.getByText(/^Phạm vi: /).isVisible()).resolves.toBe(true);
    await page
      .getByRole('img', { name: /^Biểu đồ / })
      .locator('svg')
      .first()
      .waitFor();
    // the pointer left on 'Xem báo cáo' would have axe judge the button's hover colour
    await page.mouse.move(0, 0);
    await screenshot(page, 'analytics-custom-01-officer');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // saved, shared with the grassroots chairs
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Lưu báo cáo' });
    await dialog.getByLabel('Tên báo cáo').fill(name);
    await choose(page, dialog.getByLabel('Chia sẻ với vai trò'), 'Chủ tịch công đoàn cơ sở', 'Chủ tịch công');
    await page.keyboard.press('Escape'); // the roles' list closed, the dialog stays
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await waitForSuccess(page, 'Đã lưu báo cáo', officer.errors);
    await page.waitForURL(/saved=\d+/);
    await page.getByRole('button', { name: `Mở báo cáo ${name}` }).waitFor();

    // exported
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Xuất Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    const link = page.url();
    await officer.context.close();

    // the ward union's chair, on a phone: the shared report, their ward's rows only
    const chair = await openSignedIn(browser(), 'chutich.phuong', { viewport: { width: 390, height: 844 } });
    await chair.context.route('**/thong-bao/user/stream', (route) => route.abort());
    await chair.page.goto(link);
    await pivot(chair.page).waitFor();
    const chairWards = await lineNames(chair.page);
    expect(chairWards.length).toBeGreaterThan(0);
    expect(chairWards.length).toBeLessThan(officerWards.length);
    for (const ward of chairWards) expect(officerWards).toContain(ward);
    const d = new URL(link).searchParams.get('d')!;
    const answer = await (await apiAs('chutich.phuong')).get<{ members: { ward: { label: string }[] } }>(
      `analytics/query?d=${encodeURIComponent(d)}`,
    );
    expect(chairWards).toEqual(answer.members.ward.map((w) => w.label).filter((w) => chairWards.includes(w)));
    await chair.page.getByText('Được chia sẻ', { exact: false }).first().click();
    await chair.page.getByText(name).first().waitFor();
    const overflow = await chair.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(chair.page, 'analytics-custom-02-chair-phone');
    // checked from the top: scrolled to the saved reports, the month fields pass under the sticky
    // top bar, which axe's target-size counts as covering them
    await chair.page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousAxeFindings(chair.page)).toEqual([]);
    await chair.context.close();
  });

  it('filters «Trong đơn vị» on one ward union: only its ward, kept in the link and after a reload', async () => {
    const officerApi = await apiAs('canbo.tinh');
    const [wardUnion] = (
      await officerApi.get<{ list: { id: number; name: string }[] }>(
        'organization/list-all?level=ward&limit=1',
      )
    ).list;
    if (!wardUnion) throw new Error('the demo data has no ward union');
    const officer = await openSignedIn(browser(), 'canbo.tinh', { viewport: { width: 1440, height: 900 } });
    await officer.context.route('**/thong-bao/user/stream', (route) => route.abort());
    const { page } = officer;
    await page.goto(PAGE);
    await page.getByText('Đoàn viên theo xã/phường, theo quý năm nay').waitFor();

    // the new report's members by ward, over 2025; without a filter first, for the comparison
    await typeMonth(page, 'Từ tháng', '01/2025');
    await typeMonth(page, 'Đến tháng', '12/2025');
    await page.getByRole('button', { name: 'Xem báo cáo' }).click();
    await page.waitForURL(/\?d=/);
    await pivot(page).waitFor();
    const allWards = await lineNames(page);
    expect(allWards.length).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Thêm bộ lọc' }).click();
    await choose(page, page.getByLabel('Lọc theo chiều'), 'Trong đơn vị');
    const union = page.getByLabel('Giá trị lọc theo Trong đơn vị');
    await choose(page, union, wardUnion.name, wardUnion.name);
    await page.getByRole('button', { name: 'Xem báo cáo' }).click();
    await page.waitForURL((url) => (url.searchParams.get('d') ?? '').includes('"within"'));
    const d = new URL(page.url()).searchParams.get('d')!;
    expect(JSON.parse(d).filters).toEqual([{ dimension: 'within', values: [String(wardUnion.id)] }]);

    // the lines are the ward union's own ward, as the API counts it for this definition
    const answer = await officerApi.get<{ members: { ward: { label: string }[] } }>(
      `analytics/query?d=${encodeURIComponent(d)}`,
    );
    const expected = answer.members.ward.map((w) => w.label);
    expect(expected).toHaveLength(1);
    expect(allWards).toContain(expected[0]);
    await expect.poll(() => lineNames(page)).toEqual(expected);
    await page.mouse.move(0, 0);
    await screenshot(page, 'analytics-custom-03-within');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // the link reopened: the same lines, the union named in the builder
    await page.reload();
    await pivot(page).waitFor();
    await expect.poll(() => lineNames(page)).toEqual(expected);
    const shown = union
      .locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')
      .getByTitle(wardUnion.name, { exact: true });
    await shown.waitFor();

    // the filter removed: every ward again, and the link no longer holds it
    await page.getByRole('button', { name: 'Bỏ bộ lọc' }).click();
    await page.getByRole('button', { name: 'Xem báo cáo' }).click();
    await page.waitForURL((url) => !(url.searchParams.get('d') ?? '').includes('"within"'));
    await expect.poll(() => lineNames(page)).toEqual(allWards);
    await officer.context.close();
  });
});
