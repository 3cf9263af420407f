import { z } from 'zod';
import { emailRule, fullNameRule, identityRule, phoneRule } from './auth.js';
import type { CategoryKind } from './category-items.js';
import { blankIsNoValue, optionalText, requiredText } from './common.js';
import {
  cardNumberRule,
  genderRule,
  MEMBER_ADDRESS_MAX,
  MEMBER_CATEGORY_FIELDS,
  MEMBER_TEXT_MAX,
  type MemberCategoryField,
  memberBirthRule,
  pastDateRule,
} from './members.js';
import { NO_WORDS, YES_WORDS } from './organizations.js';
import { isIsoDate } from './staff.js';

/**
 * The members workbook (GET member/download-template, POST member/import, member/import-preview,
 * member/import-errors): the columns the web app and the API both read. A row whose CCCD or card
 * number is a member's already updates that member (docs/requirements.md, "Member import").
 */

export const MEMBER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const MEMBER_IMPORT_MAX_ROWS = 10_000;
/** Row 1 the title, row 2 the headers, data from row 3. */
export const MEMBER_IMPORT_FIRST_ROW = 3;
export const MEMBER_IMPORT_SHEET = 'Đoàn viên';
export const MEMBER_IMPORT_FILE_NAME = 'mau_nhap_doan_vien.xlsx';
export const MEMBER_IMPORT_ERRORS_FILE_NAME = 'doan_vien_kem_loi.xlsx';
/** The preview lists this many rows; its counts are the whole file's. */
export const MEMBER_IMPORT_PREVIEW_ROWS = 200;

/** A category column: the field it fills (MEMBER_CATEGORY_FIELDS names the kind of item). */
const category = <K extends string>(key: K, header: string, field: MemberCategoryField) =>
  ({ key, header, required: false, field }) as const;

/** The template's columns in order; a file is read by these headers, not by position. */
export const MEMBER_IMPORT_COLUMNS = [
  { key: 'fullName', header: 'Họ và tên*', required: true },
  { key: 'dateOfBirth', header: 'Ngày sinh*', required: true },
  { key: 'gender', header: 'Giới tính*', required: true },
  { key: 'organization', header: 'Công đoàn cơ sở* (tên hoặc mã)', required: true },
  { key: 'identity', header: 'Số CCCD', required: false },
  { key: 'cardNumber', header: 'Số thẻ đoàn viên', required: false },
  { key: 'cardIssuedAt', header: 'Ngày cấp thẻ', required: false },
  { key: 'joinedAt', header: 'Ngày vào công đoàn', required: false },
  { key: 'partyMember', header: 'Đảng viên', required: false },
  { key: 'phoneNumber', header: 'Số điện thoại', required: false },
  { key: 'email', header: 'Email', required: false },
  category('ethnicity', 'Dân tộc', 'ethnicityId'),
  category('religion', 'Tôn giáo', 'religionId'),
  category('nationality', 'Quốc tịch', 'nationalityId'),
  { key: 'hometownWard', header: 'Quê quán - xã/phường', required: false },
  { key: 'hometown', header: 'Quê quán - địa chỉ', required: false },
  { key: 'addressWard', header: 'Nơi ở - xã/phường', required: false },
  { key: 'address', header: 'Nơi ở - địa chỉ', required: false },
  category('educationLevel', 'Trình độ học vấn', 'educationLevelId'),
  category('qualification', 'Trình độ chuyên môn', 'qualificationId'),
  category('professionalTitle', 'Chức danh nghề nghiệp', 'professionalTitleId'),
  category('academicDegree', 'Học vị', 'academicDegreeId'),
  category('academicRank', 'Học hàm', 'academicRankId'),
  category('foreignLanguage', 'Ngoại ngữ', 'foreignLanguageId'),
  category('itDegreeType', 'Tin học', 'itDegreeTypeId'),
  { key: 'occupation', header: 'Nghề nghiệp / chức vụ', required: false },
  { key: 'department', header: 'Bộ phận / phòng ban', required: false },
] as const;
export type MemberImportColumnKey = (typeof MEMBER_IMPORT_COLUMNS)[number]['key'];

/** The category columns, each with its field and the kind of item it names. */
export const MEMBER_IMPORT_CATEGORY_COLUMNS = MEMBER_IMPORT_COLUMNS.filter(
  (c): c is Extract<(typeof MEMBER_IMPORT_COLUMNS)[number], { field: MemberCategoryField }> => 'field' in c,
).map((c) => ({ ...c, kind: MEMBER_CATEGORY_FIELDS[c.field] as CategoryKind }));

/**
 * A date as an officer types it in Việt Nam (15/03/1990, 15-3-1990, 15.03.1990) or as a date cell
 * reads (1990-03-15): the ISO form, or the text unchanged for the rule to refuse.
 */
