import { NO_RECIPIENT_MESSAGE, type ZaloSendBody, type ZaloSendResult } from '@congdoan/shared';
import { count, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users, zaloAccounts } from '../../db/schema/index.js';
import {
  assertChoiceValid,
  type RecipientChoice,
  recipientCondition,
} from '../../domain/notify/recipients.js';
import { zaloText } from '../../domain/notify/zalo-text.js';
import { AppError } from '../../errors.js';
import { enqueueSelect } from '../../outbox/enqueue.js';
import { actorOf } from '../../plugins/auth.js';
import { writeTransaction } from '../../write/transaction.js';
import { zaloConfigured } from '../../zalo/configured.js';

/**
 * POST zalo/send-notification: a text (and a page of the app it opens) to the linked accounts of
 * chosen users, holders of roles and people of organisations (with every unit under them), resolved
 * as a notice's recipients are (src/domain/notify/recipients.ts: active users inside the caller's scope).
 * One outbox row per account that follows the OA and is active, written by the database in one
 * statement and delivered after the commit, each with its own state, retries and error. While the
 * OA is not configured nothing is queued (zalo_not_configured).
 */
export async function sendZaloMessage(
  db: Db,
  request: FastifyRequest,
  body: ZaloSendBody,
  config: Config,
): Promise<ZaloSendResult> {
  if (!zaloConfigured(config)) throw new AppError('zalo_not_configured');
  const to: RecipientChoice = {
    nguoiNhanIds: body.userIds,
    roleIds: body.roleIds,
    organizationIds: body.organizationIds,
  };
  if (![to.nguoiNhanIds, to.roleIds, to.organizationIds].some((ids) => ids?.length)) {
    throw new AppError('validation_failed', NO_RECIPIENT_MESSAGE, [
      { path: 'userIds', message: NO_RECIPIENT_MESSAGE },
    ]);
  }
  const actor = actorOf(request);
  return writeTransaction(db, request, async ({ tx, audit }) => {
    await assertChoiceValid(tx, actor, to);
    const chosen = recipientCondition(actor, to);
    const messages = enqueueSelect(
      'zalo',
      {
        zaloAccountId: sql`${zaloAccounts.id}`,
        to: sql`${zaloAccounts.oaUserId}`,
        userId: sql`${users.id}`,
        text: sql`${zaloText({ body: body.message, link: body.link })}::text`,
        link: sql`${body.link ?? null}::text`,
      },
      sql`from ${users} join ${zaloAccounts} on ${zaloAccounts.userId} = ${users.id}
        where ${chosen} and ${zaloAccounts.isFollowingOa} and ${zaloAccounts.isActive}`,
    );
    const result = await tx.execute(
      sql`with queued as (${messages.insert}) select count(*)::int as queued from queued`,
    );
    const queued = (result as unknown as { rows: { queued: number }[] }).rows[0]?.queued ?? 0;
    await messages.written(tx, queued);
    const [reached] = await tx.select({ value: count() }).from(users).where(chosen);
    const withoutZalo = (reached?.value ?? 0) - queued;
    await audit({
      action: 'send',
      subject: 'zalo-account',
      recordId: null,
      after: {
        message: body.message,
        link: body.link ?? null,
        userIds: body.userIds ?? [],
        roleIds: body.roleIds ?? [],
        organizationIds: body.organizationIds ?? [],
        queued,
        withoutZalo,
      },
    });
    return { queued, withoutZalo };
  });
}
