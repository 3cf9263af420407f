import { randomUUID } from 'node:crypto';
import {
  REFRESH_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_DAYS,
  type RevokeReason,
  type SessionUser,
} from '@congdoan/shared';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import { refreshTokens, sessions, users } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import { announceSessionChange } from './session-cache.js';
import { loadSessionUser } from './session-user.js';
import { newOpaqueToken, sha256, type TokenSigner } from './tokens.js';

/*
 * Every change that ends a session or moves it to another role goes through this file and is
 * announced on the bus, which the session cache of every instance hears (the change takes effect
 * on the next request, here at once, elsewhere when the message arrives).
 */

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  userData: SessionUser;
}

const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);

async function addRefreshToken(db: DbOrTx, sessionId: string): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({ sessionId, tokenHash: sha256(token), expiresAt: refreshExpiry() });
  return token;
}

async function issue(db: DbOrTx, signer: TokenSigner, sessionId: string, userId: number, roleId: number) {
  const loaded = await loadSessionUser(db, userId, roleId);
  if (!loaded) throw new AppError('invalid_refresh_token');
  const accessToken = await signer.sign({ ...loaded.claims, sid: sessionId });
  const refreshToken = await addRefreshToken(db, sessionId);
  return { accessToken, refreshToken, userData: loaded.user };
}

/** A new sign-in, in the caller's transaction: a session (the token family) and its first pair of tokens. */
export async function startSession(
  tx: Tx,
  signer: TokenSigner,
  input: { userId: number; roleId: number; userAgent?: string; ip?: string },
): Promise<IssuedSession> {
  const id = randomUUID();
  await tx.insert(sessions).values({
    id,
    userId: input.userId,
    roleId: input.roleId,
    userAgent: input.userAgent?.slice(0, 300),
    ip: input.ip,
  });
  return issue(tx, signer, id, input.userId, input.roleId);
}

/**
 * Spends a refresh token and answers a new pair. A token spent a moment ago (two tabs refreshing
 * at once) still gets a pair of its own within the grace window; a token spent earlier than that
 * is a replay, and the whole family is revoked.
 */
export async function refreshSession(
  db: Db,
  signer: TokenSigner,
  refreshToken: string,
  /** Told when a replay revoked a family (the route audits it). */
  onReplay?: (sessionId: string) => Promise<void>,
): Promise<IssuedSession> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        userId: sessions.userId,
        roleId: sessions.roleId,
        revokedAt: sessions.revokedAt,
        isActive: users.isActive,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
      .for('update', { of: sessions });
    const now = new Date();
    if (!row || row.revokedAt || row.isActive !== 1) return null;
    // A replay is a replay even after expiry: it still revokes the family.
    if (row.usedAt) {
      if (now.getTime() - row.usedAt.getTime() > REFRESH_GRACE_SECONDS * 1000) {
        await revokeSession(tx, row.sessionId, 'reuse');
        return { replayed: row.sessionId };
      }
    } else {
      if (row.expiresAt < now) return null;
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    }
    await tx.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
    return issue(tx, signer, row.sessionId, row.userId, row.roleId);
  });
  // The revocation of a replayed family must stay committed, so the error is raised outside.
  if (outcome && 'replayed' in outcome) await onReplay?.(outcome.replayed);
  if (outcome === null || 'replayed' in outcome) throw new AppError('invalid_refresh_token');
  return outcome;
}

/**
 * Moves a session to another of the user's roles, in the caller's transaction, and answers a pair
 * for it. The caller's refresh token of that session is spent, so the family stays one chain;
 * access tokens of the old role stop working at once (the session check compares roles) and other
 * tabs follow on refresh.
 */
export async function switchSessionRole(
  tx: Tx,
  signer: TokenSigner,
  input: { sessionId: string; userId: number; roleId: number; refreshToken?: string | undefined },
): Promise<IssuedSession> {
  const { sessionId, userId, roleId } = input;
  const loaded = await loadSessionUser(tx, userId, roleId);
  if (!loaded) throw new AppError('role_not_assigned');
  if (input.refreshToken) {
    await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.tokenHash, sha256(input.refreshToken)),
          eq(refreshTokens.sessionId, sessionId),
          isNull(refreshTokens.usedAt),
        ),
      );
  }
  await tx.update(sessions).set({ roleId }).where(eq(sessions.id, sessionId));
  await announceSessionChange(tx, { sessionId });
  await tx.update(users).set({ activeRoleId: roleId }).where(eq(users.id, userId));
  return issue(tx, signer, sessionId, userId, roleId);
}

export async function revokeSession(db: DbOrTx, sessionId: string, reason: RevokeReason) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await announceSessionChange(db, { sessionId });
}

/** Ends every session of a user (lock, password change, deletion). */
export async function revokeUserSessions(db: DbOrTx, userId: number, reason: RevokeReason) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await announceSessionChange(db, { userId });
}

/** Ends the user's sessions that run in a role they no longer hold. */
export async function revokeSessionsOutsideRoles(db: DbOrTx, userId: number, roleIds: number[]) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'role_removed' })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), notInArray(sessions.roleId, roleIds)),
    );
  await announceSessionChange(db, { userId });
}

export async function sessionOfRefreshToken(db: DbOrTx, refreshToken: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
  return row?.sessionId ?? null;
}
