import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { NotifyBus } from './db/notify.js';
import type { RateLimiter } from './rate-limit/rate-limiter.js';
import type { TokenSigner } from './sessions/tokens.js';
import type { ZaloOa } from './zalo/oa.js';
import type { FollowerSync } from './zalo/sync.js';

/** What the route modules are built with; app.ts makes one per app. */
export interface Services {
  config: Config;
  db: Db;
  /**
   * Messages published in a transaction (db/notify.ts publish), heard by every instance after
   * commit: the bell's live streams subscribe through it (modules/notifications/stream/).
   */
  bus: NotifyBus;
  signer: TokenSigner;
  limiter: RateLimiter;
  /** The Zalo OA connection and its follower sync (src/zalo/README.md). */
  zalo: { oa: ZaloOa; sync: FollowerSync };
}
