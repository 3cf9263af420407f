import {
  type CustomValue,
  checkCustomValue,
  customFieldHeader,
  type DynamicFieldSchema,
  ERRORS,
  type ImportRowError,
  levelFromText,
  ORGANIZATION_IMPORT_COLUMNS,
  type OrganizationImportColumnKey,
  type OrganizationImportResult,
  type OrganizationImportRow,
  type OrganizationLevel,
  type OrganizationStatus,
  organizationImportRow,
  REQUIRED_MESSAGE,
  statusFromText,
  toSearchText,
} from '@congdoan/shared';
import { eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { audit, auditMany } from '../../audit.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { industrialZones, organizationChoices, organizations, wards } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/write.js';
import { AppError } from '../../errors.js';
import { type Actor, actorOf } from '../../plugins/auth.js';
import { organizationScope } from '../../scope.js';
import type { SheetRow } from './import-workbook.js';
import { moveSubtree, subtreeOutsideScope } from './service.js';

/**
 * The organisations import. Every row is checked first: the shared field rules, names resolved to
 * the parent, ward, zone, type and company kind (by name or code, any accents or case), the caller's
 * scope, duplicates inside the file and against the database, cycles. Only a file without a single
 * error is written, in one transaction. An organisation already there (same code, or without a code
 * the same name under the same parent) is updated, or skipped when nothing changed, so importing a
 * file twice creates nothing twice. A blank cell keeps the stored value.
 *
 * Ids: an organisation of the database has its own (positive) id; a new row is known as -row until
 * the write allocates its id, so parents, paths and cycles are worked out before anything is written.
 */

const HEADER = Object.fromEntries(ORGANIZATION_IMPORT_COLUMNS.map((c) => [c.key, c.header])) as Record<
  OrganizationImportColumnKey,
  string
>;

/** Equality of names and codes: the same text in any case (and either Unicode form). */
const exact = (s: string) => s.normalize('NFC').trim().toLowerCase();
const SLICE = 1000;
const slices = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / SLICE) }, (_, i) => items.slice(i * SLICE, (i + 1) * SLICE));

/** What the check needs of every organisation in the caller's scope. */
interface Known {
  id: number;
  code: string | null;
  name: string;
  parentId: number | null;
  parentCode: string | null;
  parentName: string | null;
  path: string;
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
}

/** The stored columns an import writes (besides the parent and the path). */
export interface OrganizationValues {
  code: string | null;
  name: string;
  level: OrganizationLevel;
  xaPhuongId: number | null;
  cumKhuCnId: number | null;
  loaiHinh: number | null;
  loaiCongTy: number | null;
  namThanhLap: number | null;
  address: string | null;
  phoneNumber: string | null;
  email: string | null;
  chairName: string | null;
  workerCount: number | null;
  memberCount: number | null;
  status: OrganizationStatus;
  customFields: Record<string, unknown>;
}
type Stored = OrganizationValues & { id: number; parentId: number | null; path: string };

interface NewOrganization {
  row: number;
  /** -row until written. */
  tempId: number;
  /** An organisation of the database (> 0), a new row (< 0) or none (a root). */
  parentId: number | null;
  values: OrganizationValues;
}
interface ChangedOrganization {
  row: number;
  id: number;
  parentId: number | null;
  /** The parent changes: the subtree moves along. */
  moved: boolean;
  values: OrganizationValues;
  /** What it was, for its history. */
  before: OrganizationValues & { parentId: number | null };
}
/** Names the history of each organisation shows beside the ids (the ward, not #12). */
export interface ImportNames {
  ward: Map<number, string>;
  zone: Map<number, string>;
  choice: Map<number, string>;
  /** Organisations of the scope, their parents, and the new rows (by -row). */
  organization: Map<number, string>;
}
export interface OrganizationImportPlan {
  creates: NewOrganization[];
  updates: ChangedOrganization[];
  names: ImportNames;
  skipped: number;
  /** Paths of the database's organisations that the plan's parents and moves start from. */
  paths: Map<number, string>;
}
export interface OrganizationImportCheck {
  errors: ImportRowError[];
  plan: OrganizationImportPlan;
}

type Lookup = number | 'ambiguous' | undefined;

