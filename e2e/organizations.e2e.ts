import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  openFromMenu,
  openPage,
  openSignedIn,
  screenshot,
  signIn,
  useBrowser,
  waitForSuccess,
} from './browser.js';

const browser = useBrowser();

/** The province federation's code in the demo data (codes run CD00001…, the federation first). */
const FEDERATION_CODE = 'CD00001';

interface NewUnion {
  code: string;
  name: string;
  /** A parent's name, or FEDERATION_CODE. */
  parent: string;
  year: number;
  email: string;
  members: number;
}

/** The template's own lists (its hidden sheet): what the officer would pick from the dropdowns. */
async function templateLists(templatePath: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(templatePath);
  const lists = wb.worksheets.find((ws) => ws.state !== 'visible')!;
  const column = (header: string) => {
    const col = (lists.getRow(1).values as unknown[]).indexOf(header);
    const values: string[] = [];
    lists.getColumn(col).eachCell((cell, row) => {
      if (row > 1 && cell.text) values.push(cell.text);
    });
    return values;
  };
  return { parents: column('Đơn vị cấp trên'), wards: column('Xã/phường') };
}

/** The downloaded template with the example row replaced by `rows`, filled by header. */
async function filledTemplate(templatePath: string, outPath: string, rows: NewUnion[], ward: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(templatePath);
  const ws = wb.worksheets[0]!;
  const headers = ws.getRow(2).values as unknown[];
  const col = (start: string) => headers.findIndex((h) => typeof h === 'string' && h.startsWith(start));
  ws.spliceRows(3, ws.rowCount - 2);
  rows.forEach((u, i) => {
    const row = ws.getRow(3 + i);
    row.getCell(col('Mã đơn vị')).value = u.code;
    row.getCell(col('Tên đơn vị')).value = u.name;
    row.getCell(col('Đơn vị cấp trên')).value = u.parent;
    row.getCell(col('Cấp')).value = 'Công đoàn cơ sở';
    row.getCell(col('Xã/phường')).value = ward;
    row.getCell(col('Năm thành lập')).value = u.year;
    row.getCell(col('Email')).value = u.email;
    row.getCell(col('Số đoàn viên')).value = u.members;
    row.getCell(col('Trạng thái')).value = 'Đang hoạt động';
    row.commit();
  });
  await wb.xlsx.writeFile(outPath);
}

