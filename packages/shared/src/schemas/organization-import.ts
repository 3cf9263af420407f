import { z } from 'zod';
import {
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_LEVELS,
  type OrganizationLevel,
} from '../organization-levels.js';
import { toSearchText } from '../search.js';
import { optionalText } from './common.js';
import {
  type DynamicFieldSchema,
  ORGANIZATION_STATUS_LABELS,
  ORGANIZATION_STATUSES,
  type OrganizationStatus,
  organizationFields,
} from './organizations.js';

/**
 * The organisations workbook (template, import-excel, import-excel-errors) and the CDCS report:
 * the columns the web app and the API both read, so a header is written once.
 */

/** The same bounds as the users import: 5 MB of .xlsx, 10,000 data rows. */
export const ORGANIZATION_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The template: row 1 the title, row 2 the headers, data from row 3 (startRow). */
export const ORGANIZATION_IMPORT_TITLE = 'DANH SÁCH CÔNG ĐOÀN CƠ SỞ NHẬP VÀO HỆ THỐNG';
export const ORGANIZATION_IMPORT_SHEET = 'Đơn vị';
/** What an officer types in a yes/no custom field (the template's list). */
export const YES_NO_LABELS = ['Có', 'Không'] as const;

/** Which list of values a column offers in the template (a dropdown from the hidden sheet). */
export type OrganizationImportList =
  | 'level'
  | 'ward'
  | 'zone'
  | 'loaiHinh'
  | 'loaiCongTy'
  | 'status'
  | 'parent';

export interface OrganizationImportColumn {
  key: OrganizationImportColumnKey;
  header: string;
  required: boolean;
  /** Excel keeps it as text (leading zeros of codes and phone numbers). */
  text?: boolean;
  /** A dropdown in the template; `strict` refuses other values, otherwise it only suggests. */
  list?: { of: OrganizationImportList; strict: boolean };
  width: number;
}

/** The fixed columns of the template, in order; a file is read by these headers, not by position. */
export const ORGANIZATION_IMPORT_COLUMNS = [
  { key: 'code', header: 'Mã đơn vị', required: false, text: true, width: 14 },
  { key: 'name', header: 'Tên đơn vị*', required: true, width: 44 },
  {
    key: 'parent',
    header: 'Đơn vị cấp trên (tên hoặc mã)',
    required: false,
    list: { of: 'parent', strict: false },
    width: 40,
  },
  { key: 'level', header: 'Cấp', required: false, list: { of: 'level', strict: true }, width: 28 },
  {
    key: 'ward',
    header: 'Xã/phường (tên hoặc mã)',
    required: false,
    list: { of: 'ward', strict: false },
    width: 26,
  },
  {
    key: 'zone',
    header: 'Cụm/khu công nghiệp (tên hoặc mã)',
    required: false,
    list: { of: 'zone', strict: false },
    width: 30,
  },
  {
    key: 'loaiHinh',
    header: 'Loại hình',
    required: false,
    list: { of: 'loaiHinh', strict: true },
    width: 34,
  },
  {
    key: 'loaiCongTy',
    header: 'Loại công ty',
    required: false,
    list: { of: 'loaiCongTy', strict: true },
    width: 24,
  },
  { key: 'namThanhLap', header: 'Năm thành lập', required: false, width: 14 },
  { key: 'address', header: 'Địa chỉ', required: false, width: 40 },
  { key: 'phoneNumber', header: 'Điện thoại', required: false, text: true, width: 16 },
  { key: 'email', header: 'Email', required: false, width: 28 },
  { key: 'chairName', header: 'Chủ tịch công đoàn', required: false, width: 24 },
  { key: 'chairPhone', header: 'Điện thoại chủ tịch', required: false, text: true, width: 16 },
  { key: 'workerCount', header: 'Số CNVCLĐ', required: false, width: 12 },
  { key: 'memberCount', header: 'Số đoàn viên', required: false, width: 12 },
  { key: 'executiveBoardSize', header: 'Số ủy viên BCH', required: false, width: 12 },
  { key: 'auditCommitteeSize', header: 'Số ủy viên UBKT', required: false, width: 12 },
  { key: 'businessSector', header: 'Ngành nghề sản xuất kinh doanh', required: false, width: 30 },
  { key: 'country', header: 'Quốc gia', required: false, width: 16 },
  { key: 'note', header: 'Ghi chú', required: false, width: 30 },
  { key: 'status', header: 'Trạng thái', required: false, list: { of: 'status', strict: true }, width: 18 },
] as const satisfies readonly (Omit<OrganizationImportColumn, 'key'> & { key: string })[];
export type OrganizationImportColumnKey = (typeof ORGANIZATION_IMPORT_COLUMNS)[number]['key'];

