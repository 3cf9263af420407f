import type { RecipientPreviewBody } from '@congdoan/shared';
import { type AnyColumn, and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { organizations, roles, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { organizationScope, type ScopeHolder, userScope } from '../scope.js';

/**
 * Who a send reaches: users named, holders of roles, the people of organisations (with every unit
 * under them) or everyone, always within the sender's scope. Nothing chosen reaches nobody.
 */
export type RecipientChoice = RecipientPreviewBody;

/**
 * `column` is one of `ids`, with the ids as one parameter however many they are: a job names its
 * registrants one by one, and a statement takes at most 65,535 parameters.
 */
const idIn = (column: AnyColumn | SQL, ids: number[]) =>
  sql`${column} = any(string_to_array(${ids.join(',')}, ',')::int[])`;

/** Every id given exists where `where` allows; else recipient_ref_invalid (nothing says which). */
async function assertAll(
  tx: DbOrTx,
  table: typeof users | typeof roles | typeof organizations,
  ids: number[],
  where?: SQL,
) {
  if (!ids.length) return;
  const unique = [...new Set(ids)];
  const [found] = await tx
    .select({ value: count() })
    .from(table)
    .where(and(idIn(table.id, unique), where));
  if ((found?.value ?? 0) !== unique.length) throw new AppError('recipient_ref_invalid');
}

/**
 * The active users a send reaches, as a condition on `users`: those named, those holding one of
 * the roles, those of the organisations (with every unit under them), or everyone; always within
 * the caller's data scope, so a chair never reaches beyond their union.
 */
export function recipientCondition(actor: ScopeHolder, body: RecipientChoice): SQL {
  const chosen: SQL[] = [];
  if (body.tatCa) chosen.push(sql`true`);
  if (body.nguoiNhanIds?.length) chosen.push(idIn(users.id, body.nguoiNhanIds));
  if (body.roleIds?.length)
    chosen.push(sql`exists (select 1 from user_roles ur where ur.user_id = ${users.id}
      and ${idIn(sql`ur.role_id`, body.roleIds)})`);
  if (body.organizationIds?.length)
    chosen.push(sql`${users.organizationId} in (select d.id from organizations d join organizations o
      on d.path like o.path || '%' where ${idIn(sql`o.id`, body.organizationIds)})`);
  const anyChosen = chosen.length ? sql`(${sql.join(chosen, sql` or `)})` : sql`false`;
  return and(eq(users.isActive, 1), userScope(actor), anyChosen)!;
}

/** Every user, role and organisation named exists and may be used by the caller; else recipient_ref_invalid. */
export async function assertChoiceValid(tx: DbOrTx, actor: ScopeHolder, body: RecipientChoice) {
  await assertAll(tx, users, body.nguoiNhanIds ?? [], userScope(actor));
  await assertAll(tx, roles, body.roleIds ?? []);
  await assertAll(tx, organizations, body.organizationIds ?? [], organizationScope(actor));
}

/** How many active users a choice reaches now (the send dialog's preview). */
export async function countRecipients(
  db: DbOrTx,
  actor: ScopeHolder,
  body: RecipientChoice,
): Promise<number> {
  await assertChoiceValid(db, actor, body);
  const [row] = await db.select({ value: count() }).from(users).where(recipientCondition(actor, body));
  return row?.value ?? 0;
}
