import {
  type IndustrialZoneCreateBody,
  type IndustrialZoneItem,
  type IndustrialZoneUpdateBody,
  toSearchText,
} from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client.js';
import {
  companiesWithoutUnion,
  industrialZones,
  organizations,
  users,
  wards,
} from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { applyPatch } from '../../../write/patch.js';
import { assertExists, assertNotInUse, assertUnique, writeTransaction } from '../../../write/transaction.js';
import { lockZone, zoneColumns, zoneItem } from './repository.js';

/** The unique indexes of the table and the answer each gives; the ward deleted meanwhile. */
const CONFLICTS = {
  unique: {
    industrial_zones_name_key: 'industrial_zone_name_exists',
    industrial_zones_code_key: 'industrial_zone_code_exists',
  },
  foreignKey: 'ward_ref_invalid',
} as const;

/** Checks the body's ward and uniqueness, and answers the row to write. */
async function checkedValues(db: DbOrTx, body: IndustrialZoneCreateBody, exceptId?: number) {
  const xaPhuongId = body.xaPhuongId ?? null;
  if (xaPhuongId !== null) await assertExists(db, wards, xaPhuongId, 'ward_ref_invalid');
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

/** POST industrial-zone/create. */
export async function createZone(
  db: Db,
  request: FastifyRequest,
  body: IndustrialZoneCreateBody,
): Promise<IndustrialZoneItem> {
  const id = await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const [row] = await tx
        .insert(industrialZones)
        .values(await checkedValues(tx, body))
        .returning(zoneColumns);
      await audit({ action: 'create', subject: 'industrial-zone', recordId: row!.id, after: row });
      return row!.id;
    },
    CONFLICTS,
  );
  return zoneItem(db, id);
}

/** PUT industrial-zone/update: the fields given change, the others stay (docs/requirements.md, "Updates"). */
export async function updateZone(
  db: Db,
  request: FastifyRequest,
  body: IndustrialZoneUpdateBody,
): Promise<IndustrialZoneItem> {
  const { id, ...patch } = body;
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const before = await lockZone(tx, id);
      const { code, name, xaPhuongId, description } = before;
      const fields = applyPatch({ code, name, xaPhuongId, description }, patch);
      const [row] = await tx
        .update(industrialZones)
        .set({ ...(await checkedValues(tx, fields, id)), updatedAt: new Date() })
        .where(eq(industrialZones.id, id))
        .returning(zoneColumns);
      await audit({ action: 'update', subject: 'industrial-zone', recordId: id, before, after: row });
    },
    CONFLICTS,
  );
  return zoneItem(db, id);
}

/** DELETE industrial-zone/delete: refused while organisations, users or companies still name the zone. */
export async function deleteZone(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const before = await lockZone(tx, id);
      await assertNotInUse(tx, 'cụm/khu công nghiệp', id, [
        { label: 'đơn vị', table: organizations, column: organizations.cumKhuCnId },
        { label: 'người dùng', table: users, column: users.cumKhuCnId },
        {
          label: 'công ty chưa có công đoàn',
          table: companiesWithoutUnion,
          column: companiesWithoutUnion.cumKhuCnId,
        },
      ]);
      await tx.delete(industrialZones).where(eq(industrialZones.id, id));
      await audit({ action: 'delete', subject: 'industrial-zone', recordId: id, before });
    },
    // A reference written after the count: the foreign key refuses, with the same answer.
    {
      foreignKey: () =>
        new AppError('category_in_use', 'Không thể xóa: cụm/khu công nghiệp đang được sử dụng'),
    },
  );
}
