import { ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { membershipReports, organizations, users } from '../db/schema/index.js';
import { holdsRight } from '../grants.js';
import type { Actor } from '../plugins/auth.js';
import { reportScope } from '../scope.js';

/**
 * Whether the caller stands above a report's unit (docs/decisions.md, "Who decides a report"):
 * the unit lies strictly inside their data scope — never their own organisation — and they
 * neither filed nor last edited the report.
 */
export function aboveUnit(actor: Actor): SQL {
  const notMine = sql`${membershipReports.submittedBy} is distinct from ${actor.userId}
    and ${membershipReports.updatedBy} is distinct from ${actor.userId}`;
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

/**
 * Who is told that a unit's report waits: the active people who may decide it (update on
 * membership-report) in the nearest organisation above the unit that has any — the ward or zone
 * union before the province, so a province of thousands of units is not told of each one —
 * never the person who filed it.
 */
export async function nearestApprovers(tx: DbOrTx, unitId: number, filedBy: number | null) {
  const rows = (await tx.execute(sql`
    with candidates as (
      select u.id, length(a.path) as depth
      from ${users} u
      join ${organizations} a on a.id = u.organization_id
      where u.is_active = 1
        and a.id <> ${unitId}
        and (select o.path from ${organizations} o where o.id = ${unitId}) like a.path || '%'
        and u.id is distinct from ${filedBy}
        and ${holdsRight(sql`u.id`, 'update', 'membership-report')})
    select id from candidates where depth = (select max(depth) from candidates)`)) as unknown as {
    rows: { id: number }[];
  };
  return rows.rows.map((r) => r.id);
}
