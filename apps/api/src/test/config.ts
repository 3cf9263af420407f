import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../config.js';

export const ADMIN_PASSWORD = 'Quantri@123';

/** The configuration of a test app: `env` over quiet test defaults, in a data directory of its own. */
export function testConfig(env: Record<string, string> = {}): Config {
  return {
    WEB_DIST: env.WEB_DIST,
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'congdoan-test-')),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ...env,
    }),
  };
}
