import { z } from 'zod';
import { NOTIFICATION_PAGE_SIZE } from '../limits.js';
import { formatNumber } from '../numbers.js';
import {
  blankIsNoValue,
  blankToUndefined,
  clearable,
  idParam,
  numberedPageOf,
  optionalId,
  pageQueryWithLimit,
  requiredText,
} from './common.js';
import { OUTBOX_STATES, type OutboxState } from './outbox.js';
import { ZALO_DELIVERY_STATES, type ZaloDeliveryState } from './zalo.js';

/** Notifications (spec §3, §7; docs/requirements.md, "Notifications"). */

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_BODY_MAX = 5000;
export const NOTIFICATION_TYPE_MAX = 100;
export const NOTIFICATION_LINK_MAX = 500;
/** Users named one by one in one send; roles, organisations or everyone reach more in one statement. */
export const NOTIFICATION_RECIPIENTS_MAX = 1000;
export const NOTIFICATION_GROUPS_MAX = 100;
export const NOTIFICATION_DEFAULT_TYPE = 'Thông báo chung';

/** A user's read state of one notification (spec §4). */
export const READ_STATES = ['chua_doc', 'da_doc'] as const;
export type ReadState = (typeof READ_STATES)[number];
export const READ_STATE_LABELS: Record<ReadState, string> = { chua_doc: 'Chưa đọc', da_doc: 'Đã đọc' };

const title = requiredText('tiêu đề', NOTIFICATION_TITLE_MAX);
const body = requiredText('nội dung', NOTIFICATION_BODY_MAX);
const type = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(NOTIFICATION_TYPE_MAX, `Tối đa ${NOTIFICATION_TYPE_MAX} ký tự`)
    .default(NOTIFICATION_DEFAULT_TYPE),
);
/**
 * A page of this app the notification opens ('/trade-union/events/detail/12'), never another site;
 * blank or null: none (a correction clears it).
 */
const link = clearable(
  z
    .string()
    .trim()
    .max(NOTIFICATION_LINK_MAX, `Tối đa ${NOTIFICATION_LINK_MAX} ký tự`)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'Đường dẫn là một trang của hệ thống, bắt đầu bằng /'),
);

/** The longest note (`ghiChu`) a notification keeps beside its content. */
export const NOTIFICATION_NOTE_MAX = 1000;

/** A note kept beside the content (the deployed clients' `ghiChu`); blank or null clears it. */
const note = clearable(
  z
    .string({ error: 'Ghi chú phải là chuỗi ký tự' })
    .trim()
    .max(NOTIFICATION_NOTE_MAX, `Tối đa ${NOTIFICATION_NOTE_MAX} ký tự`),
);

/** POST thong-bao. */
export const notificationCreateBody = z.object({
  tieuDe: title,
  noiDung: body,
  loaiThongBao: type,
  duongDan: link,
  ghiChu: note,
});
export type NotificationCreateBody = z.infer<typeof notificationCreateBody>;

/**
 * A title for a notification given only its content (the deployed clients' `noiDungThongBao`, which
 * has none): its first line that says something, cut to NOTIFICATION_TITLE_MAX with '…'.
 */
export function titleFromContent(content: string): string {
  const line =
    content
      .split(/\r?\n/)
      .map((l) => l.trim())
      .find((l) => l !== '') ?? '';
  return line.length <= NOTIFICATION_TITLE_MAX
    ? line
    : `${line.slice(0, NOTIFICATION_TITLE_MAX - 1).trimEnd()}…`;
}

/** A body's content under either name: ours (`noiDung`) wins over the deployed clients' `noiDungThongBao`. */
export const notificationContentOf = (b: {
  noiDung?: string | undefined;
  noiDungThongBao?: string | undefined;
}) => b.noiDung ?? b.noiDungThongBao;

/**
 * POST thong-bao as the route takes it: ours (tieuDe, noiDung), or the deployed clients' body
 * (/work/shared/DEPLOYED.md §2d): `noiDungThongBao` is the content, its title its first line
 * when no `tieuDe` is given. Given both, `noiDung` wins over `noiDungThongBao`.
 */
