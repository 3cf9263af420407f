import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './api.js';
import { choose, openSignedIn, screenshot, useBrowser, waitForSuccess } from './browser.js';

/**
 * Events end to end (issue P9 §5): an officer creates an event with an attachment and sends a
 * notice to the members' role; a member opens it from the bell, and the event's recipients show
 * 'Đã xem'; the member registers; the officer records attendance (by the list, then by the
 * member's QR code typed as a USB scanner sends it) and exports the list; the calendar shows the
 * event and a drag moves it to the next day; the registrations page lists the member and exports.
 *
 * The province officer (canbo.tinh, Trần Thị Hương) sees the whole province; the demo member
 * (doanvien, Hoàng Minh Đức) holds the role 'Đoàn viên công đoàn'.
 */

const NAME = `Hội nghị người lao động ${Date.now() % 100_000}`;
const PLACE = 'Hội trường Liên đoàn Lao động tỉnh';
const MEMBER = { username: 'doanvien', fullName: 'Hoàng Minh Đức', search: 'hoang minh duc' };
const MEMBER_ROLE = 'Đoàn viên công đoàn';

const browser = useBrowser();
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'congdoan-events-'));
});

const two = (n: number) => String(n).padStart(2, '0');
/** A moment as the date-time fields take it: DD/MM/YYYY HH:mm (the browser's time). */
const typed = (d: Date) =>
  `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
/** A day as the calendar's cells name it: YYYY-MM-DD. */
const isoDay = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
const at = (daysAhead: number, hour: number) => {
  const d = new Date();
  d.setDate(d.getDate() + daysAhead);
  d.setHours(hour, 0, 0, 0);
  return d;
};

/** A small real PDF: the server checks an attachment's content, not only its name. */
function pdfFile(): string {
  const file = path.join(dir, 'ke-hoach-hoi-nghi.pdf');
  writeFileSync(
    file,
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
  return file;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Thông báo(, \d+ chưa đọc)?$/ });

/** An antd date-time field: the moment typed as shown, confirmed with Enter. */
async function fillMoment(field: Locator, moment: Date) {
  await field.click();
  await field.fill(typed(moment));
  await field.press('Enter');
  await expect.poll(() => field.inputValue()).toBe(typed(moment));
}

/** The texts of every row of the first sheet of a downloaded workbook. */
async function sheetRows(file: string): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const rows: string[] = [];
  wb.worksheets[0]?.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).map((v) => (v === null || v === undefined ? '' : String(v))).join('|'),
    );
  });
  return rows;
}

/** Drags an element onto another with the mouse, in steps (FullCalendar follows pointer moves). */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('nothing to drag, or nowhere to drop it');
  await page.mouse.move(a.x + 8, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + 20, a.y + a.height / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await page.mouse.up();
}

async function memberCode(): Promise<string> {
  const member = await apiAs(MEMBER.username);
  return (await member.get<{ ma: string }>('tai-khoan/ma-diem-danh')).ma;
}

describe('events in Chromium', () => {
  it('an event from creation to attendance, its notice seen, its list exported, moved on the calendar', async () => {
    const start = at(2, 8);
    const end = at(2, 11);

    // The officer creates the event, with registration open and a PDF attached.
    const officer = await openSignedIn(browser(), 'canbo.tinh');
    await officer.page.goto('/trade-union/events/create');
    const form = officer.page.locator('form');
    await form.getByLabel('Tên sự kiện').fill(NAME);
    await fillMoment(form.getByLabel('Bắt đầu'), start);
    await fillMoment(form.getByLabel('Kết thúc'), end);
    await form.getByLabel('Địa điểm').fill(PLACE);
    await form.getByRole('switch', { name: 'Mở đăng ký' }).click();
    // A program dropped on the picker is refused with the reason, not dropped without a word.
    const dropped = await officer.page.evaluateHandle(() => {
      const files = new DataTransfer();
      files.items.add(new File(['MZ'], 'cai-dat.exe', { type: 'application/x-msdownload' }));
      return files;
    });
    await form.getByRole('button', { name: 'Chọn tệp' }).dispatchEvent('drop', { dataTransfer: dropped });
    await form
      .getByText(/^Tệp cai-dat\.exe có định dạng không được hỗ trợ\. Các định dạng cho phép: pdf.*10 MB$/)
      .waitFor();
    await form.locator('input[type=file]').setInputFiles(pdfFile());
    await form.getByText('ke-hoach-hoi-nghi.pdf').waitFor();
    await screenshot(officer.page, 'e1-event-form');
    await form.getByRole('button', { name: 'Tạo sự kiện' }).click();
    await waitForSuccess(officer.page, 'Đã tạo sự kiện', officer.errors);
    await officer.page.waitForURL(/\/trade-union\/events\/detail\/\d+/);
    const eventId = Number(/detail\/(\d+)/.exec(officer.page.url())?.[1]);
    await officer.page.getByRole('heading', { name: NAME }).waitFor();
    await officer.page.getByRole('tab', { name: /^Tệp đính kèm \(1\)/ }).click();
    await officer.page.getByText('ke-hoach-hoi-nghi.pdf').first().waitFor();

    // A notice to the members' role.
    await officer.page.getByRole('button', { name: 'Gửi thông báo' }).click();
    const notice = officer.page.getByRole('dialog', { name: `Gửi thông báo: ${NAME}` });
    await choose(officer.page, notice.getByLabel('Theo vai trò'), MEMBER_ROLE);
    await notice.getByRole('button', { name: 'Gửi', exact: true }).click();
    await notice.getByText(/Đã gửi thông báo tới [\d.]+ người/).waitFor();
    await screenshot(officer.page, 'e2-event-notice-sent');
    await notice.getByRole('button', { name: 'Đóng' }).first().click();

    // The member opens it from the bell: the event's page.
    const member = await openSignedIn(browser(), MEMBER.username);
    await bell(member.page).click();
    const panel = member.page.getByRole('region', { name: 'Thông báo' });
    const entry = panel.getByRole('listitem').filter({ hasText: NAME }).first();
    await entry.waitFor();
    await entry.getByRole('button', { name: new RegExp(`^Chưa đọc: .*${NAME}`) }).click();
    await member.page.waitForURL(`**/trade-union/events/detail/${eventId}`);
    await member.page.getByRole('heading', { name: NAME }).waitFor();

    // The officer sees that the member has seen it.
    await officer.page.reload();
    await officer.page.getByRole('tab', { name: /^Thông báo/ }).click();
    await officer.page.getByLabel('Tìm người nhận').fill(MEMBER.search);
    const recipient = officer.page.getByRole('row').filter({ hasText: MEMBER.fullName });
    await expect
      .poll(() => recipient.getByText('Đã xem', { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    await screenshot(officer.page, 'e3-event-recipients-seen');

    // The member registers.
    await member.page.getByRole('button', { name: 'Đăng ký tham gia' }).click();
    await waitForSuccess(member.page, 'Đăng ký tham gia thành công', member.errors);

    // The officer marks the member present by the list.
    await officer.page.reload();
    await officer.page.getByRole('tab', { name: 'Đăng ký & điểm danh' }).click();
    const present = officer.page.getByRole('checkbox', { name: `Có mặt: ${MEMBER.fullName}` });
    await present.waitFor();
    await expect(present.isChecked()).resolves.toBe(false);
    // The box follows the server: it turns once the attendance is recorded, not at the click.
    await present.click();
    await waitForSuccess(officer.page, 'Đã điểm danh 1 người', officer.errors);
    await expect.poll(() => present.isChecked()).toBe(true);
    const registered = officer.page.getByRole('row').filter({ hasText: MEMBER.fullName });
    await registered.getByText('Theo danh sách', { exact: true }).waitFor();
    await screenshot(officer.page, 'e4-event-attendance');

    // … and at the door, the member's QR code as a USB scanner types it: the dialog says who it is.
    await officer.page.getByRole('button', { name: 'Quét mã QR' }).click();
    const scan = officer.page.getByRole('dialog', { name: /^Điểm danh bằng mã QR/ });
    const code = scan.getByLabel('Mã điểm danh');
    await code.fill('khong-phai-ma-diem-danh');
    await code.press('Enter');
    await scan.getByText('Mã điểm danh không hợp lệ').first().waitFor();
    await code.fill(await memberCode());
    await code.press('Enter');
    await scan.getByText(`Đã điểm danh: ${MEMBER.fullName}`).waitFor();
    await expect(code.inputValue()).resolves.toBe('');
    await screenshot(officer.page, 'e5-event-qr-scan');
    await scan.getByRole('button', { name: 'Đóng' }).first().click();
    await scan.waitFor({ state: 'hidden' });

    // The list exported: the member, present.
    const [eventExport] = await Promise.all([
      officer.page.waitForEvent('download'),
      officer.page.getByRole('button', { name: 'Xuất Excel' }).click(),
    ]);
    expect(eventExport.suggestedFilename()).toMatch(/^DangKy_SuKien_\d+_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await sheetRows(await eventExport.path());
    expect(rows.some((r) => r.includes(MEMBER.fullName) && r.includes('Theo danh sách'))).toBe(true);

    // The calendar shows the event on its day; a drag moves it to the next day.
    await officer.page.goto(`/trade-union/events/calendar?date=${isoDay(start)}`);
    const onCalendar = officer.page.locator('.fc-event', { hasText: NAME });
    await onCalendar.first().waitFor();
    const dayOf = (d: Date) => officer.page.locator(`.fc-daygrid-day[data-date="${isoDay(d)}"]`);
    await expect(dayOf(start).locator('.fc-event', { hasText: NAME }).count()).resolves.toBe(1);
    await screenshot(officer.page, 'e6-events-calendar');
    const next = at(3, 8);
    await drag(officer.page, onCalendar.first(), dayOf(next));
    await officer.page.getByRole('dialog', { name: 'Dời lịch sự kiện?' }).waitFor();
    await officer.page.getByRole('button', { name: 'Dời lịch' }).click();
    await waitForSuccess(officer.page, 'Đã dời lịch sự kiện', officer.errors);
    await officer.page.reload();
    await dayOf(next).locator('.fc-event', { hasText: NAME }).waitFor();
    await expect(dayOf(start).locator('.fc-event', { hasText: NAME }).count()).resolves.toBe(0);
    await screenshot(officer.page, 'e7-events-calendar-moved');
    // its page says the new day
    await officer.page.goto(`/trade-union/events/detail/${eventId}`);
    await officer.page.getByText(typed(next).slice(0, 10)).first().waitFor();

    // Across events: the registrations page lists the member for this event, and exports.
    await officer.page.goto(`/trade-union/events/registrations?suKienId=${eventId}`);
    const listed = officer.page.getByRole('row').filter({ hasText: MEMBER.fullName });
    await listed.getByRole('link', { name: NAME }).waitFor();
    await listed.getByText('Đã đăng ký').waitFor();
    await screenshot(officer.page, 'e8-event-registrations');
    const [allExport] = await Promise.all([
      officer.page.waitForEvent('download'),
      officer.page.getByRole('button', { name: 'Xuất Excel' }).click(),
    ]);
    expect(allExport.suggestedFilename()).toMatch(/^DanhSachDangKy_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((await sheetRows(await allExport.path())).some((r) => r.includes(MEMBER.fullName))).toBe(true);

    // The member's attendance code on their profile.
    await member.page.goto('/pages/profile');
    await member.page.getByText('Mã điểm danh sự kiện').waitFor();
    await member.page.getByRole('img', { name: 'Mã QR điểm danh của bạn' }).waitFor();
    await member.page.getByText('Đưa mã này cho cán bộ khi điểm danh').waitFor();

    // The refused code answered 400 (the browser logs it); nothing else may fail.
    expect(officer.errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    expect(member.errors).toEqual([]);
    await member.context.close();
    await officer.context.close();
  }, 240_000);
});
