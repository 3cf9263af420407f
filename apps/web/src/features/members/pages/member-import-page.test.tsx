import type { MemberImportPreview } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { PreviewCard } from './member-import-page';

const render = (preview: MemberImportPreview) =>
  renderPage(
    <PreviewCard preview={preview} fileName="doan_vien.xlsx" onBack={() => {}} onImport={() => {}} />,
  );

const importButton = (html: string) => /<button[^>]*>(?:(?!<\/button>).)*Nhập dữ liệu/.exec(html)?.[0] ?? '';

describe('the member import preview', () => {
  it('counts the whole file and says what each of its first rows does', () => {
    const html = render({
      created: 1,
      updated: 1,
      skipped: 1_498,
      rows: [
        {
          row: 3,
          action: 'create',
          fullName: 'Trần Thị Nhập',
          organizationName: 'CĐ Công ty May',
          cardNumber: null,
          memberId: null,
          changes: [],
        },
        {
          row: 4,
          action: 'update',
          fullName: 'Lê Văn Cũ',
          organizationName: 'CĐ Công ty May',
          cardNumber: 'DV2020000001',
          memberId: 17,
          changes: ['Số điện thoại', 'Nơi ở - địa chỉ'],
        },
      ],
    });
    for (const text of ['Thêm mới', 'Cập nhật', '1.498', 'Cấp số mới', 'Số điện thoại, Nơi ở - địa chỉ'])
      expect(html).toContain(text);
    expect(html).toContain('href="/trade-union/members/detail/17"');
    expect(html).toContain('Hiển thị 2 dòng đầu trong 1.500 dòng của file.');
    expect(importButton(html)).not.toContain('disabled');
  });

  it('offers nothing to import when the file changes nothing', () => {
    const html = render({ created: 0, updated: 0, skipped: 2, rows: [] });
    expect(html).toContain('File không có gì mới so với hồ sơ đoàn viên hiện có.');
    expect(importButton(html)).toContain('disabled');
  });
});