describe('organisations in Chromium', () => {
  it('the provincial officer imports unions (two bad rows first), finds them without accents, in the structure tree and in the CDCS report', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'canbo.tinh');

    await openFromMenu(
      page,
      'Quản lý công đoàn cơ sở',
      'Danh sách công đoàn',
      '**/trade-union/organizations',
    );
    await page.getByText(/Tổng [\d.]+ đơn vị/).waitFor();

    // The template, from the import dialog.
    await page.getByRole('button', { name: /Nhập Excel/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Nhập công đoàn cơ sở từ Excel' });
    await dialog.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: /Tải file mẫu/ }).click(),
    ]);
    const template = await download.path();
    const { parents, wards } = await templateLists(template);
    // Two unions of the province, picked from the template's list of parents (by name).
    const [zoneA, zoneB] = parents.filter((p) => /^Công đoàn (Khu|Cụm) công nghiệp/.test(p));
    expect(zoneA && zoneB && wards[0]).toBeTruthy();

    const unions: NewUnion[] = [
      {
        code: 'E2E-001',
        name: 'Công đoàn Công ty TNHH Dệt may Sông Cầu',
        parent: zoneA!,
        year: 2012,
        email: 'detmay.songcau@example.vn',
        members: 180,
      },
      {
        code: 'E2E-002',
        name: 'Công đoàn Công ty Cổ phần Cơ khí Đồng Tiến',
        parent: FEDERATION_CODE,
        year: 2008,
        email: 'cokhi.dongtien@example.vn',
        members: 95,
      },
      {
        code: 'E2E-003',
        name: 'Công đoàn Công ty TNHH Điện tử Hòa Bình',
        parent: zoneB!,
        year: 2019,
        email: 'dientu.hoabinh@example.vn',
        members: 240,
      },
      {
        code: 'E2E-004',
        name: 'Công đoàn Trường Mầm non Ánh Dương',
        parent: zoneA!,
        year: 2001,
        email: 'mamnon.anhduong@example.vn',
        members: 32,
      },
    ];
    const broken = unions.map((u, i) => {
      if (i === 1) return { ...u, year: new Date().getFullYear() + 3 }; // founded in the future
      if (i === 2) return { ...u, email: 'khong-phai-email' };
      return u;
    });
    const dir = tmpdir();
    const bad = `${dir}/cdcs-loi-${Date.now()}.xlsx`;
    const good = `${dir}/cdcs-${Date.now()}.xlsx`;
    await filledTemplate(template, bad, broken, wards[0]!);
    await filledTemplate(template, good, unions, wards[0]!);

    // Both bad rows (sheet rows 4 and 5) are named, with their columns; nothing is written.
    await dialog.locator('input[type=file]').setInputFiles(bad);
    await dialog.getByRole('button', { name: /Nhập dữ liệu/ }).click();
    const rowErrors = dialog.getByRole('table');
    await rowErrors.waitFor();
    await expect(rowErrors.getByRole('cell', { name: '4', exact: true }).count()).resolves.toBeGreaterThan(0);
    await expect(rowErrors.getByRole('cell', { name: '5', exact: true }).count()).resolves.toBeGreaterThan(0);
    await expect(rowErrors.getByText('Năm thành lập').count()).resolves.toBeGreaterThan(0);
    await expect(rowErrors.getByText('Email', { exact: true }).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, '40-organizations-import-two-bad-rows');

    await dialog.locator('input[type=file]').setInputFiles(good);
    await dialog.getByRole('button', { name: /Nhập dữ liệu/ }).click();
    await dialog
      .getByText(/Đã thêm 4/)
      .first()
      .waitFor();
    await screenshot(page, '41-organizations-import-done');
    await dialog.getByRole('button', { name: 'Đóng', exact: true }).last().click();

    // The list, searched without accents.
    const search = page.getByLabel('Tìm kiếm công đoàn cơ sở');
    await search.fill('det may song cau');
    await page.getByRole('link', { name: 'Công đoàn Công ty TNHH Dệt may Sông Cầu' }).waitFor();
    await search.fill('mam non anh duong');
    await page.getByRole('link', { name: 'Công đoàn Trường Mầm non Ánh Dương' }).waitFor();
    await screenshot(page, '42-organizations-found-without-accents');

    // The structure tree, searched: each new union shows under its parent.
    await page.getByRole('button', { name: 'Cơ cấu tổ chức' }).click();
    await page.waitForURL('**/organizational-structure');
    const treeSearch = page.getByLabel('Tìm đơn vị');
    for (const [typed, union] of [
      ['co khi dong tien', unions[1]!],
      ['dien tu hoa binh', unions[2]!],
    ] as const) {
      await treeSearch.fill(typed);
      // The search goes to the URL a moment after typing, then the tree shows its answer.
      await page.waitForURL((url) => url.searchParams.get('search') === typed);
      await page
        .getByRole('status')
        .filter({ hasText: /Tìm thấy \d+ đơn vị/ })
        .waitFor();
      const node = page.getByRole('treeitem').filter({ hasText: union.name });
      await node.waitFor();
      // The parent is open and listed above the match.
      const items = await page.getByRole('treeitem').allInnerTexts();
      const parentAt = items.findIndex((t) =>
        union.parent === FEDERATION_CODE ? t.includes(FEDERATION_CODE) : t.includes(union.parent),
      );
      expect(parentAt).toBeGreaterThanOrEqual(0);
      expect(items.findIndex((t) => t.includes(union.name))).toBeGreaterThan(parentAt);
      // Chosen, it says where it belongs.
      await node.getByText(union.name).click();
      const belongsTo = page.getByRole('row').filter({ has: page.getByText('Trực thuộc', { exact: true }) });
      if (union.parent === FEDERATION_CODE) {
        await belongsTo.getByText(/^Liên đoàn Lao động tỉnh [^›]+$/).waitFor();
      } else {
        await belongsTo
          .getByText(new RegExp(`› ${union.parent.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
          .waitFor();
      }
    }
    await screenshot(page, '43-organizations-structure-search');

    // The CDCS report downloads and holds a new union.
    await page.goBack();
    await page.waitForURL('**/trade-union/organizations?**');
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Xuất báo cáo/ }).click(),
    ]);
    expect(report.suggestedFilename()).toBe('BaoCao_CDCS.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await report.path());
    const texts: string[] = [];
    for (const ws of wb.worksheets) {
      ws.eachRow((row) => {
        texts.push(
          (row.values as unknown[]).map((v) => (v === null || v === undefined ? '' : String(v))).join('|'),
        );
      });
    }
    expect(texts.some((t) => t.includes('Công đoàn Công ty TNHH Điện tử Hòa Bình'))).toBe(true);
    expect(texts.some((t) => t.includes('Công đoàn Trường Mầm non Ánh Dương'))).toBe(true);
    await screenshot(page, '44-organizations-report-downloaded');

    // The refused import answers 400 (the browser logs it); nothing else may fail.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await context.close();
  });
});

describe('editing a demo organisation in Chromium', () => {
  it('the provincial officer changes the members of an organisation without phone or email, saves and reads the new figure and its history', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'canbo.tinh');

    // A grassroots union of the demo data: no phone number, no email (empty fields come as null), and
    // no member records, so its member figure is the declared one an officer may type.
    await page.goto('/trade-union/organizations?search=van%20tai%20quang%20minh');
    const link = page.getByRole('table').getByRole('link').first();
    await link.waitFor();
    const name = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL('**/organizations/detail/**');
    // The row of 'Thông tin chung' (the first on the page: the tabs' tables come below).
    const row = (label: string) =>
      page
        .getByRole('row')
        .filter({ has: page.getByText(label, { exact: true }) })
        .first();
    await row('Số điện thoại').getByText('—', { exact: true }).first().waitFor();
    // The way from the root: the province officer may open each ancestor.
    const hierarchy = page.getByRole('navigation').filter({ hasText: 'Liên đoàn Lao động tỉnh' });
    await hierarchy.getByRole('link', { name: /^Liên đoàn Lao động tỉnh/ }).waitFor();
    const before = (await row('Số đoàn viên').textContent()) ?? '';
    const members = before.includes('1.234') ? 4321 : 1234;
    const shown = members.toLocaleString('vi-VN');

    await page.getByRole('link', { name: 'Sửa' }).click();
    await page.waitForURL('**/organizations/edit/**');
    // The field, not the sortable 'Số đoàn viên' header of the detail page still shown meanwhile.
    const input = page.getByRole('spinbutton', { name: 'Số đoàn viên' });
    await input.fill(String(members));
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();

    // Saved: back on the detail, which shows the new figure.
    await waitForSuccess(page, 'Cập nhật công đoàn cơ sở thành công', errors);
    await page.waitForURL('**/organizations/detail/**');
    await page.getByRole('heading', { name }).waitFor();
    await row('Số đoàn viên').getByText(shown, { exact: true }).waitFor();
    await screenshot(page, '45-organizations-edit-saved');

    // The history names the change.
    await page.getByRole('tab', { name: 'Lịch sử thay đổi' }).click();
    await page
      .getByRole('tabpanel')
      .getByText(new RegExp(`^Số đoàn viên: .+ → ${shown.replace('.', '\\.')}$`))
      .waitFor();
    await screenshot(page, '46-organizations-edit-history');

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a chair's own union in Chromium", () => {
  it('the chair sees their union alone in the structure, with no way to move it, and the units above it as plain names', async () => {
    const { page, context, errors } = await openPage(browser());
    await signIn(page, 'chutich', DEMO_PASSWORD);
    await page.waitForURL('**/trade-union/**');
    // The account also holds the member role, which another test may have left active.
    const switcher = page.getByRole('button', { name: /^Vai trò đang sử dụng:/ });
    await switcher.waitFor();
    if (!(await switcher.getAttribute('aria-label'))?.includes('Chủ tịch công đoàn cơ sở')) {
      await switcher.click();
      await page.getByRole('menuitem', { name: /Chủ tịch công đoàn cơ sở/ }).click();
      await page.getByRole('button', { name: /^Vai trò đang sử dụng: Chủ tịch công đoàn cơ sở/ }).waitFor();
    }

    await page.goto('/trade-union/organizations/organizational-structure');
    const node = page.getByRole('treeitem');
    await node.first().waitFor();
    await expect(node.count()).resolves.toBe(1);
    // The members badge in words; the union declares its own count and has no unit under it.
    await node.getByText(/^Đoàn viên: [\d.]+$/).waitFor();
    // Nothing to move: no drag hint, no move action in the node's menu or beside its summary.
    await expect(page.getByText(/Kéo thả một đơn vị/).count()).resolves.toBe(0);
    await node.getByRole('button', { name: /^Thao tác với/ }).click();
    await page.getByRole('menuitem', { name: 'Xem chi tiết' }).waitFor();
    await expect(page.getByRole('menuitem', { name: 'Chuyển đơn vị cấp trên' }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');
    const name =
      (await node
        .getByText(/^Công đoàn/)
        .first()
        .textContent()) ?? '';
    await node.getByText(name, { exact: true }).click();
    const open = page.getByRole('link', { name: 'Xem chi tiết' });
    await open.waitFor();
    await expect(page.getByRole('button', { name: 'Chuyển đơn vị cấp trên' }).count()).resolves.toBe(0);
    await screenshot(page, '47-organizations-structure-chair');

    // The detail: the federation and the zone union above are names, not links to a not-found page.
    await open.click();
    await page.getByRole('heading', { name }).waitFor();
    const hierarchy = page.getByRole('navigation').filter({ hasText: 'Liên đoàn Lao động tỉnh' });
    await hierarchy.getByText(/^Liên đoàn Lao động tỉnh/).waitFor();
    await expect(hierarchy.getByRole('link').count()).resolves.toBe(0);
    await screenshot(page, '48-organizations-detail-chair');

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the organisations list filters in Chromium', () => {
  it('a parent filter opened from its address shows the parent by name; ‘Đặt lại’ drops a search still being typed', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'canbo.tinh');

    // The last company union by name: no unit sits under it, and more than 50 organisations come
    // before it by name, so neither a row of its list nor the picker's first page (50) can name it.
    const companies = '/trade-union/organizations?search=cong%20ty&limit=100';
    await page.goto(companies);
    const totalText = (await page.getByText(/Tổng [\d.]+ đơn vị/).textContent()) ?? '';
    const total = Number(totalText.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(51);
    await page.goto(`${companies}&page=${Math.ceil(total / 100)}`);
    const link = page.getByRole('table').getByRole('link').last();
    await link.waitFor();
    const name = (await link.textContent()) ?? '';
    const id = (await link.getAttribute('href'))?.split('/').pop();

    // Opened from its address, the parent filter shows the organisation's name, not its id.
    await page.goto(`/trade-union/organizations?organizationParentId=${id}`);
    const parentFilter = page.getByRole('combobox', { name: 'Lọc theo đơn vị cấp trên' }).locator('..');
    await parentFilter.getByText(name, { exact: true }).waitFor();
    await screenshot(page, '49-organizations-parent-filter-named');

    // Typed, then reset before the search goes out: it never lands.
    const search = page.getByLabel('Tìm kiếm công đoàn cơ sở');
    await search.fill('dien tu');
    await page.getByRole('button', { name: 'Đặt lại' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByText(/Tổng [\d.]+ đơn vị/).waitFor();
    // Longer than the search's 400 ms pause: a search still waiting would have reached the URL.
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).search).toBe('');
    await expect(search.inputValue()).resolves.toBe('');
    await parentFilter.getByText('Đơn vị cấp trên', { exact: true }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
