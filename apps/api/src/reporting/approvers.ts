import { ne, type SQL, sql } from 'drizzle-orm';
import { membershipReports } from '../db/schema/index.js';
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
