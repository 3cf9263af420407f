import {
  CHOICE_LIST_LABELS,
  type ChoiceList,
  choiceCreateBody,
  choiceIdQuery,
  choiceItem,
  choiceListQuery,
  choiceUpdateBody,
  dataOf,
  okResponse,
} from '@congdoan/shared';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit.js';
import type { DbOrTx } from '../../db/client.js';
import { byName } from '../../db/query.js';
import { organizationChoices, organizations } from '../../db/schema/index.js';
import { assertNotInUse, rethrowConflict } from '../../db/write.js';
import { AppError } from '../../errors.js';
import { type Actor, actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { visible } from './repository.js';

/** The lists an administrator keeps for loaiHinh (type) and loaiCongTy (company kind). */

const UNIQUE_CODES = { organization_choices_name_key: 'choice_name_exists' } as const;
const tags = ['organizations'];
const columnOf = (list: ChoiceList) =>
  list === 'loai_hinh' ? organizations.loaiHinh : organizations.loaiCongTy;

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

async function choiceOrFail(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await db
    .select(columnsFor(actor))
    .from(organizationChoices)
    .where(eq(organizationChoices.id, id));
  if (!row) throw new AppError('choice_not_found');
  return row;
}

async function assertNameFree(db: DbOrTx, list: ChoiceList, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: organizationChoices.id })
    .from(organizationChoices)
    .where(
      and(
        eq(organizationChoices.list, list),
        eq(sql`lower(${organizationChoices.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(organizationChoices.id, exceptId),
      ),
    );
  if (taken) throw new AppError('choice_name_exists');
}

export const choiceRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organization/choices',
      {
        config: { permission: ['read', 'organization'] },
        schema: {
          tags,
          summary: 'Danh mục loại hình (loai_hinh) và loại công ty (loai_cong_ty) theo thứ tự',
          querystring: choiceListQuery,
          response: { 200: dataOf(z.array(choiceItem)) },
        },
      },
      async (request) => {
        const { list } = request.query;
        const rows = await db
          .select(columnsFor(actorOf(request)))
          .from(organizationChoices)
          .where(list === undefined ? undefined : eq(organizationChoices.list, list))
          .orderBy(
            asc(organizationChoices.list),
            asc(organizationChoices.sortOrder),
            byName(organizationChoices.name),
          );
        return { data: rows };
      },
    );

    app.post(
      '/organization/choices',
      {
        config: { permission: ['dynamic_field', 'organization'] },
        schema: {
          tags,
          summary: 'Thêm loại hình / loại công ty',
          body: choiceCreateBody,
          response: { 200: dataOf(choiceItem) },
        },
      },
      async (request) => {
        try {
          const created = await db.transaction(async (tx) => {
            await assertNameFree(tx, request.body.list, request.body.name);
            const [row] = await tx
              .insert(organizationChoices)
              .values(request.body)
              .returning({ id: organizationChoices.id });
            const after = await choiceOrFail(tx, actorOf(request), row!.id);
            await audit(tx, request, {
              action: 'create',
              subject: 'organization-choice',
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
      '/organization/choices',
      {
        config: { permission: ['dynamic_field', 'organization'] },
        schema: {
          tags,
          summary: 'Sửa loại hình / loại công ty',
          body: choiceUpdateBody,
          response: { 200: dataOf(choiceItem) },
        },
      },
      async (request) => {
        const { id, ...body } = request.body;
        try {
          const updated = await db.transaction(async (tx) => {
            const before = await choiceOrFail(tx, actorOf(request), id);
            await assertNameFree(tx, before.list, body.name, id);
            await tx
              .update(organizationChoices)
              .set({ ...body, updatedAt: new Date() })
              .where(eq(organizationChoices.id, id));
            const after = await choiceOrFail(tx, actorOf(request), id);
            await audit(tx, request, {
              action: 'update',
              subject: 'organization-choice',
              recordId: id,
              before,
              after,
            });
            return after;
          });
          return { data: updated };
        } catch (err) {
          rethrowConflict(err, { unique: UNIQUE_CODES });
        }
      },
    );

    app.delete(
      '/organization/choices',
      {
        config: { permission: ['dynamic_field', 'organization'] },
        schema: {
          tags,
          summary: 'Xóa loại hình / loại công ty chưa được dùng',
          querystring: choiceIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        const id = request.query.choiceId;
        try {
          await db.transaction(async (tx) => {
            const before = await choiceOrFail(tx, actorOf(request), id);
            const list = before.list;
            await assertNotInUse(tx, CHOICE_LIST_LABELS[list].toLowerCase(), id, [
              { label: 'đơn vị', table: organizations, column: columnOf(list) },
            ]);
            await tx.delete(organizationChoices).where(eq(organizationChoices.id, id));
            await audit(tx, request, {
              action: 'delete',
              subject: 'organization-choice',
              recordId: id,
              before,
            });
          });
        } catch (err) {
          rethrowConflict(err, { foreignKey: () => new AppError('category_in_use') });
        }
        return { data: { success: true as const } };
      },
    );
  };
