import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createAccount, ROLES } from './api.js';
import {
  ADMIN_PASSWORD,
  choose,
  columnTexts,
  DEMO_PASSWORD,
  openPage,
  openSignedIn,
  screenshot,
  signIn,
  useBrowser,
  waitForSuccess,
} from './browser.js';
import { FAKE_OA_FOLLOWERS } from './global-setup.js';

/**
 * The Zalo accounts screen (spec §2; issue P8, point 5): an administrator filters the unlinked
 * followers, links one to a user and unlinks it (the header's counts follow), makes a user from
 * another, connects the OA (the fake OA of the API tests, started by global-setup.ts) and sends a
 * notice 'qua Zalo', whose delivery view lists its Zalo message. Demo data has a few dozen
 * followers of the OA, about a third linked.
 */

const ZALO_PAGE = '/trade-union/users/zalo-accounts';
/** A member made for the test, so that the account linked to them is linked to no one else. */
const LINK_USER = { fullName: 'Đặng Thu Trang', username: 'dang.thu.trang', search: 'dang thu trang' };
/** The user made from a follower on the screen. */
const NEW_USER = {
  fullName: 'Trịnh Thu Hà',
  search: 'trinh thu ha',
  email: 'trinh.thu.ha.zalo@example.com',
  password: 'Zalo@2025',
};
const MEMBER_ROLE = 'Đoàn viên công đoàn';
const TITLE = 'Lịch khám sức khỏe định kỳ cho đoàn viên';
const BODY =
  'Công đoàn tổ chức khám sức khỏe định kỳ cho đoàn viên vào sáng thứ Bảy tại trạm y tế phường. Đề nghị đoàn viên mang theo căn cước công dân và đến đúng giờ.';

const browser = useBrowser();

const listed = (page: Page) => page.getByText(/^Tổng [\d.]+ tài khoản$/).waitFor();
const number = (text: string | undefined) => Number((text ?? '').replaceAll('.', ''));

/** The header's counts (spec §2: total and linked). */
async function countsOf(page: Page): Promise<{ total: number; linked: number }> {
  const text = (await page.getByRole('status').filter({ hasText: 'Tổng số:' }).textContent()) ?? '';
  const total = /Tổng số: ([\d.]+)/.exec(text)?.[1];
  const linked = /Đã liên kết: ([\d.]+)/.exec(text)?.[1];
  return { total: total ? number(total) : Number.NaN, linked: linked ? number(linked) : Number.NaN };
}

/** How many accounts the filters keep ('Tổng N tài khoản' under the table). */
async function listTotal(page: Page): Promise<number> {
  return number(
    /Tổng ([\d.]+) tài khoản/.exec(
      (await page.getByText(/^Tổng [\d.]+ tài khoản$/).textContent()) ?? '',
    )?.[1],
  );
}

const rowOf = (page: Page, name: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })
    .first();

