import { type DynamicFieldSchema, ERRORS } from '@congdoan/shared';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { industrialZones, organizationChoices, wards } from '../../../db/schema/index.js';
import { exact, NameIndex, placeIndex } from '../../../import/lookups.js';
import type { RowErrors } from '../../../import/row-errors.js';
import { subtreeOutsideScope } from '../service.js';
import { type OrganizationRow, placeRows } from './place.js';
import {
  finalPaths,
  ORGANIZATION_HEADERS,
  type OrganizationImportPlan,
  type OrganizationValues,
  sameValues,
} from './plan.js';
import { childrenNames, organizationsByCode, organizationsInScope, storedRows } from './reads.js';
import { rowValues } from './values.js';

/**
 * The organisations import's check across rows (each row's own field rules ran as it was read):
 * names resolved to the parent, ward, zone, type and company kind (by name or code, any accents or
 * case), the caller's scope, duplicates inside the file and against the database, cycles, rights.
 * An organisation already there (same code, or without a code the same name under the same parent)
 * is updated, or skipped when nothing changed, so importing a file twice creates nothing twice.
 */
export async function checkOrganizationImport(
  db: DbOrTx,
  actor: Actor,
  rows: OrganizationRow[],
  errors: RowErrors,
  customFields: DynamicFieldSchema[],
): Promise<OrganizationImportPlan> {
  const fail = (row: number, key: keyof typeof ORGANIZATION_HEADERS, message: string) =>
    errors.add(row, ORGANIZATION_HEADERS[key], message);

  // What the rows name, each read once for the whole file; one after another, as the import runs
  // these inside its transaction, which is one connection.
  const codes = [...new Set(rows.flatMap((r) => (r.fields.code ? [exact(r.fields.code)] : [])))];
  const known = await organizationsInScope(db, actor);
  const byCode = await organizationsByCode(db, codes);
  const wardList = await db.select({ id: wards.id, code: wards.code, name: wards.name }).from(wards);
  const zoneList = await db
    .select({ id: industrialZones.id, code: industrialZones.code, name: industrialZones.name })
    .from(industrialZones);
  const choices = await db
    .select({ id: organizationChoices.id, list: organizationChoices.list, name: organizationChoices.name })
    .from(organizationChoices);
  const knownById = new Map(known.map((k) => [k.id, k]));
  const index = new NameIndex();
  const siblings = new Map<string, number[]>();
  for (const k of known) {
    index.add(k.id, k.code, k.name);
    const key = `${k.parentId}|${exact(k.name)}`;
    siblings.set(key, [...(siblings.get(key) ?? []), k.id]);
  }

  const { placed, matchedAt } = placeRows(rows, { actor, errors, knownById, byCode, index, siblings });

  // The stored rows of the organisations the file updates, and the names taken under each parent.
  const stored = await storedRows(
    db,
    placed.flatMap((p) => (p.existing ? [p.id] : [])),
  );
  const parentIds = [...new Set(placed.flatMap((p) => (p.parentId && p.parentId > 0 ? [p.parentId] : [])))];
  const taken = await childrenNames(
    db,
    parentIds,
    placed.some((p) => p.parentId === null),
  );

  const organizationNames = new Map<number, string>();
  for (const k of known) {
    organizationNames.set(k.id, k.name);
    if (k.parentId !== null && k.parentName !== null) organizationNames.set(k.parentId, k.parentName);
  }
  const plan: OrganizationImportPlan = {
    creates: [],
    updates: [],
    skipped: 0,
    paths: new Map(known.map((k) => [k.id, k.path])),
    names: {
      ward: new Map(wardList.map((w) => [w.id, w.name])),
      zone: new Map(zoneList.map((z) => [z.id, z.name])),
      choice: new Map(choices.map((c) => [c.id, c.name])),
      organization: organizationNames,
    },
  };
  const valueContext = {
    actor,
    errors,
    customFields,
    wardOf: placeIndex(wardList),
    zoneOf: placeIndex(zoneList),
    loaiHinhOf: placeIndex(choices.filter((c) => c.list === 'loai_hinh')),
    loaiCongTyOf: placeIndex(choices.filter((c) => c.list === 'loai_cong_ty')),
  };
  const finalOf = new Map<number, OrganizationValues>();
  const nameAt = new Map<string, number>();
  for (const p of placed) {
    const { row, fields: f } = p;
    const old = p.existing ? stored.get(p.id) : undefined;
    const parentPlace =
      p.parentId === null || p.parentId === undefined
        ? undefined
        : (finalOf.get(p.parentId) ?? knownById.get(p.parentId));
    const values = rowValues(p, old, parentPlace, valueContext);
    finalOf.set(p.id, values);

    // Names are unique under one parent: in the file, and against the database's other organisations.
    if (p.parentId !== undefined && f.name && !errors.has(row, ORGANIZATION_HEADERS.name)) {
      const key = `${p.parentId}|${exact(values.name)}`;
      const seenAt = nameAt.get(key);
      const inDb = taken.get(key);
      if (seenAt !== undefined) fail(row, 'name', `Trùng tên với dòng ${seenAt} (cùng đơn vị cấp trên)`);
      else {
        nameAt.set(key, row);
        if (inDb && inDb.id !== p.id && !matchedAt.has(inDb.id)) {
          fail(row, 'name', ERRORS.organization_name_exists.message);
        }
      }
    }
    if (p.bad.size || errors.hasRow(row) || p.parentId === undefined) continue;

    if (!old) {
      plan.creates.push({ row, tempId: p.id, parentId: p.parentId, values });
      organizationNames.set(p.id, values.name);
      continue;
    }
    const moved = old.parentId !== p.parentId;
    if (!moved && sameValues(old, values)) {
      plan.skipped++;
      continue;
    }
    plan.updates.push({ row, id: p.id, parentId: p.parentId, moved, values, before: old });
  }

  // No organisation may end up under itself.
  const paths = finalPaths(plan, (id) => id);
  for (const u of plan.updates) {
    if (u.moved && paths.get(u.id) === undefined) fail(u.row, 'parent', ERRORS.organization_cycle.message);
  }
  for (const c of plan.creates) {
    if (paths.get(c.tempId) === undefined) fail(c.row, 'parent', ERRORS.organization_cycle.message);
  }

  // The rights the rows need (an import creates and updates like the form does), and moves that
  // would carry along organisations the caller cannot see.
  if (!actor.ability.can('create', 'organization')) {
    for (const c of plan.creates)
      fail(c.row, 'name', 'Bạn không có quyền thêm đơn vị mới (chỉ cập nhật được đơn vị đã có)');
  }
  if (!actor.ability.can('update', 'organization')) {
    for (const u of plan.updates) fail(u.row, 'name', 'Bạn không có quyền sửa đơn vị đã có');
  }
  for (const u of plan.updates) {
    const path = knownById.get(u.id)?.path;
    if (u.moved && path && (await subtreeOutsideScope(db, actor, path)) > 0) {
      fail(u.row, 'parent', ERRORS.organization_subtree_outside_scope.message);
    }
  }
  return plan;
}
