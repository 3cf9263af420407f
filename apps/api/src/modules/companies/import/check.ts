import {
  COMPANY_IMPORT_HEADERS,
  COMPANY_IMPORT_MESSAGES,
  COMPANY_NAME_MAX,
  ERRORS,
  type ImportRowError,
  toSearchText,
} from '@congdoan/shared';
import { and, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { companiesWithoutUnion, industrialZones } from '../../../db/schema/index.js';
import { zoneScope } from '../../../domain/scope.js';
import { AppError } from '../../../errors.js';
import { exact, placeIndex, slices } from '../../../import/lookups.js';
import { unsafeTextPath } from '../../../plugins/text-guard.js';
import type { CompanySheet } from './read.js';

/**
 * The rules of a companies workbook, checked inside the transaction that writes it: each sheet
 * names a zone the caller may use (or one they may create), each row a company name that is not
 * blank, not too long and not twice in the file. A company the federation already has is skipped
 * and reported, never duplicated; any other problem refuses the whole file.
 */

/** Where a sheet's companies go: a zone that exists, or one to create (by its name). */
export type ZoneTarget = { id: number } | { create: string };

export interface CompanyImportPlan {
  creates: { sheet: string; row: number; ten: string; zone: ZoneTarget }[];
  skipped: { sheet: string; row: number; ten: string }[];
  /** The zones to create, by the name their sheet gave. */
  newZones: string[];
}

const NAME_HEADER = COMPANY_IMPORT_HEADERS.ten;
const SHEET_HEADER = 'Tên sheet';

/** Excel cuts a sheet's name at 31 characters: a cut name finds the one zone it begins. */
const SHEET_NAME_MAX = 31;

/** The zones: by name or code (any case, then without accents), and by a cut name. */
async function zoneFinder(db: DbOrTx) {
  const zones = await db
    .select({ id: industrialZones.id, code: industrialZones.code, name: industrialZones.name })
    .from(industrialZones);
  const find = placeIndex(zones);
  return (sheet: string) => {
    const found = find(sheet);
    if (found !== undefined || sheet.length < SHEET_NAME_MAX) return found;
    const start = toSearchText(sheet);
    const begun = zones.filter((z) => toSearchText(z.name).startsWith(start));
    if (!begun.length) return undefined;
    return begun.length === 1 ? begun[0]!.id : 'ambiguous';
  };
}

/** The ids among `ids` of zones the caller's scope reaches. */
async function zonesInScope(db: DbOrTx, actor: Actor, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: industrialZones.id })
    .from(industrialZones)
    .where(and(inArray(industrialZones.id, ids), zoneScope(actor, industrialZones.id)));
  return new Set(rows.map((r) => r.id));
}

/** The names (lower case) among `names` of companies the federation already has. */
async function knownNames(db: DbOrTx, names: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (const slice of slices(names)) {
    const rows = await db
      .select({ name: companiesWithoutUnion.name })
      .from(companiesWithoutUnion)
      .where(inArray(sql`lower(${companiesWithoutUnion.name})`, slice));
    for (const r of rows) known.add(exact(r.name));
  }
  return known;
}