/** Name (any case) or code → id; a name that only matches without accents must match once. */
function placeIndex(items: { id: number; code?: string | null; name: string }[]) {
  const byExact = new Map<string, number | 'ambiguous'>();
  const loose = new Map<string, number | 'ambiguous'>();
  const add = (map: Map<string, number | 'ambiguous'>, key: string, id: number) => {
    const seen = map.get(key);
    map.set(key, seen === undefined || seen === id ? id : 'ambiguous');
  };
  for (const item of items) {
    add(byExact, exact(item.name), item.id);
    if (item.code) add(byExact, exact(item.code), item.id);
    add(loose, toSearchText(item.name), item.id);
  }
  return (text: string): Lookup => byExact.get(exact(text)) ?? loose.get(toSearchText(text));
}

/**
 * The organisations a parent may be named by: those of the scope, then each row of the file once it
 * is checked. Unlike places, organisations share names freely (one per parent), so a name that fits
 * several asks for the code.
 */
class OrganizationIndex {
  private readonly byCode = new Map<string, Set<number>>();
  private readonly byName = new Map<string, Set<number>>();
  private readonly byLooseName = new Map<string, Set<number>>();
  add(id: number, code: string | null, name: string) {
    const put = (map: Map<string, Set<number>>, key: string) => {
      const set = map.get(key) ?? new Set<number>();
      set.add(id);
      map.set(key, set);
    };
    if (code) put(this.byCode, exact(code));
    put(this.byName, exact(name));
    put(this.byLooseName, toSearchText(name));
  }
  find(text: string): Lookup {
    const code = this.byCode.get(exact(text));
    if (code?.size === 1) return [...code][0];
    const found = code?.size
      ? code
      : (this.byName.get(exact(text)) ?? this.byLooseName.get(toSearchText(text)));
    if (!found?.size) return undefined;
    return found.size === 1 ? [...found][0] : 'ambiguous';
  }
}

const parentTable = alias(organizations, 'import_parent');

async function organizationsInScope(db: DbOrTx, actor: Actor): Promise<Known[]> {
  return db
    .select({
      id: organizations.id,
      code: organizations.code,
      name: organizations.name,
      parentId: organizations.organizationParentId,
      parentCode: parentTable.code,
      parentName: parentTable.name,
      path: organizations.path,
      xaPhuongId: organizations.xaPhuongId,
      cumKhuCnId: organizations.cumKhuCnId,
    })
    .from(organizations)
    .leftJoin(parentTable, eq(parentTable.id, organizations.organizationParentId))
    .where(organizationScope(actor));
}

/** Organisations anywhere holding one of the codes (codes are unique across the province). */
async function organizationsByCode(db: DbOrTx, codes: string[]) {
  const found = new Map<string, number>();
  for (const s of slices(codes)) {
    const rows = await db
      .select({ id: organizations.id, code: organizations.code })
      .from(organizations)
      .where(inArray(sql`lower(${organizations.code})`, s));
    for (const r of rows) if (r.code) found.set(exact(r.code), r.id);
  }
  return found;
}

async function storedRows(db: DbOrTx, ids: number[]): Promise<Map<number, Stored>> {
  const out = new Map<number, Stored>();
  for (const s of slices(ids)) {
    const rows = await db
      .select({
        id: organizations.id,
        parentId: organizations.organizationParentId,
        path: organizations.path,
        code: organizations.code,
        name: organizations.name,
        level: organizations.level,
        xaPhuongId: organizations.xaPhuongId,
        cumKhuCnId: organizations.cumKhuCnId,
        loaiHinh: organizations.loaiHinh,
        loaiCongTy: organizations.loaiCongTy,
        namThanhLap: organizations.namThanhLap,
        address: organizations.address,
        phoneNumber: organizations.phoneNumber,
        email: organizations.email,
        chairName: organizations.chairName,
        workerCount: organizations.workerCount,
        memberCount: organizations.memberCount,
        status: organizations.status,
        customFields: organizations.customFields,
      })
      .from(organizations)
      .where(inArray(organizations.id, s));
    for (const r of rows) {
      out.set(r.id, {
        ...r,
        customFields: r.customFields ?? {},
      });
    }
  }
  return out;
}

