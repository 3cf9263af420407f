import { z } from 'zod';
import { emailRule, fullNameRule, identityRule, phoneRule } from './auth.js';
import { UNION_BOARDS } from './categories.js';
import {
  blankToUndefined,
  clearable,
  idParam,
  nullableId,
  optionalChoice,
  optionalId,
  pageQueryWithLimit,
  queryFlag,
  requiredId,
  sortQuery,
  updateOf,
} from './common.js';

/** Union staff (cán bộ công đoàn): the officers of each organisation, with their position and term. */

/** docs/requirements.md, "Paging" (union lists: 20 a page). */
export const STAFF_LIST_LIMIT = 20;
export const STAFF_MIN_AGE = 16;
/** Earliest date of birth, start or end of term accepted. */
export const STAFF_DATE_MIN = '1900-01-01';

export const STAFF_GENDERS = ['nam', 'nu'] as const;
export type StaffGender = (typeof STAFF_GENDERS)[number];
export const STAFF_GENDER_LABELS: Record<StaffGender, string> = { nam: 'Nam', nu: 'Nữ' };

export const STAFF_EMPLOYMENTS = ['chuyen_trach', 'kiem_nhiem'] as const;
export type StaffEmployment = (typeof STAFF_EMPLOYMENTS)[number];
export const STAFF_EMPLOYMENT_LABELS: Record<StaffEmployment, string> = {
  chuyen_trach: 'Chuyên trách',
  kiem_nhiem: 'Kiêm nhiệm',
};

/** current: no end of term or an end today or later; ended: the end is before today. */
export const TERM_STATES = ['current', 'ended'] as const;
export type TermState = (typeof TERM_STATES)[number];
export const TERM_STATE_LABELS: Record<TermState, string> = {
  current: 'Đương nhiệm',
  ended: 'Hết nhiệm kỳ',
};

export const DATE_INVALID_MESSAGE = 'Ngày không hợp lệ (YYYY-MM-DD)';
export const TERM_END_BEFORE_START_MESSAGE = 'Ngày kết thúc nhiệm kỳ không được trước ngày bắt đầu';
export const BIRTH_DATE_FUTURE_MESSAGE = 'Ngày sinh phải trước ngày hôm nay';
export const BIRTH_DATE_TOO_YOUNG_MESSAGE = `Cán bộ công đoàn phải đủ ${STAFF_MIN_AGE} tuổi trở lên`;

/** The province's time zone: "today" is the date in Việt Nam, wherever the server or browser runs. */
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Made once: a formatter costs ~70 µs to make, and every date rule of a 10,000-row import asks. */
let vietnamDays: Intl.DateTimeFormat | undefined;

