import type { Action, Subject } from '@congdoan/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../actor.js';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import { SessionCache } from '../sessions/session-cache.js';
import type { TokenSigner } from '../sessions/tokens.js';
import { VerifiedTokens } from '../sessions/verified-tokens.js';

/**
 * What every route declares beside its schema: 'public', 'signed-in' (any valid session),
 * 'administrator' (manage all: the system's own machinery, outside the catalogue of rights a role
 * can be granted) or the (action, subject) pair it needs (docs/requirements.md, "Permissions").
 */
export type RoutePermission = 'public' | 'signed-in' | 'administrator' | readonly [Action, Subject];

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
}

/** Where every route must declare its permission; the rest (the web app's files, the docs) is public. */
const DECLARED_PREFIXES = ['/api/v1/', '/health/'];

export function permissionOf(
  url: string,
  declared: RoutePermission | undefined,
): RoutePermission | undefined {
  if (declared) return declared;
  return DECLARED_PREFIXES.some((p) => url.startsWith(p)) ? undefined : 'public';
}

export function registerAuth(app: FastifyInstance, database: Database, signer: TokenSigner) {
  app.decorateRequest('actor', null);
  // Read when a session is not cached: prepared once, so no SQL is built per request.
  const sessionState = database.db
    .select({
      userId: sessions.userId,
      roleId: sessions.roleId,
      revokedAt: sessions.revokedAt,
      isActive: users.isActive,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sid')))
    .prepare('session_state');
  // A lock, a logout, a password change or a role switch ends a session at once, not when its
  // token expires: the cache hears each of them through the bus (sessions.ts announces them).
  const liveSessions = new SessionCache(database.bus, async (sid) => {
    const [row] = await sessionState.execute({ sid });
    return row && !row.revokedAt && row.isActive === 1 ? { userId: row.userId, roleId: row.roleId } : null;
  });
  app.addHook('onClose', async () => liveSessions.close());
  const tokens = new VerifiedTokens(signer);

  async function authenticate(request: FastifyRequest): Promise<Actor | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const actor = await tokens.actor(header.slice(7).trim());
    if (!actor) return null;
    const session = await liveSessions.state(actor.sessionId, actor.roleId);
    // A role switch makes tokens of the old role stale too.
    return session?.roleId === actor.roleId ? actor : null;
  }

  // onRequest: the caller is known (401/403) before the body is parsed or validated.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url === undefined) return; // not-found handler
    const permission = permissionOf(request.routeOptions.url, request.routeOptions.config.permission);
    if (!permission)
      throw new AppError('internal_error', `Route ${request.routeOptions.url} declares no permission`);
    if (permission === 'public') {
      request.actor = await authenticate(request);
      return;
    }
    const actor = await authenticate(request);
    if (!actor) throw new AppError('unauthorized');
    request.actor = actor;
    if (permission === 'signed-in') return;
    const allowed =
      permission === 'administrator'
        ? actor.ability.can('manage', 'all')
        : actor.ability.can(permission[0], permission[1]);
    if (!allowed) throw new AppError('forbidden');
  });
}

/** The caller of a route that is not public (the preHandler guarantees one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthorized');
  return request.actor;
}
