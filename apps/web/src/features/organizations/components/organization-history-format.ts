import {
  type DynamicFieldSchema,
  type DynamicFieldType,
  formatNumber,
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_STATUS_LABELS,
  type OrganizationLevel,
  type OrganizationStatus,
} from '@congdoan/shared';
import { formatCustomValue } from './custom-value-format';

/**
 * How an organisation's audit rows read in 'Lịch sử thay đổi': Vietnamese action names and the
 * fields that changed, each shown by name (the ward, not its id), custom values by their field's
 * label and type.
 */

export const ORGANIZATION_ACTION_LABELS: Record<string, string> = {
  create: 'Tạo đơn vị',
  update: 'Cập nhật thông tin',
  move: 'Chuyển đơn vị cấp trên',
  delete: 'Xóa đơn vị',
};

export const organizationActionLabel = (action: string) => ORGANIZATION_ACTION_LABELS[action] ?? action;

const EMPTY = '(trống)';

/** A value whose field was deleted since: its own kind decides how it reads. */
const kindOf = (value: unknown): DynamicFieldType => {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return 'number';
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'date' : 'text';
};

function shownCustom(field: Pick<DynamicFieldSchema, 'type'> | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'object') return JSON.stringify(value);
  return formatCustomValue(field ?? { type: kindOf(value) }, value as string | number | boolean);
}

type Row = Record<string, unknown>;

interface FieldRule {
  label: string;
  /** The value as shown, from the whole row (an id field shows the name beside it). */
  show: (row: Row) => string | null;
}

const text = (key: string) => (row: Row) => {
  const v = row[key];
  return v === undefined || v === null || v === '' ? null : String(v);
};
const named = (idKey: string, nameKey: string) => (row: Row) => {
  const name = row[nameKey];
  if (typeof name === 'string' && name) return name;
  const id = row[idKey];
  return id === undefined || id === null ? null : `#${id}`;
};
const count = (key: string) => (row: Row) => {
  const v = row[key];
  return typeof v === 'number' ? formatNumber(v) : text(key)(row);
};

/** The organisation's own fields in the order the detail shows them. */
const FIELDS: Record<string, FieldRule> = {
  name: { label: 'Tên đơn vị', show: text('name') },
  code: { label: 'Mã đơn vị', show: text('code') },
  organizationParentId: { label: 'Đơn vị cấp trên', show: named('organizationParentId', 'parentName') },
  level: {
    label: 'Cấp đơn vị',
    show: (row) => {
      const v = row.level;
      return typeof v === 'string' ? (ORGANIZATION_LEVEL_LABELS[v as OrganizationLevel] ?? v) : null;
    },
  },
  xaPhuongId: { label: 'Xã/phường', show: named('xaPhuongId', 'xaPhuongName') },
  cumKhuCnId: { label: 'Cụm/khu công nghiệp', show: named('cumKhuCnId', 'cumKhuCnName') },
  loaiHinh: { label: 'Loại hình', show: named('loaiHinh', 'loaiHinhName') },
  loaiCongTy: { label: 'Loại công ty', show: named('loaiCongTy', 'loaiCongTyName') },
  namThanhLap: { label: 'Năm thành lập', show: text('namThanhLap') },
  address: { label: 'Địa chỉ', show: text('address') },
  phoneNumber: { label: 'Số điện thoại', show: text('phoneNumber') },
  email: { label: 'Email', show: text('email') },
  chairName: { label: 'Chủ tịch công đoàn', show: text('chairName') },
  workerCount: { label: 'Số công nhân, viên chức, lao động', show: count('workerCount') },
  memberCount: { label: 'Số đoàn viên', show: count('memberCount') },
  chairPhone: { label: 'Điện thoại chủ tịch', show: text('chairPhone') },
  executiveBoardSize: { label: 'Số ủy viên BCH', show: count('executiveBoardSize') },
  auditCommitteeSize: { label: 'Số ủy viên UBKT', show: count('auditCommitteeSize') },
  businessSector: { label: 'Ngành nghề sản xuất kinh doanh', show: text('businessSector') },
  country: { label: 'Quốc gia', show: text('country') },
  note: { label: 'Ghi chú', show: text('note') },
  status: {
    label: 'Trạng thái',
    show: (row) => {
      const v = row.status;
      return typeof v === 'string' ? (ORGANIZATION_STATUS_LABELS[v as OrganizationStatus] ?? v) : null;
    },
  },
};

export interface FieldChange {
  key: string;
  label: string;
  /** null: the row had no such state (a creation has no 'before'). */
  from: string | null;
  to: string | null;
}

const asRecord = (v: unknown): Row => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : {});

/**
 * The lines of one audit row: on a creation the values it was given, on a deletion the values it
 * had, otherwise each field whose shown value differs, then each custom value that changed.
 */
export function describeOrganizationChanges(
  before: unknown,
  after: unknown,
  fields: readonly Pick<DynamicFieldSchema, 'key' | 'label' | 'type'>[] = [],
): FieldChange[] {
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  const b = asRecord(before);
  const a = asRecord(after);
  const changes: FieldChange[] = [];
  for (const [key, rule] of Object.entries(FIELDS)) {
    const from = hasBefore ? rule.show(b) : null;
    const to = hasAfter ? rule.show(a) : null;
    if (hasBefore && hasAfter ? from === to : (from ?? to) === null) continue;
    changes.push({
      key,
      label: rule.label,
      from: hasBefore ? (from ?? EMPTY) : null,
      to: hasAfter ? (to ?? EMPTY) : null,
    });
  }
  const cb = asRecord(b.customFields);
  const ca = asRecord(a.customFields);
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const keys = [...new Set([...fields.map((f) => f.key), ...Object.keys(cb), ...Object.keys(ca)])];
  for (const key of keys) {
    const vb = cb[key] ?? null;
    const va = ca[key] ?? null;
    if (JSON.stringify(vb) === JSON.stringify(va)) continue;
    const field = byKey.get(key);
    changes.push({
      key: `customFields.${key}`,
      label: field?.label ?? key,
      from: hasBefore ? shownCustom(field, vb) : null,
      to: hasAfter ? shownCustom(field, va) : null,
    });
  }
  return changes;
}