export function importDate(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v.trim());
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : v;
}

export const IMPORT_DATE_MESSAGE = 'Ngày không hợp lệ (ngày/tháng/năm, ví dụ 15/03/1990)';
/** A date cell of the file, then the form's own rule on it. */
const importDateRule = (rule: z.ZodType<string, string>) =>
  z.preprocess(
    importDate,
    z
      .string({ error: IMPORT_DATE_MESSAGE })
      .trim()
      // A blank cell goes on to the rule, which says it is required.
      .refine((s) => s === '' || isIsoDate(s), { message: IMPORT_DATE_MESSAGE, abort: true })
      .pipe(rule),
  );

const GENDER_WORDS: Record<string, 'nam' | 'nu'> = { nam: 'nam', nữ: 'nu', nu: 'nu' };
const yesNo = (v: unknown) => {
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const s = v.trim().toLowerCase();
  return YES_WORDS.includes(s) ? true : NO_WORDS.includes(s) ? false : v;
};

/**
 * One data row, by the same rules as the member form. A blank cell gives nothing: a new member
 * gets no value (not a Party member), an existing one keeps theirs (a file never clears a field).
 */
export const memberImportRow = z.object({
  fullName: fullNameRule,
  dateOfBirth: importDateRule(memberBirthRule),
  gender: z.preprocess(
    (v) => (typeof v === 'string' ? (GENDER_WORDS[v.trim().toLowerCase().normalize('NFC')] ?? v) : v),
    genderRule,
  ),
  organization: requiredText('công đoàn cơ sở', 500),
  identity: blankIsNoValue(identityRule),
  cardNumber: blankIsNoValue(cardNumberRule),
  cardIssuedAt: blankIsNoValue(importDateRule(pastDateRule)),
  joinedAt: blankIsNoValue(importDateRule(pastDateRule)),
  partyMember: z.preprocess(yesNo, z.boolean({ error: 'Chỉ nhận Có hoặc Không' }).optional()),
  phoneNumber: blankIsNoValue(phoneRule),
  email: blankIsNoValue(emailRule),
  ethnicity: optionalText(MEMBER_TEXT_MAX),
  religion: optionalText(MEMBER_TEXT_MAX),
  nationality: optionalText(MEMBER_TEXT_MAX),
  hometownWard: optionalText(MEMBER_TEXT_MAX),
  hometown: optionalText(MEMBER_ADDRESS_MAX),
  addressWard: optionalText(MEMBER_TEXT_MAX),
  address: optionalText(MEMBER_ADDRESS_MAX),
  educationLevel: optionalText(MEMBER_TEXT_MAX),
  qualification: optionalText(MEMBER_TEXT_MAX),
  professionalTitle: optionalText(MEMBER_TEXT_MAX),
  academicDegree: optionalText(MEMBER_TEXT_MAX),
  academicRank: optionalText(MEMBER_TEXT_MAX),
  foreignLanguage: optionalText(MEMBER_TEXT_MAX),
  itDegreeType: optionalText(MEMBER_TEXT_MAX),
  occupation: optionalText(MEMBER_TEXT_MAX),
  department: optionalText(MEMBER_TEXT_MAX),
});
export type MemberImportRow = z.infer<typeof memberImportRow>;

/** A written file: members added, members changed, rows equal to their member already. */
export const memberImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
});
export type MemberImportResult = z.infer<typeof memberImportResult>;

export const MEMBER_IMPORT_ACTIONS = ['create', 'update', 'skip'] as const;
export type MemberImportAction = (typeof MEMBER_IMPORT_ACTIONS)[number];
export const MEMBER_IMPORT_ACTION_LABELS: Record<MemberImportAction, string> = {
  create: 'Thêm mới',
  update: 'Cập nhật',
  skip: 'Không đổi',
};

/**
 * POST member/import-preview: what importing the file would do, nothing written. The counts are
 * the whole file's; `rows` the first MEMBER_IMPORT_PREVIEW_ROWS, each with the headers of the
 * columns it changes (an update) and its member (an update or an unchanged row).
 */
export const memberImportPreview = memberImportResult.extend({
  rows: z.array(
    z.object({
      row: z.number().int(),
      action: z.enum(MEMBER_IMPORT_ACTIONS),
      fullName: z.string(),
      organizationName: z.string(),
      /** The card the member has or will have; null: the next of the sequence, given on import. */
      cardNumber: z.string().nullable(),
      memberId: z.number().int().nullable(),
      changes: z.array(z.string()),
    }),
  ),
});
export type MemberImportPreview = z.infer<typeof memberImportPreview>;
