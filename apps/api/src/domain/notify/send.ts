import { count, eq, sql } from 'drizzle-orm';
import { publish } from '../../db/notify.js';
import { notificationRecipients, notifications, users, zaloAccounts } from '../../db/schema/index.js';
import { enqueueSelect } from '../../outbox/enqueue.js';
import { linkLine } from '../../outbox/links.js';
import type { Write } from '../../write/transaction.js';
import { createNotice, lockNotice, type NoticeContent, noticeRef, type Sender } from './notice.js';
import { assertChoiceValid, type RecipientChoice, recipientCondition } from './recipients.js';
import { zaloText } from './zalo-text.js';

/**
 * The bus channel on which a send that reached anyone announces the notice's id after its commit
 * (the bell's live streams of every instance hear it: modules/notifications/stream/hub.ts).
 */
export const NOTIFICATION_SENT_CHANNEL = 'notification_sent';

/** The channels of a send besides the inbox, which every send writes. */
export interface NoticeChannels {
  /** An e-mail to each new recipient with an address, through the outbox. */
  email?: boolean;
  /**
   * A Zalo message to each new recipient whose linked Zalo account follows the OA and is active,
   * through the outbox (without the OA configured, each fails visibly: 'Chưa cấu hình Zalo OA').
   */
  zalo?: boolean;
}

/** What a send did. */
export interface NoticeSent {
  /** The notice: the one named, or the one written from the content given. */
  noticeId: number;
  /** Users this send reached; those who already had the notice are not counted again. */
  added: number;
  /** Users who have the notice now, by this send and by earlier ones. */
  recipients: number;
  /** E-mails enqueued. */
  emailed: number;
  /** Zalo messages enqueued. */
  zaloQueued: number;
}

/**
 * Sends a notice inside the caller's write (src/domain/notify/README.md): `notice` names one in the
 * sender's scope (`{ id }`, else notification_not_found) or gives the content of a new one.
 * The database resolves `to` within the sender's scope and writes the inbox rows and the other
 * channels' outbox rows in one INSERT … SELECT; a user who already has the notice is skipped, on
 * every channel. An id in `to` that does not exist or lies outside the scope is refused
 * (recipient_ref_invalid); a send that reaches nobody is not, the caller decides (see `recipients`).
 * The send is audited on the notice; after the commit the bell and the outbox workers are told,
 * once each.
 */
export async function sendNotice(
  w: Write,
  sender: Sender,
  notice: { id: number } | NoticeContent,
  to: RecipientChoice,
  channels: NoticeChannels = {},
): Promise<NoticeSent> {
  const { tx, audit } = w;
  const { id, title, body, link } =
    'id' in notice
      ? await lockNotice(tx, sender, notice.id)
      : {
          id: await createNotice(w, sender, notice),
          title: notice.tieuDe,
          body: notice.noiDung,
          link: notice.duongDan ?? null,
        };
  await assertChoiceValid(tx, sender, to);
  const mails = channels.email
    ? enqueueSelect(
        'email',
        {
          to: sql`u.email`,
          subject: sql`${title}::text`,
          text: sql`${link ? body + linkLine(link) : body}::text`,
          ref: sql`${noticeRef(id)}::text`,
          link: sql`${link}::text`,
        },
        sql`from added join ${users} u on u.id = added.user_id where u.email is not null and u.email <> ''`,
      )
    : null;
  const messages = channels.zalo
    ? enqueueSelect(
        'zalo',
        {
          zaloAccountId: sql`${zaloAccounts.id}`,
          to: sql`${zaloAccounts.oaUserId}`,
          userId: sql`added.user_id`,
          text: sql`${zaloText({ title, body, link })}::text`,
          ref: sql`${noticeRef(id)}::text`,
          link: sql`${link}::text`,
        },
        sql`from added join ${zaloAccounts} on ${zaloAccounts.userId} = added.user_id
          where ${zaloAccounts.isFollowingOa} and ${zaloAccounts.isActive}`,
      )
    : null;
  const result = await tx.execute(sql`
    with added as (
      insert into ${notificationRecipients} (user_id, notification_id)
      select ${users.id}, ${id} from ${users} where ${recipientCondition(sender, to)}
      on conflict do nothing
      returning user_id)${mails ? sql`, mailed as (${mails.insert})` : sql``}${
        messages ? sql`, messaged as (${messages.insert})` : sql``
      }
    select (select count(*)::int from added) as added,
           ${mails ? sql`(select count(*)::int from mailed)` : sql`0`} as emailed,
           ${messages ? sql`(select count(*)::int from messaged)` : sql`0`} as "zaloQueued"`);
  const [counts] = (result as unknown as { rows: { added: number; emailed: number; zaloQueued: number }[] })
    .rows;
  const { added, emailed, zaloQueued } = counts ?? { added: 0, emailed: 0, zaloQueued: 0 };
  const [total] = await tx
    .select({ value: count() })
    .from(notificationRecipients)
    .where(eq(notificationRecipients.notificationId, id));
  if (added > 0) {
    await tx
      .update(notifications)
      .set({ firstSentAt: sql`coalesce(${notifications.firstSentAt}, now())` })
      .where(eq(notifications.id, id));
    await publish(tx, NOTIFICATION_SENT_CHANNEL, String(id));
  }
  await mails?.written(tx, emailed);
  await messages?.written(tx, zaloQueued);
  await audit({
    action: 'send',
    subject: 'notification',
    recordId: id,
    after: {
      soNguoiNhanMoi: added,
      soEmail: emailed,
      soZalo: zaloQueued,
      nguoiNhanIds: to.nguoiNhanIds ?? [],
      roleIds: to.roleIds ?? [],
      organizationIds: to.organizationIds ?? [],
      tatCa: to.tatCa ?? false,
    },
  });
  return { noticeId: id, added, recipients: total?.value ?? 0, emailed, zaloQueued };
}
