import { describe, expect, it } from 'vitest';
import { actionLabel, describeChanges } from './history-format';

describe('user history', () => {
  it('names actions in Vietnamese and keeps unknown ones as they are', () => {
    expect(actionLabel('lock')).toBe('Khóa tài khoản');
    expect(actionLabel('import')).toBe('import');
  });

  it('lists only the fields that changed, with readable values', () => {
    const roles = new Map([
      [4, 'Ủy viên Ban chấp hành'],
      [5, 'Đoàn viên công đoàn'],
    ]);
    expect(
      describeChanges(
        { fullName: 'An', email: null, roleIds: [5], roleId: 5, isActive: 1 },
        { fullName: 'Bình', email: 'b@x.vn', roleIds: [4, 5], roleId: 5, isActive: 1, passwordChanged: true },
        roles,
      ),
    ).toEqual([
      { field: 'fullName', label: 'Họ và tên', from: 'An', to: 'Bình' },
      { field: 'email', label: 'Email', from: '(trống)', to: 'b@x.vn' },
      {
        field: 'roleIds',
        label: 'Vai trò',
        from: 'Đoàn viên công đoàn',
        to: 'Ủy viên Ban chấp hành, Đoàn viên công đoàn',
      },
      { field: 'passwordChanged', label: 'Mật khẩu', from: '', to: 'đã đổi' },
    ]);
    expect(describeChanges({ isActive: 1 }, { isActive: 0 })).toEqual([
      { field: 'isActive', label: 'Trạng thái', from: 'Hoạt động', to: 'Đã khóa' },
    ]);
    expect(describeChanges(null, null)).toEqual([]);
  });
});
