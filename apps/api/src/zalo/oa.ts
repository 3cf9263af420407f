import { ZALO_NOT_CONFIGURED_MESSAGE, ZALO_TOKEN_REFUSED_MESSAGE, type ZaloStatus } from '@congdoan/shared';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db, DbOrTx } from '../db/client.js';
import { zaloOaTokens } from '../db/schema/index.js';
import { type IssuedTokens, ZaloApi, ZaloError } from './api.js';
import { zaloConfigured } from './configured.js';

/**
 * The connection to the federation's OA: its settings, its tokens (one row of `zalo_oa_tokens`)
 * and the Open API calls made with them (docs/architecture.md, "Zalo OA"). Tokens are read from
 * the database on each use, refreshed ahead of expiry under a lock every instance shares, and never
 * returned, logged or put into an error.
 */

/** Refreshed when it has less than this left, so no call meets an expiring token. */
const REFRESH_AHEAD_MS = 30 * 60_000;
/** What the OAuth host says a refresh token lives (about three months). */
const REFRESH_TOKEN_LIFE_MS = 90 * 24 * 3_600_000;
/** The access token's life when the administrator does not say (Zalo's 25 hours). */
export const DEFAULT_ACCESS_LIFE_S = 90_000;

/** The transaction-wide advisory lock every instance takes before it reads or spends a refresh token. */
const TOKEN_LOCK = sql`select pg_advisory_xact_lock(hashtext('zalo.oa.tokens'))`;

/** Thrown when the app's settings or the OA's tokens are missing: nothing is sent. */
export class ZaloNotConfigured extends Error {
  constructor() {
    super(ZALO_NOT_CONFIGURED_MESSAGE);
    this.name = 'ZaloNotConfigured';
  }
}

/**
 * Thrown once Zalo refused the refresh token (`refresh_refused_at`): no refresh and no call is made
 * until an administrator enters new tokens. A delivery fails the attempt and is tried again later.
 */
export class ZaloTokenRefused extends Error {
  constructor() {
    super(ZALO_TOKEN_REFUSED_MESSAGE);
    this.name = 'ZaloTokenRefused';
  }
}

export type ZaloSettings = Pick<
  Config,
  | 'ZALO_APP_ID'
  | 'ZALO_APP_SECRET'
  | 'ZALO_OA_SECRET_KEY'
  | 'ZALO_API_BASE'
  | 'ZALO_OAUTH_BASE'
  | 'ZALO_OA_REFRESH_TOKEN'
>;

/** The token row written from newly issued tokens. */
const tokenValues = (tokens: IssuedTokens) => ({
  accessToken: tokens.accessToken,
  refreshToken: tokens.refreshToken,
  accessExpiresAt: new Date(Date.now() + tokens.expiresIn * 1000),
  refreshExpiresAt: new Date(Date.now() + REFRESH_TOKEN_LIFE_MS),
  lastError: null,
  lastErrorAt: null,
  refreshRefusedAt: null,
  updatedAt: new Date(),
});

export class ZaloOa {
  readonly api: ZaloApi;
  /** A refresh of this process under way: callers meeting the same stale token wait for it. */
  private refreshing: Promise<string> | undefined;
  /** Zalo refused ZALO_OA_REFRESH_TOKEN (no row to keep it in): not sent again by this process. */
  private settingRefused = false;

  constructor(
    private readonly config: ZaloSettings,
    private readonly db: Db,
  ) {
    this.api = new ZaloApi(config);
  }

  get configured() {
    return zaloConfigured(this.config);
  }

  /** What the screens may know of the connection: never a token. */
  async status(): Promise<ZaloStatus> {
    const [row] = await this.db
      .select({
        accessExpiresAt: zaloOaTokens.accessExpiresAt,
        refreshExpiresAt: zaloOaTokens.refreshExpiresAt,
        lastError: zaloOaTokens.lastError,
        refreshRefusedAt: zaloOaTokens.refreshRefusedAt,
        lastSyncAt: zaloOaTokens.lastSyncAt,
      })
      .from(zaloOaTokens)
      .where(eq(zaloOaTokens.id, 1));
    return {
      configured: this.configured,
      // A refresh that failed on the way (timeout, Zalo out of reach, rate limit) is tried again and
      // only shows as the last error; a refused refresh token needs new tokens.
      connected: this.configured && row !== undefined && row.refreshRefusedAt === null,
      accessExpiresAt: row?.accessExpiresAt.toISOString() ?? null,
      refreshExpiresAt: row?.refreshExpiresAt?.toISOString() ?? null,
      lastError: row?.lastError ?? null,
      lastSyncAt: row?.lastSyncAt?.toISOString() ?? null,
    };
  }

