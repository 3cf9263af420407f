import { STAFF_EMPLOYMENT_LABELS, STAFF_GENDER_LABELS } from '@congdoan/shared';
import { formatDate } from '../../../lib/format-date-time';

/** How a staff record's audit rows read in its history: Vietnamese action names and what changed. */

export const ACTION_LABELS: Record<string, string> = {
  create: 'Thêm cán bộ',
  update: 'Cập nhật thông tin',
  delete: 'Xóa cán bộ',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/**
 * The fields shown, in this order. Ids (organizationId, positionId, userId) are left out: the
 * snapshot carries the names an officer reads beside them.
 */
const FIELD_LABELS: Record<string, string> = {
  fullName: 'Họ và tên',
  gender: 'Giới tính',
  dateOfBirth: 'Ngày sinh',
  identity: 'CCCD',
  phoneNumber: 'Số điện thoại',
  email: 'Email',
  organizationName: 'Đơn vị',
  positionName: 'Chức vụ',
  termStart: 'Bắt đầu nhiệm kỳ',
  termEnd: 'Kết thúc nhiệm kỳ',
  employment: 'Hình thức',
  username: 'Tài khoản liên kết',
};

export interface FieldChange {
  field: string;
  label: string;
  from: string;
  to: string;
}

/** 'YYYY-MM-DD' as the Vietnamese read it: 'DD/MM/YYYY' (the app's one date format). */
export const viDate = formatDate;

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(trống)';
  if (field === 'gender')
    return STAFF_GENDER_LABELS[value as keyof typeof STAFF_GENDER_LABELS] ?? String(value);
  if (field === 'employment')
    return STAFF_EMPLOYMENT_LABELS[value as keyof typeof STAFF_EMPLOYMENT_LABELS] ?? String(value);
  if (field === 'dateOfBirth' || field === 'termStart' || field === 'termEnd') return viDate(String(value));
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The shown fields whose value differs between before and after, in a stable order. */
export function describeChanges(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  return Object.keys(FIELD_LABELS)
    .filter((k) => (k in a || k in b) && JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null))
    .map((k) => ({
      field: k,
      label: FIELD_LABELS[k]!,
      from: k in b ? show(k, b[k]) : '',
      to: k in a ? show(k, a[k]) : '',
    }));
}
