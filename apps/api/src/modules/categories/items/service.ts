import {
  type CategoryItem,
  type CategoryItemCreateBody,
  type CategoryItemUpdateBody,
  type CategoryKind,
  FIXED_CATEGORY_KINDS,
  toSearchText,
} from '@congdoan/shared';
import { count, eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client.js';
import { categoryItems, members } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { applyPatch } from '../../../write/patch.js';
import { assertUnique, type Conflicts, writeTransaction } from '../../../write/transaction.js';
import { categoryItemColumns, categoryItemOrFail, toItem } from './repository.js';

/** The unique indexes of the table (code and name, each per kind and ignoring case) and their answers. */
export const CATEGORY_ITEM_UNIQUE_CODES = {
  category_items_code_key: 'category_item_code_exists',
  category_items_name_key: 'category_item_name_exists',
} as const;
const CONFLICTS: Conflicts = { unique: CATEGORY_ITEM_UNIQUE_CODES };

/** The columns of a member record that hold a category item. */
const MEMBER_CATEGORY_COLUMNS = [
  members.ethnicityId,
  members.religionId,
  members.nationalityId,
  members.educationLevelId,
  members.qualificationId,
  members.professionalTitleId,
  members.academicDegreeId,
  members.academicRankId,
  members.foreignLanguageId,
  members.itDegreeTypeId,
];

type Fields = Omit<CategoryItemCreateBody, 'kind'>;

const values = (fields: Fields) => ({
  code: fields.code,
  name: fields.name,
  sortOrder: fields.sortOrder,
  active: fields.active,
  searchText: toSearchText(fields.name, fields.code),
});

/** Code and name are unique within the item's kind, ignoring case. */
const assertFree = (tx: DbOrTx, kind: CategoryKind, fields: Fields, exceptId?: number) =>
  assertUnique(
    tx,
    categoryItems,
    categoryItems.id,
    [
      { column: categoryItems.code, value: fields.code, code: 'category_item_code_exists' },
      { column: categoryItems.name, value: fields.name, code: 'category_item_name_exists' },
    ],
    exceptId,
    eq(categoryItems.kind, kind),
  );

const isFixed = (kind: CategoryKind) => FIXED_CATEGORY_KINDS.includes(kind);

/** POST category/create: refused for a fixed kind (the genders). */
export async function createCategoryItem(
  db: Db,
  request: FastifyRequest,
  body: CategoryItemCreateBody,
): Promise<CategoryItem> {
  if (isFixed(body.kind)) throw new AppError('category_kind_fixed');
  const created = await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await assertFree(tx, body.kind, body);
      const [row] = await tx
        .insert(categoryItems)
        .values({ kind: body.kind, ...values(body) })
        .returning(categoryItemColumns);
      await audit({ action: 'create', subject: 'category', recordId: row!.id, after: row });
      return row!;
    },
    CONFLICTS,
  );
  return toItem(created);
}

/**
 * PUT category/update: the fields given change, the others stay (docs/requirements.md, "Updates");
 * the kind never changes. An item of a fixed kind keeps its code, which the product reads, and
 * stays active, since a member record must be able to choose it.
 */
export async function updateCategoryItem(
  db: Db,
  request: FastifyRequest,
  body: CategoryItemUpdateBody,
): Promise<CategoryItem> {
  const { id, ...patch } = body;
  const updated = await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const before = await categoryItemOrFail(tx, id, true);
      const fields = applyPatch(
        { code: before.code, name: before.name, sortOrder: before.sortOrder, active: before.active },
        patch,
      );
      if (isFixed(before.kind) && (fields.code !== before.code || !fields.active)) {
        throw new AppError('category_kind_fixed');
      }
      await assertFree(tx, before.kind, fields, id);
      const [row] = await tx
        .update(categoryItems)
        .set({ ...values(fields), updatedAt: new Date() })
        .where(eq(categoryItems.id, id))
        .returning(categoryItemColumns);
      await audit({ action: 'update', subject: 'category', recordId: id, before, after: row });
      return row!;
    },
    CONFLICTS,
  );
  return toItem(updated);
}

/** DELETE category/delete: refused for a fixed kind, and while a member record holds the item. */
export async function deleteCategoryItem(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const before = await categoryItemOrFail(tx, id, true);
      if (isFixed(before.kind)) throw new AppError('category_kind_fixed');
      await assertNoMemberHolds(tx, id);
      await tx.delete(categoryItems).where(eq(categoryItems.id, id));
      await audit({ action: 'delete', subject: 'category', recordId: id, before });
    },
    // A member given the item after the count: the foreign key refuses, same answer.
    { foreignKey: 'category_item_in_use' },
  );
}

/** Refuses while any member record holds the item, in whichever of its category columns, saying how many. */
async function assertNoMemberHolds(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(members)
    .where(or(...MEMBER_CATEGORY_COLUMNS.map((column) => eq(column, id))));
  const n = row?.n ?? 0;
  if (n > 0) {
    throw new AppError(
      'category_item_in_use',
      `Không thể xóa: mục này đang được dùng trong hồ sơ của ${n.toLocaleString('vi-VN')} đoàn viên`,
    );
  }
}