  /** Stores tokens an administrator entered (in the caller's transaction), replacing any before. */
  static async saveTokens(tx: DbOrTx, tokens: IssuedTokens, updatedBy: number | null) {
    const values = { ...tokenValues(tokens), updatedBy };
    await tx
      .insert(zaloOaTokens)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: zaloOaTokens.id, set: values });
  }

  /**
   * Runs `call` with a good access token; when Zalo says the token is expired or invalid, refreshes
   * once and runs it again. Without settings or tokens: ZaloNotConfigured; once Zalo refused the
   * refresh token: ZaloTokenRefused. In both cases nothing is called.
   */
  async withToken<T>(call: (accessToken: string) => Promise<T>): Promise<T> {
    const token = await this.accessToken();
    try {
      return await call(token);
    } catch (err) {
      if (!(err instanceof ZaloError && err.kind === 'token')) throw err;
      return call(await this.refreshOnce(token));
    }
  }

  /** The access token, refreshed first when it expires within REFRESH_AHEAD_MS. */
  async accessToken(): Promise<string> {
    if (!this.configured) throw new ZaloNotConfigured();
    const [row] = await this.db
      .select({
        accessToken: zaloOaTokens.accessToken,
        accessExpiresAt: zaloOaTokens.accessExpiresAt,
        refreshRefusedAt: zaloOaTokens.refreshRefusedAt,
      })
      .from(zaloOaTokens)
      .where(eq(zaloOaTokens.id, 1));
    if (row?.refreshRefusedAt) throw new ZaloTokenRefused();
    if (row && row.accessExpiresAt.getTime() - Date.now() > REFRESH_AHEAD_MS) return row.accessToken;
    return this.refreshOnce(row?.accessToken ?? null);
  }

  /** One refresh at a time in this process; others waiting on the same stale token share it. */
  private refreshOnce(stale: string | null): Promise<string> {
    this.refreshing ??= this.refresh(stale).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  /**
   * Refreshes under the advisory lock, in a transaction that reads the row again once it holds the
   * lock: an instance that waited finds the token the first one wrote and spends nothing, so a
   * single-use refresh token is never sent twice (docs/decisions.md, "Zalo OA tokens").
   * `stale` is the access token the caller found wanting (null: none or none stored).
   * When Zalo answers the refresh with an error (the refresh token or the grant refused), the row
   * keeps `refresh_refused_at` and no later call refreshes or calls Zalo until new tokens are
   * entered; a timeout, Zalo out of reach or a rate limit only keeps the last error, and the next
   * call tries again (docs/decisions.md, "Zalo OA tokens").
   */
  private async refresh(stale: string | null): Promise<string> {
    const outcome = await this.db.transaction(async (tx) => {
      await tx.execute(TOKEN_LOCK);
      const [row] = await tx.select().from(zaloOaTokens).where(eq(zaloOaTokens.id, 1)).for('update');
      if (row && row.accessToken !== stale && row.accessExpiresAt.getTime() - Date.now() > REFRESH_AHEAD_MS) {
        return { token: row.accessToken };
      }
      // Refused by now (another call or instance): nothing is sent to Zalo.
      if (row?.refreshRefusedAt || (!row && this.settingRefused)) return { error: new ZaloTokenRefused() };
      // ZALO_OA_REFRESH_TOKEN is used once: to get the first tokens when none are stored.
      const refreshToken = row?.refreshToken ?? this.config.ZALO_OA_REFRESH_TOKEN;
      if (!refreshToken) return { error: new ZaloNotConfigured() };
      try {
        const issued = await this.api.refresh(refreshToken);
        await ZaloOa.saveTokens(tx, issued, row?.updatedBy ?? null);
        return { token: issued.accessToken };
      } catch (err) {
        if (!(err instanceof ZaloError)) throw err;
        // Zalo answered with an error that is not a rate limit: the token (or the grant) is refused.
        const refused = err.kind === 'token';
        // Kept for the settings page (Zalo's code and words, no token); the tokens stay as they were.
        if (row) {
          await tx
            .update(zaloOaTokens)
            .set({
              lastError: err.message.slice(0, 500),
              lastErrorAt: new Date(),
              ...(refused ? { refreshRefusedAt: new Date() } : {}),
            })
            .where(eq(zaloOaTokens.id, 1));
        } else if (refused) this.settingRefused = true;
        return { error: refused ? new ZaloTokenRefused() : err };
      }
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.token;
  }
}
