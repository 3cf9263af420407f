import { describe, expect, it } from 'vitest';
import { describeOrganizationChanges, organizationActionLabel } from './organization-history-format';

const item = {
  id: 7,
  name: 'Công đoàn Công ty May Bắc Hà',
  code: 'CD00007',
  organizationParentId: 2,
  parentName: 'Công đoàn phường Hà Đông',
  level: 'grassroots',
  xaPhuongId: 11,
  xaPhuongName: 'Phường Hà Đông',
  cumKhuCnId: null,
  cumKhuCnName: null,
  loaiHinh: 2,
  loaiHinhName: 'Doanh nghiệp ngoài nhà nước',
  loaiCongTy: null,
  loaiCongTyName: null,
  namThanhLap: 2010,
  address: null,
  phoneNumber: '0912345678',
  email: null,
  chairName: 'Nguyễn Văn Hùng',
  workerCount: 1200,
  memberCount: 950,
  status: 'active',
  customFields: { thoa_uoc_lao_dong: true, quy_mo: 'Từ 200 đến 1.000' },
  childCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const fields = [
  { key: 'thoa_uoc_lao_dong', label: 'Có thỏa ước lao động tập thể', type: 'boolean' as const },
  { key: 'quy_mo', label: 'Quy mô lao động', type: 'select' as const },
  { key: 'ngay_dai_hoi', label: 'Ngày đại hội', type: 'date' as const },
];

describe('describeOrganizationChanges', () => {
  it('names each changed field, shows names instead of ids, labels and thousands', () => {
    const after = {
      ...item,
      name: 'Công đoàn Công ty May Bắc Hà Mới',
      xaPhuongId: 12,
      xaPhuongName: 'Phường Văn Quán',
      workerCount: 1500,
      status: 'dissolved',
      updatedAt: '2025-02-01T00:00:00.000Z',
    };
    expect(describeOrganizationChanges(item, after, fields)).toEqual([
      {
        key: 'name',
        label: 'Tên đơn vị',
        from: 'Công đoàn Công ty May Bắc Hà',
        to: 'Công đoàn Công ty May Bắc Hà Mới',
      },
      { key: 'xaPhuongId', label: 'Xã/phường', from: 'Phường Hà Đông', to: 'Phường Văn Quán' },
      { key: 'workerCount', label: 'Số công nhân, viên chức, lao động', from: '1.200', to: '1.500' },
      { key: 'status', label: 'Trạng thái', from: 'Đang hoạt động', to: 'Đã giải thể' },
    ]);
  });

  it('shows a cleared value as empty, and a move by the parents’ names', () => {
    const after = {
      ...item,
      phoneNumber: null,
      organizationParentId: 3,
      parentName: 'Công đoàn KCN Quang Minh',
    };
    expect(describeOrganizationChanges(item, after)).toEqual([
      {
        key: 'organizationParentId',
        label: 'Đơn vị cấp trên',
        from: 'Công đoàn phường Hà Đông',
        to: 'Công đoàn KCN Quang Minh',
      },
      { key: 'phoneNumber', label: 'Số điện thoại', from: '0912345678', to: '(trống)' },
    ]);
  });

  it('custom values by their label and type; a field deleted since by its key', () => {
    const after = {
      ...item,
      customFields: { thoa_uoc_lao_dong: false, ngay_dai_hoi: '2024-05-20', cu: '2023-12-31', so: 1500 },
    };
    expect(describeOrganizationChanges(item, after, fields)).toEqual([
      {
        key: 'customFields.thoa_uoc_lao_dong',
        label: 'Có thỏa ước lao động tập thể',
        from: 'Có',
        to: 'Không',
      },
      { key: 'customFields.quy_mo', label: 'Quy mô lao động', from: 'Từ 200 đến 1.000', to: '(trống)' },
      { key: 'customFields.ngay_dai_hoi', label: 'Ngày đại hội', from: '(trống)', to: '20/05/2024' },
      { key: 'customFields.cu', label: 'cu', from: '(trống)', to: '31/12/2023' },
      { key: 'customFields.so', label: 'so', from: '(trống)', to: '1.500' },
    ]);
  });

  it('a creation lists the values it was given, a deletion those it had, without empty ones', () => {
    const created = describeOrganizationChanges(null, item, fields);
    expect(created.map((c) => c.label)).toEqual([
      'Tên đơn vị',
      'Mã đơn vị',
      'Đơn vị cấp trên',
      'Cấp đơn vị',
      'Xã/phường',
      'Loại hình',
      'Năm thành lập',
      'Số điện thoại',
      'Chủ tịch công đoàn',
      'Số công nhân, viên chức, lao động',
      'Số đoàn viên',
      'Trạng thái',
      'Có thỏa ước lao động tập thể',
      'Quy mô lao động',
    ]);
    expect(created.every((c) => c.from === null)).toBe(true);
    expect(created[3]).toMatchObject({ to: 'Công đoàn cơ sở' });
    const deleted = describeOrganizationChanges(item, undefined, fields);
    expect(deleted).toHaveLength(14);
    expect(deleted.every((c) => c.to === null)).toBe(true);
  });

  it('nothing changed is nothing to list; unknown actions keep their code', () => {
    expect(describeOrganizationChanges(item, { ...item, updatedAt: 'x', childCount: 3 })).toEqual([]);
    expect(organizationActionLabel('move')).toBe('Chuyển đơn vị cấp trên');
    expect(organizationActionLabel('khac')).toBe('khac');
  });
});
