import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { notifications, organizations, unionStaff, users, zaloAccounts } from './db/schema/index.js';
import type { Actor } from './plugins/auth.js';

/**
 * Whose data scope a condition follows: a request's caller (an Actor), or a sender with no request
 * behind it (a scheduled job, the demo seed), whose `userId` may be null: it owns no rows itself.
 */
export type ScopeHolder = Pick<Actor, 'scope' | 'organizationId' | 'xaPhuongId' | 'cumKhuCnId'> & {
  userId: number | null;
};

/** The columns of a table through which a data scope can reach its rows. */
export interface ScopeColumns {
  xaPhuongId?: AnyColumn;
  cumKhuCnId?: AnyColumn;
  /** The organisation a row belongs to (for the organisations table: its own id). */
  organizationId?: AnyColumn;
  /** The user a row belongs to (for the users table: its own id). */
  ownerId?: AnyColumn;
}

const NOTHING = sql`false`;

/**
 * The one data-scope condition (docs/architecture.md, "Data scope"): every list and detail query adds it, so a
 * row outside the caller's scope is simply not found. Undefined means no restriction.
 */
export function scopeCondition(actor: ScopeHolder, cols: ScopeColumns): SQL | undefined {
  switch (actor.scope) {
    case 'province':
      return undefined;
    case 'ward':
      return cols.xaPhuongId && actor.xaPhuongId !== null ? eq(cols.xaPhuongId, actor.xaPhuongId) : NOTHING;
    case 'zone':
      return cols.cumKhuCnId && actor.cumKhuCnId !== null ? eq(cols.cumKhuCnId, actor.cumKhuCnId) : NOTHING;
    case 'organization':
      if (!cols.organizationId || actor.organizationId === null) return NOTHING;
      // The organisation and its descendants, by materialised path.
      return sql`${cols.organizationId} in (
        select d.id from organizations d
        where d.path like (select o.path from organizations o where o.id = ${actor.organizationId}) || '%')`;
    case 'self':
      return cols.ownerId && actor.userId !== null ? eq(cols.ownerId, actor.userId) : NOTHING;
  }
}

/** The users a caller may see. */
export const userScope = (actor: ScopeHolder) =>
  scopeCondition(actor, {
    ownerId: users.id,
    organizationId: users.organizationId,
    xaPhuongId: users.xaPhuongId,
    cumKhuCnId: users.cumKhuCnId,
  });

/** The organisations a caller may see. */
export const organizationScope = (actor: ScopeHolder) =>
  scopeCondition(actor, {
    organizationId: organizations.id,
    xaPhuongId: organizations.xaPhuongId,
    cumKhuCnId: organizations.cumKhuCnId,
  });

/** The union staff a caller may see: those of the organisations they may see. */
export function staffScope(actor: ScopeHolder): SQL | undefined {
  const orgs = organizationScope(actor);
  return (
    orgs &&
    sql`${unionStaff.organizationId} in (select ${organizations.id} from ${organizations} where ${orgs})`
  );
}

/** The notifications a caller may see: those written in their data scope (by the writer's unit). */
export const notificationScope = (actor: ScopeHolder): SQL | undefined =>
  scopeCondition(actor, {
    ownerId: notifications.senderId,
    organizationId: notifications.organizationId,
    xaPhuongId: notifications.xaPhuongId,
    cumKhuCnId: notifications.cumKhuCnId,
  });

/**
 * The Zalo accounts (followers of the OA) a caller may see: one linked to no user belongs to the
 * whole federation and is seen by all; a linked one only when its user lies in the caller's scope.
 */
export function zaloAccountScope(actor: ScopeHolder): SQL | undefined {
  const linkedUsers = userScope(actor);
  return (
    linkedUsers &&
    sql`(${zaloAccounts.userId} is null or ${zaloAccounts.userId} in (select ${users.id} from ${users} where ${linkedUsers}))`
  );
}
