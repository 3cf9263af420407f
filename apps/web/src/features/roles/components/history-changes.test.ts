import { describe, expect, it } from 'vitest';
import { historyLines } from './history-changes';

describe('role history lines', () => {
  it('names each changed field with its old and new value', () => {
    expect(
      historyLines({
        action: 'update',
        before: { name: 'Kế toán', description: null, scope: 'organization', icon: 'UserOutlined' },
        after: { name: 'Kế toán tỉnh', description: 'Sổ sách', scope: 'province', icon: 'UserOutlined' },
      }),
    ).toEqual([
      'Tên vai trò: Kế toán → Kế toán tỉnh',
      'Mô tả: (trống) → Sổ sách',
      'Phạm vi dữ liệu: Đơn vị của người dùng và các đơn vị trực thuộc → Toàn tỉnh',
    ]);
  });

  it('names an icon in Vietnamese, not by its antd name', () => {
    expect(
      historyLines({ action: 'update', before: { icon: 'UserOutlined' }, after: { icon: 'CrownOutlined' } }),
    ).toEqual(['Biểu tượng: Người dùng → Vương miện']);
  });

  it('lists the rights added and removed by name', () => {
    expect(
      historyLines({
        action: 'update_permissions',
        before: { codes: ['view-event', 'delete-user'] },
        after: { codes: ['view-event', 'view-role'] },
      }),
    ).toEqual(['Thêm quyền: Xem vai trò', 'Bỏ quyền: Xóa người dùng']);
    expect(
      historyLines({ action: 'update_permissions', before: { codes: [] }, after: { codes: [] } }),
    ).toEqual(['Không thay đổi quyền']);
  });

  it('shows what a role was created with, and survives rows of an unexpected shape', () => {
    expect(
      historyLines({ action: 'create', before: null, after: { name: 'Thủ quỹ', scope: 'self' } }),
    ).toEqual(['Tên vai trò: Thủ quỹ', 'Phạm vi dữ liệu: Chỉ dữ liệu của bản thân']);
    expect(historyLines({ action: 'update_permissions', before: 'x', after: [1, 2] })).toEqual([
      'Không thay đổi quyền',
    ]);
  });
});
