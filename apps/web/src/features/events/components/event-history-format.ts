import type { AuditHistoryItem } from '@congdoan/shared';
import type { ChangeLine } from '../../../components/change-history';
import { formatDateTime } from '../../../lib/format-date-time';

/** How an event's audit rows read in its history: Vietnamese action names and what changed. */

const ACTION_LABELS: Record<string, string> = {
  create: 'Tạo sự kiện',
  update: 'Cập nhật thông tin',
  delete: 'Xóa sự kiện',
  cancel: 'Hủy sự kiện',
  upload_file: 'Thêm tệp đính kèm',
  upload_file_event: 'Thêm tệp đính kèm',
  delete_file: 'Xóa tệp đính kèm',
  notify: 'Gửi thông báo',
  notify_event: 'Gửi thông báo',
};

export const eventActionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/**
 * The fields shown, in this order, each under the names a snapshot may give it (the item's, as the
 * API answers it, or the table's). Ids are left out: the snapshot carries the names beside them.
 */
const FIELDS: { label: string; keys: string[]; kind?: 'moment' | 'flag' | 'html' }[] = [
  { label: 'Tên sự kiện', keys: ['tenSuKien', 'name'] },
  { label: 'Loại sự kiện', keys: ['loaiSuKien', 'typeName'] },
  { label: 'Bắt đầu', keys: ['thoiGianBatDau', 'startsAt'], kind: 'moment' },
  { label: 'Kết thúc', keys: ['thoiGianKetThuc', 'endsAt'], kind: 'moment' },
  { label: 'Địa điểm', keys: ['diaDiem', 'location'] },
  { label: 'Đối tượng', keys: ['doiTuong', 'audienceText'] },
  { label: 'Số lượng dự kiến', keys: ['soLuongThamGiaDuKien', 'expectedCount'] },
  { label: 'Đơn vị tổ chức', keys: ['organization', 'organizationName'] },
  { label: 'Đơn vị tham gia', keys: ['doiTuongDonVi'] },
  { label: 'Vai trò tham gia', keys: ['doiTuongVaiTro'] },
  { label: 'Mở đăng ký', keys: ['moDangKy', 'registrationOpen'], kind: 'flag' },
  { label: 'Hạn đăng ký', keys: ['hanDangKy', 'registrationDeadline'], kind: 'moment' },
  { label: 'Số chỗ tối đa', keys: ['soLuongToiDa', 'capacity'] },
  { label: 'Trạng thái', keys: ['trangThai'] },
  { label: 'Lý do hủy', keys: ['lyDoHuy', 'cancelReason'] },
  { label: 'Ghi chú', keys: ['ghiChu', 'note'] },
  { label: 'Nội dung', keys: ['noiDungSuKien', 'content'], kind: 'html' },
];

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** A name carried by a snapshot's reference ({ ten }, { name }, { fullName }), or the value itself. */
function nameOf(value: unknown): string {
  if (value && typeof value === 'object') {
    const { ten, name, fullName, baoGomCapDuoi } = value as Record<string, unknown>;
    const named = ten ?? name ?? fullName;
    if (typeof named === 'string') return baoGomCapDuoi === false ? `${named} (không gồm cấp dưới)` : named;
    return JSON.stringify(value);
  }
  return String(value);
}

function show(value: unknown, kind: 'moment' | 'flag' | 'html' | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length ? value.map(nameOf).join(', ') : null;
  if (kind === 'flag') return value ? 'Có' : 'Không';
  if (kind === 'moment' && typeof value === 'string') return formatDateTime(value);
  return nameOf(value);
}

/** The shown fields whose value differs between before and after; a content change is said, not shown. */
export function describeEventChanges(row: Pick<AuditHistoryItem, 'before' | 'after'>): ChangeLine[] {
  const before = asRecord(row.before);
  const after = asRecord(row.after);
  const lines: ChangeLine[] = [];
  for (const field of FIELDS) {
    const key = field.keys.find((k) => k in before || k in after);
    if (!key) continue;
    const from = before[key];
    const to = after[key];
    if (JSON.stringify(from ?? null) === JSON.stringify(to ?? null)) continue;
    if (field.kind === 'html') {
      // the text itself is too long for a line: an edit says it changed, a create or delete nothing
      if (row.before && row.after) lines.push({ key, label: field.label, to: 'đã thay đổi' });
      continue;
    }
    lines.push({ key, label: field.label, from: show(from, field.kind), to: show(to, field.kind) });
  }
  return lines;
}
