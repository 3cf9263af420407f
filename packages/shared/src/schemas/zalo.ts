import { z } from 'zod';
import { ERRORS } from '../errors.js';
import { emailRule, passwordRule, usernameRule } from './auth.js';
import {
  blankToUndefined,
  idParam,
  idRule,
  numberedPageOf,
  pageQueryWithLimit,
  requiredText,
} from './common.js';

/**
 * The federation's Zalo Official Account (spec §2 'Zalo accounts screen', §3, §5, §7 Messaging, §8,
 * §9; docs/requirements.md, "Zalo OA"). Request and answer shapes shared by the API and the web app.
 */

/** Said wherever the OA is needed and its settings or tokens are missing; nothing is sent then. */
export const ZALO_NOT_CONFIGURED_MESSAGE = ERRORS.zalo_not_configured.message;
/** What a delivery, a sync or a profile read answers once Zalo refused the OA's refresh token. */
export const ZALO_TOKEN_REFUSED_MESSAGE = ERRORS.zalo_oa_token_refused.message;
/** Spec §9: the list's default page size. */
export const ZALO_ACCOUNT_PAGE_SIZE = 10;
/** Spec §9: the link dialog's user picker loads this many at a time. */
export const ZALO_USER_PICKER_PAGE = 50;
/** Spec §9: the create-user dialog loads up to this many roles and organisations. */
export const ZALO_DIALOG_ROLES_MAX = 100;
export const ZALO_DIALOG_ORGANIZATIONS_MAX = 200;
export const ZALO_MESSAGE_MAX = 2000;
/** A self-service linking code lives this long and is used once. */
export const ZALO_LINK_CODE_TTL_MINUTES = 10;

/**
 * A yes/no filter: 'true'/'1' yes, 'false'/'0' no, absent or blank: both. Anything else is refused.
 */
const yesNoFilter = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return undefined;
  if (v === true || v === 'true' || v === '1' || v === 1) return true;
  if (v === false || v === 'false' || v === '0' || v === 0) return false;
  return v;
}, z.boolean({ error: "Giá trị lọc là 'true' hoặc 'false'" }).optional());

export const ZALO_ACCOUNT_SORT_COLUMNS = ['createdAt', 'displayName', 'lastActiveAt'] as const;

/**
 * GET zalo-accounts: 10 a page; `search` accent-insensitive over the display name, the phone and the
 * linked user's name; `isLinkedToWeb` (spec) and `isLinked` (the deployed system's clients) are one
 * filter; `sortOrder` DESC by default.
 */
export const zaloAccountListQuery = pageQueryWithLimit(ZALO_ACCOUNT_PAGE_SIZE).extend({
  isFollowingOa: yesNoFilter,
  isActive: yesNoFilter,
  isLinkedToWeb: yesNoFilter,
  isLinked: yesNoFilter,
  sortBy: z.preprocess(
    blankToUndefined,
    z
      .enum(ZALO_ACCOUNT_SORT_COLUMNS, {
        error: `Chỉ sắp xếp được theo: ${ZALO_ACCOUNT_SORT_COLUMNS.join(', ')}`,
      })
      .default('createdAt'),
  ),
  sortOrder: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : blankToUndefined(v)),
    z.enum(['ASC', 'DESC'], { error: "Thứ tự sắp xếp là 'ASC' hoặc 'DESC'" }).default('DESC'),
  ),
});
export type ZaloAccountListQuery = z.infer<typeof zaloAccountListQuery>;

/** GET zalo-accounts/unlinked (deployed): the list's query, always the accounts linked to no user. */
export const zaloUnlinkedQuery = zaloAccountListQuery.omit({ isLinked: true, isLinkedToWeb: true });
export type ZaloUnlinkedQuery = z.infer<typeof zaloUnlinkedQuery>;

/** The linked system user as the list shows it: never a password hash or a token. */
export const zaloWebUser = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  roleName: z.string().nullable(),
  organizationId: z.number().int().nullable(),
  isActive: z.boolean(),
});
export type ZaloWebUser = z.infer<typeof zaloWebUser>;

