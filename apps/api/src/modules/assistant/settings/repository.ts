import { ASSISTANT_DEFAULT_SETTINGS, type AssistantSettings } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { assistantSettings } from '../../../db/schema/index.js';

type Row = typeof assistantSettings.$inferSelect;

export const toSettings = (row: Row): AssistantSettings => ({
  autoSave: row.autoSave,
  sound: row.sound,
  theme: row.theme as AssistantSettings['theme'],
});

/** A user's assistant settings; without a row, the defaults (autoSave on). */
export async function settingsOf(db: DbOrTx, userId: number, lock = false): Promise<AssistantSettings> {
  const query = db.select().from(assistantSettings).where(eq(assistantSettings.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ? toSettings(row) : { ...ASSISTANT_DEFAULT_SETTINGS };
}
