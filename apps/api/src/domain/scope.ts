import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../actor.js';
import {
  approvalRequests,
  companiesWithoutUnion,
  eventRecipients,
  eventRegistrations,
  events,
  industrialZones,
  members,
  membershipReports,
  notifications,
  organizations,
  unionStaff,
  users,
  zaloAccounts,
} from '../db/schema/index.js';

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

/**
 * The industrial zones a caller's scope reaches, as a condition on a column holding a zone's id:
 * the province all; a zone officer their zone; a ward officer the zones lying in their ward (a
 * zone's own ward, so a zone without any union yet is reached too); an organisation's officer the
 * zones of the organisations they see; oneself none. A null zone is reached by the province only.
 */
export function zoneScope(actor: ScopeHolder, zoneId: AnyColumn): SQL | undefined {
  switch (actor.scope) {
    case 'province':
      return undefined;
    case 'zone':
      return actor.cumKhuCnId !== null ? eq(zoneId, actor.cumKhuCnId) : NOTHING;
    case 'ward':
      return actor.xaPhuongId !== null
        ? sql`${zoneId} in (select ${industrialZones.id} from ${industrialZones} where ${industrialZones.xaPhuongId} = ${actor.xaPhuongId})`
        : NOTHING;
    case 'organization': {
      const orgs = organizationScope(actor);
      return sql`${zoneId} in (select ${organizations.cumKhuCnId} from ${organizations} where ${orgs ?? sql`true`})`;
    }
    case 'self':
      return NOTHING;
  }
}

/** The companies without a union a caller may see: those of the zones their scope reaches. */
export const companyScope = (actor: ScopeHolder): SQL | undefined =>
  zoneScope(actor, companiesWithoutUnion.cumKhuCnId);

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

/**
 * The events a caller manages (updates, deletes, notifies about, keeps the registrations of): those
 * of the units in their data scope (an event belongs to its organiser's unit, copied at creation).
 */
export const eventScope = (actor: ScopeHolder): SQL | undefined =>
  scopeCondition(actor, {
    ownerId: events.createdBy,
    organizationId: events.organizationId,
    xaPhuongId: events.xaPhuongId,
    cumKhuCnId: events.cumKhuCnId,
  });

/**
 * The events a user is invited to, as a condition on `events`: their unit lies in the organiser's
 * (an event of an organisation: its subtree; of a ward or a zone: its users; of the province:
 * everyone), their organisation in one of the audience's organisations (with its subtree when
 * chosen) if any are named, and they hold one of the audience's roles if any are named.
 */
export function eventAudience(user: ScopeHolder): SQL {
  const org = user.organizationId;
  const inOrganiserUnit = sql`(case
    when ${events.organizationId} is not null then ${
      org !== null
        ? sql`exists (
      select 1 from organizations eo, organizations uo where eo.id = ${events.organizationId}
      and uo.id = ${org} and uo.path like eo.path || '%')`
        : sql`false`
    }
    when ${events.xaPhuongId} is not null then ${events.xaPhuongId} = ${user.xaPhuongId}
    when ${events.cumKhuCnId} is not null then ${events.cumKhuCnId} = ${user.cumKhuCnId}
    else true end)`;
  const inAudienceOrgs = sql`(not exists (select 1 from event_audience_organizations a where a.event_id = ${events.id})
    or ${
      org !== null
        ? sql`exists (select 1 from event_audience_organizations a
      join organizations ao on ao.id = a.organization_id, organizations uo
      where a.event_id = ${events.id} and uo.id = ${org}
      and (uo.id = ao.id or (a.include_subtree and uo.path like ao.path || '%')))`
        : sql`false`
    })`;
  const inAudienceRoles = sql`(not exists (select 1 from event_audience_roles r where r.event_id = ${events.id})
    or exists (select 1 from event_audience_roles r join user_roles ur on ur.role_id = r.role_id
      where r.event_id = ${events.id} and ur.user_id = ${user.userId ?? 0}))`;
  return sql`(${inOrganiserUnit} and ${inAudienceOrgs} and ${inAudienceRoles})`;
}

/**
 * The events a caller may read: those they manage (eventScope), those they are invited to
 * (eventAudience), told of, or registered for (a cancelled registration gives nothing).
 */
export function eventVisible(actor: ScopeHolder): SQL | undefined {
  const managed = eventScope(actor);
  if (!managed) return undefined;
  const me = actor.userId ?? 0;
  return sql`(${managed} or ${eventAudience(actor)}
    or exists (select 1 from ${eventRecipients} where ${eventRecipients.eventId} = ${events.id} and ${eventRecipients.userId} = ${me})
    or exists (select 1 from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.id}
      and ${eventRegistrations.userId} = ${me} and ${eventRegistrations.state} <> 'da_huy'))`;
}

/**
 * The membership reports a caller may see: those of the units in their data scope (a report keeps
 * its unit's ward and zone as they were when it was submitted); a member's own.
 */
export const reportScope = (actor: ScopeHolder): SQL | undefined =>
  scopeCondition(actor, {
    ownerId: membershipReports.submittedBy,
    organizationId: membershipReports.organizationId,
    xaPhuongId: membershipReports.xaPhuongId,
    cumKhuCnId: membershipReports.cumKhuCnId,
  });

/**
 * The members a caller may see: those of the organisations they may see; a member (scope 'self')
 * their own record, through the account linked to it.
 */
export function memberScope(actor: ScopeHolder): SQL | undefined {
  if (actor.scope === 'self') return actor.userId !== null ? eq(members.userId, actor.userId) : NOTHING;
  return inOrganizationScope(actor, members.organizationId);
}

/** A condition on a column holding an organisation's id: that organisation lies in the caller's scope. */
export function inOrganizationScope(actor: ScopeHolder, organizationId: AnyColumn): SQL | undefined {
  const orgs = organizationScope(actor);
  return orgs && sql`${organizationId} in (select ${organizations.id} from ${organizations} where ${orgs})`;
}

/**
 * The approval requests a caller may see: those they made, those about their own member record,
 * and those of the unions in their scope, deciding or sending (a transfer shows on both sides).
 */
export function approvalScope(actor: ScopeHolder): SQL | undefined {
  const me = actor.userId ?? 0;
  const mine = sql`(${approvalRequests.requestedBy} = ${me} or ${approvalRequests.memberId} in (select ${members.id} from ${members} where ${members.userId} = ${me}))`;
  if (actor.scope === 'self') return mine;
  const deciding = inOrganizationScope(actor, approvalRequests.organizationId);
  const sending = inOrganizationScope(actor, approvalRequests.fromOrganizationId);
  return deciding && sending && sql`(${mine} or ${deciding} or ${sending})`;
}
