import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openSignedIn, screenshot, useBrowser } from './browser.js';

const browser = useBrowser();

const people = [
  ['Trịnh Văn Khải', 'khai.tv.nhap', 'Matkhau@1', '001095001001', 'khai.tv@example.vn', '0912000001'],
  ['Võ Thị Ngọc Ánh', 'anh.vtn.nhap', 'Matkhau@1', '001095001002', 'anh.vtn@example.vn', '0912000002'],
  ['Đặng Quốc Huy', 'huy.dq.nhap', 'Matkhau@1', '001095001003', 'huy.dq@example.vn', '0912000003'],
  ['Lý Thị Thu Trang', 'trang.ltt.nhap', 'Matkhau@1', '001095001004', 'trang.ltt@example.vn', '0912000004'],
];

/** The downloaded template, filled with the four people from row 3; `broken` spoils two rows. */
async function filledTemplate(templatePath: string, outPath: string, broken: boolean) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(templatePath);
  const ws = wb.worksheets[0]!;
  people.forEach((p, i) => {
    const row = [...p, 'Đoàn viên công đoàn'];
    if (broken && i === 1) row[3] = '12345'; // CCCD of 5 digits
    if (broken && i === 2) row[4] = 'khong-phai-email';
    ws.getRow(3 + i).values = row;
  });
  await wb.xlsx.writeFile(outPath);
}

describe('importing users from Excel', () => {
  it('shows both bad rows, writes nothing, then imports the fixed file and finds the users without accents', async () => {
    const { page, context } = await openSignedIn(browser(), 'canbo.tinh');
    await page.goto('/trade-union/users/list');
    await page.getByRole('button', { name: /Nhập từ Excel/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Nhập người dùng từ Excel' });
    await dialog.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: /Tải file mẫu/ }).click(),
    ]);
    const template = await download.path();
    const dir = tmpdir();
    const bad = `${dir}/nguoi-dung-loi-${Date.now()}.xlsx`;
    const good = `${dir}/nguoi-dung-${Date.now()}.xlsx`;
    await filledTemplate(template, bad, true);
    await filledTemplate(template, good, false);

    // The drop zone's file input carries no visible name of its own.
    await dialog.locator('input[type=file]').setInputFiles(bad);
    await dialog.getByRole('button', { name: /Nhập dữ liệu/ }).click();
    await dialog.getByText('Tệp có 2 dòng lỗi, chưa ghi dòng nào').waitFor();
    const errors = dialog.getByRole('table');
    await expect(errors.getByRole('cell', { name: '4', exact: true }).count()).resolves.toBeGreaterThan(0);
    await expect(errors.getByRole('cell', { name: '5', exact: true }).count()).resolves.toBeGreaterThan(0);
    await expect(errors.getByText('Số CCCD').count()).resolves.toBeGreaterThan(0);
    await expect(errors.getByText('Email', { exact: true }).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, '30-import-two-bad-rows');

    await dialog.locator('input[type=file]').setInputFiles(good);
    await dialog.getByRole('button', { name: /Nhập dữ liệu/ }).click();
    await dialog.getByText(/Đã thêm 4/).waitFor();
    await screenshot(page, '31-import-done');
    await page.keyboard.press('Escape');

    await page.goto('/trade-union/users/list?search=vo thi ngoc anh');
    await page.getByRole('cell', { name: 'Võ Thị Ngọc Ánh' }).waitFor();
    await page.goto('/trade-union/users/list?search=ly thi thu trang');
    await page.getByRole('cell', { name: 'Lý Thị Thu Trang' }).waitFor();
    await screenshot(page, '32-imported-user-found-without-accents');
    await context.close();
  });
});
