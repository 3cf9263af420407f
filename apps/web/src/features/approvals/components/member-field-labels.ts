import {
  type ApprovalChange,
  MEMBER_GENDER_LABELS,
  MEMBER_STATUS_LABELS,
  type MemberGender,
  type MemberStatus,
} from '@congdoan/shared';
import { formatDate } from '../../../lib/format-date-time';

/**
 * The Vietnamese name of every field a request may carry: each field of a member record (an
 * admission asks for all of them), and the two of a transfer (the union, from when).
 */
export const MEMBER_FIELD_LABELS: Record<string, string> = {
  organizationId: 'Công đoàn cơ sở',
  fullName: 'Họ và tên',
  dateOfBirth: 'Ngày sinh',
  gender: 'Giới tính',
  ethnicityId: 'Dân tộc',
  religionId: 'Tôn giáo',
  nationalityId: 'Quốc tịch',
  identity: 'Số CCCD',
  phoneNumber: 'Số điện thoại',
  email: 'Email',
  hometownWardId: 'Quê quán (xã/phường)',
  hometown: 'Quê quán (chi tiết)',
  addressWardId: 'Nơi ở hiện nay (xã/phường)',
  address: 'Nơi ở hiện nay (chi tiết)',
  educationLevelId: 'Trình độ học vấn',
  qualificationId: 'Trình độ chuyên môn',
  professionalTitleId: 'Chức danh nghề nghiệp',
  academicDegreeId: 'Học vị',
  academicRankId: 'Học hàm',
  foreignLanguageId: 'Ngoại ngữ',
  itDegreeTypeId: 'Trình độ tin học',
  occupation: 'Nghề nghiệp',
  department: 'Phòng ban, bộ phận',
  joinedAt: 'Ngày vào công đoàn',
  cardNumber: 'Số thẻ đoàn viên',
  cardIssuedAt: 'Ngày cấp thẻ',
  partyMember: 'Đảng viên',
  status: 'Trạng thái',
  userId: 'Tài khoản liên kết',
  effectiveOn: 'Ngày chuyển',
  reason: 'Lý do',
};

export const fieldLabel = (field: string) => MEMBER_FIELD_LABELS[field] ?? field;

const DATE_FIELDS = new Set(['dateOfBirth', 'joinedAt', 'cardIssuedAt', 'effectiveOn']);

/** One value of a change as a reader reads it: the name of what an id refers to, a day as DD/MM/YYYY. */
export function valueText(field: string, value: unknown, label: string | null): string {
  if (label) return label;
  if (value === null || value === undefined || value === '') return '';
  if (DATE_FIELDS.has(field) && typeof value === 'string') return formatDate(value);
  if (field === 'gender') return MEMBER_GENDER_LABELS[value as MemberGender] ?? String(value);
  if (field === 'status') return MEMBER_STATUS_LABELS[value as MemberStatus] ?? String(value);
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  return String(value);
}

/** The three values of a change as text: when asked, asked for, now. */
export const changeTexts = (c: ApprovalChange) => ({
  old: valueText(c.field, c.oldValue, c.oldLabel),
  asked: valueText(c.field, c.newValue, c.newLabel),
  current: valueText(c.field, c.currentValue, c.currentLabel),
});
