import type { AssistantSettings } from '@congdoan/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { assistantSettings } from '../../../db/schema/index.js';
import { actorOf } from '../../../plugins/auth.js';
import { applyPatch } from '../../../write/patch.js';
import { writeTransaction } from '../../../write/transaction.js';
import { settingsOf } from './repository.js';

/**
 * PUT assistant/settings: the fields given change, the others keep their value (the defaults when
 * the user has no row yet). Turning autoSave off keeps the conversations already stored.
 */
export async function updateSettings(
  db: Db,
  request: FastifyRequest,
  patch: Partial<AssistantSettings>,
): Promise<AssistantSettings> {
  const { userId } = actorOf(request);
  return writeTransaction(db, request, async ({ tx }) => {
    const merged = applyPatch(await settingsOf(tx, userId, true), patch);
    await tx
      .insert(assistantSettings)
      .values({ userId, ...merged })
      .onConflictDoUpdate({ target: assistantSettings.userId, set: { ...merged, updatedAt: new Date() } });
    return merged;
  });
}
