import { beforeAll, describe, expect, inject, it } from 'vitest';
import { choose, openFromMenu, openSignedIn, screenshot, useBrowser, waitForSuccess } from './browser.js';

/** A company the demo data holds, and one the test adds. */
const SEEDED = 'Công ty TNHH Điện tử Minh Phát';
const COMPANY = 'Công ty TNHH Kính Ánh Dương';
/** The demo data gives the province's first ward (Bắc Giang, by code) a ward union. */
const PARENT = 'Công đoàn Phường Bắc Giang';

const browser = useBrowser();
/** The first industrial zone of the demo, by name (the zone picker offers it). */
let zone: string;
beforeAll(async () => {
  const response = await fetch(`${inject('baseUrl')}/api/v1/lookup/industrial-zones?limit=200`);
  const zones = ((await response.json()) as { data: { list: { name: string }[] } }).data.list;
  zone = zones.map((z) => z.name).sort((a, b) => a.localeCompare(b, 'vi'))[0]!;
});

describe('companies without a union in Chromium', () => {
  it('the provincial officer finds the demo companies, adds one, finds it without accents and founds a union there', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'canbo.tinh');

    // From the menu: the demo companies and the summary by zone.
    await openFromMenu(
      page,
      'Quản lý công đoàn cơ sở',
      'Công ty chưa có công đoàn',
      '**/trade-union/organizations/companies-without-union',
    );
    await page.getByText(/Tổng \d+ công ty/).waitFor();
    await page.getByRole('button', { name: /Tổng hợp theo cụm\/khu công nghiệp/ }).waitFor();
    await page.getByRole('columnheader', { name: 'Chưa có công đoàn' }).waitFor();
    await page.getByLabel('Tìm kiếm công ty').fill('minh phat');
    await page.waitForURL((url) => url.searchParams.get('search') === 'minh phat');
    await page.getByRole('row', { name: new RegExp(SEEDED) }).waitFor();
    await screenshot(page, '70-companies-list');
    await page.getByRole('button', { name: 'Đặt lại' }).click();
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await expect(page.getByLabel('Tìm kiếm công ty').inputValue()).resolves.toBe('');

    // Add one in a zone.
    await page.getByRole('button', { name: /Thêm công ty/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm công ty chưa có công đoàn' });
    await dialog.getByLabel('Tên công ty').fill(COMPANY);
    await choose(page, dialog.getByLabel('Cụm/khu công nghiệp'), zone);
    await dialog.getByLabel('Địa chỉ').fill('Lô C7, đường số 2');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await waitForSuccess(page, 'Đã thêm công ty', errors);
    await dialog.waitFor({ state: 'hidden' });

    // Found by a search without accents, in its zone.
    await page.getByLabel('Tìm kiếm công ty').fill('kinh anh duong');
    await page.waitForURL((url) => url.searchParams.get('search') === 'kinh anh duong');
    await page.getByText('Tổng 1 công ty').waitFor();
    const row = page.getByRole('row', { name: new RegExp(COMPANY) });
    await expect(row.getByText(zone, { exact: true }).isVisible()).resolves.toBe(true);
    await screenshot(page, '71-company-found-without-accents');

    // A union is founded there: the company becomes a grassroots union under the chosen parent.
    await row.getByRole('button', { name: 'Thành lập công đoàn' }).click();
    const found = page.getByRole('dialog', { name: 'Thành lập công đoàn cơ sở' });
    await found.getByText(COMPANY).waitFor();
    // The parent picker shows each unit's code and level beside its name (its option's title); a
    // click while the list slides in may pick nothing, so the gesture is repeated (as `choose` does).
    const parent = found.getByLabel('Đơn vị cấp trên');
    const chosen = found.getByText(PARENT, { exact: true });
    await expect
      .poll(
        async () => {
          if ((await chosen.count()) > 0) return true;
          await parent.click();
          await parent.fill('bac giang');
          await page
            .getByTitle(new RegExp(`^${PARENT}( \\(.+\\))? — `))
            .filter({ visible: true })
            .first()
            .click({ timeout: 5_000 })
            .catch(() => undefined);
          return (await chosen.count()) > 0;
        },
        { timeout: 30_000, message: `the parent picker did not show '${PARENT}'` },
      )
      .toBe(true);
    await screenshot(page, '72-company-found-union-form');
    await found.getByRole('button', { name: 'Thành lập' }).click();
    await waitForSuccess(page, 'Đã thành lập công đoàn cơ sở', errors);
    await page.waitForURL('**/trade-union/organizations/detail/*');
    await page.getByRole('heading', { name: COMPANY }).first().waitFor();
    await screenshot(page, '73-company-became-union');

    // It has left the list.
    await page.goBack();
    await page.waitForURL('**/companies-without-union?search=kinh+anh+duong');
    await page.getByText('Không có dữ liệu').waitFor();

    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });
});
