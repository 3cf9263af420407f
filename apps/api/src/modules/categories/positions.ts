import {
  dataOf,
  listOf,
  okResponse,
  type PositionCreateBody,
  type PositionListQuery,
  positionCreateBody,
  positionIdQuery,
  positionItem,
  positionListQuery,
  positionUpdateBody,
  toSearchText,
} from '@congdoan/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit.js';
import type { DbOrTx } from '../../db/client.js';
import { byName, isoTimes } from '../../db/query.js';
import { positions, unionStaff } from '../../db/schema/index.js';
import { assertNotInUse, assertUnique, rethrowConflict } from '../../db/write.js';
import { AppError } from '../../errors.js';
import { searchCondition } from '../../search.js';
import type { Services } from '../../services.js';

const columns = {
  id: positions.id,
  name: positions.name,
  sortOrder: positions.sortOrder,
  createdAt: positions.createdAt,
  updatedAt: positions.updatedAt,
};

/** The unique indexes of the table and the answer each gives. */
export const POSITION_UNIQUE_CODES = { positions_name_key: 'position_name_exists' } as const;

async function listPositions(db: DbOrTx, q: PositionListQuery) {
  const where = searchCondition(positions.searchText, q.search);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(positions)
      .where(where)
      .orderBy(asc(positions.sortOrder), byName(positions.name), asc(positions.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ value: count() }).from(positions).where(where),
  ]);
  return { list: rows.map(isoTimes), count: total?.value ?? 0 };
}

async function positionOrFail(db: DbOrTx, id: number, lock = false) {
  const query = db.select(columns).from(positions).where(eq(positions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('position_not_found');
  return row;
}

const values = (body: PositionCreateBody) => ({
  name: body.name,
  sortOrder: body.sortOrder,
  searchText: toSearchText(body.name),
});

const nameField = (body: PositionCreateBody) => [
  { column: positions.name, value: body.name, code: 'position_name_exists' as const },
];

/** Positions (chức vụ) of union staff, in the order the federation lists them. */
export const positionRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['categories'];

    app.get(
      '/position/list-all',
      {
        config: { permission: ['read', 'position'] },
        schema: {
          tags,
          summary: 'Danh sách chức vụ theo thứ tự (tìm không dấu theo tên)',
          querystring: positionListQuery,
          response: { 200: listOf(positionItem) },
        },
      },
      async (request) => ({ data: await listPositions(db, request.query) }),
    );

    app.get(
      '/position/detail',
      {
        config: { permission: ['read', 'position'] },
        schema: {
          tags,
          summary: 'Chi tiết chức vụ',
          querystring: positionIdQuery,
          response: { 200: dataOf(positionItem) },
        },
      },
      async (request) => ({ data: isoTimes(await positionOrFail(db, request.query.positionId)) }),
    );

    app.post(
      '/position/create',
      {
        config: { permission: ['create', 'position'] },
        schema: {
          tags,
          summary: 'Thêm chức vụ',
          body: positionCreateBody,
          response: { 200: dataOf(positionItem) },
        },
      },
      async (request) => {
        const body = request.body;
        try {
          const created = await db.transaction(async (tx) => {
            await assertUnique(tx, positions, positions.id, nameField(body));
            const [row] = await tx.insert(positions).values(values(body)).returning(columns);
            await audit(tx, request, {
              action: 'create',
              subject: 'position',
              recordId: row!.id,
              after: row,
            });
            return row!;
          });
          return { data: isoTimes(created) };
        } catch (err) {
          rethrowConflict(err, { unique: POSITION_UNIQUE_CODES });
        }
      },
    );

    app.put(
      '/position/update',
      {
        config: { permission: ['update', 'position'] },
        schema: {
          tags,
          summary: 'Cập nhật chức vụ',
          body: positionUpdateBody,
          response: { 200: dataOf(positionItem) },
        },
      },
      async (request) => {
        const { id, ...body } = request.body;
        try {
          const updated = await db.transaction(async (tx) => {
            const before = await positionOrFail(tx, id, true);
            await assertUnique(tx, positions, positions.id, nameField(body), id);
            const [row] = await tx
              .update(positions)
              .set({ ...values(body), updatedAt: new Date() })
              .where(eq(positions.id, id))
              .returning(columns);
            await audit(tx, request, {
              action: 'update',
              subject: 'position',
              recordId: id,
              before,
              after: row,
            });
            return row!;
          });
          return { data: isoTimes(updated) };
        } catch (err) {
          rethrowConflict(err, { unique: POSITION_UNIQUE_CODES });
        }
      },
    );

    app.delete(
      '/position/delete',
      {
        config: { permission: ['delete', 'position'] },
        schema: {
          tags,
          summary: 'Xóa chức vụ (không xóa được khi cán bộ công đoàn còn giữ chức vụ này)',
          querystring: positionIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        const id = request.query.positionId;
        try {
          await db.transaction(async (tx) => {
            const before = await positionOrFail(tx, id, true);
            await assertNotInUse(tx, 'chức vụ', id, [
              { label: 'cán bộ công đoàn', table: unionStaff, column: unionStaff.positionId },
            ]);
            await tx.delete(positions).where(eq(positions.id, id));
            await audit(tx, request, { action: 'delete', subject: 'position', recordId: id, before });
          });
          return { data: { success: true as const } };
        } catch (err) {
          // A staff record given the position after the count: the foreign key refuses, same answer.
          rethrowConflict(err, {
            foreignKey: () => new AppError('category_in_use', 'Không thể xóa: chức vụ đang được sử dụng'),
          });
        }
      },
    );
  };
