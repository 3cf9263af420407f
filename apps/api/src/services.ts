import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { RateLimiter } from './modules/auth/rate-limit.js';
import type { TokenSigner } from './modules/auth/tokens.js';

/** What the route modules are built with; app.ts makes one per app. */
export interface Services {
  config: Config;
  db: Db;
  signer: TokenSigner;
  limiter: RateLimiter;
}
