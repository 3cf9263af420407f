import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import type { NotifyBus } from '../../../db/notify.js';
import { notificationRecipients } from '../../../db/schema/index.js';
import { NOTIFICATION_SENT_CHANNEL } from '../../../domain/notify/send.js';
import { SESSION_CHANNEL } from '../../../sessions/session-cache.js';
import { inboxItemOrFail, unreadCountOf } from '../inbox/repository.js';

/**
 * The bell's live streams of one instance (docs/architecture.md, "Notification bus"). A send
 * (src/domain/notify/send.ts) announces the notification's id on NOTIFICATION_SENT_CHANNEL; a change of
 * read marks announces the user's id on INBOX_CHANGED_CHANNEL. Both cross instances through PostgreSQL (in-process on
 * PGlite), and each instance looks up which of its own connected users are concerned, so a send
 * to 100,000 users costs one small query per instance, not one message per user.
 */
export const INBOX_CHANGED_CHANNEL = 'inbox_changed';
/** Streams one user may hold open at once (tabs, devices); the oldest is closed beyond it. */
export const STREAMS_PER_USER = 8;

export interface Stream {
  userId: number;
  sessionId: string;
  send(event: 'notification' | 'unread' | 'resync', data: unknown): void;
  close(): void;
}

export class NotificationHub {
  private readonly streams = new Map<number, Set<Stream>>();
  private readonly unsubscribe: (() => void)[];

  constructor(
    private readonly db: DbOrTx,
    bus: NotifyBus,
    private readonly onError: (error: unknown) => void,
  ) {
    const resync = () => {
      for (const stream of this.all()) stream.send('resync', {});
    };
    this.unsubscribe = [
      bus.subscribe(NOTIFICATION_SENT_CHANNEL, {
        message: (id) => this.guard(this.sent(Number(id))),
        gap: resync,
      }),
      bus.subscribe(INBOX_CHANGED_CHANNEL, {
        message: (id) => this.guard(this.changed(Number(id))),
        gap: resync,
      }),
      // a logout, a lock, a password change or a role switch ends the session's streams at once
      bus.subscribe(SESSION_CHANNEL, { message: (change) => this.sessionChanged(change), gap: () => {} }),
    ];
  }

  /** Adds a stream; answers its removal. */
  add(stream: Stream): () => void {
    const own = this.streams.get(stream.userId) ?? new Set<Stream>();
    this.streams.set(stream.userId, own);
    own.add(stream);
    if (own.size > STREAMS_PER_USER) own.values().next().value?.close();
    return () => {
      own.delete(stream);
      if (!own.size && this.streams.get(stream.userId) === own) this.streams.delete(stream.userId);
    };
  }

  /** Unread count of one user, pushed to their streams. */
  async pushUnread(userId: number) {
    const unreadCount = await unreadCountOf(this.db, userId);
    for (const stream of this.streams.get(userId) ?? []) stream.send('unread', { unreadCount });
  }

  close() {
    for (const stop of this.unsubscribe) stop();
    for (const stream of this.all()) stream.close();
  }

  private all(): Stream[] {
    return [...this.streams.values()].flatMap((own) => [...own]);
  }

  private async sent(notificationId: number) {
    const connected = [...this.streams.keys()];
    if (!connected.length) return;
    const reached = await this.db
      .select({ userId: notificationRecipients.userId })
      .from(notificationRecipients)
      .where(
        and(
          eq(notificationRecipients.notificationId, notificationId),
          inArray(notificationRecipients.userId, connected),
        ),
      );
    await Promise.all(
      reached.map(async ({ userId }) => {
        try {
          const [item, unreadCount] = await Promise.all([
            inboxItemOrFail(this.db, userId, notificationId),
            unreadCountOf(this.db, userId),
          ]);
          for (const stream of this.streams.get(userId) ?? [])
            stream.send('notification', { item, unreadCount });
        } catch (error) {
          // deleted in the meantime: the next poll or resync tells the bell
          this.onError(error);
        }
      }),
    );
  }

  private async changed(userId: number) {
    if (this.streams.has(userId)) await this.pushUnread(userId);
  }

  private sessionChanged(change: string) {
    const [kind, id] = [change.slice(0, 2), change.slice(2)];
    for (const stream of this.all())
      if ((kind === 's:' && stream.sessionId === id) || (kind === 'u:' && String(stream.userId) === id))
        stream.close();
  }

  private guard(work: Promise<void>) {
    work.catch(this.onError);
  }
}
