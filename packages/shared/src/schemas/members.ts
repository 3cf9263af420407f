import { z } from 'zod';
import { emailRule, fullNameRule, identityRule, phoneRule } from './auth.js';
import type { CategoryKind } from './category-items.js';
import {
  blankToUndefined,
  clearable,
  clearableText,
  idParam,
  nullableId,
  optionalChoice,
  optionalId,
  pageQueryWithLimit,
  pickMessage,
  queryFlag,
  requiredId,
  requiredTextOf,
  sortQuery,
  updateOf,
} from './common.js';
import {
  BIRTH_DATE_FUTURE_MESSAGE,
  DATE_INVALID_MESSAGE,
  dateRule,
  isAtLeast,
  isIsoDate,
  vietnamDate,
} from './staff.js';

/**
 * Union members (đoàn viên, docs/requirements.md, "Members"): one record each, in one grassroots
 * union, with a status whose every change (and every transfer) is kept in the member's history.
 */

/** docs/requirements.md, "Paging" (union lists: 20 a page). */
export const MEMBER_LIST_LIMIT = 20;
/** Beyond this many matches the list says "more than" instead of counting every row. */
export const MEMBER_COUNT_CAP = 10_000;
/** The youngest a member may be (the Labour Code's working age). */
export const MEMBER_MIN_AGE = 15;
export const MEMBER_TEXT_MAX = 200;
export const MEMBER_ADDRESS_MAX = 300;
export const MEMBER_REASON_MAX = 1000;
/** Members moved or exported in one request. */
export const MEMBER_TRANSFER_MAX = 500;

export const MEMBER_GENDERS = ['nam', 'nu'] as const;
export type MemberGender = (typeof MEMBER_GENDERS)[number];
export const MEMBER_GENDER_LABELS: Record<MemberGender, string> = { nam: 'Nam', nu: 'Nữ' };

export const MEMBER_STATUSES = [
  'dang_sinh_hoat',
  'da_chuyen_di',
  'thoi_sinh_hoat',
  'khai_tru',
  'da_mat',
] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  dang_sinh_hoat: 'Đang sinh hoạt',
  da_chuyen_di: 'Đã chuyển đi',
  thoi_sinh_hoat: 'Thôi sinh hoạt',
  khai_tru: 'Khai trừ',
  da_mat: 'Đã mất',
};

/**
 * The changes of status an officer may make: an active member leaves in one of four ways; one who
 * moved away or stopped may come back; expulsion and death are final (a member expelled and
 * readmitted later is admitted anew, with a new card).
 */
export const MEMBER_STATUS_TRANSITIONS: Record<MemberStatus, readonly MemberStatus[]> = {
  dang_sinh_hoat: ['da_chuyen_di', 'thoi_sinh_hoat', 'khai_tru', 'da_mat'],
  da_chuyen_di: ['dang_sinh_hoat'],
  thoi_sinh_hoat: ['dang_sinh_hoat', 'da_mat'],
  khai_tru: [],
  da_mat: [],
};

/** The education and skills a member record names from the categories (a member may correct them: MEMBER_SELF_FIELDS). */
const MEMBER_EDUCATION_CATEGORIES = {
  educationLevelId: 'educationLevels',
  qualificationId: 'qualifications',
  professionalTitleId: 'professionalTitles',
  academicDegreeId: 'academicDegrees',
  academicRankId: 'academicRanks',
  foreignLanguageId: 'foreignLanguages',
  itDegreeTypeId: 'itDegreeTypes',
} as const satisfies Record<string, CategoryKind>;
export const MEMBER_EDUCATION_FIELDS = Object.keys(
  MEMBER_EDUCATION_CATEGORIES,
) as (keyof typeof MEMBER_EDUCATION_CATEGORIES)[];

/** Each category field of a member record with the kind of item it chooses (the API checks it, forms offer it). */
export const MEMBER_CATEGORY_FIELDS = {
  ethnicityId: 'ethnics',
  religionId: 'religions',
  nationalityId: 'nations',
  ...MEMBER_EDUCATION_CATEGORIES,
} as const satisfies Record<string, CategoryKind>;
export type MemberCategoryField = keyof typeof MEMBER_CATEGORY_FIELDS;
/** The category fields in the form's order. */
export const MEMBER_CATEGORY_FIELD_NAMES = Object.keys(MEMBER_CATEGORY_FIELDS) as MemberCategoryField[];

