import { describe, expect, it } from 'vitest';
import {
  CATEGORY_CODE_MAX,
  chucVuUpdateBody,
  codeFromName,
  cumKhuCreateBody,
  staffIdRequest,
  wardKindFromName,
  xaPhuongCreateBody,
} from '../index.js';

describe('deployed names onto ours', () => {
  it('makes a category code from a name: accent-free words, a long one cut with a hash', () => {
    expect(codeFromName('Phường Hiến Nam')).toBe('phuong-hien-nam');
    expect(codeFromName('Đặc khu Bạch Long Vĩ')).toBe('dac-khu-bach-long-vi');
    const long = codeFromName('Cụm công nghiệp Minh Đức mở rộng');
    expect(long).toMatch(/^cum-cong-nghiep-[a-z0-9]{4}$/);
    expect(long.length).toBeLessThanOrEqual(CATEGORY_CODE_MAX);
    expect(codeFromName('Cụm công nghiệp Minh Đức giai đoạn 2')).not.toBe(long);
  });

  it('reads a ward kind from the first word of its name only', () => {
    expect(wardKindFromName('Phường Lam Sơn')).toBe('phuong');
    expect(wardKindFromName('xã Tân Hưng')).toBe('xa');
    expect(wardKindFromName('Đặc khu Cô Tô')).toBe('dac_khu');
    expect(wardKindFromName('Lam Sơn')).toBeUndefined();
    expect(wardKindFromName('Xãhội')).toBeUndefined();
  });

  it('keeps a code or kind the body gives and maps moTa to the description', () => {
    expect(xaPhuongCreateBody.parse({ ten: 'Lam Sơn', code: 'LS', kind: 'phuong' })).toMatchObject({
      name: 'Lam Sơn',
      code: 'LS',
      kind: 'phuong',
    });
    expect(cumKhuCreateBody.parse({ ten: 'KCN Phố Nối A', moTa: 'Mô tả' })).toMatchObject({
      name: 'KCN Phố Nối A',
      code: 'kcn-pho-noi-a',
      description: 'Mô tả',
    });
  });

  it('refuses both names of one field with different values, in Vietnamese', () => {
    const res = chucVuUpdateBody.safeParse({ tenChucVu: 'A', name: 'B' });
    expect(res.error?.issues).toMatchObject([
      { path: ['tenChucVu'], message: 'Chỉ gửi một trong hai: name hoặc tenChucVu' },
    ]);
    expect(chucVuUpdateBody.parse({ tenChucVu: 'A', name: 'A' })).toMatchObject({ name: 'A' });
    expect(staffIdRequest.parse({ StaffId: '7' })).toEqual({ staffId: 7 });
    expect(staffIdRequest.safeParse({}).error?.issues[0]?.message).toBe('Mã không hợp lệ');
  });
});
