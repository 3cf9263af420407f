import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { columnTexts, openSignedIn, screenshot, useBrowser } from './browser.js';

/**
 * The shared list (docs/requirements.md, "Lists" and "Lists on a phone"): default columns that fit a
 * 1,366 px screen, sorting on the server kept in the address, and on a phone a search, a 'Bộ lọc'
 * drawer and rows as cards with their actions in a menu.
 */

const browser = useBrowser();

/** The list's total has shown: its first page is in. */
const listed = (page: Page) => page.getByText(/^Tổng [\d.]+ /).waitFor();

/** How much wider than its box the table's rows are (0: no horizontal scrolling). */
const overflow = (page: Page) =>
  page
    .getByRole('table')
    .first()
    .evaluate((table) => {
      const box = table.parentElement as HTMLElement;
      return box.scrollWidth - box.clientWidth;
    });

/**
 * Clicks a header; waits for the address to hold the sort and the server's answer to it; gives
 * the sorted field of the rows answered, once the table shows them (in `title`'s column).
 */
async function sortBy<V>(
  page: Page,
  title: string,
  field: string,
  order: 'asc' | 'desc',
  shown: (v: V) => string,
): Promise<V[]> {
  const answered = page.waitForResponse(
    (r) => r.url().includes(`sortBy=${field}`) && r.url().includes(`order=${order}`) && r.ok(),
  );
  await page.getByRole('columnheader', { name: title }).click();
  const body = (await (await answered).json()) as { data: { list: Record<string, V>[] } };
  await page.waitForURL(
    (url) => url.searchParams.get('sortBy') === field && url.searchParams.get('order') === order,
  );
  await expect
    .poll(() => page.getByRole('columnheader', { name: title }).getAttribute('aria-sort'))
    .toBe(order === 'asc' ? 'ascending' : 'descending');
  const values = body.data.list.map((row) => row[field] as V);
  await expect.poll(() => columnTexts(page, title)).toEqual(values.map(shown));
  return values;
}

// The server sorts text in the database's ICU root collation (docs/architecture.md, "Accent-insensitive search").
const collator = new Intl.Collator('und');
const sortedText = (values: string[], order: 'asc' | 'desc') =>
  [...values].sort((a, b) => (order === 'asc' ? collator.compare(a, b) : collator.compare(b, a)));
const counts = new Intl.NumberFormat('vi-VN');
const asText = (v: string) => v;
const asCount = (v: number | null) => (v === null ? '—' : counts.format(v));

