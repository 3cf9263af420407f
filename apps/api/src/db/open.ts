import path from 'node:path';
import type { Config } from '../config.js';
import { type Database, openPglite, openPostgres } from './client.js';
import { lockDataDir } from './data-dir-lock.js';

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR (locked). */
export async function openConfiguredDatabase(config: Config, purpose: string): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  const unlock = lockDataDir(config.DATA_DIR, purpose);
  try {
    const database = await openPglite(path.join(config.DATA_DIR, 'db'));
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
