import {
  type Action,
  type AppAbility,
  type DataScope,
  defineAbilityFor,
  type Subject,
} from '@congdoan/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import type { TokenSigner } from '../modules/auth/tokens.js';

/**
 * What every route declares beside its schema: 'public', 'signed-in' (any valid session),
 * 'administrator' (manage all: the system's own machinery, outside the catalogue of rights a role
 * can be granted) or the (action, subject) pair of spec §6 it needs.
 */
export type RoutePermission = 'public' | 'signed-in' | 'administrator' | readonly [Action, Subject];

/** The signed-in caller of a request. */
export interface Actor {
  userId: number;
  sessionId: string;
  roleId: number;
  userGroupId: number | null;
  scope: DataScope;
  organizationId: number | null;
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
  permissions: string[];
  ability: AppAbility;
}

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

export function registerAuth(app: FastifyInstance, db: Db, signer: TokenSigner) {
  app.decorateRequest('actor', null);
  // Runs on every signed-in request: prepared once, so no SQL is built per request.
  const sessionState = db
    .select({ revokedAt: sessions.revokedAt, roleId: sessions.roleId, isActive: users.isActive })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sid')))
    .prepare('session_state');

  async function authenticate(request: FastifyRequest): Promise<Actor | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await signer.verify(header.slice(7).trim());
    if (!claims) return null;
    // A lock, a logout or a password change ends a session at once, not when its token expires.
    const [row] = await sessionState.execute({ sid: claims.sid });
    // A role switch makes tokens of the old role stale too.
    if (!row || row.revokedAt || row.isActive !== 1 || row.roleId !== claims.rid) return null;
    return {
      userId: Number(claims.sub),
      sessionId: claims.sid,
      roleId: claims.rid,
      userGroupId: claims.grp,
      scope: claims.scope,
      organizationId: claims.org,
      xaPhuongId: claims.xp,
      cumKhuCnId: claims.kcn,
      permissions: claims.perms,
      ability: defineAbilityFor({ userGroupId: claims.grp, permissions: claims.perms }),
    };
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
