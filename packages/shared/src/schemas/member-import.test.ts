import { describe, expect, it } from 'vitest';
import { importDate, memberImportRow } from './member-import.js';

describe('importDate', () => {
  it('reads the dates an officer types in Việt Nam, leaves anything else to the rule', () => {
    expect(importDate('15/03/1990')).toBe('1990-03-15');
    expect(importDate('5-3-1990')).toBe('1990-03-05');
    expect(importDate(' 05.03.1990 ')).toBe('1990-03-05');
    expect(importDate('1990-03-15')).toBe('1990-03-15');
    expect(importDate('03/1990')).toBe('03/1990');
  });
});

describe('memberImportRow', () => {
  const base = { fullName: 'Phạm Thị Hoa', dateOfBirth: '15/03/1990', gender: 'Nữ', organization: 'CĐ A' };

  it('takes Nam/Nữ in any case and Có/Không, and a blank cell as no value', () => {
    const row = memberImportRow.parse({
      ...base,
      gender: 'NỮ',
      partyMember: 'có',
      identity: '',
      phoneNumber: '',
    });
    expect(row).toMatchObject({ gender: 'nu', dateOfBirth: '1990-03-15', partyMember: true });
    expect(row.identity).toBeUndefined();
    expect(memberImportRow.parse(base).partyMember).toBeUndefined();
  });

  it('refuses with the form’s Vietnamese messages', () => {
    const r = memberImportRow.safeParse({ ...base, dateOfBirth: '31/02/1990', partyMember: 'chưa' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['dateOfBirth', 'Ngày không hợp lệ (ngày/tháng/năm, ví dụ 15/03/1990)'],
      ['partyMember', 'Chỉ nhận Có hoặc Không'],
    ]);
    const blank = memberImportRow.safeParse({ ...base, dateOfBirth: '' });
    // The import reports a field's first issue.
    expect(blank.error?.issues[0]?.message).toBe('Vui lòng nhập ngày sinh');
  });

  it('calls a birth date still to come what it is, and a child too young', () => {
    const message = (dateOfBirth: string) =>
      memberImportRow.safeParse({ ...base, dateOfBirth }).error?.issues.map((i) => i.message);
    expect(message('15/03/2030')).toEqual(['Ngày sinh phải trước ngày hôm nay']);
    const tenYearsAgo = `01/01/${new Date().getFullYear() - 10}`;
    expect(message(tenYearsAgo)).toEqual(['Đoàn viên phải đủ 15 tuổi trở lên']);
  });
});
