import { toSearchText, type WardCreateBody, type WardItem, type WardUpdateBody } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { industrialZones, organizations, users, wards } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { applyPatch } from '../../../write/patch.js';
import { assertNotInUse, assertUnique, writeTransaction } from '../../../write/transaction.js';
import { toItem, wardColumns, wardOrFail } from './repository.js';

/** The unique indexes of the table and the answer each gives. */
export const WARD_UNIQUE_CODES = {
  wards_name_key: 'ward_name_exists',
  wards_code_key: 'ward_code_exists',
} as const;

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

/** POST ward/create. */
export async function createWard(db: Db, request: FastifyRequest, body: WardCreateBody): Promise<WardItem> {
  const created = await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await assertUnique(tx, wards, wards.id, uniqueFields(body));
      const [row] = await tx.insert(wards).values(values(body)).returning(wardColumns);
      await audit({ action: 'create', subject: 'ward', recordId: row!.id, after: row });
      return row!;
    },
    { unique: WARD_UNIQUE_CODES },
  );
  return toItem(created);
}

/** PUT ward/update: the fields given change, the others stay (docs/requirements.md, "Updates"). */
export async function updateWard(db: Db, request: FastifyRequest, body: WardUpdateBody): Promise<WardItem> {
  const { id, ...patch } = body;
  const updated = await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const before = await wardOrFail(tx, id, true);
      const fields = applyPatch({ code: before.code, name: before.name, kind: before.kind }, patch);
      await assertUnique(tx, wards, wards.id, uniqueFields(fields), id);
      const [row] = await tx
        .update(wards)
        .set({ ...values(fields), updatedAt: new Date() })
        .where(eq(wards.id, id))
        .returning(wardColumns);
      await audit({ action: 'update', subject: 'ward', recordId: id, before, after: row });
      return row!;
    },
    { unique: WARD_UNIQUE_CODES },
  );
  return toItem(updated);
}

/** DELETE ward/delete: refused while organisations, users or zones still name the ward. */
export async function deleteWard(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const before = await wardOrFail(tx, id, true);
      await assertNotInUse(tx, 'xã/phường', id, [
        { label: 'đơn vị', table: organizations, column: organizations.xaPhuongId },
        { label: 'người dùng', table: users, column: users.xaPhuongId },
        { label: 'cụm/khu công nghiệp', table: industrialZones, column: industrialZones.xaPhuongId },
      ]);
      await tx.delete(wards).where(eq(wards.id, id));
      await audit({ action: 'delete', subject: 'ward', recordId: id, before });
    },
    // A reference written after the count: the foreign key refuses, with the same answer.
    { foreignKey: () => new AppError('category_in_use', 'Không thể xóa: xã/phường đang được sử dụng') },
  );
}
