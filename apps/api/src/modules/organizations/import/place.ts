import { ERRORS, type OrganizationImportRow } from '@congdoan/shared';
import type { Actor } from '../../../actor.js';
import type { CellValue } from '../../../import/columns.js';
import { exact, type NameIndex } from '../../../import/lookups.js';
import type { RowErrors } from '../../../import/row-errors.js';
import type { ParsedFields } from '../../../import/rows.js';
import { ORGANIZATION_HEADERS } from './plan.js';
import type { Known } from './reads.js';

/**
 * Which organisation each row is, and under which parent. Rows are taken in file order, so a row
 * may name as its parent an organisation a row above creates. An organisation already there is the
 * one with the row's code, or without a code the one with its name under the same parent.
 */

/** A row as read: its valid fields, the ones that broke their rule, its custom values as typed. */
export type OrganizationRow = ParsedFields<OrganizationImportRow> & {
  row: number;
  custom: Record<string, CellValue>;
};

export type PlacedRow = OrganizationRow & {
  /** The organisation's id, or -row for a new one. */
  id: number;
  existing: boolean;
  /** undefined when it could not be worked out (an error says why). */
  parentId: number | null | undefined;
};

export interface Placement {
  placed: PlacedRow[];
  /** The row each existing organisation was matched by. */
  matchedAt: Map<number, number>;
}

export interface PlaceContext {
  actor: Actor;
  errors: RowErrors;
  knownById: Map<number, Known>;
  /** Organisations anywhere by code (a code in use outside the scope is still taken). */
  byCode: Map<string, number>;
  /** The scope's organisations by code and name; each placed row is added to it. */
  index: NameIndex;
  /** The scope's organisations by `${parentId}|${exact name}`. */
  siblings: Map<string, number[]>;
}

export function placeRows(rows: OrganizationRow[], ctx: PlaceContext): Placement {
  const { actor, errors, knownById, byCode, index, siblings } = ctx;
  const fail = (row: number, key: keyof typeof ORGANIZATION_HEADERS, message: string) =>
    errors.add(row, ORGANIZATION_HEADERS[key], message);
  // Where a row without a parent goes: a root for the province, else the caller's own unit.
  const defaultParent = (): number | null | 'forbidden' => {
    if (actor.scope === 'province') return null;
    return actor.organizationId !== null && knownById.has(actor.organizationId)
      ? actor.organizationId
      : 'forbidden';
  };

  const placed: PlacedRow[] = [];
  const firstCodeRow = new Map<string, number>();
  const matchedAt = new Map<number, number>();
  for (const c of rows) {
    const { row, fields: f } = c;
    const before = errors.count;
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
    if (errors.count === before && f.name) index.add(id, f.code ?? current?.code ?? null, f.name);
    placed.push({ ...c, id, existing: match !== undefined, parentId });
  }
  return { placed, matchedAt };
}
