import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time';
import { describeEventChanges, eventActionLabel } from './event-history-format';

describe('an event’s history', () => {
  it('names the actions in Vietnamese, and an unknown one as it is', () => {
    expect(eventActionLabel('create')).toBe('Tạo sự kiện');
    expect(eventActionLabel('cancel')).toBe('Hủy sự kiện');
    expect(eventActionLabel('something_new')).toBe('something_new');
  });

  it('lists the fields that changed, by their names, with moments, flags and references in words', () => {
    const lines = describeEventChanges({
      before: {
        tenSuKien: 'Hội nghị',
        thoiGianBatDau: '2026-12-01T01:00:00.000Z',
        moDangKy: false,
        loaiSuKien: { id: 1, ten: 'Hội nghị', mauSac: '#1677ff' },
        doiTuongDonVi: [],
        noiDungSuKien: '<p>a</p>',
        diaDiem: 'Hội trường A',
      },
      after: {
        tenSuKien: 'Hội nghị',
        thoiGianBatDau: '2026-12-02T01:00:00.000Z',
        moDangKy: true,
        loaiSuKien: { id: 2, ten: 'Đại hội', mauSac: '#f5222d' },
        doiTuongDonVi: [{ organizationId: 8, name: 'Tổ 1', baoGomCapDuoi: false }],
        noiDungSuKien: '<p>b</p>',
        diaDiem: 'Hội trường A',
      },
    });
    expect(lines).toEqual([
      { key: 'loaiSuKien', label: 'Loại sự kiện', from: 'Hội nghị', to: 'Đại hội' },
      {
        key: 'thoiGianBatDau',
        label: 'Bắt đầu',
        from: formatDateTime('2026-12-01T01:00:00.000Z'),
        to: formatDateTime('2026-12-02T01:00:00.000Z'),
      },
      { key: 'doiTuongDonVi', label: 'Đơn vị tham gia', from: null, to: 'Tổ 1 (không gồm cấp dưới)' },
      { key: 'moDangKy', label: 'Mở đăng ký', from: 'Không', to: 'Có' },
      { key: 'noiDungSuKien', label: 'Nội dung', to: 'đã thay đổi' },
    ]);
  });

  it('reads a snapshot with the table’s names too', () => {
    expect(
      describeEventChanges({ before: { name: 'A', capacity: null }, after: { name: 'B', capacity: 30 } }),
    ).toEqual([
      { key: 'name', label: 'Tên sự kiện', from: 'A', to: 'B' },
      { key: 'capacity', label: 'Số chỗ tối đa', from: null, to: '30' },
    ]);
  });
});
