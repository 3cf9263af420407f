import type { AuditSubject } from '@congdoan/shared';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

const SECRET_KEYS = new Set([
  'passwordHash',
  'passWord',
  'password',
  'repassWord',
  'currentPassword',
  'newPassword',
  'tokenHash',
  'codeHash',
  'refreshToken',
  'accessToken',
]);

function withoutSecrets(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !SECRET_KEYS.has(k))
      .map(([k, v]) => [k, withoutSecrets(v)]),
  );
}

export interface AuditEntry {
  action: string;
  subject: AuditSubject;
  recordId: string | number | null;
  before?: unknown;
  after?: unknown;
  /** For actions without a signed-in caller (sign-up, password reset): who it was about. */
  actorId?: number | null;
}

/** A write with no request behind it (a scheduled job, the demo seed) is audited without one. */
const rowOf = (request: FastifyRequest | null, entry: AuditEntry) => ({
  actorId: entry.actorId ?? request?.actor?.userId ?? null,
  action: entry.action,
  subject: entry.subject,
  recordId: entry.recordId === null ? null : String(entry.recordId),
  before: withoutSecrets(entry.before),
  after: withoutSecrets(entry.after),
  requestId: request?.id ?? null,
  ip: request?.ip ?? null,
});

/**
 * Writes one audit row (who, what, which record, before/after, when); secrets never enter it.
 * Writes go through write/transaction.ts, which hands this to their work bound to its transaction.
 */
export async function audit(db: DbOrTx, request: FastifyRequest | null, entry: AuditEntry) {
  await db.insert(auditLog).values(rowOf(request, entry));
}

/** Many rows, a thousand to a statement (an import audits each record it wrote). */
export async function auditMany(db: DbOrTx, request: FastifyRequest | null, entries: AuditEntry[]) {
  const rows = entries.map((e) => rowOf(request, e));
  for (let i = 0; i < rows.length; i += 1000) await db.insert(auditLog).values(rows.slice(i, i + 1000));
}
