import type { ZaloWebhookEvent } from '@congdoan/shared';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { zaloAccounts, zaloWebhookEvents } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import type { Services } from '../../../services.js';
import type { TokenSigner } from '../../../sessions/tokens.js';
import { type Write, writeTransaction } from '../../../write/transaction.js';
import type { ZaloSettings } from '../../../zalo/oa.js';
import { asLinkCode, linkByCode } from '../link/service.js';
import { eventKey, signatureMatches, zaloSignature } from './signature.js';

/**
 * POST zalo/webhook (docs/requirements.md, "Zalo OA"; docs/decisions.md, "Zalo webhook replays"):
 * the signature is checked on the raw body in constant time, then the event's time, then whether
 * it was seen before; any refusal is a 401 that writes nothing. An accepted event is remembered and
 * handled in one transaction; a profile it needs is read from Zalo after the answer.
 */

/** An event older than this, or further ahead than SKEW_MS, is refused as stale. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;
const SKEW_MS = 60_000;
/** Replay keys are kept well past the age after which the event is refused anyway. */
const KEEP_KEYS = sql`now() - interval '1 hour'`;

export interface WebhookDeps {
  db: Db;
  signer: TokenSigner;
  config: ZaloSettings;
  zalo: Services['zalo'];
}

export interface Delivered {
  /** The body as it arrived: what the signature covers. */
  rawBody: string;
  signature: string | undefined;
  /** The same body, read by the route's schema. */
  event: ZaloWebhookEvent;
}

/** Checks and handles one event; answers once it is stored (or knowingly ignored). */
export async function receiveEvent(
  deps: WebhookDeps,
  { rawBody, signature, event }: Delivered,
): Promise<void> {
  const { config, db } = deps;
  const timestamp = typeof event.timestamp === 'number' ? String(event.timestamp) : event.timestamp;
  // Without the app's id and the OA's secret key no event can be told from a forgery.
  if (!config.ZALO_APP_ID || !config.ZALO_OA_SECRET_KEY || timestamp === undefined) {
    throw new AppError('zalo_webhook_signature_invalid');
  }
  const expected = zaloSignature(config.ZALO_APP_ID, rawBody, timestamp, config.ZALO_OA_SECRET_KEY);
  if (!signatureMatches(signature, expected)) throw new AppError('zalo_webhook_signature_invalid');
  const sentAt = Number(timestamp);
  const age = Date.now() - sentAt;
  if (!Number.isFinite(sentAt) || age > WEBHOOK_MAX_AGE_MS || age < -SKEW_MS) {
    throw new AppError('zalo_webhook_stale');
  }

  const readProfile = await writeTransaction(db, null, async (w) => {
    await w.tx.delete(zaloWebhookEvents).where(lt(zaloWebhookEvents.receivedAt, KEEP_KEYS));
    const fresh = await w.tx
      .insert(zaloWebhookEvents)
      .values({ eventKey: eventKey(rawBody), eventName: event.event_name ?? '' })
      .onConflictDoNothing()
      .returning({ key: zaloWebhookEvents.eventKey });
    if (fresh.length === 0) throw new AppError('zalo_webhook_replayed');
    return handle(w, deps.signer, event, new Date(sentAt));
  });
  if (readProfile) deps.zalo.sync.readProfileLater(readProfile);
}

/**
 * What an event changes; answers the OA user id whose profile should be read after the answer.
 * follow: the account (created if new) follows again; unfollow: it no longer follows; a message
 * from a follower: its last interaction, and a linking code links it. Other events change nothing.
 */
async function handle(
  w: Write,
  signer: TokenSigner,
  event: ZaloWebhookEvent,
  at: Date,
): Promise<string | null> {
  const name = event.event_name ?? '';
  if (name === 'follow' && event.follower?.id) {
    const oaUserId = event.follower.id;
    const appUserId = event.user_id_by_app ?? null;
    await w.tx
      .insert(zaloAccounts)
      .values({ oaUserId, appUserId, isFollowingOa: true, lastFollowAt: at, lastActiveAt: at })
      .onConflictDoUpdate({
        target: zaloAccounts.oaUserId,
        set: {
          isFollowingOa: true,
          lastFollowAt: at,
          lastActiveAt: at,
          appUserId: sql`coalesce(excluded.app_user_id, ${zaloAccounts.appUserId})`,
          updatedAt: sql`now()`,
        },
      });
    return oaUserId;
  }
  if (name === 'unfollow' && event.follower?.id) {
    await w.tx
      .update(zaloAccounts)
      .set({ isFollowingOa: false, lastUnfollowAt: at, updatedAt: sql`now()` })
      .where(eq(zaloAccounts.oaUserId, event.follower.id));
    return null;
  }
  if (name.startsWith('user_send_') && event.sender?.id) {
    const oaUserId = event.sender.id;
    const code = name === 'user_send_text' ? asLinkCode(event.message?.text) : null;
    if (!code) {
      await w.tx
        .update(zaloAccounts)
        .set({ lastActiveAt: at, updatedAt: sql`now()` })
        .where(eq(zaloAccounts.oaUserId, oaUserId));
      return null;
    }
    // A code from someone the sync has not met yet: their account is created to be linked.
    const [sender] = await w.tx
      .insert(zaloAccounts)
      .values({ oaUserId, appUserId: event.user_id_by_app ?? null, lastActiveAt: at })
      .onConflictDoUpdate({
        target: zaloAccounts.oaUserId,
        set: { lastActiveAt: at, updatedAt: sql`now()` },
      })
      .returning({ id: zaloAccounts.id, oaUserId: zaloAccounts.oaUserId, userId: zaloAccounts.userId });
    await linkByCode(w, signer, sender!, code);
    return oaUserId;
  }
  return null;
}
