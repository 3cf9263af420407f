import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openSignedIn, screenshot, useBrowser } from './browser.js';

const browser = useBrowser();

/** CCCDs of this run: 12 digits no demo member has. */
const stamp = String(Date.now()).slice(-6);
const people = [
  ['Quách Thị Mỹ Duyên', '12/05/1994', 'Nữ', `099194${stamp}`],
  ['Ông Văn Thạch', '03/11/1987', 'Nam', `099187${stamp}`],
  ['Khổng Minh Nhật', '27/08/1999', 'Nam', `099199${stamp}`],
];

/**
 * The downloaded template filled from row 3 (over its example) with the three people, in the union
 * its example row names (the chair's own); `broken` gives the second a CCCD of five digits.
 */
async function filledTemplate(templatePath: string, outPath: string, broken: boolean) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(templatePath);
  const ws = wb.getWorksheet('Đoàn viên')!;
  const union = ws.getCell('D3').text;
  expect(union).not.toBe('');
  people.forEach(([name, born, gender, identity], i) => {
    ws.getRow(3 + i).values = [name, born, gender, union, broken && i === 1 ? '12345' : identity];
  });
  await wb.xlsx.writeFile(outPath);
}

describe('importing members from Excel', () => {
  it('a chair checks a file, sees its bad row, previews the fixed one, imports it and finds the members', async () => {
    const { page, context } = await openSignedIn(browser(), 'chutich');
    await page.goto('/trade-union/members/list');
    await page.getByRole('button', { name: /Nhập Excel/ }).click();
    await page.waitForURL('**/trade-union/members/import');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Tải file mẫu/ }).click(),
    ]);
    const template = await download.path();
    const bad = `${tmpdir()}/doan-vien-loi-${stamp}.xlsx`;
    const good = `${tmpdir()}/doan-vien-${stamp}.xlsx`;
    await filledTemplate(template, bad, true);
    await filledTemplate(template, good, false);

    await page.locator('input[type=file]').setInputFiles(bad);
    await page.getByRole('button', { name: /Kiểm tra file/ }).click();
    await page.getByText('Tệp có 1 dòng lỗi, chưa ghi dòng nào').waitFor();
    await page.getByRole('cell', { name: 'Số CCCD gồm 12 chữ số' }).waitFor();
    await screenshot(page, '50-member-import-bad-row');

    await page.locator('input[type=file]').setInputFiles(good);
    await page.getByRole('button', { name: /Kiểm tra file/ }).click();
    await page.getByText('File hợp lệ, chưa ghi dòng nào').waitFor();
    await expect(page.getByRole('cell', { name: 'Thêm mới' }).count()).resolves.toBe(3);
    await screenshot(page, '51-member-import-preview');

    await page.getByRole('button', { name: /Nhập dữ liệu/ }).click();
    await page.getByText('Đã thêm 3, cập nhật 0 đoàn viên').first().waitFor();
    await screenshot(page, '52-member-import-done');

    await page.goto('/trade-union/members/list?search=quach thi my duyen');
    await page.getByRole('link', { name: 'Quách Thị Mỹ Duyên' }).waitFor();

    // The same file again adds no one.
    await page.goto('/trade-union/members/import');
    await page.locator('input[type=file]').setInputFiles(good);
    await page.getByRole('button', { name: /Kiểm tra file/ }).click();
    await page.getByText('File không có gì mới so với hồ sơ đoàn viên hiện có.').waitFor();
    await context.close();
  });
});