export async function checkCompanyImport(
  db: DbOrTx,
  actor: Actor,
  sheets: CompanySheet[],
): Promise<CompanyImportPlan> {
  const errors: ImportRowError[] = [];
  const fail = (sheet: string, row: number, column: string, message: string) =>
    errors.push({ sheet, row, column, message });

  // A zone may be created on the fly only by whoever may create zones and sees the whole province
  // (a company in a new zone would lie outside any narrower scope).
  const mayCreateZones = actor.scope === 'province' && actor.ability.can('create', 'industrial-zone');
  const mayCreate = actor.ability.can('create', 'organization');
  const findZone = await zoneFinder(db);
  const found = new Map(sheets.map((s) => [s.name, findZone(s.name.trim())]));
  const reachable = await zonesInScope(
    db,
    actor,
    [...found.values()].filter((v): v is number => typeof v === 'number'),
  );

  const targets = new Map<string, ZoneTarget>();
  const newZones = new Map<string, string>();
  for (const sheet of sheets) {
    const zone = found.get(sheet.name);
    const name = sheet.name.trim();
    if (sheet.noFirstRow) {
      fail(sheet.name, 0, 'STT', COMPANY_IMPORT_MESSAGES.noFirstRow);
    } else if (zone === 'ambiguous') {
      fail(
        sheet.name,
        0,
        SHEET_HEADER,
        `"${name}" trùng với nhiều cụm/khu công nghiệp: đặt tên sheet là mã cụm/khu`,
      );
    } else if (zone === undefined) {
      if (!mayCreateZones) {
        fail(
          sheet.name,
          0,
          SHEET_HEADER,
          `Cụm/khu công nghiệp "${name}" không tồn tại (tên sheet là tên hoặc mã của cụm/khu công nghiệp)`,
        );
      } else {
        // Sheets naming one new zone with other accents or case make it once.
        const key = toSearchText(name);
        if (!newZones.has(key)) newZones.set(key, name);
        targets.set(sheet.name, { create: newZones.get(key)! });
      }
    } else if (!reachable.has(zone)) {
      fail(sheet.name, 0, SHEET_HEADER, `Cụm/khu công nghiệp "${name}" nằm ngoài phạm vi dữ liệu của bạn`);
    } else {
      targets.set(sheet.name, { id: zone });
    }
  }

  // Each row's own rules, and a name twice in the file.
  const seen = new Map<string, { sheet: string; row: number }>();
  const named: { sheet: string; row: number; ten: string }[] = [];
  for (const sheet of sheets) {
    for (const { row, ten } of sheet.rows) {
      if (!ten) fail(sheet.name, row, NAME_HEADER, COMPANY_IMPORT_MESSAGES.blankName);
      else if (ten.length > COMPANY_NAME_MAX)
        fail(sheet.name, row, NAME_HEADER, `Tối đa ${COMPANY_NAME_MAX} ký tự`);
      else if (unsafeTextPath(ten) !== null) {
        fail(sheet.name, row, NAME_HEADER, ERRORS.text_character_invalid.message);
      } else {
        const key = exact(ten);
        const first = seen.get(key);
        if (first) {
          fail(
            sheet.name,
            row,
            NAME_HEADER,
            `Công ty "${ten}" đã có ở sheet "${first.sheet}", dòng ${first.row} của file`,
          );
        } else {
          seen.set(key, { sheet: sheet.name, row });
          named.push({ sheet: sheet.name, row, ten });
        }
      }
    }
  }

  const known = await knownNames(db, [...seen.keys()]);
  const plan: CompanyImportPlan = { creates: [], skipped: [], newZones: [] };
  for (const company of named) {
    if (known.has(exact(company.ten))) {
      plan.skipped.push(company);
      continue;
    }
    if (!mayCreate) fail(company.sheet, company.row, NAME_HEADER, 'Bạn không có quyền thêm công ty mới');
    const zone = targets.get(company.sheet);
    if (zone) plan.creates.push({ ...company, zone });
  }

  if (errors.length) {
    const order = new Map(sheets.map((s, i) => [s.name, i]));
    errors.sort((a, b) => order.get(a.sheet!)! - order.get(b.sheet!)! || a.row - b.row);
    const rows = new Set(errors.map((e) => `${e.sheet}|${e.row}`)).size;
    throw new AppError('import_has_errors', `Tệp có ${rows} dòng lỗi, chưa ghi dòng nào`, errors);
  }
  // A new zone is made only for the companies it receives (a sheet of known companies makes none).
  plan.newZones = [...new Set(plan.creates.flatMap((c) => ('create' in c.zone ? [c.zone.create] : [])))];
  return plan;
}
