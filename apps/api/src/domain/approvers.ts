import type { Action, Subject } from '@congdoan/shared';
import { ne, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../actor.js';
import type { DbOrTx } from '../db/client.js';
import { executeRows } from '../db/query.js';
import { membershipReports, organizations, users } from '../db/schema/index.js';
import { holdsRight } from './grants.js';
import { reportScope } from './scope.js';

/** Who decides what waits: who is told of it, and whether a caller may decide a unit's report. */

/**
 * Who is told that something of a unit waits for a decision: the active people who hold `right`
 * in the nearest organisation that has any, going up from the unit (the unit itself first when
 * `fromUnit`: a member's request is decided in their own union; a unit's report strictly above
 * it) — the ward or zone union before the province, so a province of thousands of units is not
 * told of each one — never `exceptUserId` (who filed or asked).
 */
export async function nearestApprovers(
  tx: DbOrTx,
  unitId: number,
  exceptUserId: number | null,
  right: readonly [Action, Subject] = ['update', 'membership-report'],
  fromUnit = false,
): Promise<number[]> {
  const rows = await executeRows<{ id: number }>(
    tx,
    sql`
    with candidates as (
      select u.id, length(a.path) as depth
      from ${users} u
      join ${organizations} a on a.id = u.organization_id
      where u.is_active = 1
        and ${fromUnit ? sql`true` : sql`a.id <> ${unitId}`}
        and (select o.path from ${organizations} o where o.id = ${unitId}) like a.path || '%'
        and u.id is distinct from ${exceptUserId}
        and ${holdsRight(sql`u.id`, right[0], right[1])})
    select id from candidates where depth = (select max(depth) from candidates)`,
  );
  return rows.map((r) => r.id);
}

/**
 * Whether the caller stands above a report's unit (docs/decisions.md, "Who decides a report"):
 * the unit lies strictly inside their data scope — never their own organisation — and they did
 * not file the report. They decide it: approve it, or return it with a reason for its unit to
 * correct; they never edit it (an editor could not approve what they wrote).
 */
export function aboveUnit(actor: Actor): SQL {
  const notMine = sql`${membershipReports.submittedBy} is distinct from ${actor.userId}`;
  const notOwnUnit =
    actor.organizationId === null ? sql`true` : ne(membershipReports.organizationId, actor.organizationId);
  let inside: SQL;
  switch (actor.scope) {
    case 'province':
      inside = sql`true`;
      break;
    case 'self':
      inside = sql`false`;
      break;
    default:
      inside = reportScope(actor) ?? sql`true`;
  }
  return sql`(${inside} and ${notOwnUnit} and ${notMine})`;
}
