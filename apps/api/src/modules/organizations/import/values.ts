import {
  type CustomValue,
  checkCustomValue,
  customFieldHeader,
  type DynamicFieldSchema,
  ERRORS,
  enterMessage,
  labelInSentence,
  levelFromText,
  type OrganizationLevel,
  type OrganizationStatus,
  statusFromText,
} from '@congdoan/shared';
import type { Actor } from '../../../actor.js';
import type { Lookup } from '../../../import/lookups.js';
import type { RowErrors } from '../../../import/row-errors.js';
import type { PlacedRow } from './place.js';
import { ORGANIZATION_HEADERS, type OrganizationValues, type Stored } from './plan.js';

/**
 * The values a row gives its organisation: names turned into ids (ward, zone, type, company kind,
 * level, status), the custom fields checked, and a blank cell keeping what is stored (a new row
 * takes its parent's ward and zone).
 */

export interface ValueContext {
  actor: Actor;
  errors: RowErrors;
  customFields: DynamicFieldSchema[];
  wardOf: (text: string) => Lookup;
  zoneOf: (text: string) => Lookup;
  loaiHinhOf: (text: string) => Lookup;
  loaiCongTyOf: (text: string) => Lookup;
}

type Place = Pick<OrganizationValues, 'xaPhuongId' | 'cumKhuCnId'>;

export function rowValues(
  p: PlacedRow,
  old: Stored | undefined,
  parentPlace: Place | undefined,
  ctx: ValueContext,
): OrganizationValues {
  const { actor, errors } = ctx;
  const { row, fields: f } = p;
  const fail = (key: keyof typeof ORGANIZATION_HEADERS, message: string) =>
    errors.add(row, ORGANIZATION_HEADERS[key], message);
  const lookup = (
    key: 'ward' | 'zone' | 'loaiHinh' | 'loaiCongTy',
    text: string | undefined,
    of: (t: string) => Lookup,
    missing: string,
  ): number | null | undefined => {
    if (!text) return undefined;
    const id = of(text);
    if (typeof id === 'number') return id;
    fail(key, missing);
    return null;
  };
  // A union with member records has its count from them (docs/decisions.md, "Counts from member records").
  if (old && old.memberRecordCount > 0 && f.memberCount !== undefined && f.memberCount !== old.memberCount)
    fail('memberCount', ERRORS.organization_member_count_counted.message);
  const ward = lookup('ward', f.ward, ctx.wardOf, ERRORS.ward_ref_invalid.message);
  const zone = lookup('zone', f.zone, ctx.zoneOf, ERRORS.industrial_zone_ref_invalid.message);
  const loaiHinh = lookup('loaiHinh', f.loaiHinh, ctx.loaiHinhOf, 'Loại hình không có trong danh mục');
  const loaiCongTy = lookup(
    'loaiCongTy',
    f.loaiCongTy,
    ctx.loaiCongTyOf,
    'Loại công ty không có trong danh mục',
  );
  let level: OrganizationLevel | undefined;
  if (f.level) {
    level = levelFromText(f.level);
    if (!level) fail('level', 'Cấp không hợp lệ (chọn trong danh sách)');
  }
  let status: OrganizationStatus | undefined;
  if (f.status) {
    status = statusFromText(f.status);
    if (!status) fail('status', 'Trạng thái không hợp lệ (Đang hoạt động hoặc Đã giải thể)');
  }
  const customFields: Record<string, unknown> = { ...(old?.customFields ?? {}) };
  for (const field of ctx.customFields) {
    const raw = p.custom[field.key];
    if (raw === undefined) {
      const stored = customFields[field.key];
      if (field.required && (stored === undefined || stored === null || stored === '')) {
        errors.add(row, customFieldHeader(field), enterMessage(labelInSentence(field.label)));
      }
      continue;
    }
    const one = checkCustomValue(field, raw);
    if ('error' in one) errors.add(row, customFieldHeader(field), one.error);
    else if (one.value !== undefined) customFields[field.key] = one.value satisfies CustomValue;
  }

  const values: OrganizationValues = {
    code: f.code ?? old?.code ?? null,
    name: f.name ?? old?.name ?? '',
    level: level ?? old?.level ?? 'grassroots',
    xaPhuongId: ward ?? old?.xaPhuongId ?? parentPlace?.xaPhuongId ?? null,
    cumKhuCnId: zone ?? old?.cumKhuCnId ?? parentPlace?.cumKhuCnId ?? null,
    loaiHinh: loaiHinh ?? old?.loaiHinh ?? null,
    loaiCongTy: loaiCongTy ?? old?.loaiCongTy ?? null,
    namThanhLap: f.namThanhLap ?? old?.namThanhLap ?? null,
    address: f.address ?? old?.address ?? null,
    phoneNumber: f.phoneNumber ?? old?.phoneNumber ?? null,
    email: f.email ?? old?.email ?? null,
    chairName: f.chairName ?? old?.chairName ?? null,
    chairPhone: f.chairPhone ?? old?.chairPhone ?? null,
    workerCount: f.workerCount ?? old?.workerCount ?? null,
    memberCount: f.memberCount ?? old?.memberCount ?? null,
    executiveBoardSize: f.executiveBoardSize ?? old?.executiveBoardSize ?? null,
    auditCommitteeSize: f.auditCommitteeSize ?? old?.auditCommitteeSize ?? null,
    businessSector: f.businessSector ?? old?.businessSector ?? null,
    country: f.country ?? old?.country ?? null,
    note: f.note ?? old?.note ?? null,
    status: status ?? old?.status ?? 'active',
    customFields,
  };
  // A ward or zone officer's organisations stay in their ward or zone (else they would lose them).
  if (actor.scope === 'ward') {
    values.xaPhuongId ??= actor.xaPhuongId;
    if (ward !== null && values.xaPhuongId !== actor.xaPhuongId) {
      fail('ward', 'Xã/phường nằm ngoài phạm vi dữ liệu của bạn');
    }
  }
  if (actor.scope === 'zone') {
    values.cumKhuCnId ??= actor.cumKhuCnId;
    if (zone !== null && values.cumKhuCnId !== actor.cumKhuCnId) {
      fail('zone', 'Cụm/khu công nghiệp nằm ngoài phạm vi dữ liệu của bạn');
    }
  }
  return values;
}