/** Names taken under the given parents anywhere (a ward officer's siblings may lie outside the scope). */
async function childrenNames(db: DbOrTx, parentIds: number[], withRoots: boolean) {
  const taken = new Map<string, { id: number; code: string | null }>();
  const conditions: SQL[] = slices(parentIds).map((s) => inArray(organizations.organizationParentId, s));
  if (withRoots) conditions.push(isNull(organizations.organizationParentId));
  for (const condition of conditions) {
    const rows = await db
      .select({
        id: organizations.id,
        code: organizations.code,
        name: organizations.name,
        parentId: organizations.organizationParentId,
      })
      .from(organizations)
      .where(condition);
    for (const r of rows) taken.set(`${r.parentId}|${exact(r.name)}`, { id: r.id, code: r.code });
  }
  return taken;
}

const sameJson = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) return false;
  return true;
};
const VALUE_KEYS = [
  'code',
  'name',
  'level',
  'xaPhuongId',
  'cumKhuCnId',
  'loaiHinh',
  'loaiCongTy',
  'namThanhLap',
  'address',
  'phoneNumber',
  'email',
  'chairName',
  'workerCount',
  'memberCount',
  'status',
] as const satisfies readonly (keyof OrganizationValues)[];
const sameValues = (a: OrganizationValues, b: OrganizationValues) =>
  VALUE_KEYS.every((k) => a[k] === b[k]) && sameJson(a.customFields, b.customFields);

/**
 * The path every organisation of the plan ends with, given the ids of the new rows; undefined for an
 * organisation that would end up under itself (a cycle).
 */
export function finalPaths(
  plan: Pick<OrganizationImportPlan, 'creates' | 'updates' | 'paths'>,
  idOf: (tempOrId: number) => number,
): Map<number, string | undefined> {
  const parentOf = new Map<number, number | null>();
  for (const c of plan.creates) parentOf.set(c.tempId, c.parentId);
  for (const u of plan.updates) if (u.moved) parentOf.set(u.id, u.parentId);
  const memo = new Map<number, string | undefined>();
  const visiting = new Set<number>();
  const pathOf = (id: number | null): string | undefined => {
    if (id === null) return '/';
    if (memo.has(id)) return memo.get(id);
    if (visiting.has(id)) return undefined;
    visiting.add(id);
    let result: string | undefined;
    if (parentOf.has(id)) {
      const parent = pathOf(parentOf.get(id)!);
      result = parent === undefined ? undefined : `${parent}${idOf(id)}/`;
    } else {
      // An organisation that stays where it is: its stored path, below the nearest ancestor that moves.
      const stored = plan.paths.get(id);
      if (stored === undefined) throw new Error(`import: no stored path of organisation ${id}`);
      const ancestors = stored.split('/').filter(Boolean).map(Number);
      const movedAt = ancestors.findLastIndex((a) => a !== id && parentOf.has(a));
      if (movedAt < 0) result = stored;
      else {
        const above = pathOf(ancestors[movedAt]!);
        result = above === undefined ? undefined : `${above}${ancestors.slice(movedAt + 1).join('/')}/`;
      }
    }
    visiting.delete(id);
    memo.set(id, result);
    return result;
  };
  const out = new Map<number, string | undefined>();
  for (const c of plan.creates) out.set(c.tempId, pathOf(c.tempId));
  for (const u of plan.updates) if (u.moved) out.set(u.id, pathOf(u.id));
  return out;
}

