import { z } from 'zod';
import { ERRORS } from '../errors.js';
import { PASSWORD_MAX, PASSWORD_MIN } from '../limits.js';
import { DATA_SCOPES } from '../roles.js';
import {
  acceptingDeployedNames,
  blankIsNoValue,
  clearable,
  clearableText,
  enterMessage,
  idParam,
  nullableId,
  optionalId,
  requiredText,
  requiredTextOf,
  updateOf,
} from './common.js';

/** Why a session ended (sessions.revoked_reason). */
export const SESSION_REVOKE_REASONS = [
  'logout',
  'reuse',
  'locked',
  'password_changed',
  'deleted',
  'role_removed',
] as const;
export type RevokeReason = (typeof SESSION_REVOKE_REASONS)[number];

/** A secret the body must give (a password, its repeat, a token): never trimmed. */
const requiredSecret = (label: string) =>
  z.string({ error: enterMessage(label) }).min(1, enterMessage(label));
/** A password the body must give, named as its form labels it ('mật khẩu mới'). */
const requiredPassword = (label: string) =>
  requiredSecret(label)
    .min(PASSWORD_MIN, `Tối thiểu ${PASSWORD_MIN} ký tự`)
    .max(PASSWORD_MAX, `Tối đa ${PASSWORD_MAX} ký tự`);
export const passwordRule = requiredPassword('mật khẩu');
export const emailRule = z.email('Email không hợp lệ').max(254, 'Tối đa 254 ký tự');
export const identityRule = z.string().regex(/^\d{12}$/, 'Số CCCD gồm 12 chữ số');
export const phoneRule = z.string().regex(/^(\+84|0)\d{9,10}$/, 'Số điện thoại không hợp lệ');
/** No '@' and not all digits: a login name can never take the shape of someone's e-mail or CCCD. */
export const usernameRule = z
  .string()
  .min(3, 'Tối thiểu 3 ký tự')
  .max(50, 'Tối đa 50 ký tự')
  .regex(/^[a-zA-Z0-9._-]+$/, 'Chỉ gồm chữ không dấu, số và . _ -')
  .regex(/\D/, 'Không được chỉ gồm chữ số');
export const fullNameRule = requiredText('họ và tên', 150);

export const loginBody = z.object({
  username: requiredText('tên đăng nhập', 254),
  password: requiredSecret('mật khẩu').max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBody>;
/** POST auth/login as the API reads it: `userName`, as the deployed system's clients send it, beside `username`. */
export const loginRequestBody = acceptingDeployedNames(loginBody, { userName: 'username' }, loginBody);

export const refreshBody = z.object({ refreshToken: requiredSecret('refresh token').max(200) });
export const logoutBody = z.object({ refreshToken: z.string().max(200).optional() });
export type LogoutBody = z.infer<typeof logoutBody>;

const optional = <T extends z.ZodType>(rule: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), rule.optional());

export const registerBody = z
  .object({
    fullName: fullNameRule,
    username: optional(usernameRule),
    passWord: passwordRule,
    repassWord: z.string().max(PASSWORD_MAX).optional(),
    identity: requiredTextOf('số CCCD', identityRule),
    email: optional(emailRule),
    phoneNumber: optional(phoneRule),
    roleId: optionalId,
    cumKhuCnId: nullableId,
    xaPhuongId: nullableId,
    organizationId: nullableId,
  })
  .refine((b) => b.repassWord === undefined || b.repassWord === b.passWord, {
    path: ['repassWord'],
    message: ERRORS.password_mismatch.message,
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const forgotPasswordBody = z.object({ email: requiredTextOf('email', emailRule) });
export const confirmResetBody = z
  .object({
    email: requiredTextOf('email', emailRule),
    code: requiredTextOf('mã xác nhận', z.string().regex(/^\d{6}$/, 'Mã xác nhận gồm 6 chữ số')),
    newPassword: requiredPassword('mật khẩu mới'),
    confirmPassword: requiredSecret('lại mật khẩu mới').max(PASSWORD_MAX),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    path: ['confirmPassword'],
    message: ERRORS.password_mismatch.message,
  });

export const changePasswordBody = z
  .object({
    currentPassword: requiredSecret('mật khẩu hiện tại').max(PASSWORD_MAX),
    newPassword: requiredPassword('mật khẩu mới'),
    confirmPassword: requiredSecret('lại mật khẩu mới').max(PASSWORD_MAX),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    path: ['confirmPassword'],
    message: ERRORS.password_mismatch.message,
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** What the account settings form edits. */
export const profileForm = z.object({
  fullName: fullNameRule,
  email: clearable(emailRule),
  phoneNumber: clearable(phoneRule),
  avatar: clearableText(500),
  /** Required when the e-mail changes: a stolen session alone cannot redirect password resets. */
  currentPassword: blankIsNoValue(z.string().max(PASSWORD_MAX)),
});
/** PUT auth/profile: the fields given change, the others stay (docs/requirements.md, "Updates"). */
export const updateProfileBody = updateOf(profileForm);
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

export const switchRoleBody = z.object({
  roleId: idParam,
  /** The caller's refresh token, spent by the switch so the family does not fork. */
  refreshToken: z.string().max(200).optional(),
});
export type SwitchRoleBody = z.infer<typeof switchRoleBody>;

export const roleOption = z.object({ id: z.number().int(), label: z.string(), icon_: z.string() });
export const abilityRule = z.object({ action: z.string(), subject: z.string() });

/** What every answer about an account says of it. */
export const accountFields = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  fullName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  identity: z.string().nullable(),
});

/** The stored user (docs/requirements.md, "Stored user"), answered by sign-in, refresh, profile and role switch. */
export const sessionUser = accountFields.extend({
  avatar: z.string().nullable(),
  role: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
  scope: z.enum(DATA_SCOPES),
  userGroupId: z.number().int().nullable(),
  organizationId: z.number().int().nullable(),
  organizationName: z.string().nullable(),
  xaPhuongId: z.number().int().nullable(),
  xaPhuongName: z.string().nullable(),
  cumKhuCnId: z.number().int().nullable(),
  cumKhuCnName: z.string().nullable(),
  listRoles: z.array(roleOption),
  ability: z.array(abilityRule),
  permission: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export const loginResponse = z.object({
  data: tokenPair.extend({ userData: sessionUser }),
});
export type LoginResult = z.infer<typeof loginResponse>['data'];
