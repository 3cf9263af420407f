import {
  DYNAMIC_FIELDS_MAX,
  type DynamicFieldSchema,
  dataOf,
  dynamicFieldCreateBody,
  dynamicFieldDeleteQuery,
  dynamicFieldIdParams,
  dynamicFieldItem,
  dynamicFieldSchema,
  dynamicFieldUpdateBody,
  okResponse,
} from '@congdoan/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit.js';
import type { DbOrTx } from '../../db/client.js';
import { organizationDynamicFields, organizations } from '../../db/schema/index.js';
import { rethrowConflict } from '../../db/write.js';
import { AppError } from '../../errors.js';
import { type Actor, actorOf } from '../../plugins/auth.js';
import { organizationScope } from '../../scope.js';
import type { Services } from '../../services.js';
import { dynamicFieldSchemas } from './repository.js';

/**
 * Custom fields of organisations (dynamic-fields). Values live in organizations.custom_fields under
 * the field's key, so the key never changes, the type changes only while no organisation holds a
 * value, and deleting a field that has values needs `confirm=true` (the first answer says how many).
 */

const UNIQUE_CODES = { organization_dynamic_fields_key_key: 'dynamic_field_key_exists' } as const;
const tags = ['organizations'];

const holds = (key: string) => sql`jsonb_exists(${organizations.customFields}, ${key})`;

/** How many organisations hold a value of the field (only those the caller may see, when given). */
async function usageOf(db: DbOrTx, key: string, actor?: Actor) {
  const [row] = await db
    .select({ n: count() })
    .from(organizations)
    .where(and(holds(key), actor ? organizationScope(actor) : undefined));
  return row?.n ?? 0;
}

async function fieldOrFail(db: DbOrTx, id: number): Promise<DynamicFieldSchema> {
  const [row] = await db
    .select()
    .from(organizationDynamicFields)
    .where(eq(organizationDynamicFields.id, id))
    .for('update');
  if (!row) throw new AppError('dynamic_field_not_found');
  const { createdAt: _c, updatedAt: _u, ...field } = row;
  return { ...field, type: field.type as DynamicFieldSchema['type'] };
}

export const dynamicFieldRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organization/dynamic-fields',
      {
        config: { permission: ['read', 'organization'] },
        schema: {
          tags,
          summary:
            'Các trường tùy chỉnh của đơn vị theo thứ tự, kèm số đơn vị (trong phạm vi dữ liệu) đang có giá trị',
          response: { 200: dataOf(z.array(dynamicFieldItem)) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const fields = await dynamicFieldSchemas(db);
        const usage = await Promise.all(fields.map((f) => usageOf(db, f.key, actor)));
        return { data: fields.map((f, i) => ({ ...f, usageCount: usage[i]! })) };
      },
    );

    app.post(
      '/organization/dynamic-fields',
      {
        config: { permission: ['dynamic_field', 'organization'] },
        schema: {
          tags,
          summary: 'Thêm trường tùy chỉnh',
          body: dynamicFieldCreateBody,
          response: { 200: dataOf(dynamicFieldSchema) },
        },
      },
      async (request) => {
        try {
          const created = await db.transaction(async (tx) => {
            const [total] = await tx.select({ n: count() }).from(organizationDynamicFields);
            if ((total?.n ?? 0) >= DYNAMIC_FIELDS_MAX) throw new AppError('dynamic_field_limit');
            // Keys differing only in case (soCaLamViec, socalamviec) would read as one to a person.
            const [taken] = await tx
              .select({ id: organizationDynamicFields.id })
              .from(organizationDynamicFields)
              .where(eq(sql`lower(${organizationDynamicFields.key})`, request.body.key.toLowerCase()));
            if (taken) throw new AppError('dynamic_field_key_exists');
            const [row] = await tx
              .insert(organizationDynamicFields)
              .values(request.body)
              .returning({ id: organizationDynamicFields.id });
            const after = await fieldOrFail(tx, row!.id);
            await audit(tx, request, {
              action: 'create',
              subject: 'organization-field',
              recordId: after.id,
              after,
            });
            return after;
          });
          return { data: created };
        } catch (err) {
          rethrowConflict(err, { unique: UNIQUE_CODES });
        }
      },
    );

    app.put(
      '/organization/dynamic-fields',
      {
        config: { permission: ['dynamic_field', 'organization'] },
        schema: {
          tags,
          summary: 'Sửa trường tùy chỉnh (mã không đổi; kiểu chỉ đổi khi chưa có giá trị)',
          body: dynamicFieldUpdateBody,
          response: { 200: dataOf(dynamicFieldSchema) },
        },
      },
      async (request) => {
        const { id, ...body } = request.body;
        const updated = await db.transaction(async (tx) => {
          const before = await fieldOrFail(tx, id);
          const used = await usageOf(tx, before.key);
          if (body.type !== before.type && used > 0) throw new AppError('dynamic_field_type_locked');
          if (body.type === 'select' && used > 0) {
            // A choice that organisations hold cannot disappear from the list under them.
            const [orphans] = await tx
              .select({ n: count() })
              .from(organizations)
              .where(
                sql`${holds(before.key)} and (${organizations.customFields} ->> ${before.key}) not in (${sql.join(
                  body.options.map((o) => sql`${o}`),
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
            .set({ ...body, updatedAt: new Date() })
            .where(eq(organizationDynamicFields.id, id));
          const after = await fieldOrFail(tx, id);
          await audit(tx, request, {
            action: 'update',
            subject: 'organization-field',
            recordId: id,
            before,
            after,
          });
          return after;
        });
        return { data: updated };
      },
    );

    app.delete(
      '/organization/dynamic-fields/:id',
      {
        config: { permission: ['dynamic_field', 'organization'] },
        schema: {
          tags,
          summary:
            'Xóa trường tùy chỉnh; khi đã có đơn vị nhập giá trị, lần gọi đầu trả 409 kèm số đơn vị, gọi lại với confirm=true để xóa cả giá trị',
          params: dynamicFieldIdParams,
          querystring: dynamicFieldDeleteQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        const { id } = request.params;
        await db.transaction(async (tx) => {
          const before = await fieldOrFail(tx, id);
          const used = await usageOf(tx, before.key);
          if (used > 0 && !request.query.confirm) {
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
          await audit(tx, request, {
            action: 'delete',
            subject: 'organization-field',
            recordId: id,
            before: { ...before, valuesRemoved: used },
          });
        });
        return { data: { success: true as const } };
      },
    );
  };