/** Checks every row; the plan is only meant to be written when there are no errors. */
export async function checkOrganizationImport(
  db: DbOrTx,
  actor: Actor,
  sheet: SheetRow[],
  customFields: DynamicFieldSchema[],
): Promise<OrganizationImportCheck> {
  const errors: ImportRowError[] = [];
  const order = new Map<string, number>([
    ...ORGANIZATION_IMPORT_COLUMNS.map((c, i) => [c.header, i] as const),
    ...customFields.map((f, i) => [customFieldHeader(f), ORGANIZATION_IMPORT_COLUMNS.length + i] as const),
  ]);
  const errorRows = new Set<number>();
  const failed = new Set<string>();
  const fail = (row: number, key: OrganizationImportColumnKey, message: string) => {
    errors.push({ row, column: HEADER[key], message });
    errorRows.add(row);
    failed.add(`${row}|${key}`);
  };
  const failCustom = (row: number, field: DynamicFieldSchema, message: string) => {
    errors.push({ row, column: customFieldHeader(field), message });
    errorRows.add(row);
  };

  // 1. Each field by the shared rules; a row with a bad field is still checked on the others.
  type Checked = { row: number; f: Partial<OrganizationImportRow>; custom: SheetRow['custom']; bad: boolean };
  const checked: Checked[] = sheet.map(({ row, values, custom }) => {
    const result = organizationImportRow.safeParse(values);
    if (result.success) return { row, f: result.data, custom, bad: false };
    const f: Partial<OrganizationImportRow> = {};
    for (const col of ORGANIZATION_IMPORT_COLUMNS) {
      const one = organizationImportRow.shape[col.key].safeParse(values[col.key]);
      if (one.success) Object.assign(f, { [col.key]: one.data });
      else fail(row, col.key, one.error.issues[0]?.message ?? ERRORS.validation_failed.message);
    }
    return { row, f, custom, bad: true };
  });

  // 2. What the rows name, each read once for the whole file.
  const codes = [...new Set(checked.flatMap((c) => (c.f.code ? [exact(c.f.code)] : [])))];
  // One after another: the import runs these inside its transaction, which is one connection.
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
  const index = new OrganizationIndex();
  const siblings = new Map<string, number[]>();
  for (const k of known) {
    index.add(k.id, k.code, k.name);
    const key = `${k.parentId}|${exact(k.name)}`;
    siblings.set(key, [...(siblings.get(key) ?? []), k.id]);
  }
  const wardOf = placeIndex(wardList);
  const zoneOf = placeIndex(zoneList);
  const loaiHinhOf = placeIndex(choices.filter((c) => c.list === 'loai_hinh'));
  const loaiCongTyOf = placeIndex(choices.filter((c) => c.list === 'loai_cong_ty'));

  // Where a row without a parent goes: a root for the province, else the caller's own unit.
  const defaultParent = (): number | null | 'forbidden' => {
    if (actor.scope === 'province') return null;
    return actor.organizationId !== null && knownById.has(actor.organizationId)
      ? actor.organizationId
      : 'forbidden';
  };

  // 3. Which organisation each row is, and under which parent (file order: a parent is above).
  type Placed = Checked & { id: number; existing: boolean; parentId: number | null | undefined };
  const placed: Placed[] = [];
  const firstCodeRow = new Map<string, number>();
  const matchedAt = new Map<number, number>();
  for (const c of checked) {
    const { row, f } = c;
    const before = errors.length;
    let match: number | undefined;
    let codeTaken = false;
    if (f.code) {
      const key = exact(f.code);
      const seenAt = firstCodeRow.get(key);
      if (seenAt !== undefined) fail(row, 'code', `Trùng mã với dòng ${seenAt}`);
      else firstCodeRow.set(key, row);
      const id = byCode.get(key);
      if (id !== undefined && !knownById.has(id)) fail(row, 'code', ERRORS.organization_code_exists.message);
      else if (id !== undefined) match = id;
      codeTaken = id !== undefined;
    }

    let parentId: number | null | undefined;
    const current = match === undefined ? undefined : knownById.get(match);
    if (f.parent) {
      const found = index.find(f.parent);
      if (typeof found === 'number') parentId = found;
      else if (
        current &&
        [current.parentCode, current.parentName].some((t) => t && exact(t) === exact(f.parent!))
      ) {
        // The parent it already has, even above the caller's scope (a chair's own unit).
        parentId = current.parentId;
      } else
        fail(
          row,
          'parent',
          found === 'ambiguous'
            ? 'Có nhiều đơn vị trùng tên này, hãy ghi mã đơn vị cấp trên'
            : 'Không tìm thấy đơn vị cấp trên trong phạm vi của bạn (ghi tên hoặc mã đơn vị, hoặc một đơn vị ở dòng phía trên)',
        );
    } else if (current) parentId = current.parentId;
    else {
      const fallback = defaultParent();
      if (fallback === 'forbidden') fail(row, 'parent', ERRORS.organization_root_forbidden.message);
      else parentId = fallback;
    }

    // Without a code (or with a code the database does not know yet), the same name under the same
    // parent is the same organisation.
    if (match === undefined && !codeTaken && f.name && parentId !== undefined) {
      const same = siblings.get(`${parentId}|${exact(f.name)}`) ?? [];
      const otherCode = same.map((id) => knownById.get(id)!).find((k) => k.code && f.code);
      if (otherCode) {
        fail(row, 'name', `Đơn vị cùng tên trong cùng đơn vị cấp trên đã có mã ${otherCode.code}`);
      } else if (same.length === 1) match = same[0];
    }
    if (match !== undefined) {
      const seenAt = matchedAt.get(match);
      if (seenAt !== undefined) fail(row, f.code ? 'code' : 'name', `Trùng đơn vị với dòng ${seenAt}`);
      else matchedAt.set(match, row);
    }
    const id = match ?? -row;
    if (errors.length === before && f.name) index.add(id, f.code ?? current?.code ?? null, f.name);
    placed.push({ ...c, id, existing: match !== undefined, parentId });
  }

  // 4. The stored rows of the organisations the file updates, and the names taken under each parent.
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

  // 5. The values of each row: a blank cell keeps what is stored (a new row: the parent's place).
  const organizationNames = new Map<number, string>();
  for (const k of known) {
    organizationNames.set(k.id, k.name);
    if (k.parentId !== null && k.parentName !== null) organizationNames.set(k.parentId, k.parentName);
  }
  const plan: OrganizationImportPlan = {
    creates: [],
    updates: [],
    skipped: 0,
    paths: new Map(),
    names: {
      ward: new Map(wardList.map((w) => [w.id, w.name])),
      zone: new Map(zoneList.map((z) => [z.id, z.name])),
      choice: new Map(choices.map((c) => [c.id, c.name])),
      organization: organizationNames,
    },
  };
  const finalOf = new Map<number, OrganizationValues>();
  const nameAt = new Map<string, number>();
  for (const p of placed) {
    const { row, f } = p;
    const old = p.existing ? stored.get(p.id) : undefined;
    const parentPlace =
      p.parentId === null || p.parentId === undefined
        ? undefined
        : (finalOf.get(p.parentId) ?? knownById.get(p.parentId));

    const place = (
      key: 'ward' | 'zone' | 'loaiHinh' | 'loaiCongTy',
      text: string | undefined,
      of: (t: string) => Lookup,
      missing: string,
    ): number | null | undefined => {
      if (!text) return undefined;
      const id = of(text);
      if (typeof id === 'number') return id;
      fail(row, key, missing);
      return null;
    };
    const ward = place('ward', f.ward, wardOf, ERRORS.ward_ref_invalid.message);
    const zone = place('zone', f.zone, zoneOf, ERRORS.industrial_zone_ref_invalid.message);
    const loaiHinh = place('loaiHinh', f.loaiHinh, loaiHinhOf, 'Loại hình không có trong danh mục');
    const loaiCongTy = place(
      'loaiCongTy',
      f.loaiCongTy,
      loaiCongTyOf,
      'Loại công ty không có trong danh mục',
    );
    let level: OrganizationLevel | undefined;
    if (f.level) {
      level = levelFromText(f.level);
      if (!level) fail(row, 'level', 'Cấp không hợp lệ (chọn trong danh sách)');
    }
    let status: OrganizationStatus | undefined;
    if (f.status) {
      status = statusFromText(f.status);
      if (!status) fail(row, 'status', 'Trạng thái không hợp lệ (Đang hoạt động hoặc Đã giải thể)');
    }
    const customFieldsOut: Record<string, unknown> = { ...(old?.customFields ?? {}) };
    for (const field of customFields) {
      const raw = p.custom[field.key];
      if (raw === undefined) {
        const stored = customFieldsOut[field.key];
        if (field.required && (stored === undefined || stored === null || stored === '')) {
          failCustom(row, field, REQUIRED_MESSAGE);
        }
        continue;
      }
      const one = checkCustomValue(field, raw);
      if ('error' in one) failCustom(row, field, one.error);
      else if (one.value !== undefined) customFieldsOut[field.key] = one.value satisfies CustomValue;
    }

    const values: OrganizationValues = {
      code: f.code ?? old?.code ?? null,
      name: f.name ?? old?.name ?? '',
      level: level ?? old?.level ?? 'grassroots',
      xaPhuongId: ward ?? old?.xaPhuongId ?? parentPlace?.xaPhuongId ?? null,
      cumKhuCnId: zone ?? old?.cumKhuCnId ?? parentPlace?.cumKhuCnId ?? null,
      loaiHinh: loaiHinh ?? old?.loaiHinh ?? null,
      loaiCongTy: loaiCongTy ?? old?.loaiCongTy ?? null,
      namThanhLap: f.namThanhLap ?? old?.namThanhLap ?? null,
      address: f.address ?? old?.address ?? null,
      phoneNumber: f.phoneNumber ?? old?.phoneNumber ?? null,
      email: f.email ?? old?.email ?? null,
      chairName: f.chairName ?? old?.chairName ?? null,
      workerCount: f.workerCount ?? old?.workerCount ?? null,
      memberCount: f.memberCount ?? old?.memberCount ?? null,
      status: status ?? old?.status ?? 'active',
      customFields: customFieldsOut,
    };
    // A ward or zone officer's organisations stay in their ward or zone (else they would lose them).
    if (actor.scope === 'ward') {
      values.xaPhuongId ??= actor.xaPhuongId;
      if (ward !== null && values.xaPhuongId !== actor.xaPhuongId) {
        fail(row, 'ward', 'Xã/phường nằm ngoài phạm vi dữ liệu của bạn');
      }
    }
    if (actor.scope === 'zone') {
      values.cumKhuCnId ??= actor.cumKhuCnId;
      if (zone !== null && values.cumKhuCnId !== actor.cumKhuCnId) {
        fail(row, 'zone', 'Cụm/khu công nghiệp nằm ngoài phạm vi dữ liệu của bạn');
      }
    }
    finalOf.set(p.id, values);

    // Names are unique under one parent: in the file, and against the database's other organisations.
    if (p.parentId !== undefined && f.name && !failed.has(`${row}|name`)) {
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
    if (p.bad || errorRows.has(row) || p.parentId === undefined) continue;

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

  // 6. No organisation may end up under itself.
  for (const k of known) plan.paths.set(k.id, k.path);
  const paths = finalPaths(plan, (id) => id);
  for (const u of plan.updates) {
    if (u.moved && paths.get(u.id) === undefined) fail(u.row, 'parent', ERRORS.organization_cycle.message);
  }
  for (const c of plan.creates) {
    if (paths.get(c.tempId) === undefined) fail(c.row, 'parent', ERRORS.organization_cycle.message);
  }

  // 7. The rights the rows need (an import creates and updates like the form does), and moves that
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

  errors.sort((a, b) => a.row - b.row || (order.get(a.column) ?? 0) - (order.get(b.column) ?? 0));
  return { errors, plan };
}

/** How many rows of the file have at least one error. */
export const rowsWithErrors = (errors: ImportRowError[]) => new Set(errors.map((e) => e.row)).size;

/** Rows per INSERT/UPDATE: each column goes as one array parameter, so the count is not bounded by it. */
const BATCH = 2000;

const arrayOf = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

type Column = readonly [name: string, type: string, get: (v: OrganizationValues) => unknown];

/** The values of a batch as unnest(...) columns, in the order of COLUMNS. */
const COLUMNS: readonly Column[] = [
  ['code', 'text', (v: OrganizationValues) => v.code],
  ['name', 'text', (v: OrganizationValues) => v.name],
  ['level', 'text', (v: OrganizationValues) => v.level],
  ['xa_phuong_id', 'int', (v: OrganizationValues) => v.xaPhuongId],
  ['cum_khu_cn_id', 'int', (v: OrganizationValues) => v.cumKhuCnId],
  ['loai_hinh', 'int', (v: OrganizationValues) => v.loaiHinh],
  ['loai_cong_ty', 'int', (v: OrganizationValues) => v.loaiCongTy],
  ['nam_thanh_lap', 'smallint', (v: OrganizationValues) => v.namThanhLap],
  ['address', 'text', (v: OrganizationValues) => v.address],
  ['phone_number', 'text', (v: OrganizationValues) => v.phoneNumber],
  ['email', 'text', (v: OrganizationValues) => v.email],
  ['chair_name', 'text', (v: OrganizationValues) => v.chairName],
  ['worker_count', 'int', (v: OrganizationValues) => v.workerCount],
  ['member_count', 'int', (v: OrganizationValues) => v.memberCount],
  ['status', 'text', (v: OrganizationValues) => v.status],
  ['custom_fields', 'jsonb', (v: OrganizationValues) => JSON.stringify(v.customFields)],
  ['search_text', 'text', (v: OrganizationValues) => toSearchText(v.name, v.code)],
];

/** jsonb goes as text: both drivers send a text[] as is. */
const wireType = (type: string) => (type === 'jsonb' ? 'text' : type);
const readType = (name: string, type: string) => (type === 'jsonb' ? `v.${name}::jsonb` : `v.${name}`);

function unnestOf(lead: { name: string; type: string; values: unknown[] }[], values: OrganizationValues[]) {
  const all = [
    ...lead,
    ...COLUMNS.map(([name, type, get]) => ({ name, type: wireType(type), values: values.map(get) })),
  ];
  return sql`unnest(${sql.join(
    all.map((c) => arrayOf(c.values, c.type)),
    sql`, `,
  )}) as v(${sql.raw(all.map((c) => c.name).join(', '))})`;
}

/** New ids from the table's own sequence, so parents and paths are known before the rows go in. */
async function allocateIds(tx: DbOrTx, n: number): Promise<number[]> {
  if (n === 0) return [];
  const result = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('organizations', 'id'))::int as id from generate_series(1, ${n})`,
  );
  const rows = (result as unknown as { rows: { id: number }[] }).rows;
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

async function insertOrganizations(
  tx: DbOrTx,
  rows: { id: number; parentId: number | null; path: string; values: OrganizationValues }[],
) {
  const columns = ['id', 'organization_parent_id', 'path', ...COLUMNS.map(([name]) => name)];
  const reads = [
    'v.id',
    'v.organization_parent_id',
    'v.path',
    ...COLUMNS.map(([name, type]) => readType(name, type)),
  ];
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await tx.execute(sql`
      insert into organizations (${sql.raw(columns.join(', '))})
      select ${sql.raw(reads.join(', '))}
      from ${unnestOf(
        [
          { name: 'id', type: 'int', values: batch.map((r) => r.id) },
          { name: 'organization_parent_id', type: 'int', values: batch.map((r) => r.parentId) },
          { name: 'path', type: 'text', values: batch.map((r) => r.path) },
        ],
        batch.map((r) => r.values),
      )}`);
  }
}

async function updateOrganizations(tx: DbOrTx, rows: { id: number; values: OrganizationValues }[]) {
  const sets = COLUMNS.map(([name, type]) => `${name} = ${readType(name, type)}`).join(', ');
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    await tx.execute(sql`
      update organizations o set ${sql.raw(sets)}, updated_at = now()
      from ${unnestOf(
        [{ name: 'id', type: 'int', values: batch.map((r) => r.id) }],
        batch.map((r) => r.values),
      )}
      where o.id = v.id`);
  }
}

/**
 * Puts an existing organisation under another parent, its subtree along: the one place the import
 * moves anything (the same rule as PUT organization/move).
 */
async function moveOrganization(tx: DbOrTx, actor: Actor, id: number, parentId: number | null) {
  const parent =
    parentId === null
      ? null
      : (
          await tx
            .select({ id: organizations.id, path: organizations.path })
            .from(organizations)
            .where(eq(organizations.id, parentId))
        )[0];
  if (parentId !== null && !parent) throw new AppError('organization_ref_invalid');
  await moveSubtree(tx, actor, id, parent ?? null);
}

/** An organisation as its history shows it: the row's values with the names beside the ids. */
function snapshot(
  names: ImportNames,
  v: OrganizationValues,
  /** The parent as the plan knows it (a new row: -row) and as it is written. */
  parent: { planned: number | null; id: number | null },
) {
  const name = (map: Map<number, string>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
  return {
    name: v.name,
    code: v.code,
    organizationParentId: parent.id,
    parentName: name(names.organization, parent.planned),
    level: v.level,
    xaPhuongId: v.xaPhuongId,
    xaPhuongName: name(names.ward, v.xaPhuongId),
    cumKhuCnId: v.cumKhuCnId,
    cumKhuCnName: name(names.zone, v.cumKhuCnId),
    loaiHinh: v.loaiHinh,
    loaiHinhName: name(names.choice, v.loaiHinh),
    loaiCongTy: v.loaiCongTy,
    loaiCongTyName: name(names.choice, v.loaiCongTy),
    namThanhLap: v.namThanhLap,
    address: v.address,
    phoneNumber: v.phoneNumber,
    email: v.email,
    chairName: v.chairName,
    workerCount: v.workerCount,
    memberCount: v.memberCount,
    status: v.status,
    customFields: v.customFields,
  };
}

/** One audit row per organisation the import created or changed, so that each has its history. */
const auditEach = (
  tx: DbOrTx,
  request: FastifyRequest,
  entries: { action: string; recordId: number; before: unknown; after: unknown }[],
) =>
  auditMany(
    tx,
    request,
    entries.map((e) => ({ ...e, subject: 'organization' as const })),
  );

/** Writes a checked plan inside the caller's transaction (which holds the tree lock) and audits it. */
export async function writeOrganizationImport(
  tx: Tx,
  request: FastifyRequest,
  plan: OrganizationImportPlan,
  fileName: string,
): Promise<OrganizationImportResult> {
  const ids = await allocateIds(tx, plan.creates.length);
  const realId = new Map(plan.creates.map((c, i) => [c.tempId, ids[i]!]));
  const idOf = (id: number) => (id < 0 ? realId.get(id)! : id);
  const parentOf = (id: number | null) => (id === null ? null : idOf(id));
  const paths = finalPaths(plan, idOf);
  try {
    await insertOrganizations(
      tx,
      plan.creates.map((c) => ({
        id: idOf(c.tempId),
        parentId: c.parentId === null ? null : idOf(c.parentId),
        path: paths.get(c.tempId)!,
        values: c.values,
      })),
    );
    await updateOrganizations(tx, plan.updates);
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === 'organizations_code_key') throw new AppError('organization_code_exists');
    throw err;
  }
  // Moves top-down, so that each parent already stands where it ends up.
  const moves = plan.updates
    .filter((u) => u.moved)
    .sort((a, b) => paths.get(a.id)!.length - paths.get(b.id)!.length);
  const actor = actorOf(request);
  for (const m of moves)
    await moveOrganization(tx, actor, m.id, m.parentId === null ? null : idOf(m.parentId));
  if (moves.length) {
    const landed = await tx
      .select({ id: organizations.id, path: organizations.path })
      .from(organizations)
      .where(
        inArray(
          organizations.id,
          moves.map((m) => m.id),
        ),
      );
    for (const l of landed) {
      if (l.path !== paths.get(l.id)) throw new Error(`import: organisation ${l.id} landed at ${l.path}`);
    }
  }
  await auditEach(tx, request, [
    ...plan.creates.map((c) => ({
      action: 'create',
      recordId: idOf(c.tempId),
      before: null,
      after: snapshot(plan.names, c.values, { planned: c.parentId, id: parentOf(c.parentId) }),
    })),
    ...plan.updates.map((u) => ({
      action: 'update',
      recordId: u.id,
      before: snapshot(plan.names, u.before, { planned: u.before.parentId, id: u.before.parentId }),
      after: snapshot(plan.names, u.values, { planned: u.parentId, id: parentOf(u.parentId) }),
    })),
  ]);
  const result = { created: plan.creates.length, updated: plan.updates.length, skipped: plan.skipped };
  await audit(tx, request, {
    action: 'import',
    subject: 'organization',
    recordId: null,
    after: {
      fileName,
      ...result,
      createdIds: plan.creates.map((c) => idOf(c.tempId)),
      updatedIds: plan.updates.map((u) => u.id),
      movedIds: moves.map((m) => m.id),
    },
  });
  return result;
}
