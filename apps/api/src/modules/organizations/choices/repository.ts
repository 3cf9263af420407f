import type { ChoiceItem, ChoiceList } from '@congdoan/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { byName } from '../../../db/query.js';
import { organizationChoices } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { visible } from '../repository.js';

/** The choices are shared by every scope; only their usage counts what the caller may see. */

/** The columns of an item; usageCount counts the organisations the caller may see. */
const columnsFor = (actor: Actor) => ({
  id: organizationChoices.id,
  list: organizationChoices.list,
  name: organizationChoices.name,
  sortOrder: organizationChoices.sortOrder,
  // Raw on purpose: drizzle leaves a single-table selection's columns unqualified.
  usageCount: sql<number>`(select count(*)::int from organizations o
    where (o.loai_hinh = "organization_choices"."id" or o.loai_cong_ty = "organization_choices"."id")${visible(actor, 'o')})`,
});

/** GET organization/choices: one list or both, in their order. */
export async function listChoices(
  db: DbOrTx,
  actor: Actor,
  list: ChoiceList | undefined,
): Promise<ChoiceItem[]> {
  return db
    .select(columnsFor(actor))
    .from(organizationChoices)
    .where(list === undefined ? undefined : eq(organizationChoices.list, list))
    .orderBy(
      asc(organizationChoices.list),
      asc(organizationChoices.sortOrder),
      byName(organizationChoices.name),
    );
}

export async function choiceOrFail(db: DbOrTx, actor: Actor, id: number): Promise<ChoiceItem> {
  const [row] = await db
    .select(columnsFor(actor))
    .from(organizationChoices)
    .where(eq(organizationChoices.id, id));
  if (!row) throw new AppError('choice_not_found');
  return row;
}
