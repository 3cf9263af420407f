import type { DynamicFieldItem, DynamicFieldSchema } from '@congdoan/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { organizationDynamicFields, organizations } from '../../../db/schema/index.js';
import { dynamicFieldSchemas } from '../../../domain/organization-create.js';
import { organizationScope } from '../../../domain/scope.js';
import { AppError } from '../../../errors.js';

/** The organisations holding a value of the field. */
export const holds = (key: string) => sql`jsonb_exists(${organizations.customFields}, ${key})`;

/** How many organisations hold a value of the field (only those the caller may see, when given). */
export async function usageOf(db: DbOrTx, key: string, actor?: Actor) {
  const [row] = await db
    .select({ n: count() })
    .from(organizations)
    .where(and(holds(key), actor ? organizationScope(actor) : undefined));
  return row?.n ?? 0;
}

/**
 * GET organization/dynamic-fields: the fields in their order, with their usage in the caller's scope;
 * only those in use when `activeOnly` (the forms: an inactive field takes no new value).
 */
export async function listDynamicFields(
  db: DbOrTx,
  actor: Actor,
  activeOnly = false,
): Promise<DynamicFieldItem[]> {
  const fields = (await dynamicFieldSchemas(db)).filter((f) => !activeOnly || f.active);
  const usage = await Promise.all(fields.map((f) => usageOf(db, f.key, actor)));
  return fields.map((f, i) => ({ ...f, usageCount: usage[i]! }));
}

/** The field, locked for the rest of the transaction; 404 when there is none. */
export async function lockField(db: DbOrTx, id: number): Promise<DynamicFieldSchema> {
  const [row] = await db
    .select()
    .from(organizationDynamicFields)
    .where(eq(organizationDynamicFields.id, id))
    .for('update');
  if (!row) throw new AppError('dynamic_field_not_found');
  const { createdAt: _c, updatedAt: _u, ...field } = row;
  return { ...field, type: field.type as DynamicFieldSchema['type'] };
}
