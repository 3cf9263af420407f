import type { ZaloStatus, ZaloSyncResult, ZaloTokenBody } from '@congdoan/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { writeTransaction } from '../../write/transaction.js';
import { zaloAnswer } from '../../zalo/answer.js';
import { DEFAULT_ACCESS_LIFE_S, ZaloOa } from '../../zalo/oa.js';

/**
 * PUT zalo/oa-token (and the deployed system's POST zalo/save-oa-token): the OA's tokens, entered
 * by an administrator, replace those stored (and clear a refused refresh: Zalo is called again).
 * Audited without the tokens; answered with the status.
 */
export async function saveOaTokens(
  db: Db,
  zalo: Services['zalo'],
  request: FastifyRequest,
  body: ZaloTokenBody,
): Promise<ZaloStatus> {
  if (!zalo.oa.configured) throw new AppError('zalo_not_configured');
  const actor = actorOf(request);
  const expiresIn = body.expiresIn ?? DEFAULT_ACCESS_LIFE_S;
  await writeTransaction(db, request, async ({ tx, audit }) => {
    await ZaloOa.saveTokens(tx, { ...body, expiresIn }, actor.userId);
    await audit({ action: 'update', subject: 'zalo-oa', recordId: 1, after: { expiresIn } });
  });
  return zalo.oa.status();
}

/**
 * POST zalo-accounts/sync: one follower sync, or the result of the one this instance is running;
 * one running on another instance answers 409.
 */
export async function syncFollowers(zalo: Services['zalo']): Promise<ZaloSyncResult> {
  try {
    return await zalo.sync.run();
  } catch (err) {
    throw zaloAnswer(err);
  }
}
