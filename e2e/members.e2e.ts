import { describe, expect, it } from 'vitest';
import {
  choose,
  openFromMenu,
  openSignedIn,
  screenshot,
  typeDate,
  useBrowser,
  waitForSuccess,
} from './browser.js';

/** The demo chair's own grassroots union. */
const UNION = 'Công đoàn Công ty Cổ phần Thép Trường Thịnh';
const MEMBER = { fullName: 'Nguyễn Thị Ánh Dương', phoneNumber: '0987654321' };

const browser = useBrowser();

describe('union members in Chromium', () => {
  it('a chair adds a member, finds them by a search without accents, opens the record and changes the status', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'chutich');

    // From the menu.
    await openFromMenu(page, 'Quản lý công đoàn cơ sở', 'Danh sách đoàn viên', '**/trade-union/members/list');

    // Add: the card number is left to the system.
    await page.getByRole('button', { name: /Thêm đoàn viên/ }).click();
    await page.waitForURL('**/trade-union/members/create');
    await page.getByText('Thông tin cá nhân').waitFor();
    await page.getByRole('textbox', { name: 'Họ và tên' }).fill(MEMBER.fullName);
    await page.getByLabel('Nữ', { exact: true }).check();
    await typeDate(page.getByLabel('Ngày sinh'), '12/04/1990');
    await choose(page, page.getByLabel('Dân tộc', { exact: true }), 'Kinh');
    await page.getByRole('textbox', { name: 'Số điện thoại' }).fill(MEMBER.phoneNumber);
    await choose(page, page.getByLabel('Công đoàn cơ sở', { exact: true }), UNION, 'truong thinh');
    await typeDate(page.getByLabel('Ngày vào công đoàn'), '01/03/2015');
    await expect
      .poll(() => page.getByText('Hôm nay', { exact: true }).filter({ visible: true }).count())
      .toBe(0);
    await screenshot(page, '70-member-form-filled');
    await page.getByRole('button', { name: 'Thêm đoàn viên' }).click();
    await waitForSuccess(page, 'Đã thêm đoàn viên', errors);
    await page.waitForURL('**/trade-union/members/detail/*');
    await page.getByRole('heading', { name: MEMBER.fullName }).waitFor();
    await expect(page.getByText(/^Số thẻ DV\d{10}$/).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('row', { name: /Dân tộc Kinh/ }).isVisible()).resolves.toBe(true);

    // Found by a search without accents.
    await page.getByRole('link', { name: 'Danh sách', exact: true }).click();
    await page.waitForURL('**/trade-union/members/list');
    await page.getByLabel('Tìm kiếm đoàn viên').fill('nguyen thi anh duong');
    await page.waitForURL((url) => url.searchParams.get('search') === 'nguyen thi anh duong');
    await page.getByText('Tổng 1 đoàn viên').waitFor();
    const row = page.getByRole('row', { name: new RegExp(MEMBER.fullName) });
    for (const text of [UNION, '12/04/1990', 'Đang sinh hoạt'])
      await expect(row.getByText(text, { exact: true }).isVisible(), text).resolves.toBe(true);
    await screenshot(page, '71-member-found-without-accents');

    // The record, and a change of status with its reason.
    await row.getByRole('link', { name: MEMBER.fullName }).click();
    await page.waitForURL('**/trade-union/members/detail/*');
    await page.getByText('Kết nạp / tiếp nhận').first().waitFor();
    await page.getByRole('button', { name: 'Đổi trạng thái' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: `Đổi trạng thái: ${MEMBER.fullName}` });
    await dialog.getByLabel('Thôi sinh hoạt', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    // the reason is required to leave
    await dialog.getByText('Vui lòng nhập lý do').waitFor();
    await dialog.getByLabel('Lý do').fill('Nghỉ việc tại công ty');
    await dialog.getByRole('button', { name: 'Lưu' }).click();
    await waitForSuccess(page, 'Đã chuyển sang "Thôi sinh hoạt"', errors);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Lý do: Nghỉ việc tại công ty').first().waitFor();
    await page.getByText('Đang sinh hoạt → Thôi sinh hoạt').waitFor();
    await screenshot(page, '72-member-status-changed');

    // Gone from the roster, there among every status.
    await page.getByRole('link', { name: 'Danh sách', exact: true }).click();
    await page.getByLabel('Tìm kiếm đoàn viên').fill('nguyen thi anh duong');
    await page.getByText('Không có dữ liệu').waitFor();
    await choose(page, page.getByLabel('Lọc theo trạng thái'), 'Tất cả trạng thái');
    await page.getByText('Tổng 1 đoàn viên').waitFor();

    // Deleted, after the confirmation, so that later tests find the demo data as it was.
    await row.getByRole('button', { name: 'Xóa' }).click();
    // (a built test app gives every antd title the same id, so dialogs are found by their text)
    const confirm = page.getByRole('dialog').filter({ hasText: `Xóa hồ sơ đoàn viên ${MEMBER.fullName}` });
    await confirm.getByRole('button', { name: 'Đồng ý' }).click();
    await waitForSuccess(page, 'Đã xóa đoàn viên', errors);

    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });
});
