import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, createAccount, ROLES } from './api.js';
import {
  choose,
  figure,
  openSignedIn,
  PAST_LOGIN,
  screenshot,
  useBrowser,
  waitForSuccess,
} from './browser.js';

const browser = useBrowser();

/** The month and year it is in Việt Nam: the quarterly period opened below reports in this month. */
const [month, year] = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ho_Chi_Minh',
  month: 'numeric',
  year: 'numeric',
})
  .format(new Date())
  .split('/')
  .map(Number) as [number, number];
const PERIOD = `Báo cáo đoàn số quý — thử ${Date.now().toString(36)}`;
const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
/** Its one occurrence as the report form offers it: the first quarter of the months applied, due the month's last day. */
const OCCURRENCE = `Quý 1/${year} — ${PERIOD} (hạn ${lastDay}/${String(month).padStart(2, '0')}/${year})`;

/** The demo's ward union (Phường Bắc Giang) has one grassroots union under it, which keeps member records. */
const UNIT = 'Công đoàn Trường Mầm non Bắc Giang';
const CHAIR = 'chutich.mamnon';

/** The administrator gives that union a chair account, as they would on the users screen. */
async function chairOfUnit() {
  const admin = await apiAs('admin');
  const { list } = await admin.get<{ list: { id: number; name: string }[] }>(
    `organization/list-all-organization?search=${encodeURIComponent(UNIT)}`,
  );
  const unit = list.find((o) => o.name === UNIT);
  expect(unit, `${UNIT} in the demo data`).toBeDefined();
  await createAccount({
    fullName: 'Ngô Thị Thu',
    username: CHAIR,
    roleIds: [ROLES.chair],
    organizationId: unit!.id,
  });
}

/** The dashboard's 'Đoàn viên' figure. */
async function membersOnDashboard(page: Page) {
  await page.goto('/trade-union/dashboard');
  return figure(page, 'Đoàn viên');
}

const signedIn = (username: string, width = 1440) =>
  openSignedIn(browser(), username, { viewport: { width, height: 900 }, landing: PAST_LOGIN });

