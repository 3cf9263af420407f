import {
  type AuditHistoryItem,
  MEMBER_GENDER_LABELS,
  MEMBER_STATUS_LABELS,
  type MemberGender,
  type MemberStatus,
} from '@congdoan/shared';
import type { ChangeLine } from '../../../components/change-history';
import { formatDate } from '../../../lib/format-date-time';

/** How a member's audit rows read in its change history: Vietnamese action names and what changed. */

const ACTION_LABELS: Record<string, string> = {
  create: 'Thêm đoàn viên',
  update: 'Cập nhật thông tin',
  delete: 'Xóa đoàn viên',
  change_status: 'Đổi trạng thái',
  'change-status': 'Đổi trạng thái',
  transfer: 'Chuyển sinh hoạt',
  import: 'Nhập từ Excel',
  import_excel: 'Nhập từ Excel',
};

export const memberActionLabel = (action: string) => ACTION_LABELS[action] ?? action;

type Kind = 'date' | 'flag' | 'gender' | 'status';

/**
 * The fields shown, in this order, by the names the snapshot carries. Ids are left out: the
 * snapshot carries each reference's name beside it.
 */
const FIELDS: { key: string; label: string; kind?: Kind }[] = [
  { key: 'fullName', label: 'Họ và tên' },
  { key: 'dateOfBirth', label: 'Ngày sinh', kind: 'date' },
  { key: 'gender', label: 'Giới tính', kind: 'gender' },
  { key: 'ethnicityName', label: 'Dân tộc' },
  { key: 'religionName', label: 'Tôn giáo' },
  { key: 'nationalityName', label: 'Quốc tịch' },
  { key: 'identity', label: 'Số CCCD' },
  { key: 'phoneNumber', label: 'Số điện thoại' },
  { key: 'email', label: 'Email' },
  { key: 'hometownWardName', label: 'Quê quán (xã/phường)' },
  { key: 'hometown', label: 'Quê quán' },
  { key: 'addressWardName', label: 'Nơi ở hiện nay (xã/phường)' },
  { key: 'address', label: 'Nơi ở hiện nay' },
  { key: 'educationLevelName', label: 'Trình độ học vấn' },
  { key: 'qualificationName', label: 'Trình độ chuyên môn' },
  { key: 'professionalTitleName', label: 'Chức danh nghề nghiệp' },
  { key: 'academicDegreeName', label: 'Học vị' },
  { key: 'academicRankName', label: 'Học hàm' },
  { key: 'foreignLanguageName', label: 'Ngoại ngữ' },
  { key: 'itDegreeTypeName', label: 'Trình độ tin học' },
  { key: 'occupation', label: 'Nghề nghiệp' },
  { key: 'department', label: 'Phòng ban' },
  { key: 'organizationName', label: 'Công đoàn cơ sở' },
  { key: 'joinedAt', label: 'Ngày vào công đoàn', kind: 'date' },
  { key: 'cardNumber', label: 'Số thẻ đoàn viên' },
  { key: 'cardIssuedAt', label: 'Ngày cấp thẻ', kind: 'date' },
  { key: 'partyMember', label: 'Đảng viên', kind: 'flag' },
  { key: 'status', label: 'Trạng thái', kind: 'status' },
  { key: 'statusChangedAt', label: 'Ngày đổi trạng thái', kind: 'date' },
  { key: 'statusReason', label: 'Lý do' },
  { key: 'username', label: 'Tài khoản đăng nhập' },
];

/** A value as the history line says it: an empty one as '(trống)', so that a cleared field reads 'x → (trống)'. */
function show(value: unknown, kind: Kind | undefined): string {
  if (value === null || value === undefined || value === '') return '(trống)';
  if (kind === 'flag') return value ? 'Có' : 'Không';
  if (kind === 'date' && typeof value === 'string') return formatDate(value);
  if (kind === 'gender') return MEMBER_GENDER_LABELS[value as MemberGender] ?? String(value);
  if (kind === 'status') return MEMBER_STATUS_LABELS[value as MemberStatus] ?? String(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * The shown fields whose value differs between before and after. A creation is named only: the
 * record on the page shows what it was given.
 */
export function describeMemberChanges(
  row: Pick<AuditHistoryItem, 'action' | 'before' | 'after'>,
): ChangeLine[] {
  if (row.action === 'create') return [];
  const before = asRecord(row.before);
  const after = asRecord(row.after);
  return FIELDS.filter(
    ({ key }) =>
      (key in before || key in after) &&
      JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  ).map(({ key, label, kind }) => ({
    key,
    label,
    from: show(before[key], kind),
    to: show(after[key], kind),
  }));
}
