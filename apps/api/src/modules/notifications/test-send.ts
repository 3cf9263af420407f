import {
  EMAIL_NOT_CONFIGURED_NOTE,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_TEST_TITLE,
  NOTIFICATION_TEST_TYPE,
  type NotificationTestBody,
  type NotificationTestChannels,
  type NotificationTestResult,
  VIETNAM_TIME_ZONE,
  ZALO_NOT_CONFIGURED_MESSAGE,
} from '@congdoan/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { outbox, users } from '../../db/schema/index.js';
import { sendNotice } from '../../domain/notify/send.js';
import { AppError } from '../../errors.js';
import { mailConfigured } from '../../mail/sender.js';
import type { ChannelName } from '../../outbox/payloads.js';
import { actorOf } from '../../plugins/auth.js';
import { writeTransaction } from '../../write/transaction.js';
import { zaloConfigured } from '../../zalo/configured.js';
import { deliveriesOf } from './repository.js';

/**
 * The test send of the notification-test page: an administrator checks that notifications reach a
 * user, in the app, by e-mail and on Zalo, through the same create and send as any notification
 * (audited, listed in GET thong-bao, in the recipient's inbox); GET thong-bao/{id}/email,
 * GET thong-bao/{id}/zalo and GET thong-bao/{id}/nguoi-nhan then show what became of it.
 */

const IN_APP_ALWAYS_NOTE =
  'Thông báo trong ứng dụng luôn được ghi: e-mail và Zalo là kênh đi kèm một thông báo, không gửi riêng';
const NO_ADDRESS_NOTE = 'Người nhận chưa có địa chỉ e-mail: không có thư nào được gửi';
const NO_ZALO_NOTE =
  'Người nhận chưa liên kết tài khoản Zalo đang theo dõi OA (hoặc tài khoản đã bị tắt): không có tin nhắn nào được gửi';

/** GET thong-bao/test/kenh: the channels, and whether each is set up on this server. */
export function testChannels(config: Config): NotificationTestChannels {
  const mail = mailConfigured(config);
  const zalo = zaloConfigured(config);
  return {
    kenh: [
      { ma: 'in_app', ten: NOTIFICATION_CHANNEL_LABELS.in_app, daCauHinh: true },
      {
        ma: 'email',
        ten: NOTIFICATION_CHANNEL_LABELS.email,
        daCauHinh: mail,
        ...(mail ? {} : { ghiChu: EMAIL_NOT_CONFIGURED_NOTE }),
      },
      {
        ma: 'zalo',
        ten: NOTIFICATION_CHANNEL_LABELS.zalo,
        daCauHinh: zalo,
        ...(zalo ? {} : { ghiChu: ZALO_NOT_CONFIGURED_MESSAGE }),
      },
    ],
  };
}

/** A moment as 'HH:mm dd/MM/yyyy' in Việt Nam's time (docs/requirements.md, "Dates and times"). */
function vietnamMoment(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: VIETNAM_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('day')}/${part('month')}/${part('year')}`;
}

/**
 * POST thong-bao/test: one notification of type 'Thông báo thử' created and sent to one user (the
 * caller unless `nguoiNhanId` names another) in one transaction, so a recipient the send refuses
 * (unknown or outside the caller's scope: recipient_ref_invalid; locked:
 * notification_no_recipients) leaves nothing behind, not even the notification.
 *
 * 'zalo' while the OA is not configured is refused (zalo_not_configured) before anything is written.
 *
 * Decision: the in-app row is always written, 'email' alone included. An e-mail is a second channel
 * of a notification (the send writes the inbox row and the mail from it in one statement, and the
 * page reads both back through the notification), so an e-mail without its notification does not
 * exist; the answer says so on the in-app line when 'in_app' was not chosen.
 */
export async function sendTestNotification(
  db: Db,
  request: FastifyRequest,
  body: NotificationTestBody,
  config: Config,
): Promise<NotificationTestResult> {
  const actor = actorOf(request);
  const recipientId = body.nguoiNhanId ?? actor.userId;
  const byEmail = body.kenh.includes('email');
  const byZalo = body.kenh.includes('zalo');
  if (byZalo && !zaloConfigured(config)) throw new AppError('zalo_not_configured');
  return writeTransaction(db, request, async (w) => {
    const { tx } = w;
    const [caller] = await tx
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, actor.userId));
    const notice = {
      tieuDe: body.tieuDe ?? NOTIFICATION_TEST_TITLE,
      noiDung:
        body.noiDung ??
        `Đây là thông báo thử do ${caller?.fullName ?? 'quản trị viên'} gửi lúc ${vietnamMoment(new Date())}. Nếu bạn đọc được thông báo này, kênh gửi đang hoạt động.`,
      loaiThongBao: NOTIFICATION_TEST_TYPE,
      duongDan: null,
    };
    const sent = await sendNotice(
      w,
      actor,
      notice,
      { nguoiNhanIds: [recipientId] },
      { email: byEmail, zalo: byZalo },
    );
    if (!sent.recipients) throw new AppError('notification_no_recipients');
    const id = sent.noticeId;
    const [recipient] = await tx
      .select({ id: users.id, fullName: users.fullName, email: users.email })
      .from(users)
      .where(eq(users.id, recipientId));
    const ketQua: NotificationTestResult['ketQua'] = [
      {
        kenh: 'in_app',
        trangThai: 'delivered',
        ...(body.kenh.includes('in_app') ? {} : { ghiChu: IN_APP_ALWAYS_NOTE }),
      },
    ];
    /** The outbox row a channel's delivery was queued in. */
    const queuedIn = async (channel: ChannelName) => {
      const [row] = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(deliveriesOf(channel, id))
        .orderBy(desc(outbox.id))
        .limit(1);
      return row ? { outboxId: row.id } : {};
    };
    if (byEmail && sent.emailed === 0) {
      ketQua.push({ kenh: 'email', trangThai: 'no_address', ghiChu: NO_ADDRESS_NOTE });
    } else if (byEmail) {
      ketQua.push({
        kenh: 'email',
        trangThai: 'pending',
        ...(await queuedIn('email')),
        ...(mailConfigured(config) ? {} : { ghiChu: EMAIL_NOT_CONFIGURED_NOTE }),
      });
    }
    if (byZalo && sent.zaloQueued === 0) {
      ketQua.push({ kenh: 'zalo', trangThai: 'no_address', ghiChu: NO_ZALO_NOTE });
    } else if (byZalo) {
      ketQua.push({ kenh: 'zalo', trangThai: 'pending', ...(await queuedIn('zalo')) });
    }
    return { thongBaoId: id, nguoiNhan: recipient!, ketQua };
  });
}
