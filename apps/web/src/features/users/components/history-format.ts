/** How a user's audit rows read in the history: Vietnamese action names and the fields that changed. */

export const ACTION_LABELS: Record<string, string> = {
  create: 'Tạo tài khoản',
  register: 'Tự đăng ký tài khoản',
  update: 'Cập nhật thông tin',
  lock: 'Khóa tài khoản',
  unlock: 'Mở khóa tài khoản',
  delete: 'Xóa tài khoản',
  switch_role: 'Đổi vai trò đang dùng',
  update_profile: 'Tự cập nhật thông tin cá nhân',
  change_password: 'Đổi mật khẩu',
  reset_password: 'Đặt lại mật khẩu',
  request_password_reset: 'Yêu cầu đặt lại mật khẩu',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

const FIELD_LABELS: Record<string, string> = {
  fullName: 'Họ và tên',
  username: 'Tên đăng nhập',
  identity: 'CCCD',
  email: 'Email',
  phoneNumber: 'Số điện thoại',
  avatar: 'Ảnh đại diện',
  isActive: 'Trạng thái',
  roleId: 'Vai trò đang dùng',
  roleIds: 'Vai trò',
  organizationId: 'Đơn vị',
  xaPhuongId: 'Xã/phường',
  cumKhuCnId: 'Cụm/khu công nghiệp',
  staffID: 'Cán bộ công đoàn liên kết (mã)',
  passwordChanged: 'Mật khẩu',
};

export interface FieldChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

type Names = ReadonlyMap<number, string>;

function show(field: string, value: unknown, roleNames: Names): string {
  if (value === null || value === undefined || value === '') return '(trống)';
  if (field === 'isActive') return value === 1 ? 'Hoạt động' : 'Đã khóa';
  if (field === 'passwordChanged') return value ? 'đã đổi' : '';
  if (field === 'roleId' && typeof value === 'number') return roleNames.get(value) ?? `#${value}`;
  if (field === 'roleIds' && Array.isArray(value))
    return value.map((id) => roleNames.get(id as number) ?? `#${id}`).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The fields whose value differs between before and after, in a stable order. */
export function describeChanges(
  before: unknown,
  after: unknown,
  roleNames: Names = new Map(),
): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(FIELD_LABELS), ...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => (k in a || k in b) && JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null))
    .map((k) => ({
      field: k,
      label: FIELD_LABELS[k] ?? k,
      from: k in b ? show(k, b[k], roleNames) : '',
      to: k in a ? show(k, a[k], roleNames) : '',
    }));
}
