import {
  ORGANIZATION_IMPORT_COLUMNS,
  type OrganizationImportColumnKey,
  type OrganizationLevel,
  type OrganizationStatus,
} from '@congdoan/shared';

/**
 * What the organisations import works out before it writes: the organisations to create and to
 * change, with their parents, values and names. Ids: an organisation of the database has its own
 * (positive) id; a new row is known as -row until the write allocates its id, so that parents,
 * paths and cycles are worked out before anything is written.
 */

export const ORGANIZATION_HEADERS = Object.fromEntries(
  ORGANIZATION_IMPORT_COLUMNS.map((c) => [c.key, c.header]),
) as Record<OrganizationImportColumnKey, string>;

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
  chairPhone: string | null;
  workerCount: number | null;
  memberCount: number | null;
  executiveBoardSize: number | null;
  auditCommitteeSize: number | null;
  businessSector: string | null;
  country: string | null;
  note: string | null;
  status: OrganizationStatus;
  customFields: Record<string, unknown>;
}
/** A stored organisation; `memberRecordCount` above 0: its member count is counted, not typed. */
export type Stored = OrganizationValues & {
  id: number;
  parentId: number | null;
  path: string;
  memberRecordCount: number;
};

export interface NewOrganization {
  row: number;
  /** -row until written. */
  tempId: number;
  /** An organisation of the database (> 0), a new row (< 0) or none (a root). */
  parentId: number | null;
  values: OrganizationValues;
}
export interface ChangedOrganization {
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
const sameJson = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) return false;
  return true;
};
/** The fixed fields of an organisation an import row sets (custom values apart). */
export const VALUE_KEYS = [
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
  'chairPhone',
  'workerCount',
  'memberCount',
  'executiveBoardSize',
  'auditCommitteeSize',
  'businessSector',
  'country',
  'note',
  'status',
] as const satisfies readonly (keyof OrganizationValues)[];
export const sameValues = (a: OrganizationValues, b: OrganizationValues) =>
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
