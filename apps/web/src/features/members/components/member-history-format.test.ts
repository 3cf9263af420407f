import { describe, expect, it } from 'vitest';
import { memberItem } from '../../../test/member-fixture';
import { describeMemberChanges, memberActionLabel } from './member-history-format';

describe('a member’s change history', () => {
  it('names the actions in Vietnamese', () => {
    expect(memberActionLabel('create')).toBe('Thêm đoàn viên');
    expect(memberActionLabel('update')).toBe('Cập nhật thông tin');
    expect(memberActionLabel('la')).toBe('la');
  });

  it('lists what changed by name, with Vietnamese dates and labels, never the ids', () => {
    const before = memberItem();
    const after = memberItem({
      religionId: 4,
      religionName: 'Phật giáo',
      phoneNumber: null,
      joinedAt: '2016-01-01',
      partyMember: true,
      gender: 'nam',
      status: 'thoi_sinh_hoat',
    });
    expect(describeMemberChanges({ action: 'update', before, after })).toEqual([
      { key: 'gender', label: 'Giới tính', from: 'Nữ', to: 'Nam' },
      { key: 'religionName', label: 'Tôn giáo', from: '(trống)', to: 'Phật giáo' },
      { key: 'phoneNumber', label: 'Số điện thoại', from: '0912345678', to: '(trống)' },
      { key: 'joinedAt', label: 'Ngày vào công đoàn', from: '01/03/2015', to: '01/01/2016' },
      { key: 'partyMember', label: 'Đảng viên', from: 'Không', to: 'Có' },
      { key: 'status', label: 'Trạng thái', from: 'Đang sinh hoạt', to: 'Thôi sinh hoạt' },
    ]);
    expect(describeMemberChanges({ action: 'create', before: null, after })).toEqual([]);
  });
});
