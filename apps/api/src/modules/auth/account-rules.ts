import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { industrialZones, organizations, users, wards } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../../plugins/auth.js';
import { scopeCondition } from '../../scope.js';

/** spec §8: a taken login name or CCCD, or a taken e-mail, each with its own message. */
export async function assertAccountFree(
  db: DbOrTx,
  input: { username?: string | null; identity?: string | null; email?: string | null },
  exceptUserId?: number,
) {
  const notSelf = exceptUserId === undefined ? undefined : ne(users.id, exceptUserId);
  const clash = (cond: SQL) => db.select({ id: users.id }).from(users).where(and(cond, notSelf)).limit(1);
  const nameOrIdentity = [
    input.username ? eq(sql`lower(${users.username})`, input.username.toLowerCase()) : undefined,
    input.identity ? eq(users.identity, input.identity) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (nameOrIdentity.length && (await clash(or(...nameOrIdentity)!)).length) {
    throw new AppError('username_or_identity_already_exist');
  }
  if (input.email && (await clash(eq(sql`lower(${users.email})`, input.email.toLowerCase()))).length) {
    throw new AppError('Email_is_exist');
  }
}

/** Maps a unique violation raised by a concurrent write to the same spec messages. */
export function accountConflict(err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint === 'users_email_key') throw new AppError('Email_is_exist');
  if (constraint === 'users_username_key' || constraint === 'users_identity_key') {
    throw new AppError('username_or_identity_already_exist');
  }
  throw err;
}

/** The ward, zone and organisation of an account must exist and lie in the caller's scope. */
export async function assertPlacesUsable(
  db: DbOrTx,
  actor: Actor | null,
  input: { organizationId?: number | null; xaPhuongId?: number | null; cumKhuCnId?: number | null },
) {
  if (input.xaPhuongId != null) {
    const [w] = await db.select({ id: wards.id }).from(wards).where(eq(wards.id, input.xaPhuongId));
    if (!w || (actor?.scope === 'ward' && actor.xaPhuongId !== input.xaPhuongId))
      throw new AppError('ward_not_found');
  }
  if (input.cumKhuCnId != null) {
    const [z] = await db
      .select({ id: industrialZones.id })
      .from(industrialZones)
      .where(eq(industrialZones.id, input.cumKhuCnId));
    if (!z || (actor?.scope === 'zone' && actor.cumKhuCnId !== input.cumKhuCnId)) {
      throw new AppError('industrial_zone_not_found');
    }
  }
  if (input.organizationId != null) {
    const scoped = actor
      ? scopeCondition(actor, {
          organizationId: organizations.id,
          xaPhuongId: organizations.xaPhuongId,
          cumKhuCnId: organizations.cumKhuCnId,
        })
      : undefined;
    const [o] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(and(eq(organizations.id, input.organizationId), scoped));
    if (!o) throw new AppError('organization_not_found');
  }
}
