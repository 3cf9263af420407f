import { type NotificationCreateBody, toSearchText } from '@congdoan/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Write } from '../../write/transaction.js';
import { notificationScope, type ScopeHolder } from '../scope.js';

/**
 * Who sends a notice: a request's caller (an Actor), or a job with no request behind it. Its unit
 * (organisation, ward, zone) owns the notice, so the data scope reaches the notice as it reaches
 * that unit; its scope bounds whom the notice reaches; its userId (null for a job) is the sender.
 */
export type Sender = ScopeHolder;

/** What a notice says (POST thong-bao's body): title, text, type, and the page of the app it opens. */
export type NoticeContent = NotificationCreateBody;

/**
 * A decision's note as the last line of the notice telling of it: 'Ý kiến: …' beside an approval,
 * 'Lý do: …' beside a refusal; on a line of its own, so its own last stop is never doubled.
 */
export const decisionNoteLine = (refused: boolean, note: string | null | undefined) =>
  note ? `\n${refused ? 'Lý do' : 'Ý kiến'}: ${note}` : '';

/** What the audit log keeps of a notice. */
export const noticeSnapshot = (n: NoticeContent) => ({
  tieuDe: n.tieuDe,
  noiDung: n.noiDung,
  loaiThongBao: n.loaiThongBao,
  duongDan: n.duongDan ?? null,
  ghiChu: n.ghiChu ?? null,
});

export const noticeSearchText = (title: string, body: string) => toSearchText(title, body.slice(0, 1000));

/** What a notice's e-mails carry in their outbox payload (`ref`), so they can be found again. */
export const noticeRef = (id: number) => `notification:${id}`;

/** A notice of the sender's unit, not yet sent to anyone, and its audit row ('create'). */
export async function createNotice({ tx, audit }: Write, sender: Sender, notice: NoticeContent) {
  const [row] = await tx
    .insert(notifications)
    .values({
      title: notice.tieuDe,
      body: notice.noiDung,
      type: notice.loaiThongBao,
      link: notice.duongDan ?? null,
      note: notice.ghiChu ?? null,
      senderId: sender.userId,
      organizationId: sender.organizationId,
      xaPhuongId: sender.xaPhuongId,
      cumKhuCnId: sender.cumKhuCnId,
      searchText: noticeSearchText(notice.tieuDe, notice.noiDung),
    })
    .returning({ id: notifications.id });
  const id = row!.id;
  await audit({ action: 'create', subject: 'notification', recordId: id, after: noticeSnapshot(notice) });
  return id;
}

/** The notice in the sender's scope, locked for the transaction; else notification_not_found. */
export async function lockNotice(tx: DbOrTx, sender: Sender, id: number) {
  const [row] = await tx
    .select({
      id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
    })
    .from(notifications)
    .where(and(eq(notifications.id, id), notificationScope(sender)))
    .for('update');
  if (!row) throw new AppError('notification_not_found');
  return row;
}
