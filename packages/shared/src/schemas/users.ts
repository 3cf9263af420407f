import { z } from 'zod';
import { ERRORS } from '../errors.js';
import { LIMIT_MAX, PASSWORD_MAX, SEARCH_TEXT_MAX } from '../limits.js';
import {
  accountFields,
  emailRule,
  fullNameRule,
  identityRule,
  passwordRule,
  phoneRule,
  usernameRule,
} from './auth.js';
import {
  blankIsNoValue,
  blankToUndefined,
  clearable,
  idParam,
  nullableId,
  optionalId,
  optionalText,
  pageQuery,
  requiredText,
  requiredTextOf,
  sortQuery,
  updateOf,
} from './common.js';

/** An account's state (spec: isActive): 1 active, 0 locked; '1' and '0' are read as numbers. */
const isActiveRule = z.coerce
  .number({ error: 'Giá trị 0 hoặc 1' })
  .pipe(z.union([z.literal(0), z.literal(1)], { error: 'Giá trị 0 hoặc 1' }));

/** The columns the users list sorts by. */
export const USER_SORT_COLUMNS = [
  'fullName',
  'username',
  'email',
  'roleName',
  'organizationName',
  'isActive',
  'createdAt',
] as const;

export const userListQuery = pageQuery.extend({
  roleId: optionalId,
  isActive: z.preprocess(blankToUndefined, isActiveRule.optional()),
  ...sortQuery(USER_SORT_COLUMNS),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userIdQuery = z.object({ userId: idParam });

export const userListItem = accountFields.extend({
  isActive: z.number().int(),
  roleId: z.number().int(),
  roleName: z.string(),
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  xaPhuongId: z.number().int().nullable(),
  cumKhuCnId: z.number().int().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItem>;

export const userDetail = userListItem.extend({
  staffID: z.number().int().nullable(),
  /** The linked union-staff record's name (cán bộ công đoàn), when there is one. */
  staffName: z.string().nullable(),
  avatar: z.string().nullable(),
  listRoles: z.array(z.object({ id: z.number().int(), label: z.string() })),
  xaPhuongName: z.string().nullable(),
  cumKhuCnName: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetail>;

/** GET user/list-all-user: every user in scope (up to LIMIT_MAX) for pickers. */
export const userPickerQuery = z.object({
  search: optionalText(SEARCH_TEXT_MAX),
  isActive: userListQuery.shape.isActive,
});
export type UserPickerQuery = z.infer<typeof userPickerQuery>;
export const userPickerItem = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string().nullable(),
  roleName: z.string().nullable(),
});
export type UserPickerItem = z.infer<typeof userPickerItem>;
export const USER_PICKER_MAX = LIMIT_MAX;

/** GET user/grantable-roles: the roles the caller may give a user. */
export const grantableRole = z.object({ id: z.number().int(), name: z.string() });
export type GrantableRole = z.infer<typeof grantableRole>;

/** 'Chọn vai trò' (docs/requirements.md, "Validation messages"). */
export const CHOOSE_ROLE_MESSAGE = 'Chọn vai trò';
export const ACTIVE_ROLE_NOT_HELD_MESSAGE = 'Vai trò đang dùng phải là một trong các vai trò đã chọn';
export const USER_ROLES_MAX = 20;

/**
 * The fields of the create and update forms. roleIds are the roles a user holds, roleId the one
 * a new session starts in; a client that sends roleId alone (docs/requirements.md, "Users") gives the user that role.
 */
const userFields = z.object({
  fullName: fullNameRule,
  username: requiredTextOf('tên đăng nhập', usernameRule),
  // A password cannot be cleared: blank is "no new password".
  passWord: blankIsNoValue(passwordRule),
  repassWord: blankIsNoValue(z.string().max(PASSWORD_MAX)),
  identity: clearable(identityRule),
  email: clearable(emailRule),
  phoneNumber: clearable(phoneRule),
  roleIds: z.preprocess(
    blankToUndefined,
    z
      .array(idParam, { error: CHOOSE_ROLE_MESSAGE })
      .min(1, CHOOSE_ROLE_MESSAGE)
      .max(USER_ROLES_MAX, `Tối đa ${USER_ROLES_MAX} vai trò`)
      .optional(),
  ),
  roleId: optionalId,
  organizationId: nullableId,
  xaPhuongId: nullableId,
  cumKhuCnId: nullableId,
  staffID: nullableId,
});

type UserFields = Partial<z.infer<typeof userFields>>;

/** The repeat matches a new password; an active role given with the roles is one of them. */
const refinePasswordAndRoles = (b: UserFields, ctx: z.RefinementCtx) => {
  if (b.passWord !== undefined && b.repassWord !== b.passWord) {
    ctx.addIssue({ code: 'custom', path: ['repassWord'], message: ERRORS.password_mismatch.message });
  }
  if (b.roleIds !== undefined && b.roleId !== undefined && !b.roleIds.includes(b.roleId)) {
    ctx.addIssue({ code: 'custom', path: ['roleId'], message: ACTIVE_ROLE_NOT_HELD_MESSAGE });
  }
};

/** A new user gets roles: roleIds, or roleId alone. */
const refineUser = (b: UserFields, ctx: z.RefinementCtx) => {
  refinePasswordAndRoles(b, ctx);
  if (b.roleIds === undefined && b.roleId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['roleIds'], message: CHOOSE_ROLE_MESSAGE });
  }
};

const newUserFields = userFields.extend({
  passWord: passwordRule,
  repassWord: z
    .string({ error: 'Vui lòng nhập lại mật khẩu' })
    .min(1, 'Vui lòng nhập lại mật khẩu')
    .max(PASSWORD_MAX),
});

/** POST user/create-user, as the form checks it. */
export const createUserBody = newUserFields.superRefine(refineUser);

export const USERNAME_OR_EMAIL_MESSAGE = 'Vui lòng nhập tên đăng nhập hoặc email';

/**
 * POST user/create-user as the API reads it: the deployed system's clients may leave the login name
 * out, and the server makes one from the e-mail's local part (docs/compatibility.md); without either,
 * USERNAME_OR_EMAIL_MESSAGE.
 */
export const createUserRequestBody = newUserFields
  .extend({ username: blankIsNoValue(usernameRule) })
  .superRefine((b, ctx) => {
    refineUser(b, ctx);
    if (b.username === undefined && !b.email) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: USERNAME_OR_EMAIL_MESSAGE });
    }
  });
