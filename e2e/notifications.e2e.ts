import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, ROLES } from './api.js';
import {
  choose,
  DEMO_PASSWORD,
  openPage,
  openSignedIn,
  screenshot,
  signIn,
  useBrowser,
  waitForSuccess,
} from './browser.js';

const TITLE = 'Thông báo lịch sinh hoạt công đoàn quý IV';
const BODY =
  'Đề nghị toàn thể đoàn viên tham gia buổi sinh hoạt công đoàn quý IV vào 8 giờ sáng thứ Hai tuần sau tại hội trường. Nội dung: phổ biến chế độ chính sách mới, tổng kết phong trào thi đua và lấy ý kiến đóng góp cho kế hoạch năm sau. Đoàn viên vắng mặt cần báo trước với tổ trưởng công đoàn.';

const browser = useBrowser();

const bell = (page: Page) => page.getByRole('button', { name: /^Thông báo(, \d+ chưa đọc)?$/ });

/** What the bell's name says is unread (0 when it names no count). */
async function unreadOf(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) chưa đọc/.exec(name)?.[1] ?? 0);
}

/**
 * Scrolls to the dashboard's foot until `shown` is visible, as a reader would: the notifications
 * there load as they near the screen, once the figures above them have loaded.
 */
async function atDashboardFoot(page: Page, shown: Locator) {
  await expect
    .poll(
      async () => {
        await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
        return shown.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

describe('notifications in Chromium', () => {
  it('an officer writes and sends to a role; a member sees the badge change live, reads, unreads and marks all', async () => {
    // The member is signed in first, on another browser profile, and stays on the dashboard.
    const member = await openSignedIn(browser(), 'doanvien');
    await expect.poll(() => unreadOf(member.page)).toBeGreaterThan(0);
    const before = await unreadOf(member.page);

    const officer = await openSignedIn(browser(), 'canbo.tinh');
    await officer.page.goto('/trade-union/notification-management');
    await officer.page.waitForURL('**/trade-union/notification-management');
    await officer.page.getByText(/Tổng \d+ thông báo/).waitFor();

    // Write it.
    await officer.page.getByRole('button', { name: /Tạo thông báo/ }).click();
    const form = officer.page.getByRole('dialog', { name: 'Tạo thông báo' });
    await form.getByRole('button', { name: 'Lưu' }).click();
    await form.getByText('Vui lòng nhập tiêu đề').waitFor();
    await form.getByLabel('Tiêu đề').fill(TITLE);
    await form.getByLabel('Nội dung').fill(BODY);
    await form.getByRole('button', { name: 'Lưu' }).click();
    await waitForSuccess(officer.page, 'Đã tạo thông báo', officer.errors);
    const row = officer.page.getByRole('row').filter({ hasText: TITLE });
    await expect(row.getByText('Chưa gửi').isVisible()).resolves.toBe(true);

    // Send it to the members' role, with the count before sending.
    await row.getByRole('button', { name: 'Gửi' }).click();
    const dialog = officer.page.getByRole('dialog', { name: `Gửi thông báo: ${TITLE}` });
    await choose(officer.page, dialog.getByLabel('Theo vai trò'), 'Đoàn viên công đoàn');
    const preview = dialog.getByText(/Sẽ gửi tới [\d.]+ người dùng đang hoạt động/);
    await preview.waitFor();
    await screenshot(officer.page, '80-notification-send-dialog');
    await dialog.getByRole('button', { name: 'Gửi', exact: true }).click();
    await waitForSuccess(officer.page, /Đã gửi thông báo tới [\d.]+ người/, officer.errors);

    // The member's badge moves without a reload, and a toast says what came.
    await expect.poll(() => unreadOf(member.page)).toBe(before + 1);
    await member.page.getByText(TITLE).first().waitFor();
    await bell(member.page).click();
    const panel = member.page.getByRole('region', { name: 'Thông báo' });
    const entry = panel.getByRole('listitem').filter({ hasText: TITLE });
    await entry.waitFor();
    await expect(entry.getByText('Hoàng Minh Đức').count()).resolves.toBe(0);
    await expect(entry.getByText(/Trần Thị Hương · Vừa xong/).isVisible()).resolves.toBe(true);
    await screenshot(member.page, '81-notification-bell-open');

    // Reading it: click the text.
    await entry.getByRole('button', { name: new RegExp(`^Chưa đọc: ${TITLE}`) }).click();
    await waitForSuccess(member.page, 'Đã đánh dấu là đã đọc', member.errors);
    await expect.poll(() => unreadOf(member.page)).toBe(before);
    // Unread again, with its button.
    await entry.getByRole('button', { name: `Đánh dấu chưa đọc: ${TITLE}` }).click();
    await waitForSuccess(member.page, 'Đã đánh dấu là chưa đọc', member.errors);
    await expect.poll(() => unreadOf(member.page)).toBe(before + 1);
    // Everything read.
    await panel.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }).click();
    await expect.poll(() => unreadOf(member.page)).toBe(0);
    await expect(panel.getByText('Chưa đọc:').count()).resolves.toBe(0);

    // The officer sees who read it.
    await officer.page.reload();
    const sent = officer.page.getByRole('row').filter({ hasText: TITLE });
    await sent.waitFor();
    await expect.poll(() => sent.getByText(/[1-9]\d*\/[\d.]+ đã đọc/).count()).toBe(1);
    await sent.getByRole('button', { name: 'Xem chi tiết' }).click();
    const drawer = officer.page.getByRole('dialog', { name: 'Chi tiết thông báo' });
    await drawer.getByText(/Đã gửi tới [\d.]+ người/).waitFor();
    await drawer.getByLabel('Tìm người nhận').fill('hoang minh duc');
    await drawer.getByRole('row').filter({ hasText: 'Hoàng Minh Đức' }).getByText('Đã đọc').waitFor();
    await drawer.getByText('Gửi thông báo').waitFor();
    await screenshot(officer.page, '82-notification-detail');

    // The member's dashboard lists nothing unread now.
    await member.page.reload();
    await atDashboardFoot(member.page, member.page.getByText('Bạn đã đọc hết thông báo'));

    // The officer checks the channels on the test page: in-app delivered, e-mail only logged (no SMTP here).
    await officer.page.keyboard.press('Escape');
    await officer.page.getByRole('button', { name: 'Gửi thử' }).click();
    await officer.page.waitForURL('**/trade-union/notification-test');
    await officer.page.getByText('Chưa cấu hình', { exact: true }).waitFor();
    await officer.page.getByRole('checkbox', { name: 'E-mail' }).check();
    await officer.page.getByRole('button', { name: 'Gửi thử' }).click();
    const outcome = officer.page.getByRole('region', { name: 'Kết quả' });
    await outcome.getByText('Đã giao vào hộp thư').waitFor();
    await outcome.getByText('Chưa cấu hình: chỉ ghi nhật ký').waitFor({ timeout: 20_000 });
    await expect.poll(() => unreadOf(officer.page)).toBeGreaterThan(0);
    await screenshot(officer.page, '86-notification-test');

    // The officer's dashboard shows how far their sends were read.
    await officer.page.goto('/trade-union/dashboard');
    const sends = officer.page.getByRole('region', { name: 'Thông báo bạn đã gửi gần đây' });
    await atDashboardFoot(officer.page, sends.getByText(TITLE));
    await screenshot(officer.page, '87-dashboard-notifications');

    expect(member.errors).toEqual([]);
    expect(officer.errors).toEqual([]);
    await member.context.close();
    await officer.context.close();
  });

  it('a click on the bell before its code has arrived opens the panel when it comes', async () => {
    const { context, page, errors } = await openPage(browser());
    // The bell's code is held back, so that the click lands on the stand-in however fast the machine is.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route(/\/assets\/notification-bell-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await signIn(page, 'doanvien', DEMO_PASSWORD);
    await page.waitForURL('**/trade-union/dashboard');
    // The stand-in: a plain button, without the popup the bell announces.
    await expect(bell(page).getAttribute('aria-haspopup')).resolves.toBeNull();
    await bell(page).click();
    await expect.poll(() => asked).toBe(true);
    release();

    const panel = page.getByRole('region', { name: 'Thông báo' });
    await panel.getByRole('listitem').first().waitFor();
    // The bell that replaced the stand-in has the focus, and says that its panel is open.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded') ?? null))
      .toBe('true');
    await expect(bell(page).getAttribute('aria-haspopup')).resolves.toBe('dialog');
    await screenshot(page, '88-notification-bell-from-stand-in');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new user sees the empty state; the bell fits a phone', async () => {
    // A new account (made as the administrator would on the users screen) has no notification.
    await createAccount({ fullName: 'Vũ Thị Lan', username: 'vu.thi.lan', roleIds: [ROLES.member] });

    const { page, errors } = await openPage(browser(), { width: 390, height: 844 });
    await signIn(page, 'vu.thi.lan', DEMO_PASSWORD);
    await page.waitForURL('**/trade-union/**');
    await bell(page).click();
    const panel = page.getByRole('region', { name: 'Thông báo' });
    await panel.getByText('Chưa có thông báo nào').waitFor();
    await expectWithinPhone(panel);
    await screenshot(page, '83-notification-bell-empty-phone');

    // The demo member's bell on the phone, with the inbox page behind 'Xem tất cả thông báo'.
    const member = await openSignedIn(browser(), 'doanvien', { viewport: { width: 390, height: 844 } });
    await bell(member.page).click();
    const memberPanel = member.page.getByRole('region', { name: 'Thông báo' });
    await memberPanel.getByRole('listitem').first().waitFor();
    await expectWithinPhone(memberPanel);
    await screenshot(member.page, '84-notification-bell-phone');
    await memberPanel.getByRole('link', { name: 'Xem tất cả thông báo' }).click();
    await member.page.waitForURL('**/trade-union/notifications');
    await member.page.getByText(/Tổng \d+ thông báo/).waitFor();
    await screenshot(member.page, '85-notification-inbox-phone');
    expect(errors).toEqual([]);
    expect(member.errors).toEqual([]);
  });
});

/** The popover is placed (and zooms in) once its content is measured: it settles within a 390 px screen. */
async function expectWithinPhone(panel: Locator) {
  await expect
    .poll(async () => {
      const box = await panel.boundingBox();
      return !!box && box.x >= 0 && box.x + box.width <= 390;
    })
    .toBe(true);
}