describe('lists on a 1366 × 768 screen', () => {
  it('show their default columns without horizontal scrolling', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'canbo.tinh', {
      viewport: { width: 1366, height: 768 },
    });
    for (const [path, shot] of [
      ['/trade-union/organizations', '90-organizations-1366'],
      ['/trade-union/users/list', '91-users-1366'],
      ['/trade-union/staff', '92-staff-1366'],
    ] as const) {
      await page.goto(path);
      await listed(page);
      await expect(overflow(page), path).resolves.toBeLessThanOrEqual(0);
      await screenshot(page, shot);
    }
    // A column added through 'Cột hiển thị' is there, and remembered for this list.
    await page.goto('/trade-union/users/list');
    await listed(page);
    await page.getByRole('button', { name: 'Cột hiển thị' }).click();
    await page.getByRole('checkbox', { name: 'Email' }).check();
    await page.getByRole('columnheader', { name: 'Email' }).waitFor();
    await page.reload();
    await listed(page);
    await expect(page.getByRole('columnheader', { name: 'Email' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sort on the server by a clicked header, kept in the address, back on page 1', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'canbo.tinh', {
      viewport: { width: 1366, height: 768 },
    });

    await page.goto('/trade-union/organizations?page=2');
    await listed(page);
    const names = await sortBy(page, 'Tên đơn vị', 'name', 'asc', asText);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual(sortedText(names, 'asc'));

    await sortBy(page, 'Số đoàn viên', 'memberCount', 'asc', asCount);
    const members = await sortBy(page, 'Số đoàn viên', 'memberCount', 'desc', asCount);
    const known = members.filter((m): m is number => m !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    await screenshot(page, '93-organizations-sorted-by-members');

    // The sort survives a reload.
    const shown = await columnTexts(page, 'Số đoàn viên');
    await page.reload();
    await listed(page);
    await expect(columnTexts(page, 'Số đoàn viên')).resolves.toEqual(shown);

    await page.goto('/trade-union/users/list');
    await listed(page);
    const fullNames = await sortBy(page, 'Họ và tên', 'fullName', 'asc', asText);
    expect(fullNames).toEqual(sortedText(fullNames, 'asc'));
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a list on a 390 × 844 phone', () => {
  it('searches, filters in the ‘Bộ lọc’ drawer, and shows rows as cards with an action menu', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'canbo.tinh', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto('/trade-union/users/list');
    await listed(page);

    // Rows are cards; nothing is wider than the phone; the filters wait behind 'Bộ lọc'.
    const cards = page.getByRole('list', { name: 'Danh sách người dùng' }).getByRole('listitem');
    await expect(cards.count()).resolves.toBeGreaterThan(1);
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await expect(page.getByLabel('Lọc theo trạng thái').count()).resolves.toBe(0);
    await screenshot(page, '94-users-phone');

    // 'Bộ lọc': a filter chosen in the drawer changes nothing until 'Áp dụng'.
    await page.getByRole('button', { name: 'Bộ lọc' }).click();
    const drawer = page.getByRole('dialog', { name: 'Bộ lọc' });
    await drawer.getByLabel('Lọc theo trạng thái').click();
    await page.getByTitle('Đã khóa', { exact: true }).click();
    expect(new URL(page.url()).searchParams.get('isActive')).toBeNull();
    await screenshot(page, '95-users-phone-filters');
    await drawer.getByRole('button', { name: 'Áp dụng' }).click();
    await page.waitForURL((url) => url.searchParams.get('isActive') === '0');
    await page.getByRole('button', { name: 'Bộ lọc (1 đang áp dụng)' }).waitFor();
    await expect
      .poll(async () => (await cards.allTextContents()).every((text) => text.includes('Đã khóa')))
      .toBe(true);
    await expect(cards.count()).resolves.toBeGreaterThan(0);

    // 'Đặt lại' in the drawer: back to the plain list.
    await page.getByRole('button', { name: 'Bộ lọc (1 đang áp dụng)' }).click();
    await drawer.getByRole('button', { name: 'Đặt lại' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByRole('button', { name: 'Bộ lọc', exact: true }).waitFor();

    // The search finds the officer signed in; the card's menu opens the details.
    await page.getByLabel('Tìm kiếm người dùng').fill('canbo.tinh');
    await page.waitForURL((url) => url.searchParams.get('search') === 'canbo.tinh');
    await expect.poll(() => cards.count()).toBe(1);
    const card = cards.first();
    await expect(card.textContent()).resolves.toContain('canbo.tinh');
    await card.getByRole('button', { name: /^Thao tác: / }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Xem chi tiết' }).waitFor();
    // Nobody locks or deletes themselves: the menu offers neither.
    await expect(menu.getByRole('menuitem', { name: 'Khóa' }).count()).resolves.toBe(0);
    await screenshot(page, '96-users-phone-card-menu');
    await menu.getByRole('menuitem', { name: 'Xem chi tiết' }).click();
    const details = page.getByRole('dialog', { name: 'Chi tiết người dùng' });
    await details.getByText('canbo.tinh', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what was typed in an open form when the phone is turned sideways and back', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'canbo.tinh', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto('/trade-union/users/list');
    await listed(page);
    await page.getByRole('button', { name: /Thêm người dùng/ }).click();
    const name = page.getByRole('dialog', { name: 'Thêm người dùng' }).getByLabel('Họ và tên');
    await name.fill('Nguyễn Văn Xoay');
    // Sideways the list is a table again (844 px is past the phone breakpoint), and back upright.
    await page.setViewportSize({ width: 844, height: 390 });
    await page.getByRole('table').waitFor();
    await expect(name.inputValue()).resolves.toBe('Nguyễn Văn Xoay');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('list', { name: 'Danh sách người dùng' }).waitFor();
    await expect(name.inputValue()).resolves.toBe('Nguyễn Văn Xoay');
    expect(errors).toEqual([]);
    await context.close();
  });
});
