import { describe, expect, it } from 'vitest';
import { openSignedIn, screenshot, useBrowser } from './browser.js';

const browser = useBrowser();

describe('union boards and the unions list date filter in Chromium', () => {
  it('the provincial officer sees a demo union’s executive committee with its chair, then filters the unions list by creation date', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'canbo.tinh');

    // A grassroots union of the demo data; its chair is its first officer, in office.
    await page.goto('/trade-union/organizations?search=van%20tai%20quang%20minh');
    const link = page.getByRole('table').getByRole('link').first();
    await link.waitFor();
    await link.click();
    await page.waitForURL('**/organizations/detail/**');
    const chairRow = page
      .getByRole('row')
      .filter({ has: page.getByText('Chủ tịch công đoàn', { exact: true }) })
      .first();
    const chairName = ((await chairRow.locator('td').first().textContent()) ?? '').trim();
    expect(chairName).not.toBe('');

    await page.getByRole('tab', { name: 'Ban lãnh đạo' }).click();
    const executive = page.locator('[data-board="bch"]');
    await executive.getByText(/^Ban Chấp hành \(\d+\)$/).waitFor();
    const chairLine = executive.getByRole('row').filter({ hasText: chairName });
    await chairLine.getByText('Chủ tịch', { exact: true }).waitFor();
    await page.getByText(/^Nhiệm kỳ hiện tại: /).waitFor();
    await page.getByText(/^Đã thôi \(\d+\)$/).waitFor();
    await screenshot(page, 'boards-01-union-boards');

    // The unions list by creation date: the demo data was made today, so a range of 2000 finds none.
    await page.goto('/trade-union/organizations');
    const total = page.getByText(/Tổng [\d.]+ đơn vị/);
    await total.waitFor();
    const from = page.getByPlaceholder('Ngày tạo từ');
    await from.click();
    await from.fill('01/01/2000');
    await from.press('Enter');
    const to = page.getByPlaceholder('đến ngày').first();
    await to.fill('31/12/2000');
    await to.press('Enter');
    await page.waitForURL(
      (url) =>
        url.searchParams.get('createdFrom') === '2000-01-01' &&
        url.searchParams.get('createdTo') === '2000-12-31',
    );
    await expect.poll(() => page.getByRole('table').getByRole('link').count()).toBe(0);
    await screenshot(page, 'boards-02-unions-created-in-2000');

    // Opened from its address, a range up to far ahead finds them again, and shows its dates.
    await page.goto('/trade-union/organizations?createdFrom=2000-01-01&createdTo=2099-12-31');
    await expect
      .poll(async () => Number(((await total.textContent()) ?? '').replace(/\D/g, '')))
      .toBeGreaterThan(0);
    await expect(page.getByPlaceholder('Ngày tạo từ').inputValue()).resolves.toBe('01/01/2000');
    await screenshot(page, 'boards-03-unions-created-range');

    expect(errors).toEqual([]);
    await context.close();
  });
});
