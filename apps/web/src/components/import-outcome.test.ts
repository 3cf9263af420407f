import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { fileProblem, importErrorsOf, importSummary } from './import-outcome';

describe('import outcome', () => {
  it('reads the row errors of import_has_errors and nothing else', () => {
    const details = [
      { row: 4, column: 'Số CCCD', message: 'Số CCCD gồm 12 chữ số' },
      { row: 6, column: 'Email', message: 'Email không hợp lệ' },
      { path: 'x', message: 'not a row' },
    ];
    const refused = new ApiError('Tệp có 2 dòng lỗi, chưa ghi dòng nào', 400, {
      code: 'import_has_errors',
      details,
    });
    expect(importErrorsOf(refused)).toEqual(details.slice(0, 2));
    expect(
      importErrorsOf(new ApiError('File Excel là bắt buộc', 400, { code: 'import_file_required' })),
    ).toBe(null);
    expect(importErrorsOf(new Error('x'))).toBe(null);
  });

  it('summarises a written file', () => {
    expect(importSummary({ created: 3, updated: 1, skipped: 0 }, 'người dùng')).toBe(
      'Đã thêm 3, cập nhật 1 người dùng',
    );
    expect(importSummary({ created: 0, updated: 0, skipped: 4 }, 'đơn vị')).toBe(
      'Đã thêm 0, cập nhật 0 đơn vị (4 dòng không thay đổi)',
    );
  });

  it('refuses a file that is not .xlsx or is over 5 MB before sending it', () => {
    expect(fileProblem({ name: 'nguoi_dung.xlsx', size: 1000 })).toBeNull();
    expect(fileProblem({ name: 'nguoi_dung.xls', size: 1000 })).toMatch(/không phải là tệp Excel/);
    expect(fileProblem({ name: 'a.XLSX', size: 6 * 1024 * 1024 })).toBe(
      'File Excel vượt quá dung lượng cho phép (tối đa 5 MB)',
    );
    expect(fileProblem({ name: 'a.xlsx', size: 0 })).toBe('File Excel là bắt buộc');
  });
});
