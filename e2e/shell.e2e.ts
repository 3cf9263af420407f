import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  openPage,
  openSignedIn,
  screenshot,
  sideMenu,
  signIn,
  useBrowser,
} from './browser.js';

const GROUPS = [
  'Quản lý công đoàn cơ sở',
  'Quản lý sự kiện và công việc',
  'Báo cáo tình hình đoàn viên',
  'Danh mục dùng chung',
  'Quản trị người dùng và phân quyền',
];

const browser = useBrowser();

describe('the app shell in Chromium', () => {
  it('the administrator signs in, sees every menu group and real figures on the dashboard', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'admin', { password: ADMIN_PASSWORD });
    // the welcome toast
    await page
      .locator('.ant-notification-notice')
      .filter({ hasText: /Xin chào, .+!/ })
      .waitFor();
    const menu = sideMenu(page);
    await menu.getByText('Trang chủ').waitFor();
    for (const group of GROUPS)
      await expect(menu.getByText(group, { exact: true }).isVisible()).resolves.toBe(true);
    await page.getByText('Người dùng theo vai trò').waitFor();
    // the figures come after the card's title: wait for them, not only look
    await page.getByText('Đoàn viên công đoàn').first().waitFor();
    await screenshot(page, '01-admin-dashboard');
    // Opening a group shows its entries.
    await menu.getByText('Quản trị người dùng và phân quyền', { exact: true }).click();
    await menu.getByText('Danh sách người dùng').waitFor();
    await screenshot(page, '02-admin-menu-open');
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('a union member sees only their entries, and a forbidden URL lands on /misc/not-authorized', async () => {
    const { page, context } = await openSignedIn(browser(), 'doanvien');
    const menu = sideMenu(page);
    await menu.getByText('Trang chủ').waitFor();
    // The events they may read, the member categories their own record's request form lists, and
    // the members list (their own record) as their one entry of the unions' group.
    const theirs = ['Quản lý sự kiện và công việc', 'Danh mục dùng chung', 'Quản lý công đoàn cơ sở'];
    for (const group of theirs) {
      await expect(menu.getByText(group, { exact: true }).isVisible()).resolves.toBe(true);
    }
    for (const group of GROUPS.filter((g) => !theirs.includes(g))) {
      await expect(menu.getByText(group, { exact: true }).count()).resolves.toBe(0);
    }
    await menu.getByText('Quản lý công đoàn cơ sở', { exact: true }).click();
    await menu.getByText('Danh sách đoàn viên').waitFor();
    await expect(menu.getByText('Danh sách công đoàn', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, '03-member-dashboard');
    await page.goto('/trade-union/users/list');
    await page.waitForURL('**/misc/not-authorized');
    await page.getByText('Bạn không có quyền truy cập trang này').waitFor();
    await screenshot(page, '04-member-not-authorized');
    await context.close();
  });

  it('a wrong password shows the server message', async () => {
    const { page, context } = await openPage(browser());
    await signIn(page, 'admin', 'sai-mat-khau');
    await page.getByText('Tên đăng nhập hoặc mật khẩu không đúng').waitFor();
    expect(page.url()).toContain('/login');
    await screenshot(page, '05-login-wrong-password');
    await context.close();
  });

  it('the dark skin survives a reload', async () => {
    const { page, context } = await openSignedIn(browser(), 'canbo.tinh');
    await page.getByRole('button', { name: 'Tùy chỉnh giao diện' }).first().click();
    await page.getByText('Tối', { exact: true }).click();
    const skin = () => page.evaluate(() => document.documentElement.dataset.skin);
    const background = () =>
      page.evaluate(
        () => getComputedStyle(document.querySelector('.ant-layout') ?? document.body).backgroundColor,
      );
    await expect.poll(skin).toBe('dark');
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByText('Người dùng theo vai trò').waitFor();
    await expect(skin()).resolves.toBe('dark');
    const [r, g, b] = (await background()).match(/\d+/g)!.map(Number);
    expect(r! + g! + b!).toBeLessThan(200);
    await screenshot(page, '06-dark-skin-after-reload');
    await context.close();
  });

  it('the role switcher changes the menu', async () => {
    const { page, context } = await openSignedIn(browser(), 'chutich');
    const menu = sideMenu(page);
    await menu.getByText('Báo cáo tình hình đoàn viên', { exact: true }).waitFor();
    await page.getByRole('button', { name: /Chuyển vai trò/ }).click();
    const memberRole = page.getByRole('menuitem', { name: /Đoàn viên công đoàn/ });
    // The sign-in greeting tells a user of several roles to switch in the top bar, and shows where its menu
    // opens: the menu is drawn above it, so once the menu has slid in, what lies under the item's centre is
    // the item. Asked within 2 s, while the greeting (4.5 s) is still up.
    await expect.poll(() => topmostIsInside(memberRole), { timeout: 2000 }).toBe(true);
    await memberRole.click();
    await expect.poll(() => menu.getByText('Báo cáo tình hình đoàn viên', { exact: true }).count()).toBe(0);
    await expect(menu.getByText('Quản lý sự kiện và công việc', { exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await screenshot(page, '07-role-switched-to-member');
    // The active role is kept on the account: the chair's is given back for the tests after this one.
    await page.getByRole('button', { name: /Chuyển vai trò/ }).click();
    await page.getByRole('menuitem', { name: /Chủ tịch công đoàn cơ sở/ }).click();
    await menu.getByText('Báo cáo tình hình đoàn viên', { exact: true }).waitFor();
    await context.close();
  });

  it('below 1200 px the menu becomes an overlay', async () => {
    const { page, context } = await openSignedIn(browser(), 'canbo.tinh', {
      viewport: { width: 900, height: 800 },
    });
    await expect(sideMenu(page).count()).resolves.toBe(0);
    await page.getByRole('button', { name: /Mở menu/ }).click();
    await sideMenu(page).getByText('Danh mục dùng chung', { exact: true }).waitFor();
    await screenshot(page, '08-narrow-menu-overlay');
    await context.close();
  });
});

/** Whether the element drawn at the centre of `locator` is that element or inside it (nothing covers it). */
async function topmostIsInside(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  if (!box) return false;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return locator.evaluate((element, { x, y }) => {
    const top = element.ownerDocument.elementFromPoint(x, y);
    return top !== null && element.contains(top);
  }, centre);
}
