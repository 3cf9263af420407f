import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, DEMO_PASSWORD, openPage, openSignedIn, screenshot, signIn, useBrowser } from './browser.js';

/** A phone held upright (docs/requirements.md, "Page shell"). */
const PHONE = { width: 390, height: 844 };

const browser = useBrowser();

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether the whole of an element is inside the first screen. */
async function aboveTheFold(selector: ReturnType<Page['getByRole']>) {
  const box = await selector.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
}

describe('on a phone (390×844)', () => {
  it('the sign-in form is above the fold and signs in', async () => {
    const { page, context, errors } = await openPage(browser(), PHONE);
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Đăng nhập' });
    await submit.waitFor();
    await expect(aboveTheFold(page.getByRole('textbox', { name: /Tên đăng nhập/ }))).resolves.toBe(true);
    await expect(aboveTheFold(submit)).resolves.toBe(true);
    await expect(horizontalOverflow(page)).resolves.toBe(0);
    await screenshot(page, 'phone-01-login');

    await signIn(page, 'canbo.tinh', DEMO_PASSWORD);
    await page.waitForURL('**/trade-union/dashboard');
    await page.getByText('Tổng số người dùng', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the dashboard does not scroll sideways, and its menu opens over the page and closes', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'canbo.tinh', { viewport: PHONE });
    await page.getByText('Tổng số người dùng', { exact: true }).waitFor();
    await page.getByText('Người dùng theo vai trò').waitFor();
    await expect(horizontalOverflow(page)).resolves.toBe(0);
    await screenshot(page, 'phone-02-dashboard');

    await page.getByRole('button', { name: 'Mở menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('menu', { name: 'Menu chính' }).waitFor();
    // an overlay: the page under it keeps its width
    await expect(horizontalOverflow(page)).resolves.toBe(0);
    await screenshot(page, 'phone-03-menu-open');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a union staff form opens full width, asks for the name when it is empty, takes Enter in a date as the date only, and saves', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'canbo.tinh', { viewport: PHONE });
    await page.goto('/trade-union/staff');
    await page.getByRole('button', { name: /Thêm cán bộ/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Thêm cán bộ công đoàn' });
    const fullName = dialog.getByLabel('Họ và tên');
    await fullName.waitFor();
    // full width from the top of the screen
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox();
        return box && [Math.round(box.x), Math.round(box.y), Math.round(box.width)];
      })
      .toEqual([0, 0, PHONE.width]);

    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.getByText('Vui lòng nhập họ và tên').first().waitFor();
    await expect(fullName.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(dialog.textContent()).resolves.not.toMatch(/Invalid|expected|received|Required/);
    await screenshot(page, 'phone-04-staff-form-empty');

    await fullName.fill('Trần Thị Điện Thoại');
    await choose(page, dialog.getByLabel('Đơn vị'), 'Công đoàn Phường Bắc Giang', 'bac giang');
    await choose(page, dialog.getByLabel('Chức vụ'), 'Ủy viên Ban Chấp hành');

    // Enter in a date field confirms the date and leaves the form open with its next field still empty.
    const start = dialog.getByLabel('Bắt đầu nhiệm kỳ');
    await start.click();
    await start.fill('01/01/2024');
    await start.press('Enter');
    await expect.poll(() => start.inputValue()).toBe('01/01/2024');
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect(dialog.getByLabel('Kết thúc nhiệm kỳ').inputValue()).resolves.toBe('');
    await screenshot(page, 'phone-05-staff-form-date-enter');
    await start.press('Tab');

    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await dialog.waitFor({ state: 'hidden' }).catch(async (error: unknown) => {
      await screenshot(page, 'phone-failed-staff-save');
      throw error;
    });
    await page.getByText('Trần Thị Điện Thoại').first().waitFor();
    await expect(horizontalOverflow(page)).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an event's page fits the screen, its tabs one choice kept in the URL, its wide tables scrolled by keyboard", async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'canbo.tinh', { viewport: PHONE });
    const id = await page.evaluate(async () => {
      const res = await fetch('/api/v1/su-kien?page=1&limit=1', {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return ((await res.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
    });
    await page.goto(`/trade-union/events/detail/${id}`);
    const choice = page.getByRole('combobox', { name: 'Chọn mục' });
    await choice.waitFor();
    await expect(page.getByRole('tab').count()).resolves.toBe(0);
    // The information tab's table fits the screen (a field spanning two columns, a unit's long name
    // in a tag, widened it by 80 px).
    await page.getByRole('tabpanel').getByText('Vai trò tham gia').waitFor();
    await expect(horizontalOverflow(page)).resolves.toBe(0);
    await choose(page, choice, 'Lịch sử thay đổi');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'history');
    const history = page.getByRole('tabpanel').getByText(/Chưa có thay đổi nào|Tạo sự kiện/);
    await history.first().waitFor();
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    await expect(horizontalOverflow(page)).resolves.toBe(0);
    await screenshot(page, 'phone-07-event-tabs');
    await page.reload();
    await history.first().waitFor();
    await choose(page, choice, 'Thông tin');
    await page.waitForURL((url) => !url.searchParams.has('tab'));

    // A table wider than the screen scrolls sideways in a box the keyboard reaches and scrolls.
    await page.goto(`/trade-union/events/detail/${id}?tab=notices`);
    const recipients = page.getByRole('region', { name: 'Danh sách người nhận thông báo' });
    await recipients.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => recipients.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a bad id, an unknown id and an unknown route show the same not-found message with a way back', async () => {
    const { page, context } = await openSignedIn(browser(), 'canbo.tinh', { viewport: PHONE });
    for (const id of ['abc', '999999']) {
      for (const kind of ['edit', 'detail']) {
        await page.goto(`/trade-union/organizations/${kind}/${id}`);
        await page.getByText('Không tìm thấy đơn vị').waitFor();
        await page.getByRole('link', { name: 'Về danh sách công đoàn' }).waitFor();
        await page.getByRole('link', { name: 'Về trang chủ' }).waitFor();
      }
    }
    await screenshot(page, 'phone-06-organization-not-found');
    await page.goto('/trang-khong-co');
    await page.getByText('Không tìm thấy trang').waitFor();
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await page.waitForURL('**/trade-union/dashboard');
    await context.close();
  });
});