/** Age bands of the list's filter and the statistics: [from, to) in whole years. */
export const MEMBER_AGE_BANDS = ['duoi_30', 'tu_30_den_39', 'tu_40_den_49', 'tu_50'] as const;
export type MemberAgeBand = (typeof MEMBER_AGE_BANDS)[number];
export const MEMBER_AGE_BAND_LABELS: Record<MemberAgeBand, string> = {
  duoi_30: 'Dưới 30 tuổi',
  tu_30_den_39: 'Từ 30 đến 39 tuổi',
  tu_40_den_49: 'Từ 40 đến 49 tuổi',
  tu_50: 'Từ 50 tuổi trở lên',
};
export const MEMBER_AGE_BAND_YEARS: Record<MemberAgeBand, readonly [number, number | null]> = {
  duoi_30: [0, 30],
  tu_30_den_39: [30, 40],
  tu_40_den_49: [40, 50],
  tu_50: [50, null],
};

/**
 * A union card number as admission writes it: 'DV', the year of admission and a six-digit number
 * from one sequence (`DV2026000123`). The province may write another (a card issued elsewhere).
 */
export const MEMBER_CARD_PATTERN = /^[A-Z0-9.-]{4,20}$/;
export const memberCardNumber = (year: number, sequence: number) =>
  `DV${year}${String(sequence).padStart(6, '0')}`;

export const MEMBER_BIRTH_TOO_YOUNG_MESSAGE = `Đoàn viên phải đủ ${MEMBER_MIN_AGE} tuổi trở lên`;
export const MEMBER_JOINED_BEFORE_BIRTH_MESSAGE = 'Ngày vào công đoàn phải sau ngày sinh';

export const genderRule = z.enum(MEMBER_GENDERS, { error: 'Vui lòng chọn giới tính' });
const statusRule = z.enum(MEMBER_STATUSES, { error: 'Trạng thái không hợp lệ' });
export const memberBirthRule = z
  .string({ error: 'Vui lòng nhập ngày sinh' })
  .trim()
  .min(1, 'Vui lòng nhập ngày sinh')
  .refine(isIsoDate, { message: DATE_INVALID_MESSAGE, abort: true })
  .refine((s) => s >= '1900-01-01', { message: 'Ngày sinh phải từ năm 1900 trở đi', abort: true })
  // a date to come is a slip of the year, not a child: say so rather than "too young"
  .refine((s) => s < vietnamDate(), { message: BIRTH_DATE_FUTURE_MESSAGE, abort: true })
  .refine((s) => isAtLeast(MEMBER_MIN_AGE, s), { message: MEMBER_BIRTH_TOO_YOUNG_MESSAGE });
export const pastDateRule = dateRule.refine((s) => s <= vietnamDate(), {
  message: 'Ngày không được sau hôm nay',
});
export const cardNumberRule = z
  .string()
  .trim()
  .toUpperCase()
  .regex(MEMBER_CARD_PATTERN, 'Số thẻ gồm 4–20 chữ in hoa, chữ số, dấu chấm hoặc gạch ngang');

// --- List -------------------------------------------------------------------------------------------

export const MEMBER_SORT_COLUMNS = [
  'fullName',
  'organizationName',
  'dateOfBirth',
  'joinedAt',
  'cardNumber',
  'createdAt',
] as const;

/**
 * GET member/list-all: accent-free search over name, CCCD, card number and phone; `organizationId`
 * with `includeChildren=true` takes the organisation's whole subtree. `status=da_chuyen_di` also
 * lists the members transferred away from those unions (`departure`). The count stops at
 * MEMBER_COUNT_CAP (`countCapped` says so).
 */
export const memberListQuery = pageQueryWithLimit(MEMBER_LIST_LIMIT).extend({
  organizationId: optionalId,
  includeChildren: queryFlag,
  status: z.preprocess(blankToUndefined, statusRule.optional()),
  gender: optionalChoice(MEMBER_GENDERS, 'Giới tính không hợp lệ'),
  ageBand: optionalChoice(MEMBER_AGE_BANDS, 'Nhóm tuổi không hợp lệ'),
  joinedYear: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Năm vào công đoàn không hợp lệ' })
      .int('Năm vào công đoàn không hợp lệ')
      .min(1900, 'Năm vào công đoàn không hợp lệ')
      .max(2100, 'Năm vào công đoàn không hợp lệ')
      .optional(),
  ),
  partyMember: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : v === true || v === 'true' || v === '1'),
    z.boolean().optional(),
  ),
  ...sortQuery(MEMBER_SORT_COLUMNS),
});
export type MemberListQuery = z.infer<typeof memberListQuery>;
export const memberIdQuery = z.object({ memberId: idParam });

// --- Rows -------------------------------------------------------------------------------------------

