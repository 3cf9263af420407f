import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from './db/client.js';
import { auditLog } from './db/schema.js';

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
  subject: string;
  recordId: string | number | null;
  before?: unknown;
  after?: unknown;
  /** For actions without a signed-in caller (sign-up, password reset): who it was about. */
  actorId?: number | null;
}

/** Writes one audit row (who, what, which record, before/after, when); secrets never enter it. */
export async function audit(db: DbOrTx, request: FastifyRequest, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: entry.actorId ?? request.actor?.userId ?? null,
    action: entry.action,
    subject: entry.subject,
    recordId: entry.recordId === null ? null : String(entry.recordId),
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
    requestId: request.id,
    ip: request.ip,
  });
}
