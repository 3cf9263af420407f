import {
  type ChoiceList,
  type CustomFieldValues,
  checkCustomValues,
  type DynamicFieldSchema,
  labelInSentence,
  type OrganizationFields,
  toSearchText,
} from '@congdoan/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../actor.js';
import type { DbOrTx } from '../db/client.js';
import {
  industrialZones,
  organizationChoices,
  organizationDynamicFields,
  organizations,
  wards,
} from '../db/schema/index.js';
import { AppError } from '../errors.js';
import { assertExists, assertUnique } from '../write/transaction.js';
import { organizationScope } from './scope.js';

/**
 * What writing a new organisation takes, shared by the organisations module (its create, update
 * and import) and the companies module (a union founded at a company becomes one in one step):
 * the tree lock, a parent in the caller's scope, places taken from the parent, references that
 * exist, a unique code and a name unique under its parent, custom values checked against their
 * fields, and the materialised path.
 */

/**
 * Writes to the tree (create, update, move, delete, import, a founding) happen one at a time (a
 * transaction-wide lock): two moves crossing each other cannot together form a cycle that neither
 * formed alone, and no path changes under a write that copies it.
 */
export async function lockTree(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('organizations.tree'))`);
}

/** What organizations.path and the row need from a parent (null: a root). */
export interface ParentRef {
  id: number;
  path: string;
}

/** The parent, inside the caller's scope; a root only for callers with the whole province. */
export async function parentFor(
  db: DbOrTx,
  actor: Actor,
  parentId: number | null | undefined,
): Promise<ParentRef | null> {
  if (parentId === null || parentId === undefined) {
    if (actor.scope !== 'province') throw new AppError('organization_root_forbidden');
    return null;
  }
  const [row] = await db
    .select({ id: organizations.id, path: organizations.path })
    .from(organizations)
    .where(and(eq(organizations.id, parentId), organizationScope(actor)));
  if (!row) throw new AppError('organization_ref_invalid');
  return row;
}

/** A new organisation without a ward or zone takes its parent's (so the officers of that place see it). */
async function placesFromParent<T extends { xaPhuongId?: number | null; cumKhuCnId?: number | null }>(
  db: DbOrTx,
  body: T,
  parentId: number | null | undefined,
): Promise<T> {
  if (parentId == null || (body.xaPhuongId != null && body.cumKhuCnId != null)) return body;
  const [parent] = await db
    .select({ xaPhuongId: organizations.xaPhuongId, cumKhuCnId: organizations.cumKhuCnId })
    .from(organizations)
    .where(eq(organizations.id, parentId));
  return {
    ...body,
    xaPhuongId: body.xaPhuongId ?? parent?.xaPhuongId ?? null,
    cumKhuCnId: body.cumKhuCnId ?? parent?.cumKhuCnId ?? null,
  };
}

/** The ward, zone and choices a body names exist (and each choice belongs to its list). */
export async function assertOrganizationReferences(db: DbOrTx, body: Partial<OrganizationFields>) {
  if (body.xaPhuongId != null) await assertExists(db, wards, body.xaPhuongId, 'ward_ref_invalid');
  if (body.cumKhuCnId != null) {
    await assertExists(db, industrialZones, body.cumKhuCnId, 'industrial_zone_ref_invalid');
  }
  const choices: [ChoiceList, number | null | undefined][] = [
    ['loai_hinh', body.loaiHinh],
    ['loai_cong_ty', body.loaiCongTy],
  ];
  for (const [list, id] of choices) {
    if (id == null) continue;
    await assertExists(db, organizationChoices, id, 'choice_ref_invalid', eq(organizationChoices.list, list));
  }
}

/** Codes are unique (any case); names are unique among the children of one parent. */
export async function assertUniqueOrganization(
  db: DbOrTx,
  body: { code?: string | null; name: string; organizationParentId?: number | null },
  exceptId?: number,
) {
  if (body.code) {
    const code = { column: organizations.code, value: body.code, code: 'organization_code_exists' as const };
    await assertUnique(db, organizations, organizations.id, [code], exceptId);
  }
  const sameParent =
    body.organizationParentId == null
      ? isNull(organizations.organizationParentId)
      : eq(organizations.organizationParentId, body.organizationParentId);
  const name = { column: organizations.name, value: body.name, code: 'organization_name_exists' as const };
  await assertUnique(db, organizations, organizations.id, [name], exceptId, sameParent);
}

/** The custom fields in their order (dynamicFieldSchemas); shared-locked for a write that checks values. */
export async function dynamicFieldSchemas(db: DbOrTx, lockForShare = false): Promise<DynamicFieldSchema[]> {
  const query = db
    .select({
      id: organizationDynamicFields.id,
      key: organizationDynamicFields.key,
      label: organizationDynamicFields.label,
      type: organizationDynamicFields.type,
      options: organizationDynamicFields.options,
      required: organizationDynamicFields.required,
      defaultValue: organizationDynamicFields.defaultValue,
      active: organizationDynamicFields.active,
      sortOrder: organizationDynamicFields.sortOrder,
    })
    .from(organizationDynamicFields)
    .orderBy(asc(organizationDynamicFields.sortOrder), asc(organizationDynamicFields.id));
  const rows = lockForShare ? await query.for('share') : await query;
  return rows.map((r) => ({ ...r, type: r.type as DynamicFieldSchema['type'] }));
}

/**
 * Custom values checked against the fields — all of them for a new organisation, the keys given
 * for an update — or a 400 naming the first bad field by its label ('Số ca làm việc: Phải là số').
 */
export async function checkedCustomValues<T>(
  db: DbOrTx,
  values: CustomFieldValues,
  check: (
    fields: DynamicFieldSchema[],
    values: CustomFieldValues,
  ) => { values: T; errors: { key: string; message: string }[] },
): Promise<T> {
  // Shared locks: a field cannot be deleted between this check and the write of its value.
  const fields = await dynamicFieldSchemas(db, true);
  const checked = check(fields, values);
  if (checked.errors.length) {
    const label = new Map(fields.map((f) => [f.key, f.label]));
    const first = checked.errors[0]!;
    const firstLabel = label.get(first.key) ?? first.key;
    // an empty required field's sentence names the field already ('Vui lòng nhập số quyết định thành lập')
    const named = first.message.includes(labelInSentence(firstLabel));
    throw new AppError(
      'custom_value_invalid',
      named ? first.message : `${firstLabel}: ${first.message}`,
      checked.errors.map((e) => ({ path: `customFields.${e.key}`, message: e.message })),
    );
  }
  return checked.values;
}

/** The columns a body writes (everything but the path and custom values). */
export const organizationColumns = (body: OrganizationFields) => ({
  name: body.name,
  code: body.code ?? null,
  organizationParentId: body.organizationParentId ?? null,
  level: body.level,
  xaPhuongId: body.xaPhuongId ?? null,
  cumKhuCnId: body.cumKhuCnId ?? null,
  loaiHinh: body.loaiHinh ?? null,
  loaiCongTy: body.loaiCongTy ?? null,
  namThanhLap: body.namThanhLap ?? null,
  address: body.address ?? null,
  phoneNumber: body.phoneNumber ?? null,
  email: body.email ?? null,
  chairName: body.chairName ?? null,
  chairPhone: body.chairPhone ?? null,
  workerCount: body.workerCount ?? null,
  workerMaleCount: body.workerMaleCount ?? null,
  workerFemaleCount: body.workerFemaleCount ?? null,
  memberCount: body.memberCount ?? null,
  memberMaleCount: body.memberMaleCount ?? null,
  memberFemaleCount: body.memberFemaleCount ?? null,
  executiveBoardSize: body.executiveBoardSize ?? null,
  auditCommitteeSize: body.auditCommitteeSize ?? null,
  businessSector: body.businessSector ?? null,
  country: body.country ?? null,
  note: body.note ?? null,
  status: body.status,
  searchText: toSearchText(body.name, body.code),
});

/** The unique index a concurrent write can trip, and the answer it gives. */
export const ORGANIZATION_UNIQUE_CODES = { organizations_code_key: 'organization_code_exists' } as const;

/**
 * Inserts a new organisation and answers its id: its parent in the caller's scope, places taken
 * from the parent, references and uniqueness checked, custom values checked against every field.
 * Call inside a transaction that holds the tree lock (the parent's path must not move before the
 * new row takes it); check afterwards that the caller still sees it (assertOrganizationInScope).
 */
export async function insertOrganization(
  tx: DbOrTx,
  actor: Actor,
  given: OrganizationFields,
  customValues: CustomFieldValues | undefined,
): Promise<number> {
  const parent = await parentFor(tx, actor, given.organizationParentId);
  const fields = await placesFromParent(tx, given, parent?.id);
  await assertOrganizationReferences(tx, fields);
  await assertUniqueOrganization(tx, fields);
  const values = await checkedCustomValues(tx, customValues ?? {}, checkCustomValues);
  const [row] = await tx
    .insert(organizations)
    .values({ ...organizationColumns(fields), customFields: values, path: '/' })
    .returning({ id: organizations.id });
  const id = row!.id;
  await tx
    .update(organizations)
    .set({ path: `${parent?.path ?? '/'}${id}/` })
    .where(eq(organizations.id, id));
  return id;
}

/** After a write the row must still be one the caller may see (a ward officer keeps their ward). */
export async function assertOrganizationInScope(tx: DbOrTx, actor: Actor, id: number) {
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, id), organizationScope(actor)));
  if (!row) throw new AppError('organization_outside_scope');
}