describe('a reporting period end to end in Chromium', () => {
  it('the province opens a quarterly period; a chair files a prefilled report with a corrected figure and a note; the ward union approves it; the province sees the progress, the late units, the dashboard figure and the export', async () => {
    await chairOfUnit();
    // The province opens a quarterly period reporting in this month.
    const officer = await signedIn('canbo.tinh');
    const membersBefore = await membersOnDashboard(officer.page);
    await officer.page.goto('/trade-union/member-reports/time-updates');
    await officer.page.getByRole('button', { name: 'Thêm kỳ báo cáo' }).click();
    const create = officer.page.getByRole('dialog', { name: 'Tạo kỳ báo cáo' });
    await create.getByLabel('Tên kỳ báo cáo').fill(PERIOD);
    await create.getByLabel('Từ ngày').fill('1');
    await create.getByLabel('Đến ngày (hạn nộp)').fill('31');
    const months = create.getByLabel('Các tháng báo cáo');
    // the default months (3, 6, 9, 12) give way to this month alone
    await months.click();
    for (let i = 0; i < 4; i++) await months.press('Backspace');
    // typed, the months narrow to this one (Tháng 1 also matches Tháng 10–12: the exact one is clicked)
    await months.fill(`Tháng ${month}`);
    await officer.page.getByTitle(`Tháng ${month}`, { exact: true }).filter({ visible: true }).click();
    await create.getByLabel('Tên kỳ báo cáo').click();
    await create.getByRole('button', { name: 'Tạo' }).click();
    await waitForSuccess(officer.page, 'Đã tạo kỳ báo cáo', officer.errors);
    const row = officer.page.getByRole('row', { name: new RegExp(PERIOD) });
    await row.getByText('Đang mở').waitFor();
    await row.getByText(`Ngày 1–cuối tháng của tháng ${month}`).waitFor();
    await screenshot(officer.page, 'r1-time-updates');

    // A chair files their union's report: prefilled, one figure corrected, the total explained.
    const chair = await signedIn(CHAIR);
    await chair.page.goto('/trade-union/member-reports/reports');
    await chair.page.getByRole('button', { name: 'Nộp báo cáo' }).click();
    const form = chair.page.getByRole('dialog', { name: 'Nộp báo cáo đoàn số' });
    await choose(chair.page, form.getByLabel('Kỳ báo cáo'), OCCURRENCE);
    await form.getByText(/Số liệu gợi ý/).waitFor();
    // the chair's own union, named in the unit's select
    await form.getByText(UNIT).waitFor();
    const women = form.getByLabel('Đoàn viên nữ');
    await expect.poll(() => women.inputValue()).not.toBe('');
    const men = Number(await form.getByLabel('Đoàn viên nam').inputValue());
    await women.fill('205');
    await form.getByLabel('Tổng số đoàn viên').fill(String(men + 205 + 2));
    await form.getByRole('button', { name: 'Nộp báo cáo' }).click();
    await form
      .getByText(/Tổng số đoàn viên khác số nam cộng số nữ/)
      .first()
      .waitFor();
    await form.getByLabel('Ghi chú').fill('2 đoàn viên mới chưa khai giới tính');
    await form.getByRole('button', { name: 'Nộp báo cáo' }).click();
    await waitForSuccess(chair.page, 'Đã nộp báo cáo, chờ phê duyệt', chair.errors);
    await screenshot(chair.page, 'r2-report-filed');

    // The ward union approves it from its waiting list.
    const ward = await signedIn('chutich.phuong');
    await ward.page.goto('/trade-union/member-reports/reports?trangThaiPheDuyet=cho_phe_duyet');
    const filed = ward.page.getByRole('row').filter({ hasText: PERIOD });
    await filed.first().getByRole('button', { name: UNIT }).click();
    const drawer = ward.page.getByRole('dialog').filter({ hasText: 'Lịch sử' });
    await drawer.getByText(String(men + 207)).waitFor();
    await drawer.getByRole('button', { name: 'Phê duyệt' }).click();
    const approve = ward.page.getByRole('dialog', { name: 'Phê duyệt báo cáo' });
    await approve.getByRole('button', { name: 'Phê duyệt' }).click();
    await waitForSuccess(ward.page, 'Đã phê duyệt báo cáo', ward.errors);
    await drawer.getByText('Đã phê duyệt').first().waitFor();
    await screenshot(ward.page, 'r3-report-approved');

    // The union keeps member records, so its members stay counted from them (docs/decisions.md,
    // "Counts from member records"): the approved report brings its workers only, and the
    // province's members figure does not move.
    expect(await membersOnDashboard(officer.page)).toBe(membersBefore);

    // The period's progress: one unit approved, the others late or not yet reported, the export.
    await officer.page.goto('/trade-union/member-reports/time-updates');
    await officer.page
      .getByRole('row', { name: new RegExp(PERIOD) })
      .getByRole('button', { name: 'Tiến độ' })
      .click();
    const progress = officer.page.getByRole('dialog', { name: PERIOD });
    await progress.getByText(/1\/\d+ đã nộp/).waitFor();
    await progress.getByRole('tab', { name: /Chưa nộp/ }).waitFor();
    await expect(progress.getByText('Chưa nộp', { exact: true }).count()).resolves.toBeGreaterThan(0);
    await screenshot(officer.page, 'r4-progress');
    const [file] = await Promise.all([
      officer.page.waitForEvent('download'),
      progress.getByRole('button', { name: 'Xuất Excel' }).click(),
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await file.path());
    const lines: string[] = [];
    wb.worksheets[0]!.eachRow((r) =>
      lines.push((r.values as unknown[]).map((v) => String(v ?? '')).join('|')),
    );
    expect(
      lines.some((l) => l.includes(UNIT) && l.includes('Đã phê duyệt') && l.includes(String(men + 207))),
    ).toBe(true);
    expect(lines.some((l) => l.startsWith('|') && l.includes('TỔNG CỘNG'))).toBe(true);
    expect(officer.errors).toEqual([]);
    expect(ward.errors).toEqual([]);
    // the chair's one refusal: the total without its note
    expect(chair.errors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
  });
});
