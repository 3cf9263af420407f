import {
  CHOICE_LIST_LABELS,
  type ChoiceCreateBody,
  type ChoiceItem,
  type ChoiceList,
  type ChoiceUpdateBody,
} from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client.js';
import { organizationChoices, organizations } from '../../../db/schema/index.js';
import { actorOf } from '../../../plugins/auth.js';
import { applyPatch } from '../../../write/patch.js';
import { assertNotInUse, assertUnique, writeTransaction } from '../../../write/transaction.js';
import { choiceOrFail } from './repository.js';

/** The lists an administrator keeps for loaiHinh (type) and loaiCongTy (company kind). */

const UNIQUE_CODES = { organization_choices_name_key: 'choice_name_exists' } as const;

const columnOf = (list: ChoiceList) =>
  list === 'loai_hinh' ? organizations.loaiHinh : organizations.loaiCongTy;

/** A name is unique within its list, ignoring case. */
const assertNameFree = (db: DbOrTx, list: ChoiceList, name: string, exceptId?: number) =>
  assertUnique(
    db,
    organizationChoices,
    organizationChoices.id,
    [{ column: organizationChoices.name, value: name, code: 'choice_name_exists' }],
    exceptId,
    eq(organizationChoices.list, list),
  );

/** POST organization/choices. */
export async function createChoice(
  db: Db,
  request: FastifyRequest,
  body: ChoiceCreateBody,
): Promise<ChoiceItem> {
  return writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await assertNameFree(tx, body.list, body.name);
      const [row] = await tx
        .insert(organizationChoices)
        .values(body)
        .returning({ id: organizationChoices.id });
      const after = await choiceOrFail(tx, actorOf(request), row!.id);
      await audit({ action: 'create', subject: 'organization-choice', recordId: after.id, after });
      return after;
    },
    { unique: UNIQUE_CODES },
  );
}

/** PUT organization/choices: the name and order given (docs/requirements.md, "Updates"); the list stays. */
export async function updateChoice(
  db: Db,
  request: FastifyRequest,
  body: ChoiceUpdateBody,
): Promise<ChoiceItem> {
  const { id, ...patch } = body;
  return writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      // Locked: a concurrent update must not write its merge over this one.
      await tx
        .select({ id: organizationChoices.id })
        .from(organizationChoices)
        .where(eq(organizationChoices.id, id))
        .for('update');
      const before = await choiceOrFail(tx, actorOf(request), id);
      const { name, sortOrder } = applyPatch({ name: before.name, sortOrder: before.sortOrder }, patch);
      await assertNameFree(tx, before.list, name, id);
      await tx
        .update(organizationChoices)
        .set({ name, sortOrder, updatedAt: new Date() })
        .where(eq(organizationChoices.id, id));
      const after = await choiceOrFail(tx, actorOf(request), id);
      await audit({ action: 'update', subject: 'organization-choice', recordId: id, before, after });
      return after;
    },
    { unique: UNIQUE_CODES },
  );
}

/** DELETE organization/choices: only a choice no organisation holds. */
export async function deleteChoice(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const before = await choiceOrFail(tx, actorOf(request), id);
      const list = before.list;
      await assertNotInUse(tx, CHOICE_LIST_LABELS[list].toLowerCase(), id, [
        { label: 'đơn vị', table: organizations, column: columnOf(list) },
      ]);
      await tx.delete(organizationChoices).where(eq(organizationChoices.id, id));
      await audit({ action: 'delete', subject: 'organization-choice', recordId: id, before });
    },
    // An organisation given the choice after the count: the foreign key refuses.
    { foreignKey: 'category_in_use' },
  );
}
