import { describe, expect, it } from 'vitest';
import { toSearchText } from './search.js';

describe('toSearchText', () => {
  it('removes Vietnamese accents and folds đ', () => {
    expect(toSearchText('Nguyễn Văn An')).toBe('nguyen van an');
    expect(toSearchText('ĐOÀN Thị Đào')).toBe('doan thi dao');
    expect(toSearchText('  Phường   Bắc Giang ')).toBe('phuong bac giang');
  });
  it('joins the present parts only', () => {
    expect(toSearchText('Lê Hữu Ước', null, undefined, '', 'le.uoc@example.vn')).toBe(
      'le huu uoc le.uoc@example.vn',
    );
  });
});