describe('Zalo accounts in Chromium', () => {
  it('an administrator links, unlinks and makes a user from followers; a notice sent qua Zalo shows its Zalo message', async () => {
    const oa = inject('zaloOa');
    await createAccount({
      fullName: LINK_USER.fullName,
      username: LINK_USER.username,
      roleIds: [ROLES.member],
    });

    const { page, context, errors } = await openPage(browser());
    const syncs: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/zalo-accounts/sync')) syncs.push(r.url());
    });
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await page.waitForURL('**/trade-union/dashboard');
    await page.goto(ZALO_PAGE);
    await listed(page);
    await expect.poll(async () => (await countsOf(page)).total).toBeGreaterThan(0);
    const before = await countsOf(page);
    expect(before.total).toBeGreaterThan(before.linked);

    // 1. The OA has no tokens yet: the screen says so, and 'Tải lại' only reads the list again.
    await page.getByText('Chưa cấu hình Zalo OA', { exact: true }).waitFor();
    const reloaded = page.waitForResponse((r) => r.url().includes('/api/v1/zalo-accounts?') && r.ok());
    await page.getByRole('button', { name: 'Tải lại' }).click();
    await reloaded;
    expect(syncs).toEqual([]);
    await screenshot(page, '90-zalo-accounts-not-connected');

    // 2. The unlinked followers, kept in the address; every row says so.
    await choose(page, page.getByLabel('Lọc theo liên kết tài khoản web'), 'Không');
    await page.waitForURL(/isLinkedToWeb=0/);
    await choose(page, page.getByLabel('Lọc theo theo dõi OA'), 'Có');
    await page.waitForURL(/isFollowingOa=1/);
    await expect
      .poll(async () => {
        const linked = await columnTexts(page, 'Liên kết web');
        const follows = await columnTexts(page, 'Theo dõi OA');
        return linked.length > 1 && [...linked, ...follows].every((t) => t === 'Chưa' || t === 'Có');
      })
      .toBe(true);
    expect(new Set(await columnTexts(page, 'Liên kết web'))).toEqual(new Set(['Chưa']));
    const unlinked = await listTotal(page);
    const [toLink, toMakeUser] = await columnTexts(page, 'Tên hiển thị');
    expect(toLink && toMakeUser && toLink !== toMakeUser).toBeTruthy();
    await screenshot(page, '91-zalo-accounts-unlinked');

    // 3. Link the first to the new member: 'Liên kết' waits for a choice.
    await rowOf(page, toLink!).getByRole('button', { name: 'Liên kết tài khoản' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Liên kết tài khoản Zalo' });
    await linkDialog.getByText(toLink!, { exact: true }).waitFor();
    const linkButton = linkDialog.getByRole('button', { name: 'Liên kết', exact: true });
    await expect(linkButton.isDisabled()).resolves.toBe(true);
    await choose(page, linkDialog.getByLabel('Tài khoản hệ thống'), LINK_USER.fullName, LINK_USER.search);
    await expect.poll(() => linkButton.isEnabled()).toBe(true);
    await screenshot(page, '92-zalo-link-dialog');
    await linkButton.click();
    await waitForSuccess(page, 'Liên kết tài khoản thành công!', errors);
    await linkDialog.waitFor({ state: 'hidden' });
    // The list reloads: one unlinked account fewer, one more linked in the header.
    await expect.poll(() => listTotal(page)).toBe(unlinked - 1);
    await expect.poll(async () => (await countsOf(page)).linked).toBe(before.linked + 1);

    // 4. Found again by its user's name; the detail shows the link.
    await page.getByRole('button', { name: 'Đặt lại' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByLabel('Tìm tài khoản Zalo').fill(LINK_USER.search);
    await page.waitForURL(/search=dang/);
    await expect.poll(() => columnTexts(page, 'Người dùng web')).toEqual([LINK_USER.fullName]);
    const linkedRow = page.getByRole('row').filter({ hasText: LINK_USER.fullName });
    await linkedRow.getByRole('button', { name: 'Xem chi tiết' }).click();
    const detail = page.getByRole('dialog', { name: 'Chi tiết tài khoản Zalo' });
    await detail.getByText('Đã liên kết', { exact: true }).waitFor();
    await detail.getByText(LINK_USER.fullName).waitFor();
    await detail.getByText(/đồng bộ từ Zalo Official Account/).waitFor();
    await screenshot(page, '93-zalo-account-detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // 5. Unlink: the confirmation says that only the link goes.
    await linkedRow.getByRole('button', { name: 'Hủy liên kết' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Hủy liên kết tài khoản Zalo?' });
    await confirm.getByText(/Không xóa tài khoản Zalo, người dùng hay bất kỳ dữ liệu gốc nào/).waitFor();
    await confirm.getByRole('button', { name: 'Đồng ý' }).click();
    await waitForSuccess(page, 'Đã hủy liên kết tài khoản', errors);
    await expect.poll(async () => (await countsOf(page)).linked).toBe(before.linked);

    // 6. A user made from the second unlinked follower, after the dialog's own checks.
    await page.goto(`${ZALO_PAGE}?isFollowingOa=1&isLinkedToWeb=0`);
    await listed(page);
    await rowOf(page, toMakeUser!).getByRole('button', { name: 'Tạo người dùng' }).click();
    const create = page.getByRole('dialog', { name: 'Tạo người dùng từ tài khoản Zalo' });
    await create.getByLabel('Họ và tên').fill('');
    await create.getByLabel('Email').fill('trinh.thu.ha');
    await create.getByLabel('Mật khẩu').fill('12345');
    await create.getByLabel('Số điện thoại').fill('');
    await create.getByRole('button', { name: 'Tạo người dùng' }).click();
    // Each under its field ('Chọn vai trò' is also the role field's placeholder).
    const fieldError = (message: string) =>
      create.locator('.ant-form-item-explain-error').filter({ hasText: new RegExp(`^${message}$`) });
    for (const message of ['Bắt buộc', 'Email không hợp lệ', 'Tối thiểu 6 ký tự', 'Chọn vai trò']) {
      await fieldError(message).waitFor();
    }
    await screenshot(page, '94-zalo-create-user-checks');
    await create.getByLabel('Họ và tên').fill(NEW_USER.fullName);
    await create.getByLabel('Email').fill(NEW_USER.email);
    await create.getByLabel('Mật khẩu').fill(NEW_USER.password);
    await choose(page, create.getByLabel('Vai trò'), MEMBER_ROLE);
    await create.getByRole('button', { name: 'Tạo người dùng' }).click();
    await waitForSuccess(page, 'Tạo user thành công', errors);
    await create.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await countsOf(page)).linked).toBe(before.linked + 1);

    // 7. The administrator connects the OA; the tokens are kept by the server, never shown.
    // In the header, and again in the notice that the OA is not connected.
    await page.getByRole('button', { name: 'Kết nối Zalo OA' }).first().click();
    const connection = page.getByRole('dialog', { name: 'Kết nối Zalo OA' });
    await connection.getByText('Chưa kết nối', { exact: true }).waitFor();
    await connection.getByLabel('Access token', { exact: true }).fill(oa.accessToken);
    await connection.getByLabel('Refresh token', { exact: true }).fill(oa.refreshToken);
    await connection.getByRole('button', { name: 'Lưu token' }).click();
    await waitForSuccess(page, 'Đã lưu token Zalo OA', errors);
    await connection.getByText('Đã kết nối', { exact: true }).waitFor();
    await expect(connection.getByLabel('Access token', { exact: true }).inputValue()).resolves.toBe('');
    await expect(page.content()).resolves.not.toContain(oa.accessToken);
    await screenshot(page, '95-zalo-oa-connected');
    await page.keyboard.press('Escape');
    await connection.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText('Chưa cấu hình Zalo OA', { exact: true }).count()).toBe(0);

    // 8. A notice to the new user, sent with 'Gửi qua Zalo'.
    await page.goto('/trade-union/notification-management');
    await page.getByText(/Tổng \d+ thông báo/).waitFor();
    await page.getByRole('button', { name: /Tạo thông báo/ }).click();
    const form = page.getByRole('dialog', { name: 'Tạo thông báo' });
    await form.getByLabel('Tiêu đề').fill(TITLE);
    await form.getByLabel('Nội dung').fill(BODY);
    await form.getByRole('button', { name: 'Lưu' }).click();
    await waitForSuccess(page, 'Đã tạo thông báo', errors);
    const row = page.getByRole('row').filter({ hasText: TITLE });
    await row.getByRole('button', { name: 'Gửi' }).click();
    const send = page.getByRole('dialog', { name: `Gửi thông báo: ${TITLE}` });
    await choose(page, send.getByLabel('Người nhận cụ thể'), NEW_USER.fullName, NEW_USER.search);
    // A multiple select stays open after a choice.
    await page.keyboard.press('Escape');
    await send.getByText(/Sẽ gửi tới 1 người dùng đang hoạt động/).waitFor();
    const viaZalo = send.getByRole('checkbox', { name: /Gửi qua Zalo/ });
    await expect(viaZalo.isEnabled()).resolves.toBe(true);
    await viaZalo.check();
    await screenshot(page, '96-notification-send-zalo');
    await send.getByRole('button', { name: 'Gửi', exact: true }).click();
    await waitForSuccess(page, /1 tin Zalo đang được gửi/, errors);

    // Its delivery view lists the Zalo message: the user, the account, sent through the OA.
    await row.getByRole('button', { name: 'Xem chi tiết' }).click();
    const drawer = page.getByRole('dialog', { name: 'Chi tiết thông báo' });
    await drawer.getByRole('tab', { name: 'Zalo' }).click();
    const message = drawer.getByRole('row').filter({ hasText: NEW_USER.fullName });
    await message.getByText(`Zalo: ${toMakeUser}`).waitFor();
    await message.getByText('Đã gửi', { exact: true }).waitFor({ timeout: 30_000 });
    await screenshot(page, '97-notification-zalo-deliveries');
    await page.keyboard.press('Escape');

    // 9. Connected, 'Tải lại' syncs the followers from the OA (the demo data's, and three new ones).
    await page.goto(ZALO_PAGE);
    await listed(page);
    const beforeSync = await countsOf(page);
    await page.getByRole('button', { name: 'Tải lại' }).click();
    await waitForSuccess(page, /Đã đồng bộ [\d.]+ người theo dõi từ Zalo OA/, errors);
    await page
      .getByText(
        new RegExp(`^${FAKE_OA_FOLLOWERS.length} tài khoản mới · [\\d.]+ cập nhật · 0 đã bỏ theo dõi$`),
      )
      .waitFor();
    expect(syncs).toHaveLength(1);
    await expect
      .poll(async () => (await countsOf(page)).total)
      .toBe(beforeSync.total + FAKE_OA_FOLLOWERS.length);
    await page.getByLabel('Tìm tài khoản Zalo').fill('vuong gia huy');
    await expect.poll(() => columnTexts(page, 'Tên hiển thị')).toEqual(['Vương Gia Huy']);
    await screenshot(page, '98-zalo-accounts-synced');

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('a user gets a linking code on their profile; the list fits a phone as cards', async () => {
    // The member made by the first test, whose account it linked and unlinked again.
    const member = await openPage(browser());
    await signIn(member.page, LINK_USER.username, DEMO_PASSWORD);
    await member.page.waitForURL('**/trade-union/**');
    await member.page.goto('/pages/profile');
    const card = member.page.locator('.ant-card').filter({ hasText: 'Liên kết Zalo' });
    await card.getByText('Bạn chưa liên kết tài khoản Zalo').waitFor();
    await card.getByRole('button', { name: 'Lấy mã liên kết' }).click();
    await card.getByText('Mã liên kết của bạn:').waitFor();
    await card.getByText(/Hết hạn lúc \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).waitFor();
    await card.getByText(/tới OA trong cửa sổ chat Zalo/).waitFor();
    await screenshot(member.page, '99-profile-zalo-code');
    expect(member.errors).toEqual([]);
    await member.context.close();

    const { page, context, errors } = await openSignedIn(browser(), 'admin', {
      password: ADMIN_PASSWORD,
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${ZALO_PAGE}?isLinkedToWeb=1`);
    const cards = page.getByRole('list', { name: 'Danh sách tài khoản' });
    await cards.getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: 'Bộ lọc (1 đang áp dụng)' }).waitFor();
    await cards
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Thao tác: / })
      .click();
    await page.getByRole('menuitem', { name: 'Hủy liên kết' }).waitFor();
    await page.getByRole('menuitem', { name: 'Xem chi tiết' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await screenshot(page, '99-zalo-accounts-phone');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });
});
