import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, openSignedIn, screenshot, useBrowser, waitForSuccess } from './browser.js';

/** The first ward of the province (Bắc Ninh, code 24) by code: the demo data gives it a ward union. */
const USED_WARD = { code: '07210', name: 'Phường Bắc Giang' };
const NEW_WARD = { code: 'TN-01', name: 'Phường Thử Nghiệm Đông' };
const RENAMED = 'Xã Thử Nghiệm Tây';
const SEARCH = 'Tìm theo tên hoặc mã xã/phường';

const browser = useBrowser();

async function search(page: Page, text: string) {
  const box = page.getByLabel(SEARCH);
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('search') === text);
}

describe('the common categories in Chromium', () => {
  it('the administrator adds, finds, edits and deletes a ward; a ward in use cannot be deleted', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'admin', { password: ADMIN_PASSWORD });
    await page.goto('/trade-union/common/wards');
    await page.getByText('Danh mục xã/phường').waitFor();
    await page.getByRole('row', { name: new RegExp(USED_WARD.name) }).waitFor();
    await screenshot(page, '20-wards-list');

    // Add.
    await page.getByRole('button', { name: /Thêm xã\/phường/ }).click();
    const addDialog = page.getByRole('dialog', { name: 'Thêm xã/phường' });
    await addDialog.getByLabel('Mã').fill(NEW_WARD.code);
    await addDialog.getByLabel('Tên xã/phường').fill(NEW_WARD.name);
    await screenshot(page, '21-ward-form-filled');
    await addDialog.getByRole('button', { name: 'Thêm', exact: true }).click();
    await waitForSuccess(page, 'Đã thêm xã/phường', errors);
    await addDialog.waitFor({ state: 'hidden' });

    // Found by a search without accents.
    await search(page, 'thu nghiem dong');
    await page.getByText('Tổng 1 xã/phường').waitFor();
    const newRow = page.getByRole('row', { name: new RegExp(NEW_WARD.name) });
    await expect(newRow.getByRole('cell', { name: NEW_WARD.code, exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await expect(newRow.getByText('Phường', { exact: true }).isVisible()).resolves.toBe(true);
    await screenshot(page, '22-ward-found-without-accents');

    // Edit: a new name and kind.
    await newRow.getByRole('button', { name: 'Sửa' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Cập nhật xã/phường' });
    // The form starts from the row, not from the form used before.
    await expect(editDialog.getByLabel('Mã').inputValue()).resolves.toBe(NEW_WARD.code);
    await expect(editDialog.getByLabel('Tên xã/phường').inputValue()).resolves.toBe(NEW_WARD.name);
    await editDialog.getByLabel('Tên xã/phường').fill(RENAMED);
    await editDialog.getByLabel('Loại').click();
    await page.getByTitle('Xã', { exact: true }).click();
    await editDialog.getByRole('button', { name: 'Lưu', exact: true }).click();
    await waitForSuccess(page, 'Đã cập nhật xã/phường', errors);
    await editDialog.waitFor({ state: 'hidden' });
    await search(page, 'thu nghiem tay');
    await page.getByText('Tổng 1 xã/phường').waitFor();
    const renamedRow = page.getByRole('row', { name: new RegExp(RENAMED) });
    await expect(renamedRow.getByText('Xã', { exact: true }).isVisible()).resolves.toBe(true);
    await screenshot(page, '23-ward-edited');

    // A ward that organisations use: refused with the reason, and still listed.
    await search(page, USED_WARD.code);
    const usedRow = page.getByRole('row', { name: new RegExp(USED_WARD.name) });
    await usedRow.waitFor();
    await usedRow.getByRole('button', { name: 'Xóa' }).click();
    const confirm = page.getByRole('dialog', { name: 'Xác nhận' });
    await confirm.getByText(`Xóa xã/phường "${USED_WARD.name}"?`).waitFor();
    await confirm.getByRole('button', { name: 'Đồng ý' }).click();
    await page.getByText(/^Không thể xóa: xã\/phường đang được sử dụng bởi \d+ đơn vị/).waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await screenshot(page, '24-ward-in-use-refused');
    await page.reload();
    await usedRow.waitFor();

    // The new ward goes.
    await search(page, 'thu nghiem');
    await renamedRow.getByRole('button', { name: 'Xóa' }).click();
    await page.getByRole('dialog', { name: 'Xác nhận' }).getByRole('button', { name: 'Đồng ý' }).click();
    await waitForSuccess(page, 'Đã xóa xã/phường', errors);
    await page.getByText('Không có dữ liệu').waitFor();
    await screenshot(page, '25-ward-deleted');

    // The refusal answers 409: the console reports that failed request, nothing else.
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('on a fresh load the first ‘Sửa’ opens on the row’s values: positions, wards, industrial zones', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'admin', { password: ADMIN_PASSWORD });
    const lists = [
      {
        url: '/trade-union/positions',
        row: /^\d+ Chủ tịch /,
        name: 'Chủ tịch',
        label: 'Tên chức vụ',
        noun: 'chức vụ',
      },
      {
        url: '/trade-union/common/wards',
        row: new RegExp(USED_WARD.name),
        name: USED_WARD.name,
        label: 'Tên xã/phường',
        noun: 'xã/phường',
      },
      {
        url: '/trade-union/common/industrial-zones',
        // The demo zones' names come from the generated data: the first one is read off its row.
        row: /^KCN01 /,
        label: 'Tên cụm/khu công nghiệp',
        noun: 'cụm/khu công nghiệp',
      },
    ];
    for (const list of lists) {
      // Nothing opened before: no 'Thêm', no other row.
      await page.goto(list.url);
      const row = page.getByRole('row', { name: list.row }).first();
      await row.waitFor();
      const name = list.name ?? (await row.getByRole('cell').nth(1).textContent()) ?? '';
      expect(name).toMatch(/\S/);
      await row.getByRole('button', { name: 'Sửa' }).click();
      const dialog = page.getByRole('dialog', { name: `Cập nhật ${list.noun}` });
      await expect(dialog.getByLabel(list.label, { exact: true }).inputValue()).resolves.toBe(name);
      await dialog.getByRole('button', { name: 'Hủy' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the administrator keeps the member categories: a kind by its tab, an item added, found, switched off and deleted; the genders fixed', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'admin', { password: ADMIN_PASSWORD });
    await page.goto('/apps/categories/ethnics');
    await page.getByText('Tổng 54 dân tộc').waitFor();
    await page.getByRole('row', { name: /^01 Kinh/ }).waitFor();

    await page.getByRole('tab', { name: 'Tôn giáo' }).click();
    await page.waitForURL('**/apps/categories/religions');
    await page.getByRole('row', { name: /^00 Không/ }).waitFor();

    // Add.
    await page.getByRole('button', { name: /Thêm tôn giáo/ }).click();
    const addDialog = page.getByRole('dialog', { name: 'Thêm tôn giáo' });
    await addDialog.getByLabel('Mã').fill('TN');
    await addDialog.getByLabel('Tên tôn giáo').fill('Đạo Thử Nghiệm');
    await addDialog.getByRole('button', { name: 'Thêm', exact: true }).click();
    await waitForSuccess(page, 'Đã thêm tôn giáo', errors);
    await addDialog.waitFor({ state: 'hidden' });

    // Found without accents, then switched off.
    const box = page.getByLabel('Tìm theo mã hoặc tên tôn giáo');
    await box.fill('dao thu nghiem');
    await box.press('Enter');
    await page.getByText('Tổng 1 tôn giáo').waitFor();
    const row = page.getByRole('row', { name: /Đạo Thử Nghiệm/ });
    await row.getByText('Đang sử dụng').waitFor();
    await row.getByRole('button', { name: 'Sửa' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Cập nhật tôn giáo' });
    await editDialog.getByRole('switch').click();
    await editDialog.getByRole('button', { name: 'Lưu', exact: true }).click();
    await waitForSuccess(page, 'Đã cập nhật tôn giáo', errors);
    await row.getByText('Ngừng sử dụng').waitFor();
    await screenshot(page, '26-member-category-switched-off');

    // Deleted.
    await row.getByRole('button', { name: 'Xóa' }).click();
    await page.getByRole('dialog', { name: 'Xác nhận' }).getByRole('button', { name: 'Đồng ý' }).click();
    await waitForSuccess(page, 'Đã xóa tôn giáo', errors);
    await page.getByText('Không có dữ liệu').waitFor();

    // The genders: renamed only.
    await page.getByRole('tab', { name: 'Giới tính' }).click();
    await page.waitForURL('**/apps/categories/genders');
    const female = page.getByRole('row', { name: /^nu Nữ/ });
    await female.waitFor();
    await page.getByText(/chỉ sửa được tên và thứ tự/).waitFor();
    await expect(page.getByRole('button', { name: /Thêm giới tính/ }).count()).resolves.toBe(0);
    await expect(female.getByRole('button', { name: 'Xóa' }).count()).resolves.toBe(0);
    await expect(female.getByRole('button', { name: 'Sửa' }).isVisible()).resolves.toBe(true);
    await screenshot(page, '27-member-categories-genders');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a reader finds the 34 provinces since 1 July 2025, no districts, and the wards at the spec’s address', async () => {
    const { page, context, errors } = await openSignedIn(browser(), 'admin', { password: ADMIN_PASSWORD });
    await page.goto('/apps/categories/provinces');
    await page.getByText('Tổng 34 tỉnh/thành phố').waitFor();
    await page.getByRole('row', { name: /^01 Thành phố Hà Nội/ }).waitFor();
    await expect(page.getByRole('tab', { name: 'Tỉnh/thành phố', selected: true }).isVisible()).resolves.toBe(
      true,
    );
    await screenshot(page, '27a-member-categories-provinces');

    await page.goto('/apps/categories/districts');
    await page.getByText('Không còn cấp quận/huyện từ ngày 01/07/2025').waitFor();
    await screenshot(page, '27b-categories-no-districts');
    await page.getByRole('link', { name: 'Danh mục tỉnh/thành phố' }).click();
    await page.waitForURL('**/apps/categories/provinces');
    await page.getByRole('row', { name: /Thành phố Hà Nội/ }).waitFor();

    await page.goto('/apps/categories/organizationLevels');
    await page.getByRole('row', { name: /Công đoàn cơ sở/ }).waitFor();
    await screenshot(page, '27c-categories-organization-levels');

    await page.goto('/apps/categories/wards');
    await page.waitForURL('**/trade-union/common/wards');
    await page.getByText('Danh mục xã/phường').waitFor();
    // The redirect replaced the address: back leaves for the page before it, not to the redirect again.
    await page.goBack();
    await page.waitForURL('**/apps/categories/organizationLevels');

    await page.goto('/apps/categories/classrooms');
    await page.getByText('Danh mục này không dùng trong hệ thống công đoàn').waitFor();
    await screenshot(page, '27d-categories-not-used');

    expect(errors).toEqual([]);
    await context.close();
  });
});
