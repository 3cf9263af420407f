import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  choose,
  openSignedIn,
  screenshot,
  sideMenu,
  signIn,
  useBrowser,
  waitForSuccess,
} from './browser.js';

const ROLE = 'Chỉ xem sự kiện';
const USER = { fullName: 'Lương Thị Hồng Nhung', username: 'xem.sukien', password: 'Sukien@2025' };
const EVENTS_GROUP = 'Quản lý sự kiện và công việc';
const OTHER_GROUPS = [
  'Quản lý công đoàn cơ sở',
  'Báo cáo tình hình đoàn viên',
  'Danh mục dùng chung',
  'Quản trị người dùng và phân quyền',
];

const browser = useBrowser();

describe('users and roles in Chromium', () => {
  it('the administrator makes a read-events-only role and a user of it; that user sees only the events entry (and the assistant)', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'admin', { password: ADMIN_PASSWORD });

    // 1. A new role, province-wide, with no rights yet.
    await page.goto('/trade-union/users/role-management');
    await page.getByRole('button', { name: /Thêm vai trò/ }).click();
    const roleDialog = page.getByRole('dialog', { name: 'Thêm vai trò' });
    await roleDialog.getByLabel('Tên vai trò').fill(ROLE);
    await roleDialog.getByLabel('Mô tả').fill('Chỉ được xem danh sách sự kiện');
    await choose(page, roleDialog.getByLabel('Phạm vi dữ liệu'), 'Toàn tỉnh');
    await screenshot(page, '10-role-form-filled');
    await roleDialog.getByRole('button', { name: 'Thêm', exact: true }).click();
    await waitForSuccess(page, 'Thêm vai trò thành công', errors);
    await roleDialog.waitFor({ state: 'hidden' });

    // Found again by a search without accents; the row says province-wide and no rights.
    await page.getByLabel('Tìm vai trò').fill('chi xem su kien');
    await page.getByLabel('Tìm vai trò').press('Enter');
    await page.waitForURL(/search=chi/);
    await page.getByText('Tổng 1 vai trò').waitFor();
    const roleRow = page.getByRole('row', { name: new RegExp(ROLE) });
    await expect(roleRow.getByRole('cell', { name: 'Toàn tỉnh', exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await screenshot(page, '11-role-created');
    // Its edit form starts from the role, not from the form used before.
    await roleRow.getByRole('button', { name: 'Sửa' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Cập nhật vai trò' });
    await expect(editDialog.getByLabel('Tên vai trò').inputValue()).resolves.toBe(ROLE);
    await expect(editDialog.getByTitle('Toàn tỉnh').count()).resolves.toBe(1);
    await editDialog.getByRole('button', { name: 'Hủy' }).click();
    await editDialog.waitFor({ state: 'hidden' });

    // 2. On the rights page, tick 'Xem' for 'Sự kiện' and save.
    await roleRow.getByRole('button', { name: 'Phân quyền chức năng' }).click();
    await page.waitForURL('**/trade-union/users/roles-permissions?roleId=*');
    await page.getByText(`Vai trò "${ROLE}" có 0 quyền`).waitFor();
    const viewEvents = page.getByRole('checkbox', { name: 'Xem sự kiện', exact: true });
    await expect(viewEvents.isChecked()).resolves.toBe(false);
    await viewEvents.check();
    await page.getByText('Chưa lưu: thêm 1 quyền, bỏ 0 quyền').waitFor();
    await screenshot(page, '12-rights-ticked');
    await page.getByRole('button', { name: /Lưu$/ }).click();
    await waitForSuccess(page, 'Lưu quyền chức năng thành công', errors);
    await page.getByText(`Vai trò "${ROLE}" có 1 quyền`).waitFor();
    await screenshot(page, '13-rights-saved');
    // Saved on the server: a reload shows the box still ticked, and only that one.
    await page.reload();
    await page.getByText(`Vai trò "${ROLE}" có 1 quyền`).waitFor();
    await expect(viewEvents.isChecked()).resolves.toBe(true);
    await expect(
      page.getByRole('checkbox', { name: 'Xem chi tiết sự kiện', exact: true }).isChecked(),
    ).resolves.toBe(false);

    // 3. A user of that role.
    await page.goto('/trade-union/users/list');
    await page.getByRole('button', { name: /Thêm người dùng/ }).click();
    const userDialog = page.getByRole('dialog', { name: 'Thêm người dùng' });
    await userDialog.getByLabel('Họ và tên').fill(USER.fullName);
    await userDialog.getByLabel('Tên đăng nhập').fill(USER.username);
    await userDialog.getByLabel('Mật khẩu', { exact: true }).fill(USER.password);
    await userDialog.getByLabel('Nhập lại mật khẩu').fill(USER.password);
    await userDialog.getByLabel('Email').fill('hongnhung.sukien@example.com');
    await choose(page, userDialog.getByLabel('Vai trò', { exact: true }), ROLE, 'xem sự kiện');
    await page.keyboard.press('Escape');
    // The active role follows the only role chosen.
    await expect(userDialog.getByTitle(ROLE).count()).resolves.toBe(2);
    await screenshot(page, '14-user-form-filled');
    await userDialog.getByRole('button', { name: 'Lưu', exact: true }).click();
    await waitForSuccess(page, 'Thêm người dùng thành công', errors);
    await userDialog.waitFor({ state: 'hidden' });

    await page.getByLabel('Tìm kiếm người dùng').fill('luong thi hong nhung');
    await page.waitForURL(/search=luong/);
    await page.getByText('Tổng 1 người dùng').waitFor();
    const userRow = page.getByRole('row', { name: new RegExp(USER.fullName) });
    await expect(userRow.getByRole('cell', { name: USER.username, exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await expect(userRow.getByRole('cell', { name: ROLE, exact: true }).isVisible()).resolves.toBe(true);
    await screenshot(page, '15-user-found-without-accents');

    // 4. Sign out.
    await page.getByRole('button', { name: 'Tài khoản của tôi' }).click();
    await page.getByRole('menuitem', { name: /Đăng xuất/ }).click();
    await page.waitForURL('**/login**');
    await page.getByLabel(/Tên đăng nhập/).waitFor();

    // 5. The new user has no dashboard right: they land on the first page their menu offers.
    await signIn(page, USER.username, USER.password);
    await page.waitForURL('**/trade-union/events/list');
    const menu = sideMenu(page);
    await menu.getByText(EVENTS_GROUP, { exact: true }).waitFor();
    const eventsEntry = menu.getByRole('link', { name: 'Danh sách sự kiện' });
    // The group of the current page is open; open it if the layout left it closed.
    if (!(await eventsEntry.isVisible())) await menu.getByText(EVENTS_GROUP, { exact: true }).click();
    await eventsEntry.waitFor();
    await expect(menu.getByText('Trang chủ', { exact: true }).count()).resolves.toBe(0);
    for (const group of OTHER_GROUPS)
      await expect(menu.getByText(group, { exact: true }).count()).resolves.toBe(0);
    // and the assistant, which every signed-in user may ask
    await expect(menu.getByRole('link').allTextContents()).resolves.toEqual([
      'Danh sách sự kiện',
      'Trợ lý AI',
    ]);
    await expect(page.getByRole('button', { name: /Tài khoản của tôi/ }).textContent()).resolves.toContain(
      ROLE,
    );
    // The province's events are listed, read only: no way to create one, and no link to a detail
    // page the role may not open.
    await page.getByText(/^Tổng \d+ sự kiện$/).waitFor();
    await expect(page.getByRole('button', { name: /Tạo sự kiện/ }).count()).resolves.toBe(0);
    const table = page.getByRole('main').getByRole('table');
    await expect(table.getByRole('row').count()).resolves.toBeGreaterThan(1);
    await expect(table.getByRole('link').count()).resolves.toBe(0);
    await screenshot(page, '16-event-reader-menu');

    // The dashboard and the user administration are closed to them.
    for (const path of ['/trade-union/dashboard', '/trade-union/users/list']) {
      await page.goto(path);
      await page.waitForURL('**/misc/not-authorized');
      await page.getByText('Bạn không có quyền truy cập trang này').waitFor();
    }
    await screenshot(page, '17-event-reader-not-authorized');

    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });
});
