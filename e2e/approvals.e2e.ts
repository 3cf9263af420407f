import { describe, expect, it } from 'vitest';
import { choose, openSignedIn, PAST_LOGIN, screenshot, useBrowser, waitForSuccess } from './browser.js';

/** A ward the demo data keeps (it has a ward union, so no test deletes it). */
const WARD = 'Phường Bắc Giang';
/** The new address, unique to this run. */
const ADDRESS = `Số ${Date.now() % 1000} đường Trần Phú`;
/** The demo member linked to his record, and the chair of his union, who decides his requests. */
const MEMBER = { username: 'doanvien', fullName: 'Hoàng Minh Đức' };
const CHAIR = 'chutich';

const browser = useBrowser();

const signedIn = (username: string) => openSignedIn(browser(), username, { landing: PAST_LOGIN });

describe('a member’s request to change their record, in Chromium', () => {
  it('a member asks for a new address; the chair of his union approves it on the pending and detail pages; the member sees it approved and his record changed', async () => {
    // The member asks, from his own record.
    const member = await signedIn(MEMBER.username);
    await member.page.goto('/trade-union/approval/member-update');
    await member.page.getByText('Hồ sơ đoàn viên').waitFor();
    await member.page.getByText(MEMBER.fullName).first().waitFor();
    await choose(member.page, member.page.getByLabel('Nơi ở hiện nay (xã/phường)'), WARD, 'bac giang');
    await member.page.getByLabel('Nơi ở hiện nay (chi tiết)').fill(ADDRESS);
    await member.page.getByLabel('Ghi chú cho người phê duyệt').fill('Tôi mới chuyển nhà');
    await screenshot(member.page, 'a1-member-update-filled');
    await member.page.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await waitForSuccess(member.page, 'Đã gửi yêu cầu cập nhật thông tin', member.errors);
    await member.page.waitForURL(/\/trade-union\/approval\/detail\/\d+$/);
    const requestPath = new URL(member.page.url()).pathname;
    // only what he changed is asked for, named in Vietnamese, the ward by its name
    const changes = member.page.getByRole('region', { name: 'Thông tin đề nghị thay đổi' });
    await changes
      .getByRole('row', { name: /Nơi ở hiện nay \(xã\/phường\)/ })
      .getByText(WARD)
      .waitFor();
    await changes
      .getByRole('row', { name: /Nơi ở hiện nay \(chi tiết\)/ })
      .getByText(ADDRESS)
      .waitFor();
    // the header and the two fields asked for
    await expect(changes.getByRole('row').count()).resolves.toBe(3);
    await member.page.getByText('Chờ duyệt').first().waitFor();
    await expect(member.page.getByRole('button', { name: 'Hủy yêu cầu' }).isVisible()).resolves.toBe(true);
    await screenshot(member.page, 'a2-request-waiting');

    // The chair finds it among what waits for him, and approves it.
    const chair = await signedIn(CHAIR);
    await chair.page.goto('/trade-union/approval/pending');
    const row = chair.page.getByRole('row', { name: new RegExp(MEMBER.fullName) });
    await row.getByText('Cập nhật thông tin đoàn viên').waitFor();
    await screenshot(chair.page, 'a3-pending');
    await row.getByRole('link', { name: MEMBER.fullName }).click();
    await chair.page.waitForURL((u) => u.pathname === requestPath);
    await chair.page.getByText('Tôi mới chuyển nhà').waitFor();
    await chair.page.getByRole('button', { name: 'Phê duyệt', exact: true }).click();
    const dialog = chair.page.getByRole('dialog', { name: 'Phê duyệt yêu cầu' });
    await dialog.getByLabel('Ý kiến (không bắt buộc)').fill('Đồng ý');
    await dialog.getByRole('button', { name: 'Phê duyệt', exact: true }).click();
    await waitForSuccess(chair.page, 'Đã phê duyệt yêu cầu', chair.errors);
    await chair.page.getByText('Đã duyệt').first().waitFor();
    await expect(chair.page.getByRole('button', { name: 'Phê duyệt', exact: true }).count()).resolves.toBe(0);
    await screenshot(chair.page, 'a4-approved');
    await chair.page.goto('/trade-union/approval/pending');
    await chair.page.getByText('Không có yêu cầu nào chờ bạn phê duyệt').first().waitFor();

    // The member sees it approved, and his record holds the new address.
    await member.page.goto('/trade-union/approval/my-requests');
    await member.page
      .getByRole('row', { name: new RegExp(MEMBER.fullName) })
      .getByText('Đã duyệt')
      .waitFor();
    await member.page.goto(requestPath);
    await member.page.getByText('Đồng ý').waitFor();
    await member.page.goto('/trade-union/approval/member-update');
    await expect.poll(() => member.page.getByLabel('Nơi ở hiện nay (chi tiết)').inputValue()).toBe(ADDRESS);
    await member.page.getByTitle(WARD).first().waitFor();
    await screenshot(member.page, 'a5-record-updated');
    await member.context.close();
    await chair.context.close();
  });
});
