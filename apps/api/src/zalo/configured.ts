import type { Config } from '../config.js';

/** Whether the OA's app is configured (ZALO_APP_ID and ZALO_APP_SECRET): without it nothing goes out on Zalo. */
export const zaloConfigured = (config: Pick<Config, 'ZALO_APP_ID' | 'ZALO_APP_SECRET'>) =>
  Boolean(config.ZALO_APP_ID && config.ZALO_APP_SECRET);
