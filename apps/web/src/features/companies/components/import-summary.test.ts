import { describe, expect, it } from 'vitest';
import { companyImportSummary, skippedRows } from './import-summary';

const result = {
  message: 'Import hoàn tất với một số lỗi',
  successCount: 12,
  errorCount: 2,
  errors: {
    'Khu công nghiệp Quế Võ': {
      '7': ['Công ty "B" đã tồn tại trong hệ thống'],
      '4': ['Công ty "A" đã tồn tại trong hệ thống'],
    },
  },
  createdIds: [],
  newCumKhuCount: 1,
  newCumKhuNames: ['Cụm công nghiệp Đồng Nguyên'],
};

describe('a companies import’s outcome', () => {
  it('says what was added, skipped and created', () => {
    expect(companyImportSummary(result)).toBe(
      'Đã thêm 12 công ty; bỏ qua 2 công ty đã có trong hệ thống; tạo mới 1 cụm/khu: Cụm công nghiệp Đồng Nguyên',
    );
    expect(companyImportSummary({ ...result, errorCount: 0, newCumKhuCount: 0, newCumKhuNames: [] })).toBe(
      'Đã thêm 12 công ty',
    );
  });

  it('lists the skipped rows by sheet, then row', () => {
    expect(skippedRows(result)).toEqual([
      { sheet: 'Khu công nghiệp Quế Võ', row: 4, message: 'Công ty "A" đã tồn tại trong hệ thống' },
      { sheet: 'Khu công nghiệp Quế Võ', row: 7, message: 'Công ty "B" đã tồn tại trong hệ thống' },
    ]);
  });
});
