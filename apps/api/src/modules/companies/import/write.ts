import {
  CATEGORY_CODE_MAX,
  COMPANY_IMPORT_MESSAGES,
  type CompanyImportResult,
  toSearchText,
} from '@congdoan/shared';
import { companiesWithoutUnion, industrialZones } from '../../../db/schema/index.js';
import { allocateIds, bulkInsert } from '../../../import/bulk.js';
import type { Conflicts, Write } from '../../../write/transaction.js';
import type { CompanyImportPlan } from './check.js';

/**
 * The companies import's write, in the transaction that checked the plan: the new zones (each
 * with a code made from its name), then every company in one bulk insert; one audit row per zone
 * and per company, and one for the file.
 */

/** A name or code taken by a concurrent write answers as the checks would have. */
export const COMPANY_IMPORT_CONFLICTS: Conflicts = {
  unique: {
    companies_without_union_name_key: 'company_name_exists',
    industrial_zones_name_key: 'industrial_zone_name_exists',
    industrial_zones_code_key: 'industrial_zone_code_exists',
  },
};

/** 'Khu công nghiệp Quế Võ' → 'KCNQV': the initials without accents, made unique with '-2', '-3'… */
export function zoneCode(name: string, taken: Set<string>): string {
  const initials =
    toSearchText(name)
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map((w) => (/^\d+$/.test(w) ? w : w[0]))
      .join('')
      .toUpperCase()
      .slice(0, CATEGORY_CODE_MAX - 4) || 'KCN';
  let code = initials;
  for (let n = 2; taken.has(code.toLowerCase()); n++) code = `${initials}-${n}`;
  taken.add(code.toLowerCase());
  return code;
}

async function createZones(w: Write, names: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (!names.length) return ids;
  const taken = new Set(
    (await w.tx.select({ code: industrialZones.code }).from(industrialZones)).map((z) =>
      z.code.toLowerCase(),
    ),
  );
  for (const name of names) {
    const code = zoneCode(name, taken);
    const [row] = await w.tx
      .insert(industrialZones)
      .values({ code, name, searchText: toSearchText(name, code) })
      .returning();
    ids.set(name, row!.id);
    await w.audit({ action: 'create', subject: 'industrial-zone', recordId: row!.id, after: row });
  }
  return ids;
}

export async function writeCompanyImport(
  w: Write,
  plan: CompanyImportPlan,
  fileName: string,
): Promise<CompanyImportResult> {
  const zoneIds = await createZones(w, plan.newZones);
  const zoneOf = (c: CompanyImportPlan['creates'][number]) =>
    'id' in c.zone ? c.zone.id : zoneIds.get(c.zone.create)!;
  const createdIds = await allocateIds(w.tx, companiesWithoutUnion, plan.creates.length);
  await bulkInsert(
    w.tx,
    companiesWithoutUnion,
    ['id', 'name', 'cumKhuCnId', 'searchText'],
    plan.creates.map((c, i) => ({
      id: createdIds[i]!,
      name: c.ten,
      cumKhuCnId: zoneOf(c),
      searchText: toSearchText(c.ten),
    })),
  );
  await w.auditMany(
    plan.creates.map((c, i) => ({
      action: 'create',
      subject: 'company' as const,
      recordId: createdIds[i]!,
      after: { ten: c.ten, cumKCNId: zoneOf(c), diaChi: null, ghiChu: null },
    })),
  );
  const errors: CompanyImportResult['errors'] = {};
  for (const s of plan.skipped) {
    errors[s.sheet] = { ...errors[s.sheet], [String(s.row)]: [COMPANY_IMPORT_MESSAGES.exists(s.ten)] };
  }
  const result: CompanyImportResult = {
    message: plan.skipped.length ? COMPANY_IMPORT_MESSAGES.doneWithSkips : COMPANY_IMPORT_MESSAGES.done,
    successCount: plan.creates.length,
    errorCount: plan.skipped.length,
    errors,
    createdIds,
    newCumKhuCount: plan.newZones.length,
    newCumKhuNames: plan.newZones,
  };
  await w.audit({
    action: 'import',
    subject: 'company',
    recordId: null,
    after: {
      fileName,
      successCount: result.successCount,
      skipped: result.errorCount,
      createdIds,
      newZoneIds: [...zoneIds.values()],
    },
  });
  return result;
}