export const notificationCreateRequest = notificationCreateBody
  .extend({
    tieuDe: title.optional(),
    noiDung: body.optional(),
    noiDungThongBao: body.optional(),
  })
  .superRefine((v, ctx) => {
    if (notificationContentOf(v) === undefined) {
      ctx.addIssue({ code: 'custom', path: ['noiDung'], message: 'Vui lòng nhập nội dung' });
    }
  })
  .transform(({ tieuDe, noiDung, noiDungThongBao, ...rest }): NotificationCreateBody => {
    const content = notificationContentOf({ noiDung, noiDungThongBao }) ?? '';
    return { ...rest, tieuDe: tieuDe ?? titleFromContent(content), noiDung: content };
  });

/**
 * PATCH thong-bao/{id}: the fields given are changed; a sent one keeps its history (audit). The
 * deployed clients' `noiDungThongBao` is `noiDung` (ours wins given both).
 */
export const notificationUpdateBody = z
  .object({
    tieuDe: title.optional(),
    noiDung: body.optional(),
    noiDungThongBao: body.optional(),
    ghiChu: note,
    loaiThongBao: z.preprocess(
      blankToUndefined,
      z.string().trim().max(NOTIFICATION_TYPE_MAX, `Tối đa ${NOTIFICATION_TYPE_MAX} ký tự`).optional(),
    ),
    duongDan: link,
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), 'Không có thay đổi nào');
export type NotificationUpdateBody = z.infer<typeof notificationUpdateBody>;

export const notificationIdParams = z.object({ id: idParam });

