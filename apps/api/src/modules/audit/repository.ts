import type { AuditHistoryItem, AuditHistoryQuery } from '@congdoan/shared';
import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';

/** Audit actions that change nothing on the record, left out of its history. */
const NOT_CHANGES = ['login'];

/** One record's audit rows, newest first, with the name of whoever made each change. */
export async function recordHistory(
  db: DbOrTx,
  q: AuditHistoryQuery,
): Promise<{ list: AuditHistoryItem[]; count: number }> {
  const where = and(
    eq(auditLog.subject, q.subject),
    eq(auditLog.recordId, String(q.recordId)),
    notInArray(auditLog.action, NOT_CHANGES),
  );
  const [rows, [total]] = await Promise.all([
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
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    count: total?.value ?? 0,
  };
}