/** A moment's date in Việt Nam as 'YYYY-MM-DD'. */
export function vietnamDate(at: Date = new Date()): string {
  vietnamDays ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: VIETNAM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = vietnamDays.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether a text is a real calendar date written 'YYYY-MM-DD' (no 30 February). */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The term state of an end of term on a given day (both 'YYYY-MM-DD'). */
export const termStateOf = (termEnd: string | null, today: string = vietnamDate()): TermState =>
  termEnd === null || termEnd >= today ? 'current' : 'ended';

/** Whether someone born on `dateOfBirth` is at least `years` old on `today`. */
export function isAtLeast(years: number, dateOfBirth: string, today: string = vietnamDate()): boolean {
  const birthday = `${String(Number(dateOfBirth.slice(0, 4)) + years).padStart(4, '0')}${dateOfBirth.slice(4)}`;
  return birthday <= today;
}

export const dateRule = z
  .string({ error: DATE_INVALID_MESSAGE })
  .trim()
  .refine(isIsoDate, { message: DATE_INVALID_MESSAGE, abort: true })
  .refine((s) => s >= STAFF_DATE_MIN, { message: 'Ngày phải từ năm 1900 trở đi', abort: true });

export const dateOfBirthRule = dateRule
  .refine((s) => s < vietnamDate(), { message: BIRTH_DATE_FUTURE_MESSAGE, abort: true })
  .refine((s) => isAtLeast(STAFF_MIN_AGE, s), { message: BIRTH_DATE_TOO_YOUNG_MESSAGE });

// --- List -------------------------------------------------------------------------------------------

/**
 * GET staff/list-all. `organizationId` alone: the staff of that organisation only; with
 * `includeChildren=true`: of that organisation and every organisation under it. The caller's data
 * scope applies on top either way.
 */
/** The columns the union staff list sorts by. */
export const STAFF_SORT_COLUMNS = [
  'fullName',
  'organizationName',
  'positionName',
  'dateOfBirth',
  'termStart',
  'termEnd',
  'createdAt',
] as const;

export const staffListQuery = pageQueryWithLimit(STAFF_LIST_LIMIT).extend({
  organizationId: optionalId,
  includeChildren: queryFlag,
  positionId: optionalId,
  termState: optionalChoice(TERM_STATES, 'Trạng thái nhiệm kỳ không hợp lệ'),
  employment: optionalChoice(STAFF_EMPLOYMENTS, 'Hình thức không hợp lệ'),
  gender: optionalChoice(STAFF_GENDERS, 'Giới tính không hợp lệ'),
  ...sortQuery(STAFF_SORT_COLUMNS),
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

export const staffIdQuery = z.object({ staffId: idParam });
export type StaffIdQuery = z.infer<typeof staffIdQuery>;

// --- Rows -------------------------------------------------------------------------------------------

export const staffItem = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  fullName: z.string(),
  gender: z.enum(STAFF_GENDERS).nullable(),
  dateOfBirth: z.string().nullable(),
  identity: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  positionId: z.number().int().nullable(),
  positionName: z.string().nullable(),
  termStart: z.string().nullable(),
  termEnd: z.string().nullable(),
  termState: z.enum(TERM_STATES),
  employment: z.enum(STAFF_EMPLOYMENTS),
  /** The user account linked to this record (users.staff_id), if any. */
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  userFullName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffItem = z.infer<typeof staffItem>;

// --- Writes -----------------------------------------------------------------------------------------

/**
 * The fields of the create and update forms. An update takes any of them (`updateOf`): a field
 * left out keeps its value; `userId` null unlinks the account, an id links that account.
 */
const staffFields = z.object({
  organizationId: requiredId('Vui lòng chọn đơn vị'),
  fullName: fullNameRule,
  gender: clearable(z.enum(STAFF_GENDERS, { error: 'Giới tính không hợp lệ' })),
  dateOfBirth: clearable(dateOfBirthRule),
  identity: clearable(identityRule),
  phoneNumber: clearable(phoneRule),
  email: clearable(emailRule),
  positionId: requiredId('Vui lòng chọn chức vụ'),
  termStart: clearable(dateRule),
  termEnd: clearable(dateRule),
  employment: z.preprocess(
    blankToUndefined,
    z.enum(STAFF_EMPLOYMENTS, { error: 'Vui lòng chọn hình thức' }).default('kiem_nhiem'),
  ),
  userId: nullableId,
});

/** The end of a term is not before its start (when both are valid dates). */
export const termInOrder = (b: { termStart?: unknown; termEnd?: unknown }) =>
  typeof b.termStart !== 'string' ||
  typeof b.termEnd !== 'string' ||
  !isIsoDate(b.termStart) ||
  !isIsoDate(b.termEnd) ||
  b.termEnd >= b.termStart;

const termOrder = {
  path: ['termEnd'],
  message: TERM_END_BEFORE_START_MESSAGE,
  // Checked even while other fields are wrong, so a form shows it at once.
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** POST staff/create. */
export const staffCreateBody = staffFields.refine(termInOrder, termOrder);
export type StaffCreateBody = z.infer<typeof staffCreateBody>;

/** PUT staff/update: the fields given; the term order is checked again on the merged record. */
export const staffUpdateBody = updateOf(staffFields).extend({ id: idParam }).refine(termInOrder, termOrder);
export type StaffUpdateBody = z.infer<typeof staffUpdateBody>;

// --- Boards -----------------------------------------------------------------------------------------

/**
 * GET staff/boards: a union's boards for its current term (docs/requirements.md, "Union boards").
 * The organisation must be in the caller's data scope (else 404).
 */
export const staffBoardsQuery = z.object({ organizationId: requiredId('Vui lòng chọn đơn vị') });
export type StaffBoardsQuery = z.infer<typeof staffBoardsQuery>;

/** One person on a board, with what the staff list shows of them. */
export const boardPerson = z.object({
  staffId: z.number().int(),
  fullName: z.string(),
  positionId: z.number().int().nullable(),
  positionName: z.string().nullable(),
  termStart: z.string().nullable(),
  termEnd: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
});
export type BoardPerson = z.infer<typeof boardPerson>;

export const unionBoard = z.object({
  board: z.enum(UNION_BOARDS),
  label: z.string(),
  /** In office (no end of term, or an end today or later), by position order then name. */
  members: z.array(boardPerson),
  /** Who left: their term ended before today, the latest end first. */
  left: z.array(boardPerson),
});
export type UnionBoardItem = z.infer<typeof unionBoard>;

export const unionBoards = z.object({
  organizationId: z.number().int(),
  /** The current term: null dates when no one in office has them. */
  term: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
  boards: z.array(unionBoard),
});
export type UnionBoards = z.infer<typeof unionBoards>;