export type CreateUserBody = z.infer<typeof createUserRequestBody>;

/** What the edit form checks: the fields of the create, the password optional (blank keeps it). */
export const userEditForm = userFields.superRefine(refineUser);

/**
 * POST user/update-user and PUT user/update (docs/requirements.md, "Updates"): the fields given
 * change, the others stay. The password and its repeat are sent only when a new one is given;
 * roles left out (roleIds and roleId) stay.
 */
export const updateUserBody = updateOf(userFields)
  .extend({ userId: idParam })
  .superRefine(refinePasswordAndRoles);
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** POST user/active-lock-user. */
export const activeLockUserBody = z.object({
  userId: idParam,
  isActive: isActiveRule,
});
export type ActiveLockUserBody = z.infer<typeof activeLockUserBody>;

// --- Import from Excel (POST user/import) ----------------------------------------------------------

/** The limits of an uploaded users workbook. */
export const USER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const USER_IMPORT_MAX_ROWS = 10_000;
/** Row 1 is the title, row 2 the headers; data starts on row 3. */
export const USER_IMPORT_HEADER_ROW = 2;
export const USER_IMPORT_FIRST_ROW = 3;
export const USER_IMPORT_FILE_NAME = 'mau_nhap_nguoi_dung.xlsx';
export const USER_IMPORT_ERRORS_FILE_NAME = 'nguoi_dung_kem_loi.xlsx';
/** The header of the column the error workbook adds. */
export const USER_IMPORT_ERROR_COLUMN = 'Lỗi';

/** The columns of the template, in order; the header text is what a file is read by. */
export const USER_IMPORT_COLUMNS = [
  { key: 'fullName', header: 'Họ và tên*', required: true },
  { key: 'username', header: 'Tên đăng nhập*', required: true },
  { key: 'passWord', header: 'Mật khẩu*', required: true },
  { key: 'identity', header: 'Số CCCD', required: false },
  { key: 'email', header: 'Email', required: false },
  { key: 'phoneNumber', header: 'Số điện thoại', required: false },
  { key: 'roleName', header: 'Vai trò*', required: true },
  { key: 'organizationName', header: 'Đơn vị', required: false },
  { key: 'ward', header: 'Xã/phường', required: false },
  { key: 'zone', header: 'Cụm/khu công nghiệp', required: false },
] as const;
export type UserImportColumnKey = (typeof USER_IMPORT_COLUMNS)[number]['key'];

/** One data row of the workbook, with the same field rules as the create form. */
export const userImportRow = z.object({
  fullName: fullNameRule,
  username: requiredTextOf('tên đăng nhập', usernameRule),
  passWord: z.preprocess(blankToUndefined, passwordRule),
  identity: blankIsNoValue(identityRule),
  email: blankIsNoValue(emailRule),
  phoneNumber: blankIsNoValue(phoneRule),
  roleName: requiredText('vai trò', 200),
  organizationName: optionalText(500),
  ward: optionalText(200),
  zone: optionalText(200),
});
export type UserImportRow = z.infer<typeof userImportRow>;

/** One problem of one row: the Excel row number and the Vietnamese header of the column. */
export const userImportError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type UserImportError = z.infer<typeof userImportError>;

/** A file that is written: new accounts, existing ones changed, existing ones already equal. */
export const userImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
});
export type UserImportResult = z.infer<typeof userImportResult>;
