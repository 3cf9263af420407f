import { describe, expect, it } from 'vitest';
import { createAccount, ROLES } from './api.js';
import {
  ADMIN_PASSWORD,
  choose,
  DEMO_PASSWORD,
  openSignedIn,
  screenshot,
  useBrowser,
  waitForSuccess,
} from './browser.js';

const USER = { fullName: 'Trịnh Văn Khải', username: 'khai.haivaitro' };
const SECOND_ROLE = 'Ủy viên Ban chấp hành';

const browser = useBrowser();

describe("the specification's administration pages in Chromium", () => {
  it("the administrator gives a user a second role on /apps/manage/userRoles; that user's role switcher offers it", async () => {
    await createAccount({ ...USER, roleIds: [ROLES.member] });
    const { page, context, errors } = await openSignedIn(browser(), 'admin', { password: ADMIN_PASSWORD });

    await page.goto('/apps/manage/userRoles');
    await page.getByText('Chọn một người dùng để xem và phân vai trò').waitFor();
    await choose(page, page.getByLabel('Chọn người dùng'), USER.fullName, 'trinh van khai');
    await page.waitForURL(/\/apps\/manage\/userRoles\?userId=\d+/);
    const member = page.getByRole('row', { name: /Đoàn viên công đoàn/ });
    await member.getByText('Vai trò mặc định').waitFor();
    // the only role cannot be taken away
    await expect(member.getByRole('button', { name: 'Gỡ vai trò' }).isDisabled()).resolves.toBe(true);

    await choose(page, page.getByLabel('Vai trò thêm cho người dùng'), SECOND_ROLE);
    await page.getByRole('button', { name: /Thêm vai trò/ }).click();
    await waitForSuccess(page, `Đã thêm vai trò "${SECOND_ROLE}"`, errors);
    const added = page.getByRole('row', { name: new RegExp(SECOND_ROLE) });
    await added.waitFor();
    await expect(added.getByText('Vai trò mặc định').count()).resolves.toBe(0);
    await screenshot(page, '90-user-roles-second-role');
    // The address keeps the user: opened again, it shows the same two roles.
    await page.reload();
    await page.getByRole('row', { name: new RegExp(SECOND_ROLE) }).waitFor();
    await context.close();

    // The user signs in with the default role and may switch to the new one.
    const signedIn = await openSignedIn(browser(), USER.username, { password: DEMO_PASSWORD });
    await signedIn.page.getByRole('button', { name: /Chuyển vai trò/ }).click();
    await signedIn.page.getByRole('menuitem', { name: new RegExp(SECOND_ROLE) }).waitFor();
    await screenshot(signedIn.page, '91-role-switcher-offers-second-role');
    await signedIn.page.getByRole('menuitem', { name: new RegExp(SECOND_ROLE) }).click();
    await expect
      .poll(() => signedIn.page.getByRole('button', { name: /Tài khoản của tôi/ }).textContent())
      .toContain(SECOND_ROLE);
    await signedIn.context.close();
  });

  it('/apps/manage/permissions lists the rights with the roles holding them; /apps/manage/roles leads to role management', async () => {
    const { page, context } = await openSignedIn(browser(), 'admin', { password: ADMIN_PASSWORD });
    await page.goto('/apps/manage/permissionGroups?x=1');
    await page.waitForURL('**/apps/manage/permissions?x=1');
    const createWard = page.getByRole('row', { name: /create-ward/ });
    await createWard.waitFor();
    await expect(createWard.textContent()).resolves.toContain('Cán bộ Liên đoàn Lao động tỉnh');
    await expect(createWard.textContent()).resolves.toContain('Quản trị hệ thống');
    await expect(createWard.textContent()).resolves.not.toContain('Chủ tịch công đoàn cơ sở');
    await page.getByLabel('Tìm quyền hoặc vai trò').fill('quyen truy cap');
    await page.getByRole('row', { name: /view-access-control/ }).waitFor();
    await expect(page.getByRole('row', { name: /create-ward/ }).count()).resolves.toBe(0);
    await screenshot(page, '92-permission-catalogue');

    await page.goto('/apps/manage/roles');
    await page.waitForURL('**/trade-union/users/role-management');
    await context.close();

    // A member may not read the catalogue: the address says so.
    const member = await openSignedIn(browser(), 'doanvien');
    await member.page.goto('/apps/manage/permissions');
    await member.page.waitForURL('**/misc/not-authorized');
    await member.context.close();
  });
});
