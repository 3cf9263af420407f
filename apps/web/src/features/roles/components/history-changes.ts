import {
  type AuditHistoryItem,
  DATA_SCOPE_LABELS,
  type DataScope,
  PERMISSION_CATALOGUE,
  type RoleIcon,
} from '@congdoan/shared';
import { ROLE_ICON_LABELS } from './role-icon-labels';

/** What one audit row of a role says, in Vietnamese, for the detail drawer. */
export const HISTORY_ACTION_LABELS: Record<string, string> = {
  create: 'Tạo vai trò',
  update: 'Cập nhật thông tin',
  delete: 'Xóa vai trò',
  update_permissions: 'Cập nhật quyền chức năng',
};

const FIELD_LABELS: Record<string, string> = {
  name: 'Tên vai trò',
  description: 'Mô tả',
  scope: 'Phạm vi dữ liệu',
  icon: 'Biểu tượng',
};

const PERMISSION_NAMES = new Map(PERMISSION_CATALOGUE.map((p) => [p.code, p.name]));

const asRecord = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(trống)';
  if (field === 'scope') return DATA_SCOPE_LABELS[value as DataScope] ?? String(value);
  if (field === 'icon') return ROLE_ICON_LABELS[value as RoleIcon] ?? String(value);
  return String(value);
}

const codesIn = (v: unknown): string[] => {
  const codes = asRecord(v).codes;
  return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
};

const permissionName = (code: string) => PERMISSION_NAMES.get(code) ?? code;

/** The lines of one history entry: each changed field, or the rights added and removed. */
export function historyLines(item: Pick<AuditHistoryItem, 'action' | 'before' | 'after'>): string[] {
  if (item.action === 'update_permissions') {
    const before = new Set(codesIn(item.before));
    const after = new Set(codesIn(item.after));
    const added = [...after].filter((c) => !before.has(c)).map(permissionName);
    const removed = [...before].filter((c) => !after.has(c)).map(permissionName);
    const lines: string[] = [];
    if (added.length) lines.push(`Thêm quyền: ${added.join(', ')}`);
    if (removed.length) lines.push(`Bỏ quyền: ${removed.join(', ')}`);
    return lines.length ? lines : ['Không thay đổi quyền'];
  }
  const before = asRecord(item.before);
  const after = asRecord(item.after);
  if (item.action === 'create') {
    return Object.keys(FIELD_LABELS)
      .filter((f) => after[f] !== undefined && after[f] !== null && after[f] !== '')
      .map((f) => `${FIELD_LABELS[f]}: ${shown(f, after[f])}`);
  }
  if (item.action === 'update') {
    return Object.keys(FIELD_LABELS)
      .filter((f) => (before[f] ?? null) !== (after[f] ?? null))
      .map((f) => `${FIELD_LABELS[f]}: ${shown(f, before[f])} → ${shown(f, after[f])}`);
  }
  return [];
}
