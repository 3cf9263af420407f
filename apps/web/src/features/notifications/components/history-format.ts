import type { AuditHistoryItem } from '@congdoan/shared';
import type { ChangeLine } from '../../../components/change-history';

/** How a notification's audit rows read in its history. */
const ACTION_LABELS: Record<string, string> = {
  create: 'Tạo thông báo',
  update: 'Sửa nội dung',
  send: 'Gửi thông báo',
  delete: 'Xóa thông báo',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

const FIELD_LABELS: Record<string, string> = {
  tieuDe: 'Tiêu đề',
  noiDung: 'Nội dung',
  loaiThongBao: 'Loại thông báo',
  duongDan: 'Trang liên quan',
};

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The lines of one row: each changed field with before and after, or what a send reached. */
export function describeChange(row: AuditHistoryItem): ChangeLine[] {
  const before = (row.before ?? {}) as Record<string, unknown>;
  const after = (row.after ?? {}) as Record<string, unknown>;
  if (row.action === 'send') {
    return [
      { key: 'added', label: 'Người nhận mới', to: text(after.soNguoiNhanMoi) },
      ...(after.soEmail ? [{ key: 'email', label: 'E-mail', to: text(after.soEmail) }] : []),
    ];
  }
  if (row.action !== 'update') return [];
  return Object.entries(FIELD_LABELS)
    .filter(([field]) => text(before[field]) !== text(after[field]))
    .map(([field, label]) => ({ key: field, label, from: text(before[field]), to: text(after[field]) }));
}
