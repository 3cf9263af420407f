import type { AuditHistoryItem, AuditHistoryQuery } from '@congdoan/shared';
import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { auditLog, users } from '../../db/schema/index.js';
import { SCOPED_RECORDS } from '../../domain/scoped-records.js';
import { AppError } from '../../errors.js';

/** Audit actions that change nothing on the record, left out of its history. */
const NOT_CHANGES = ['login'];

/**
 * The caller may read the history of a subject they may read, of a record in their scope (a record
 * outside it is not found).
 */
async function assertReadable(db: DbOrTx, actor: Actor, q: AuditHistoryQuery) {
  if (!actor.ability.can('read', q.subject)) throw new AppError('forbidden');
  const scoped = SCOPED_RECORDS[q.subject];
  if (!scoped) return;
  const [inScope] = await db
    .select({ id: scoped.id })
    .from(scoped.table)
    .where(and(eq(scoped.id, q.recordId), scoped.scope(actor)));
  // A deleted record has no scope left to check: its history stays readable province-wide.
  const [exists] = inScope
    ? [inScope]
    : await db.select({ id: scoped.id }).from(scoped.table).where(eq(scoped.id, q.recordId));
  if (!inScope && (exists || actor.scope !== 'province')) throw new AppError(scoped.notFound);
}

/** One record's audit rows, newest first, with the name of whoever made each change. */
export async function recordHistory(
  db: DbOrTx,
  actor: Actor,
  q: AuditHistoryQuery,
): Promise<{ list: AuditHistoryItem[]; count: number }> {
  await assertReadable(db, actor, q);
  const where = and(
    eq(auditLog.subject, q.subject),
    eq(auditLog.recordId, String(q.recordId)),
    notInArray(auditLog.action, NOT_CHANGES),
  );
  return listPage(
    q,
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorId: auditLog.actorId,
        // Actor ids are not foreign keys: a deleted actor keeps the id, without a name.
        actorName: users.fullName,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
    db.select({ n: count() }).from(auditLog).where(where),
    (r) => ({ ...r, createdAt: r.createdAt.toISOString() }),
  );
}