/** A reference to a category item or a ward, with its name for display. */
const named = { id: z.number().int().nullable(), name: z.string().nullable() };

export const memberItem = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  fullName: z.string(),
  dateOfBirth: z.string(),
  gender: z.enum(MEMBER_GENDERS),
  ethnicityId: named.id,
  ethnicityName: named.name,
  religionId: named.id,
  religionName: named.name,
  nationalityId: named.id,
  nationalityName: named.name,
  identity: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  hometownWardId: named.id,
  hometownWardName: named.name,
  hometown: z.string().nullable(),
  addressWardId: named.id,
  addressWardName: named.name,
  address: z.string().nullable(),
  educationLevelId: named.id,
  educationLevelName: named.name,
  qualificationId: named.id,
  qualificationName: named.name,
  professionalTitleId: named.id,
  professionalTitleName: named.name,
  academicDegreeId: named.id,
  academicDegreeName: named.name,
  academicRankId: named.id,
  academicRankName: named.name,
  foreignLanguageId: named.id,
  foreignLanguageName: named.name,
  itDegreeTypeId: named.id,
  itDegreeTypeName: named.name,
  occupation: z.string().nullable(),
  department: z.string().nullable(),
  joinedAt: z.string().nullable(),
  cardNumber: z.string(),
  cardIssuedAt: z.string().nullable(),
  partyMember: z.boolean(),
  status: statusRule,
  statusChangedAt: z.string().nullable(),
  statusReason: z.string().nullable(),
  /** The account this member signs in with (members.user_id), if any. */
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MemberItem = z.infer<typeof memberItem>;

/**
 * A transfer out of the unions a list looks at. The list answers such a member as the sending
 * union last held them (its union, 'Đã chuyển đi' from the transfer's date), without the contact
 * and identity fields it no longer keeps; only the receiving side opens the record.
 */
export const memberDeparture = z.object({
  effectiveOn: z.string(),
  toOrganizationId: z.number().int(),
  toOrganizationName: z.string(),
});
export type MemberDeparture = z.infer<typeof memberDeparture>;

/** A row of the list: a member of the listed unions, or (`departure`) one transferred away from them. */
export const memberListItem = memberItem.extend({ departure: memberDeparture.nullable() });
export type MemberListItem = z.infer<typeof memberListItem>;

/** A page of the list: the count stops at MEMBER_COUNT_CAP, and `countCapped` says it did. */
export const memberListResponse = z.object({
  data: z.object({ list: z.array(memberListItem), count: z.number().int(), countCapped: z.boolean() }),
});

export const MEMBER_EVENT_KINDS = ['tiep_nhan', 'chuyen_sinh_hoat', 'doi_trang_thai'] as const;
export type MemberEventKind = (typeof MEMBER_EVENT_KINDS)[number];
export const MEMBER_EVENT_KIND_LABELS: Record<MemberEventKind, string> = {
  tiep_nhan: 'Kết nạp / tiếp nhận',
  chuyen_sinh_hoat: 'Chuyển sinh hoạt',
  doi_trang_thai: 'Đổi trạng thái',
};

