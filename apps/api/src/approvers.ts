import type { Action, Subject } from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './db/client.js';
import { executeRows } from './db/query.js';
import { organizations, users } from './db/schema/index.js';
import { holdsRight } from './grants.js';

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
