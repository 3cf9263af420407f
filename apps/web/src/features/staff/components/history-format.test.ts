import { describe, expect, it } from 'vitest';
import { actionLabel, describeChanges, viDate } from './history-format';

describe('staff history format', () => {
  it('names the actions in Vietnamese', () => {
    expect(actionLabel('create')).toBe('Thêm cán bộ');
    expect(actionLabel('update')).toBe('Cập nhật thông tin');
    expect(actionLabel('la')).toBe('la');
  });

  it('lists what changed by name, with Vietnamese dates and labels, never the ids', () => {
    const before = {
      organizationId: 3,
      organizationName: 'Công đoàn A',
      positionId: 1,
      positionName: 'Ủy viên Ban Chấp hành',
      termEnd: '2028-01-01',
      employment: 'kiem_nhiem',
      gender: 'nu',
      userId: null,
      username: null,
    };
    const after = {
      ...before,
      positionId: 2,
      positionName: 'Phó Chủ tịch',
      termEnd: null,
      employment: 'chuyen_trach',
      userId: 9,
      username: 'mai.lt',
    };
    expect(describeChanges(before, after)).toEqual([
      { field: 'positionName', label: 'Chức vụ', from: 'Ủy viên Ban Chấp hành', to: 'Phó Chủ tịch' },
      { field: 'termEnd', label: 'Kết thúc nhiệm kỳ', from: '01/01/2028', to: '(trống)' },
      { field: 'employment', label: 'Hình thức', from: 'Kiêm nhiệm', to: 'Chuyên trách' },
      { field: 'username', label: 'Tài khoản liên kết', from: '(trống)', to: 'mai.lt' },
    ]);
    expect(describeChanges(null, { fullName: 'Lê Thị Mai', gender: 'nu' })).toEqual([
      { field: 'fullName', label: 'Họ và tên', from: '', to: 'Lê Thị Mai' },
      { field: 'gender', label: 'Giới tính', from: '', to: 'Nữ' },
    ]);
    expect(viDate('1985-04-12')).toBe('12/04/1985');
  });
});