/** A follower of the OA (spec §3 'Zalo account', with the deployed system's fields). */
export const zaloAccountItem = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  zaloOaUserId: z.string(),
  zaloAppUserId: z.string().nullable(),
  displayName: z.string().nullable(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  isFollowingOa: z.boolean(),
  isActive: z.boolean(),
  isLinkedToWeb: z.boolean(),
  webUser: zaloWebUser.nullable(),
  /** The linked user's last sign-in. */
  lastLoginAt: z.string().nullable(),
  lastFollowAt: z.string().nullable(),
  lastUnfollowAt: z.string().nullable(),
  lastActiveAt: z.string().nullable(),
  linkedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ZaloAccountItem = z.infer<typeof zaloAccountItem>;

/** GET zalo-accounts/overview: counts only, over the accounts the caller may see. */
export const zaloOverview = z.object({
  total: z.number().int(),
  linked: z.number().int(),
  unlinked: z.number().int(),
  followingOa: z.number().int(),
});
export type ZaloOverview = z.infer<typeof zaloOverview>;

/**
 * GET zalo-accounts: one page of the accounts the filters keep (`count` of them in all), and in
 * `summary` the overview of every account the caller may see, whatever the filters (the deployed
 * system counted the search alone; its client reads `summary`, the spec's `list` and `count`).
 */
export const zaloAccountPage = numberedPageOf(zaloAccountItem).extend({ summary: zaloOverview });
export type ZaloAccountPage = z.infer<typeof zaloAccountPage>;

export const zaloAccountIdParams = z.object({ id: idParam });

/** POST zalo/admin-link/{zaloAccountId}/{userId} (spec). */
export const zaloAdminLinkParams = z.object({ zaloAccountId: idParam, userId: idParam });

/** POST zalo-accounts/link (the deployed system's clients; `userId` may come as a string). */
export const zaloLinkBody = z.object({
  zaloAccountId: idParam,
  userId: idRule('Vui lòng chọn tài khoản hệ thống', 1),
});
export type ZaloLinkBody = z.infer<typeof zaloLinkBody>;

/** The spec's rules for a Vietnamese mobile number, as the deployed system checks it. */
export const VIETNAMESE_MOBILE = /^(0|\+84)(3|5|7|8|9)\d{8}$/;

/**
 * A phone as Vietnamese numbers are stored ('0912345678'), from the ways it comes: as Zalo shares
 * it ('84912345678'), international ('+84 912 345 678') or spaced; spaces, dots and dashes dropped,
 * any other number left as it is.
 */
export function nationalPhone(phone: string): string {
  const compact = phone.replace(/[\s.-]/g, '');
  return /^\+?84\d{9}$/.test(compact) ? `0${compact.replace(/^\+?84/, '')}` : compact;
}

/** The spec's word for an empty full name on POST zalo-accounts/create-user, kept as it fixes it. */
export const ZALO_FULL_NAME_REQUIRED_MESSAGE = 'Bắt buộc';

/**
 * POST zalo-accounts/create-user (spec §3, §5): full name 'Bắt buộc', e-mail 'Email không hợp lệ',
 * password 'Tối thiểu 6 ký tự', role 'Chọn vai trò', organisation optional (0: none); `userName`
 * and `phoneNumber` optional, as the deployed system's clients send them (a phone that is not a
 * Vietnamese mobile number: code phoneNumber_is_not_format, checked by the server).
 */
export const zaloCreateUserBody = z.object({
  zaloAccountId: idParam,
  fullName: z
    .string({ error: ZALO_FULL_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(1, ZALO_FULL_NAME_REQUIRED_MESSAGE)
    .max(150, 'Tối đa 150 ký tự'),
  email: emailRule,
  password: passwordRule,
  roleId: idRule('Chọn vai trò', 1),
  organizationId: z.preprocess((v) => blankToUndefined(v) ?? 0, idParam),
  userName: z.preprocess(blankToUndefined, usernameRule.optional()),
  phoneNumber: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : blankToUndefined(v)),
    z.string().max(20).optional(),
  ),
});
export type ZaloCreateUserBody = z.infer<typeof zaloCreateUserBody>;

/**
 * POST zalo/send-notification: a text (and a page of the product it opens) to the linked,
 * following accounts of chosen users, roles or organisations (with the units under them).
 */
export const zaloSendBody = z.object({
  message: requiredText('nội dung', ZALO_MESSAGE_MAX),
  link: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(500, 'Tối đa 500 ký tự')
      .regex(/^\/(?!\/)[^\s\\]*$/, 'Đường dẫn là một trang của hệ thống, bắt đầu bằng /')
      .optional(),
  ),
  userIds: z.array(idParam).max(1000).optional(),
  roleIds: z.array(idParam).max(100).optional(),
  organizationIds: z.array(idParam).max(100).optional(),
});
export type ZaloSendBody = z.infer<typeof zaloSendBody>;

/** What a Zalo send did: followers queued, and chosen users left out for having no linked, following account. */
export const zaloSendResult = z.object({ queued: z.number().int(), withoutZalo: z.number().int() });
export type ZaloSendResult = z.infer<typeof zaloSendResult>;

