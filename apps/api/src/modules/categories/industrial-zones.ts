import {
  dataOf,
  type IndustrialZoneCreateBody,
  type IndustrialZoneItem,
  type IndustrialZoneListQuery,
  industrialZoneCreateBody,
  industrialZoneIdQuery,
  industrialZoneItem,
  industrialZoneListQuery,
  industrialZoneUpdateBody,
  listOf,
  okResponse,
  toSearchText,
} from '@congdoan/shared';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
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
  id: industrialZones.id,
  code: industrialZones.code,
  name: industrialZones.name,
  xaPhuongId: industrialZones.xaPhuongId,
  description: industrialZones.description,
  createdAt: industrialZones.createdAt,
  updatedAt: industrialZones.updatedAt,
};
const itemColumns = { ...columns, xaPhuongName: wards.name };

/** The unique indexes of the table and the answer each gives. */
export const ZONE_UNIQUE_CODES = {
  industrial_zones_name_key: 'industrial_zone_name_exists',
  industrial_zones_code_key: 'industrial_zone_code_exists',
} as const;

const selectItems = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(itemColumns)
    .from(industrialZones)
    .leftJoin(wards, eq(wards.id, industrialZones.xaPhuongId))
    .where(where);

async function listZones(db: DbOrTx, q: IndustrialZoneListQuery) {
  const where = and(
    searchCondition(industrialZones.searchText, q.search),
    q.xaPhuongId === undefined ? undefined : eq(industrialZones.xaPhuongId, q.xaPhuongId),
  );
  const [rows, [total]] = await Promise.all([
    selectItems(db, where)
      .orderBy(byName(industrialZones.name), asc(industrialZones.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ value: count() }).from(industrialZones).where(where),
  ]);
  return { list: rows.map(isoTimes), count: total?.value ?? 0 };
}

async function zoneItem(db: DbOrTx, id: number): Promise<IndustrialZoneItem> {
  const [row] = await selectItems(db, eq(industrialZones.id, id));
  if (!row) throw new AppError('industrial_zone_not_found');
  return isoTimes(row);
}

/** The bare row, locked for the rest of the transaction; 404 when there is none. */
async function lockZone(db: DbOrTx, id: number) {
  const [row] = await db
    .select(columns)
    .from(industrialZones)
    .where(eq(industrialZones.id, id))
    .for('update');
  if (!row) throw new AppError('industrial_zone_not_found');
  return row;
}

/** Checks the body's ward and uniqueness, and answers the row to write. */
async function checkedValues(db: DbOrTx, body: IndustrialZoneCreateBody, exceptId?: number) {
  const xaPhuongId = body.xaPhuongId ?? null;
  if (xaPhuongId !== null) {
    const [ward] = await db.select({ id: wards.id }).from(wards).where(eq(wards.id, xaPhuongId));
    if (!ward) throw new AppError('ward_ref_invalid');
  }
  await assertUnique(
    db,
    industrialZones,
    industrialZones.id,
    [
      { column: industrialZones.name, value: body.name, code: 'industrial_zone_name_exists' },
      { column: industrialZones.code, value: body.code, code: 'industrial_zone_code_exists' },
    ],
    exceptId,
  );
  return {
    code: body.code,
    name: body.name,
    xaPhuongId,
    description: body.description ?? null,
    searchText: toSearchText(body.name, body.code),
  };
}

/** The ward was deleted between the check and the write. */
const wardGone = () => new AppError('ward_ref_invalid');

/** Industrial-zone clusters (cụm/khu công nghiệp): province-wide reference data. */
export const industrialZoneRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['categories'];

    app.get(
      '/industrial-zone/list-all',
      {
        config: { permission: ['read', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Danh sách cụm/khu công nghiệp (tìm không dấu theo tên, mã; lọc theo xã/phường)',
          querystring: industrialZoneListQuery,
          response: { 200: listOf(industrialZoneItem) },
        },
      },
      async (request) => ({ data: await listZones(db, request.query) }),
    );

    app.get(
      '/industrial-zone/detail',
      {
        config: { permission: ['read', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Chi tiết cụm/khu công nghiệp',
          querystring: industrialZoneIdQuery,
          response: { 200: dataOf(industrialZoneItem) },
        },
      },
      async (request) => ({ data: await zoneItem(db, request.query.industrialZoneId) }),
    );

    app.post(
      '/industrial-zone/create',
      {
        config: { permission: ['create', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Thêm cụm/khu công nghiệp',
          body: industrialZoneCreateBody,
          response: { 200: dataOf(industrialZoneItem) },
        },
      },
      async (request) => {
        try {
          const id = await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(industrialZones)
              .values(await checkedValues(tx, request.body))
              .returning(columns);
            await audit(tx, request, {
              action: 'create',
              subject: 'industrial-zone',
              recordId: row!.id,
              after: row,
            });
            return row!.id;
          });
          return { data: await zoneItem(db, id) };
        } catch (err) {
          rethrowConflict(err, { unique: ZONE_UNIQUE_CODES, foreignKey: wardGone });
        }
      },
    );

    app.put(
      '/industrial-zone/update',
      {
        config: { permission: ['update', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Cập nhật cụm/khu công nghiệp (ghi đè cả bản ghi)',
          body: industrialZoneUpdateBody,
          response: { 200: dataOf(industrialZoneItem) },
        },
      },
      async (request) => {
        const { id, ...body } = request.body;
        try {
          await db.transaction(async (tx) => {
            const before = await lockZone(tx, id);
            const [row] = await tx
              .update(industrialZones)
              .set({ ...(await checkedValues(tx, body, id)), updatedAt: new Date() })
              .where(eq(industrialZones.id, id))
              .returning(columns);
            await audit(tx, request, {
              action: 'update',
              subject: 'industrial-zone',
              recordId: id,
              before,
              after: row,
            });
          });
          return { data: await zoneItem(db, id) };
        } catch (err) {
          rethrowConflict(err, { unique: ZONE_UNIQUE_CODES, foreignKey: wardGone });
        }
      },
    );

    app.delete(
      '/industrial-zone/delete',
      {
        config: { permission: ['delete', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Xóa cụm/khu công nghiệp (không xóa được khi đơn vị hoặc người dùng còn dùng)',
          querystring: industrialZoneIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        const id = request.query.industrialZoneId;
        try {
          await db.transaction(async (tx) => {
            const before = await lockZone(tx, id);
            await assertNotInUse(tx, 'cụm/khu công nghiệp', id, [
              { label: 'đơn vị', table: organizations, column: organizations.cumKhuCnId },
              { label: 'người dùng', table: users, column: users.cumKhuCnId },
            ]);
            await tx.delete(industrialZones).where(eq(industrialZones.id, id));
            await audit(tx, request, { action: 'delete', subject: 'industrial-zone', recordId: id, before });
          });
          return { data: { success: true as const } };
        } catch (err) {
          // A reference written after the count: the foreign key refuses, with the same answer.
          rethrowConflict(err, {
            foreignKey: () =>
              new AppError('category_in_use', 'Không thể xóa: cụm/khu công nghiệp đang được sử dụng'),
          });
        }
      },
    );
  };