/** GET thong-bao: 10 a page, accent-insensitive search in title and body, by sender. */
export const notificationListQuery = pageQueryWithLimit(NOTIFICATION_PAGE_SIZE).extend({
  nguoiGui: z.preprocess(blankToUndefined, idParam.optional()),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

const userRef = z.object({ id: z.number().int(), fullName: z.string() });

/** A notification as its senders see it, with how far it has reached. */
export const notificationItem = z.object({
  id: z.number().int(),
  tieuDe: z.string(),
  noiDung: z.string(),
  /** The deployed clients' name of `noiDung`. */
  noiDungThongBao: z.string(),
  /** A note beside the content (the deployed clients' `ghiChu`). */
  ghiChu: z.string().nullable(),
  loaiThongBao: z.string(),
  duongDan: z.string().nullable(),
  nguoiGui: z.number().int().nullable(),
  nguoiGuiUser: userRef.nullable(),
  soNguoiNhan: z.number().int(),
  soDaDoc: z.number().int(),
  guiLanDau: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

const idList = (max: number, what: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? undefined : Array.isArray(v) ? v : [v]),
    z
      .array(idParam)
      .max(max, `Tối đa ${formatNumber(max)} ${what} mỗi lần gửi`)
      .optional(),
  );

/**
 * Whom a send reaches: users named one by one (spec: `nguoiNhanIds`, strings), and beyond the
 * spec roles, organisations (with every unit under them) or everyone in the sender's scope; the
 * server keeps to the sender's scope.
 */
const recipientChoice = z.object({
  nguoiNhanIds: idList(NOTIFICATION_RECIPIENTS_MAX, 'người nhận'),
  roleIds: idList(NOTIFICATION_GROUPS_MAX, 'vai trò'),
  organizationIds: idList(NOTIFICATION_GROUPS_MAX, 'đơn vị'),
  tatCa: z.boolean().optional(),
});
const someoneChosen = (v: z.infer<typeof recipientChoice>) =>
  Boolean(v.tatCa) || [v.nguoiNhanIds, v.roleIds, v.organizationIds].some((ids) => ids && ids.length > 0);
/** Said when a send (or the test page's 'Người dùng khác') names no one. */
export const NO_RECIPIENT_MESSAGE = 'Vui lòng chọn người nhận';
const noOneChosen = { path: ['nguoiNhanIds'], message: NO_RECIPIENT_MESSAGE };

/**
 * POST thong-bao/send: a choice of recipients; `guiEmail` adds an e-mail to those with an address,
 * `guiZalo` a Zalo message to those with a linked account that follows the OA.
 */
export const notificationSendBody = recipientChoice
  .extend({ thongBaoId: idParam, guiEmail: z.boolean().optional(), guiZalo: z.boolean().optional() })
  .refine(someoneChosen, noOneChosen);
export type NotificationSendBody = z.infer<typeof notificationSendBody>;

/** POST thong-bao/send/preview: how many active users a choice reaches now (the send dialog). */
export const recipientPreviewBody = recipientChoice.refine(someoneChosen, noOneChosen);
export type RecipientPreviewBody = z.infer<typeof recipientPreviewBody>;
export const recipientPreview = z.object({ soNguoiNhan: z.number().int() });

/** What a send did: who it reached now, and in all. */
export const notificationSendResult = z.object({
  thongBaoId: z.number().int(),
  soNguoiNhanMoi: z.number().int(),
  soNguoiNhan: z.number().int(),
  soEmail: z.number().int(),
  /** Zalo messages queued (with `guiZalo`). */
  soZalo: z.number().int(),
  /** The deployed clients' name of `soNguoiNhanMoi`. */
  sentCount: z.number().int(),
  /** The users named in `nguoiNhanIds` who do not have it (unknown, locked or out of scope), as deployed: strings. */
  failedUsers: z.array(z.string()),
});
export type NotificationSendResult = z.infer<typeof notificationSendResult>;

/** GET thong-bao/user/my-notifications (spec §3, user view). */
export const inboxQuery = pageQueryWithLimit(NOTIFICATION_PAGE_SIZE)
  .omit({ search: true })
  .extend({
    trangThaiDoc: z.preprocess(
      blankToUndefined,
      z.enum(READ_STATES, { error: "Trạng thái đọc là 'chua_doc' hoặc 'da_doc'" }).optional(),
    ),
  });
export type InboxQuery = z.infer<typeof inboxQuery>;

export const inboxItem = z.object({
  id: z.number().int(),
  tieuDe: z.string(),
  noiDung: z.string(),
  loaiThongBao: z.string(),
  duongDan: z.string().nullable(),
  /** The deployed clients' names of the content and the note. */
  noiDungThongBao: z.string(),
  ghiChu: z.string().nullable(),
  trangThaiDoc: z.enum(READ_STATES),
  daDoc: z.boolean(),
  createdAt: z.string(),
  nguoiGuiUser: z.object({ fullName: z.string() }).nullable(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxPage = numberedPageOf(inboxItem).extend({ unreadCount: z.number().int() });
export type InboxPage = z.infer<typeof inboxPage>;

/** GET thong-bao/user/unread-count: the spec's readers take `count` or `unreadCount`. */
export const unreadCount = z.object({ count: z.number().int(), unreadCount: z.number().int() });

export const userIdParams = z.object({ userId: idParam });

/** GET thong-bao/{id}/nguoi-nhan: who a notification reached and who has read it (its sender's view). */
export const recipientListQuery = pageQueryWithLimit(NOTIFICATION_PAGE_SIZE).extend({
  trangThaiDoc: inboxQuery.shape.trangThaiDoc,
});
export type RecipientListQuery = z.infer<typeof recipientListQuery>;

export const recipientItem = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  email: z.string().nullable(),
  organizationName: z.string().nullable(),
  trangThaiDoc: z.enum(READ_STATES),
  daDoc: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RecipientItem = z.infer<typeof recipientItem>;

/** GET thong-bao/{id}/email: the e-mails of one notification (outbox rows), failed first then newest. */
export const notificationEmailQuery = pageQueryWithLimit(NOTIFICATION_PAGE_SIZE).omit({ search: true });
export type NotificationEmailQuery = z.infer<typeof notificationEmailQuery>;

export const notificationEmailItem = z.object({
  /** The outbox row's id. */
  id: z.number().int(),
  to: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationEmailItem = z.infer<typeof notificationEmailItem>;

/**
 * The e-mails of a notification: how many in all (`tongSo`; `count` is the same number under the
 * lists' name) and in each state, whether an SMTP server is configured (without one a mail is only
 * written to the server log: 'logged'), and one page of the rows.
 */
export const notificationEmails = z.object({
  tongSo: z.number().int(),
  theoTrangThai: z.object({
    pending: z.number().int(),
    delivered: z.number().int(),
    logged: z.number().int(),
    failed: z.number().int(),
  }) satisfies z.ZodType<Record<OutboxState, number>>,
  daCauHinh: z.boolean(),
  list: z.array(notificationEmailItem),
  count: z.number().int(),
});
export type NotificationEmails = z.infer<typeof notificationEmails>;

/** GET thong-bao/{id}/zalo: the Zalo messages of one notification, failed first then newest. */
export const notificationZaloQuery = notificationEmailQuery;
export type NotificationZaloQuery = NotificationEmailQuery;

export const notificationZaloItem = z.object({
  /** The outbox row's id. */
  id: z.number().int(),
  zaloAccountId: z.number().int(),
  /** The account's display name, and the user it is linked to now (null once unlinked). */
  displayName: z.string().nullable(),
  userId: z.number().int().nullable(),
  fullName: z.string().nullable(),
  state: z.enum(ZALO_DELIVERY_STATES),
  attempts: z.number().int(),
  /** What Zalo (or the server) answered to the last failed attempt. */
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationZaloItem = z.infer<typeof notificationZaloItem>;

/**
 * The Zalo messages of a notification: how many in all (`tongSo`, and `count` under the lists'
 * name) and in each state, whether the OA is configured on this server, and one page of the rows.
 */
export const notificationZalos = z.object({
  tongSo: z.number().int(),
  theoTrangThai: z.object({
    queued: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }) satisfies z.ZodType<Record<ZaloDeliveryState, number>>,
  daCauHinh: z.boolean(),
  list: z.array(notificationZaloItem),
  count: z.number().int(),
});
export type NotificationZalos = z.infer<typeof notificationZalos>;

/** The ways a notification reaches a user: its inbox row, and an e-mail and a Zalo message beside it. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'zalo'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'Trong ứng dụng',
  email: 'E-mail',
  zalo: 'Zalo',
};
/** What the e-mail channel says when SMTP_URL is not set. */
export const EMAIL_NOT_CONFIGURED_NOTE =
  'Chưa cấu hình máy chủ gửi thư (SMTP_URL): thư chỉ được ghi vào nhật ký máy chủ, không gửi đi';

/** GET thong-bao/test/kenh: the channels a test send can try, and whether each is set up. */
export const notificationTestChannels = z.object({
  kenh: z.array(
    z.object({
      ma: z.enum(NOTIFICATION_CHANNELS),
      ten: z.string(),
      daCauHinh: z.boolean(),
      ghiChu: z.string().optional(),
    }),
  ),
});
export type NotificationTestChannels = z.infer<typeof notificationTestChannels>;

/** A test send's type, and its title when none is given. */
export const NOTIFICATION_TEST_TYPE = 'Thông báo thử';
export const NOTIFICATION_TEST_TITLE = 'Thông báo thử';
const NO_CHANNEL_MESSAGE = 'Vui lòng chọn ít nhất một kênh gửi';

/**
 * POST thong-bao/test (the notification-test page): one notification sent to one user (the caller
 * when `nguoiNhanId` is absent) through the channels chosen; title and text as POST thong-bao,
 * blank: the server's default.
 */
export const notificationTestBody = z.object({
  nguoiNhanId: optionalId,
  kenh: z
    .array(z.enum(NOTIFICATION_CHANNELS, { error: "Kênh gửi là 'in_app', 'email' hoặc 'zalo'" }), {
      error: NO_CHANNEL_MESSAGE,
    })
    .min(1, NO_CHANNEL_MESSAGE)
    .max(NOTIFICATION_CHANNELS.length, NO_CHANNEL_MESSAGE),
  tieuDe: blankIsNoValue(title),
  noiDung: blankIsNoValue(body),
});
export type NotificationTestBody = z.infer<typeof notificationTestBody>;

/**
 * What happened on each channel: 'delivered' (the inbox row is written), 'pending' (the e-mail or
 * the Zalo message is queued in the outbox, `outboxId`), 'no_address' (the recipient has no e-mail
 * address, or no linked Zalo account that follows the OA and is active); `ghiChu`
 * says why in Vietnamese where it matters.
 */
export const TEST_DELIVERY_STATES = ['delivered', 'pending', 'no_address'] as const;
export type TestDeliveryState = (typeof TEST_DELIVERY_STATES)[number];

export const notificationTestResult = z.object({
  thongBaoId: z.number().int(),
  nguoiNhan: z.object({ id: z.number().int(), fullName: z.string(), email: z.string().nullable() }),
  ketQua: z.array(
    z.object({
      kenh: z.enum(NOTIFICATION_CHANNELS),
      trangThai: z.enum(TEST_DELIVERY_STATES),
      outboxId: z.number().int().optional(),
      ghiChu: z.string().optional(),
    }),
  ),
});
export type NotificationTestResult = z.infer<typeof notificationTestResult>;