/** The header of a custom field's column: its label, with * when required. */
export const customFieldHeader = (field: Pick<DynamicFieldSchema, 'label' | 'required'>) =>
  `${field.label}${field.required ? '*' : ''}`;

/** A header compared without accents, case, spaces or the * of a required column. */
export const importHeaderKey = (header: string) => toSearchText(header.replace(/\*/g, ''));

/**
 * One data row as text, checked with the same field rules as the create form (organizationFields);
 * the names (parent, ward, zone, type, kind, level, status) are resolved by the server.
 */
export const organizationImportRow = z.object({
  code: organizationFields.shape.code,
  name: organizationFields.shape.name,
  parent: optionalText(500),
  level: optionalText(100),
  ward: optionalText(200),
  zone: optionalText(200),
  loaiHinh: optionalText(200),
  loaiCongTy: optionalText(200),
  namThanhLap: organizationFields.shape.namThanhLap,
  address: organizationFields.shape.address,
  phoneNumber: organizationFields.shape.phoneNumber,
  email: organizationFields.shape.email,
  chairName: organizationFields.shape.chairName,
  chairPhone: organizationFields.shape.chairPhone,
  workerCount: organizationFields.shape.workerCount,
  memberCount: organizationFields.shape.memberCount,
  executiveBoardSize: organizationFields.shape.executiveBoardSize,
  auditCommitteeSize: organizationFields.shape.auditCommitteeSize,
  businessSector: organizationFields.shape.businessSector,
  country: organizationFields.shape.country,
  note: organizationFields.shape.note,
  status: optionalText(100),
});
export type OrganizationImportRow = z.infer<typeof organizationImportRow>;

const byLabel = <K extends string>(labels: Record<K, string>, keys: readonly K[]) => {
  const index = new Map<string, K>();
  for (const key of keys) {
    index.set(toSearchText(labels[key]), key);
    index.set(toSearchText(key), key);
  }
  return (text: string): K | undefined => index.get(toSearchText(text));
};
/** 'Công đoàn cơ sở' (any accents or case) or 'grassroots' → 'grassroots'. */
export const levelFromText: (text: string) => OrganizationLevel | undefined = byLabel(
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_LEVELS,
);
/** 'Đang hoạt động' or 'active' → 'active'. */
export const statusFromText: (text: string) => OrganizationStatus | undefined = byLabel(
  ORGANIZATION_STATUS_LABELS,
  ORGANIZATION_STATUSES,
);

/** The CDCS report (export-report): its title and the headers of its fixed columns, in order. */
export const ORGANIZATION_REPORT_TITLE = 'BÁO CÁO DANH SÁCH CÔNG ĐOÀN CƠ SỞ';
export const ORGANIZATION_REPORT_COLUMNS = [
  'STT',
  'Mã',
  'Tên công đoàn cơ sở',
  'Xã/phường',
  'Cụm/KCN',
  'Loại hình',
  'Loại công ty',
  'Năm thành lập',
  'Số CNVCLĐ',
  'Số đoàn viên',
] as const;