/** One line of a member's history: an admission, a transfer or a change of status. */
export const memberEventItem = z.object({
  id: z.number().int(),
  kind: z.enum(MEMBER_EVENT_KINDS),
  effectiveOn: z.string(),
  fromOrganizationId: z.number().int().nullable(),
  fromOrganizationName: z.string().nullable(),
  toOrganizationId: z.number().int().nullable(),
  toOrganizationName: z.string().nullable(),
  fromStatus: statusRule.nullable(),
  toStatus: statusRule.nullable(),
  reason: z.string().nullable(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberEventItem = z.infer<typeof memberEventItem>;

/** GET member/detail: the record, its organisation's path from the province down, and its history. */
export const memberDetail = memberItem.extend({
  organizationPath: z.array(z.object({ id: z.number().int(), name: z.string() })),
  events: z.array(memberEventItem),
});
export type MemberDetail = z.infer<typeof memberDetail>;

// --- Writes -----------------------------------------------------------------------------------------

/**
 * The fields of the create and update forms. An update takes any of them (`updateOf`): a field
 * left out keeps its value, null clears it. A blank card number on create is generated
 * (`memberCardNumber`); only the province may change one. Status and organisation change through
 * member/change-status and member/transfer, which keep the history.
 */
export const memberFields = z.object({
  organizationId: requiredId('Vui lòng chọn công đoàn cơ sở'),
  fullName: fullNameRule,
  dateOfBirth: memberBirthRule,
  gender: genderRule,
  ethnicityId: nullableId,
  religionId: nullableId,
  nationalityId: nullableId,
  identity: clearable(identityRule),
  phoneNumber: clearable(phoneRule),
  email: clearable(emailRule),
  hometownWardId: nullableId,
  hometown: clearableText(MEMBER_ADDRESS_MAX),
  addressWardId: nullableId,
  address: clearableText(MEMBER_ADDRESS_MAX),
  educationLevelId: nullableId,
  qualificationId: nullableId,
  professionalTitleId: nullableId,
  academicDegreeId: nullableId,
  academicRankId: nullableId,
  foreignLanguageId: nullableId,
  itDegreeTypeId: nullableId,
  occupation: clearableText(MEMBER_TEXT_MAX),
  department: clearableText(MEMBER_TEXT_MAX),
  joinedAt: clearable(pastDateRule),
  cardNumber: clearable(cardNumberRule),
  cardIssuedAt: clearable(pastDateRule),
  partyMember: z.boolean({ error: 'Đảng viên: có hoặc không' }).default(false),
  userId: nullableId,
});
export type MemberFields = z.infer<typeof memberFields>;

/** The date of joining is after the date of birth (when both are valid dates). */
export const joinedAfterBirth = (b: { dateOfBirth?: unknown; joinedAt?: unknown }) =>
  typeof b.dateOfBirth !== 'string' ||
  typeof b.joinedAt !== 'string' ||
  !isIsoDate(b.dateOfBirth) ||
  !isIsoDate(b.joinedAt) ||
  b.joinedAt > b.dateOfBirth;

const joinedOrder = {
  path: ['joinedAt'],
  message: MEMBER_JOINED_BEFORE_BIRTH_MESSAGE,
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** POST member/create. */
export const memberCreateBody = memberFields.refine(joinedAfterBirth, joinedOrder);
export type MemberCreateBody = z.infer<typeof memberCreateBody>;

/** PUT member/update: the fields given (the organisation moves only by transfer). */
export const memberUpdateBody = updateOf(memberFields.omit({ organizationId: true }))
  .extend({ id: idParam })
  .refine(joinedAfterBirth, joinedOrder);
export type MemberUpdateBody = z.infer<typeof memberUpdateBody>;

/** POST member/change-status: the new status, from when, and why (required but to come back). */
export const memberStatusBody = z
  .object({
    id: idParam,
    status: z.enum(MEMBER_STATUSES, { error: pickMessage('trạng thái mới') }),
    effectiveOn: requiredTextOf('ngày hiệu lực', pastDateRule, pickMessage),
    reason: clearableText(MEMBER_REASON_MAX),
  })
  .refine((b) => b.status === 'dang_sinh_hoat' || (b.reason ?? '') !== '', {
    path: ['reason'],
    message: 'Vui lòng nhập lý do',
  });
export type MemberStatusBody = z.infer<typeof memberStatusBody>;

/**
 * POST member/transfer: move members to another grassroots union. Into the caller's scope it is
 * done at once; elsewhere it becomes a request the receiving side approves.
 */
export const memberTransferBody = z.object({
  memberIds: z
    .array(idParam, { error: 'Vui lòng chọn đoàn viên' })
    .min(1, 'Vui lòng chọn đoàn viên')
    .max(MEMBER_TRANSFER_MAX, `Tối đa ${MEMBER_TRANSFER_MAX} đoàn viên mỗi lần`),
  toOrganizationId: requiredId('Vui lòng chọn công đoàn cơ sở nhận'),
  effectiveOn: requiredTextOf('ngày chuyển', pastDateRule, pickMessage),
  reason: clearableText(MEMBER_REASON_MAX),
});
export type MemberTransferBody = z.infer<typeof memberTransferBody>;

export const memberTransferResult = z.object({
  /** Moved at once. */
  moved: z.array(z.number().int()),
  /** Waiting for the receiving side: the approval request made for them. */
  requested: z.array(z.object({ memberId: z.number().int(), approvalId: z.number().int() })),
});
export type MemberTransferResult = z.infer<typeof memberTransferResult>;

/**
 * GET member/transfer-targets: the active grassroots unions of the whole province a member may
 * move to, searched without accents; `inScope` false means the move waits for the receiving side.
 */
export const transferTargetItem = z.object({
  id: z.number().int(),
  name: z.string(),
  parentName: z.string().nullable(),
  inScope: z.boolean(),
});
export type TransferTargetItem = z.infer<typeof transferTargetItem>;

/** The largest export in one file; beyond it the officer narrows the filters. */
export const MEMBER_EXPORT_MAX = 200_000;
