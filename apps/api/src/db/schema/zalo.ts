import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, searchText, updatedAt } from './columns.js';
import { userOwned, users } from './users.js';

/**
 * The federation's Zalo Official Account (docs/requirements.md, "Zalo OA"): its followers, the OA's
 * tokens, the webhook events already handled and the one-time codes that link a follower to a user.
 */

/**
 * A follower of the OA, known from the follower sync or a webhook (never deleted: one who left is
 * `is_following_oa = false`), and the system user it is linked to: one account ↔ at most one user,
 * both ways, by the two unique indexes.
 */
export const zaloAccounts = pgTable(
  'zalo_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The follower's id at the OA (`user_id` of the OA Open API): where messages are sent. */
    oaUserId: text('oa_user_id').notNull(),
    /** The same person's id for the app (`user_id_by_app`), when the OA gives it. */
    appUserId: text('app_user_id'),
    displayName: text('display_name'),
    avatar: text('avatar'),
    /** As shared with the OA (a follower's shared info), if ever. */
    phone: text('phone'),
    isFollowingOa: boolean('is_following_oa').notNull().default(true),
    /** An administrator may switch an account off: no messages go to it. */
    isActive: boolean('is_active').notNull().default(true),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    lastFollowAt: timestamp('last_follow_at', { withTimezone: true }),
    lastUnfollowAt: timestamp('last_unfollow_at', { withTimezone: true }),
    /** The follower's last interaction with the OA (a message, a follow). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** When the follower sync last saw it in the OA's list. */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    /** Display name and phone, accent-free (toSearchText); the linked user's name is searched through the join. */
    searchText: searchText(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('zalo_accounts_oa_user_key').on(t.oaUserId),
    uniqueIndex('zalo_accounts_user_key').on(t.userId),
    index('zalo_accounts_created_idx').on(t.createdAt, t.id),
    index('zalo_accounts_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * The OA's tokens, one row (id 1): entered once by an administrator, refreshed before expiry under
 * a lock that holds across instances (a refresh token is single-use). Never returned by any
 * endpoint nor written to a log.
 */
export const zaloOaTokens = pgTable(
  'zalo_oa_tokens',
  {
    id: integer('id').primaryKey().default(1),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    /** The refresh token's own end (about three months after it was issued). */
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    /**
     * The last refresh that failed (Zalo's code and words, or what went wrong on the way; no
     * token): shown on the settings page, cleared by the next good refresh or new tokens.
     */
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    /**
     * When Zalo refused the refresh token (answered an error, not a timeout): the OA is not
     * connected, and nothing is asked of Zalo until an administrator enters new tokens.
     */
    refreshRefusedAt: timestamp('refresh_refused_at', { withTimezone: true }),
    /** When the last follower sync finished. */
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('zalo_oa_tokens_one_row', sql`id = 1`)],
);

/** Webhook events already handled, by a key of the event: one seen again is a replay (refused). */
export const zaloWebhookEvents = pgTable(
  'zalo_webhook_events',
  {
    eventKey: text('event_key').primaryKey(),
    eventName: text('event_name').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [index('zalo_webhook_events_received_idx').on(t.receivedAt)],
);

/**
 * One-time codes a signed-in user sends to the OA to link their Zalo account (beyond the spec):
 * kept as a hash, expire after 10 minutes, single-use.
 */
export const zaloLinkCodes = pgTable(
  'zalo_link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: userOwned(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('zalo_link_codes_user_idx').on(t.userId)],
);
