import {
  type PositionCreateBody,
  type PositionItem,
  type PositionUpdateBody,
  toSearchText,
} from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { positions, unionStaff } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { applyPatch } from '../../../write/patch.js';
import { assertNotInUse, assertUnique, writeTransaction } from '../../../write/transaction.js';
import { positionColumns, positionOrFail, toItem } from './repository.js';

/** The unique index of the table and the answer it gives. */
const CONFLICTS = { unique: { positions_name_key: 'position_name_exists' } } as const;

const values = (body: PositionCreateBody) => ({
  name: body.name,
  sortOrder: body.sortOrder,
  boards: body.boards,
  searchText: toSearchText(body.name),
});

const nameField = (body: PositionCreateBody) => [
  { column: positions.name, value: body.name, code: 'position_name_exists' as const },
];

/** POST position/create. */
export async function createPosition(
  db: Db,
  request: FastifyRequest,
  body: PositionCreateBody,
): Promise<PositionItem> {
  const created = await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await assertUnique(tx, positions, positions.id, nameField(body));
      const [row] = await tx.insert(positions).values(values(body)).returning(positionColumns);
      await audit({ action: 'create', subject: 'position', recordId: row!.id, after: row });
      return row!;
    },
    CONFLICTS,
  );
  return toItem(created);
}

/** PUT position/update: the fields given change, the others stay (docs/requirements.md, "Updates"). */
export async function updatePosition(
  db: Db,
  request: FastifyRequest,
  body: PositionUpdateBody,
): Promise<PositionItem> {
  const { id, ...patch } = body;
  const updated = await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const before = await positionOrFail(tx, id, true);
      const fields = applyPatch(
        { name: before.name, sortOrder: before.sortOrder, boards: before.boards },
        patch,
      );
      await assertUnique(tx, positions, positions.id, nameField(fields), id);
      const [row] = await tx
        .update(positions)
        .set({ ...values(fields), updatedAt: new Date() })
        .where(eq(positions.id, id))
        .returning(positionColumns);
      await audit({ action: 'update', subject: 'position', recordId: id, before, after: row });
      return row!;
    },
    CONFLICTS,
  );
  return toItem(updated);
}

/** DELETE position/delete: refused while union staff hold the position. */
export async function deletePosition(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const before = await positionOrFail(tx, id, true);
      await assertNotInUse(tx, 'chức vụ', id, [
        { label: 'cán bộ công đoàn', table: unionStaff, column: unionStaff.positionId },
      ]);
      await tx.delete(positions).where(eq(positions.id, id));
      await audit({ action: 'delete', subject: 'position', recordId: id, before });
    },
    // A staff record given the position after the count: the foreign key refuses, same answer.
    { foreignKey: () => new AppError('category_in_use', 'Không thể xóa: chức vụ đang được sử dụng') },
  );
}