/** The state of a Zalo delivery (an outbox row of the 'zalo' channel) as the delivery views show it. */
export const ZALO_DELIVERY_STATES = ['queued', 'sent', 'failed'] as const;
export type ZaloDeliveryState = (typeof ZALO_DELIVERY_STATES)[number];
export const ZALO_DELIVERY_STATE_LABELS: Record<ZaloDeliveryState, string> = {
  queued: 'Đang chờ gửi',
  sent: 'Đã gửi',
  failed: 'Gửi thất bại',
};

/**
 * GET zalo/status: what the screens need to know of the OA connection, never a token. `configured`:
 * the app's settings are there; `connected`: tokens have been entered and Zalo has not refused the
 * refresh token since (a refresh that timed out or met Zalo out of reach leaves it true, is tried
 * again on the next call, and only shows as `lastError`); `lastError`: the last failed refresh.
 */
export const zaloStatus = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  accessExpiresAt: z.string().nullable(),
  refreshExpiresAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
});
export type ZaloStatus = z.infer<typeof zaloStatus>;

/** PUT zalo/oa-token (administrator): the OA's tokens, entered once; answered with the status. */
export const zaloTokenBody = z.object({
  accessToken: requiredText('access token', 4000),
  refreshToken: requiredText('refresh token', 4000),
  /** Seconds the access token has left (Zalo answers 'expires_in'); 25 hours when not given. */
  expiresIn: z.coerce
    .number({ error: 'Thời hạn là số giây' })
    .int('Thời hạn là số giây')
    .min(60, 'Thời hạn tối thiểu 60 giây')
    .max(10_000_000, 'Thời hạn quá dài')
    .optional(),
});
export type ZaloTokenBody = z.infer<typeof zaloTokenBody>;

/**
 * POST zalo/save-oa-token (administrator): the deployed system's body for the same tokens, its
 * field names as its clients send them.
 */
export const zaloSaveOaTokenBody = z
  .object({
    access_token: zaloTokenBody.shape.accessToken,
    refresh_token: zaloTokenBody.shape.refreshToken,
    expires_in: zaloTokenBody.shape.expiresIn,
    scope: z.string().max(1000).optional(),
  })
  .transform(
    ({ access_token, refresh_token, expires_in }): ZaloTokenBody => ({
      accessToken: access_token,
      refreshToken: refresh_token,
      expiresIn: expires_in,
    }),
  );

/** POST zalo-accounts/sync: followers read from the OA, accounts created, changed, and marked as having left. */
export const zaloSyncResult = z.object({
  fetched: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unfollowed: z.number().int(),
});
export type ZaloSyncResult = z.infer<typeof zaloSyncResult>;

/** A field of a webhook event: a value of another shape reads as absent, never as a refusal. */
const eventField = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const eventParty = eventField(z.looseObject({ id: z.string().max(100) }));

/**
 * POST zalo/webhook: an event of the OA as Zalo sends it (follow, unfollow, user_send_text…). Any
 * JSON object passes (a field of another shape reads as absent), so an unsigned body is refused for
 * its signature (401), checked by the server on the raw body before anything is read.
 */
export const zaloWebhookEvent = z.looseObject({
  app_id: eventField(z.string()),
  event_name: eventField(z.string().max(100)),
  /** Milliseconds since the epoch, as a string or a number: the signature covers it as sent. */
  timestamp: eventField(z.union([z.string().max(20), z.number()])),
  follower: eventParty,
  sender: eventParty,
  recipient: eventParty,
  user_id_by_app: eventField(z.string().max(100)),
  message: eventField(
    z.looseObject({ text: eventField(z.string().max(10_000)), msg_id: eventField(z.string()) }),
  ),
});
export type ZaloWebhookEvent = z.infer<typeof zaloWebhookEvent>;

/** Characters of a linking code: no 0/O or 1/I, which read alike. */
export const ZALO_LINK_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ZALO_LINK_CODE_LENGTH = 8;

/** POST zalo/link-code: a one-time code the signed-in user sends to the OA to link their account. */
export const zaloLinkCode = z.object({
  code: z.string(),
  expiresAt: z.string(),
  oaName: z.string().nullable(),
});
export type ZaloLinkCode = z.infer<typeof zaloLinkCode>;

/** GET zalo/my-account: the signed-in user's own linked account, if any. */
export const zaloMyAccount = z.object({
  linked: z.boolean(),
  displayName: z.string().nullable(),
  isFollowingOa: z.boolean().nullable(),
  linkedAt: z.string().nullable(),
});
export type ZaloMyAccount = z.infer<typeof zaloMyAccount>;
