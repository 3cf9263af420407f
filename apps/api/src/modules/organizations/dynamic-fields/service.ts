import {
  checkDefaultValue,
  DYNAMIC_FIELDS_MAX,
  type DynamicFieldCreateBody,
  type DynamicFieldSchema,
  type DynamicFieldUpdateBody,
  SELECT_NEEDS_OPTIONS_MESSAGE,
} from '@congdoan/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { organizationDynamicFields, organizations } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { applyPatch, assertMerged } from '../../../write/patch.js';
import { assertUnique, writeTransaction } from '../../../write/transaction.js';
import { holds, lockField, usageOf } from './repository.js';

/**
 * Custom fields of organisations (dynamic-fields). Values live in organizations.custom_fields under
 * the field's key, so the key never changes, the type changes only while no organisation holds a
 * value, and deleting a field that has values needs `confirm=true` (the first answer says how many).
 */

const UNIQUE_CODES = { organization_dynamic_fields_key_key: 'dynamic_field_key_exists' } as const;

/** The default value as stored: read by the field's own rule ('12,5' → '12.5', 'có' → 'true'); 400 otherwise. */
function storedDefault(
  field: Pick<DynamicFieldSchema, 'type' | 'label' | 'options'> & { defaultValue?: string | null },
) {
  const checked = checkDefaultValue(field, field.defaultValue);
  assertMerged(!('error' in checked), 'defaultValue', 'error' in checked ? checked.error : '');
  return 'value' in checked ? checked.value : null;
}

/** POST organization/dynamic-fields: at most DYNAMIC_FIELDS_MAX fields, each key once. */
export async function createDynamicField(
  db: Db,
  request: FastifyRequest,
  body: DynamicFieldCreateBody,
): Promise<DynamicFieldSchema> {
  return writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const [total] = await tx.select({ n: count() }).from(organizationDynamicFields);
      if ((total?.n ?? 0) >= DYNAMIC_FIELDS_MAX) throw new AppError('dynamic_field_limit');
      // Keys differing only in case (soCaLamViec, socalamviec) would read as one to a person.
      await assertUnique(tx, organizationDynamicFields, organizationDynamicFields.id, [
        { column: organizationDynamicFields.key, value: body.key, code: 'dynamic_field_key_exists' },
      ]);
      const [row] = await tx
        .insert(organizationDynamicFields)
        .values({ ...body, defaultValue: storedDefault(body) })
        .returning({ id: organizationDynamicFields.id });
      const after = await lockField(tx, row!.id);
      await audit({ action: 'create', subject: 'organization-field', recordId: after.id, after });
      return after;
    },
    { unique: UNIQUE_CODES },
  );
}

/**
 * PUT organization/dynamic-fields: the fields given (docs/requirements.md, "Updates"); the key stays;
 * the type changes only while no value is held.
 */
export async function updateDynamicField(
  db: Db,
  request: FastifyRequest,
  body: DynamicFieldUpdateBody,
): Promise<DynamicFieldSchema> {
  const { id, ...patch } = body;
  return writeTransaction(db, request, async ({ tx, audit }) => {
    const before = await lockField(tx, id);
    const { key: _key, id: _id, ...fields } = applyPatch(before, patch);
    assertMerged(
      fields.type !== 'select' || fields.options.length > 0,
      'options',
      SELECT_NEEDS_OPTIONS_MESSAGE,
    );
    // A default written for another type or list (or a list losing its choice) is checked again.
    fields.defaultValue = storedDefault(fields);
    const used = await usageOf(tx, before.key);
    if (fields.type !== before.type && used > 0) throw new AppError('dynamic_field_type_locked');
    if (fields.type === 'select' && used > 0) {
      // A choice that organisations hold cannot disappear from the list under them.
      const [orphans] = await tx
        .select({ n: count() })
        .from(organizations)
        .where(
          sql`${holds(before.key)} and (${organizations.customFields} ->> ${before.key}) not in (${sql.join(
            fields.options.map((o) => sql`${o}`),
            sql`, `,
          )})`,
        );
      if ((orphans?.n ?? 0) > 0) {
        throw new AppError(
          'dynamic_field_in_use',
          `Không thể bỏ lựa chọn đang được dùng ở ${orphans!.n.toLocaleString('vi-VN')} đơn vị`,
        );
      }
    }
    await tx
      .update(organizationDynamicFields)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(organizationDynamicFields.id, id));
    const after = await lockField(tx, id);
    await audit({ action: 'update', subject: 'organization-field', recordId: id, before, after });
    return after;
  });
}

/**
 * DELETE organization/dynamic-fields/:id. With values held, the first call answers 409 saying how
 * many; with confirm=true the values go with the field.
 */
export async function deleteDynamicField(
  db: Db,
  request: FastifyRequest,
  id: number,
  confirm: boolean | undefined,
): Promise<void> {
  await writeTransaction(db, request, async ({ tx, audit }) => {
    const before = await lockField(tx, id);
    const used = await usageOf(tx, before.key);
    if (used > 0 && !confirm) {
      throw new AppError(
        'dynamic_field_in_use',
        `Trường "${before.label}" đang có giá trị ở ${used.toLocaleString('vi-VN')} đơn vị. Xóa trường sẽ xóa các giá trị này.`,
      );
    }
    if (used > 0) {
      await tx
        .update(organizations)
        .set({ customFields: sql`${organizations.customFields} - ${before.key}::text` })
        .where(holds(before.key));
    }
    await tx.delete(organizationDynamicFields).where(eq(organizationDynamicFields.id, id));
    await audit({
      action: 'delete',
      subject: 'organization-field',
      recordId: id,
      before: { ...before, valuesRemoved: used },
    });
  });
}
