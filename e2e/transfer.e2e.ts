import { describe, expect, it } from 'vitest';
import { apiAs, createAccount, ROLES } from './api.js';
import { choose, openSignedIn, PAST_LOGIN, screenshot, useBrowser, waitForSuccess } from './browser.js';

/** The demo's grassroots union of Xã Kép, outside the reach of chutich's union, and its ward union. */
const TARGET = 'Công đoàn Trường THCS Kép';
const TARGET_WARD_UNION = 'Công đoàn Xã Kép';
const run = Date.now() % 100000;
const MEMBER = `Đặng Văn Chuyển ${run}`;
const KEP_CHAIR = `chutich.kep${run}`;

const browser = useBrowser();

const signedIn = (username: string) => openSignedIn(browser(), username, { landing: PAST_LOGIN });

const idOf = async (name: string) => {
  const admin = await apiAs('admin');
  const found = await admin.get<{ list: { id: number; name: string }[] }>(
    `lookup/organizations?search=${encodeURIComponent(name)}&limit=20`,
  );
  const org = found.list.find((o) => o.name === name);
  if (!org) throw new Error(`the demo data has no ${name}`);
  return org.id;
};

describe('a transfer to a union of another ward, in Chromium', () => {
  it('the chair of a union sends a member to a union outside his reach; it waits there until its ward union approves it', async () => {
    // A member of chutich's union, made for this run; a chair for Xã Kép's ward union.
    const chutich = await apiAs('chutich');
    const own = await chutich.get<{ list: { organizationId: number }[] }>('member/list-all?limit=1');
    const member = await chutich.post<{ id: number }>('member/create', {
      organizationId: own.list[0]!.organizationId,
      fullName: MEMBER,
      dateOfBirth: '1994-04-04',
      gender: 'nam',
    });
    await createAccount({
      fullName: 'Vũ Văn Kép',
      username: KEP_CHAIR,
      roleIds: [ROLES.chair],
      organizationId: await idOf(TARGET_WARD_UNION),
    });
    const targetId = await idOf(TARGET);

    // chutich sends him to Xã Kép's school union: outside his reach, so it waits.
    const sender = await signedIn('chutich');
    await sender.page.goto('/trade-union/members/transfer');
    await sender.page.getByLabel('Tìm đoàn viên').fill(`dang van chuyen ${run}`);
    const row = sender.page.getByRole('row', { name: new RegExp(MEMBER) });
    await row.getByRole('checkbox').check();
    await choose(sender.page, sender.page.getByLabel('Công đoàn cơ sở nhận'), TARGET, 'thcs kep');
    await sender.page.getByLabel('Lý do').fill('Chuyển sang công tác tại trường');
    await screenshot(sender.page, 't1-transfer-filled');
    await sender.page.getByRole('button', { name: 'Chuyển sinh hoạt' }).click();
    await waitForSuccess(sender.page, 'Đã gửi yêu cầu chuyển sinh hoạt', sender.errors);
    await sender.page.getByText(`Đã gửi 1 yêu cầu chuyển sinh hoạt sang ${TARGET}`).waitFor();
    await screenshot(sender.page, 't2-transfer-waiting');
    const admin = await apiAs('admin');
    const before = await admin.get<{ organizationId: number }>(`member/detail?memberId=${member.id}`);
    expect(before.organizationId).toBe(own.list[0]!.organizationId);

    // Xã Kép's ward union finds it among what waits, and approves it.
    const receiver = await signedIn(KEP_CHAIR);
    await receiver.page.goto('/trade-union/approval/pending');
    const waiting = receiver.page.getByRole('row', { name: new RegExp(MEMBER) });
    await waiting.getByText('Chuyển sinh hoạt').waitFor();
    await screenshot(receiver.page, 't3-pending-there');
    await waiting.getByRole('link', { name: MEMBER }).click();
    await receiver.page.waitForURL(/\/trade-union\/approval\/detail\/\d+$/);
    await receiver.page.getByText('Chuyển sang công tác tại trường').first().waitFor();
    await receiver.page.getByRole('button', { name: 'Phê duyệt', exact: true }).click();
    const dialog = receiver.page.getByRole('dialog', { name: 'Phê duyệt yêu cầu' });
    await dialog.getByRole('button', { name: 'Phê duyệt', exact: true }).click();
    await waitForSuccess(receiver.page, 'Đã phê duyệt yêu cầu', receiver.errors);
    await receiver.page.getByText('Đã duyệt').first().waitFor();
    await screenshot(receiver.page, 't4-approved');

    const after = await admin.get<{ organizationId: number; events: { kind: string }[] }>(
      `member/detail?memberId=${member.id}`,
    );
    expect(after.organizationId).toBe(targetId);
    expect(after.events[0]!.kind).toBe('chuyen_sinh_hoat');
    await admin.delete(`member/delete?memberId=${member.id}`);
    await sender.context.close();
    await receiver.context.close();
  });
});
