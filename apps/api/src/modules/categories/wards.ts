import {
  dataOf,
  listOf,
  okResponse,
  toSearchText,
  type WardCreateBody,
  type WardItem,
  type WardListQuery,
  wardCreateBody,
  wardIdQuery,
  wardItem,
  wardListQuery,
  wardUpdateBody,
} from '@congdoan/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit.js';
import type { DbOrTx } from '../../db/client.js';
import { byName, isoTimes } from '../../db/query.js';
import { industrialZones, organizations, users, wards } from '../../db/schema/index.js';
import { assertNotInUse, assertUnique, rethrowConflict } from '../../db/write.js';
import { AppError } from '../../errors.js';
import { searchCondition } from '../../search.js';
import type { Services } from '../../services.js';

const columns = {
  id: wards.id,
  code: wards.code,
  name: wards.name,
  kind: wards.kind,
  createdAt: wards.createdAt,
  updatedAt: wards.updatedAt,
};
type Row = Pick<typeof wards.$inferSelect, keyof typeof columns>;
const toItem = (row: Row): WardItem => isoTimes(row);

/** The unique indexes of the table and the answer each gives. */
export const WARD_UNIQUE_CODES = {
  wards_name_key: 'ward_name_exists',
  wards_code_key: 'ward_code_exists',
} as const;

async function listWards(db: DbOrTx, q: WardListQuery) {
  const where = and(searchCondition(wards.searchText, q.search), q.kind ? eq(wards.kind, q.kind) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(wards)
      .where(where)
      .orderBy(byName(wards.name), asc(wards.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ value: count() }).from(wards).where(where),
  ]);
  return { list: rows.map(toItem), count: total?.value ?? 0 };
}

/** The row, locked for the rest of the transaction when `lock` is set; 404 when there is none. */
async function wardOrFail(db: DbOrTx, id: number, lock = false) {
  const query = db.select(columns).from(wards).where(eq(wards.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('ward_not_found');
  return row;
}

const values = (body: WardCreateBody) => ({
  code: body.code,
  name: body.name,
  kind: body.kind,
  searchText: toSearchText(body.name, body.code),
});

const uniqueFields = (body: WardCreateBody) => [
  { column: wards.name, value: body.name, code: 'ward_name_exists' as const },
  { column: wards.code, value: body.code, code: 'ward_code_exists' as const },
];

/** Wards (xã/phường) of the province: reference data every scope reads alike. */
export const wardRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['categories'];

    app.get(
      '/ward/list-all',
      {
        config: { permission: ['read', 'ward'] },
        schema: {
          tags,
          summary: 'Danh sách xã/phường (tìm không dấu theo tên, mã; lọc theo loại)',
          querystring: wardListQuery,
          response: { 200: listOf(wardItem) },
        },
      },
      async (request) => ({ data: await listWards(db, request.query) }),
    );

    app.get(
      '/ward/detail',
      {
        config: { permission: ['read', 'ward'] },
        schema: {
          tags,
          summary: 'Chi tiết xã/phường',
          querystring: wardIdQuery,
          response: { 200: dataOf(wardItem) },
        },
      },
      async (request) => ({ data: toItem(await wardOrFail(db, request.query.wardId)) }),
    );

    app.post(
      '/ward/create',
      {
        config: { permission: ['create', 'ward'] },
        schema: {
          tags,
          summary: 'Thêm xã/phường',
          body: wardCreateBody,
          response: { 200: dataOf(wardItem) },
        },
      },
      async (request) => {
        const body = request.body;
        try {
          const created = await db.transaction(async (tx) => {
            await assertUnique(tx, wards, wards.id, uniqueFields(body));
            const [row] = await tx.insert(wards).values(values(body)).returning(columns);
            await audit(tx, request, { action: 'create', subject: 'ward', recordId: row!.id, after: row });
            return row!;
          });
          return { data: toItem(created) };
        } catch (err) {
          rethrowConflict(err, { unique: WARD_UNIQUE_CODES });
        }
      },
    );

    app.put(
      '/ward/update',
      {
        config: { permission: ['update', 'ward'] },
        schema: {
          tags,
          summary: 'Cập nhật xã/phường',
          body: wardUpdateBody,
          response: { 200: dataOf(wardItem) },
        },
      },
      async (request) => {
        const { id, ...body } = request.body;
        try {
          const updated = await db.transaction(async (tx) => {
            const before = await wardOrFail(tx, id, true);
            await assertUnique(tx, wards, wards.id, uniqueFields(body), id);
            const [row] = await tx
              .update(wards)
              .set({ ...values(body), updatedAt: new Date() })
              .where(eq(wards.id, id))
              .returning(columns);
            await audit(tx, request, { action: 'update', subject: 'ward', recordId: id, before, after: row });
            return row!;
          });
          return { data: toItem(updated) };
        } catch (err) {
          rethrowConflict(err, { unique: WARD_UNIQUE_CODES });
        }
      },
    );

    app.delete(
      '/ward/delete',
      {
        config: { permission: ['delete', 'ward'] },
        schema: {
          tags,
          summary: 'Xóa xã/phường (không xóa được khi đơn vị, người dùng hoặc cụm/khu công nghiệp còn dùng)',
          querystring: wardIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        const id = request.query.wardId;
        try {
          await db.transaction(async (tx) => {
            const before = await wardOrFail(tx, id, true);
            await assertNotInUse(tx, 'xã/phường', id, [
              { label: 'đơn vị', table: organizations, column: organizations.xaPhuongId },
              { label: 'người dùng', table: users, column: users.xaPhuongId },
              { label: 'cụm/khu công nghiệp', table: industrialZones, column: industrialZones.xaPhuongId },
            ]);
            await tx.delete(wards).where(eq(wards.id, id));
            await audit(tx, request, { action: 'delete', subject: 'ward', recordId: id, before });
          });
          return { data: { success: true as const } };
        } catch (err) {
          // A reference written after the count: the foreign key refuses, with the same answer.
          rethrowConflict(err, {
            foreignKey: () => new AppError('category_in_use', 'Không thể xóa: xã/phường đang được sử dụng'),
          });
        }
      },
    );
  };
