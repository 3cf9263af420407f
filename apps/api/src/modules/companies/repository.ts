import {
  COMPANY_ALL_MAX,
  COMPANY_UNCLASSIFIED_LABEL,
  type CompanyItem,
  type CompanyListQuery,
  type CompanyPage,
  type CompanyZoneComparison,
  type CompanyZoneCount,
  type FoundedOrganization,
  numberedPage,
} from '@congdoan/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { listPage } from '../../db/paging.js';
import { byName } from '../../db/query.js';
import { companiesWithoutUnion, industrialZones, organizations, wards } from '../../db/schema/index.js';
import { searchCondition } from '../../db/search.js';
import { activeGrassroots, organizationFieldColumns } from '../../domain/organization-fields.js';
import { companyScope, organizationScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';

/** Reading companies without a union, in the caller's scope (a company's zone places it). */

const companies = companiesWithoutUnion;

const itemColumns = {
  id: companies.id,
  ten: companies.name,
  cumKCNId: companies.cumKhuCnId,
  cumKhuCongNghiepTen: industrialZones.name,
  diaChi: companies.address,
  ghiChu: companies.note,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
};

const selectItems = (db: DbOrTx) =>
  db
    .select(itemColumns)
    .from(companies)
    .leftJoin(industrialZones, eq(industrialZones.id, companies.cumKhuCnId));

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const toItem = (row: Row): CompanyItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The company's name and its zone's, searched as one text (the deployed list searched both). */
const searchedText = sql`(${companies.searchText} || ' ' || coalesce(${industrialZones.searchText}, ''))`;

/** GET cong-ty-chua-co-cd: newest first, searched without accents in the company's and zone's names. */
export async function listCompanies(db: DbOrTx, actor: Actor, q: CompanyListQuery): Promise<CompanyPage> {
  const where = and(
    companyScope(actor),
    searchCondition(searchedText, q.search),
    q.cumKCNId === undefined ? undefined : eq(companies.cumKhuCnId, q.cumKCNId),
  );
  const page = await listPage(
    q,
    selectItems(db).where(where).orderBy(desc(companies.createdAt), desc(companies.id)),
    db
      .select({ n: count() })
      .from(companies)
      .leftJoin(industrialZones, eq(industrialZones.id, companies.cumKhuCnId))
      .where(where),
    toItem,
  );
  return numberedPage(page, q);
}

/** GET cong-ty-chua-co-cd/all: by name, at most COMPANY_ALL_MAX. */
export async function allCompanies(db: DbOrTx, actor: Actor): Promise<CompanyItem[]> {
  const rows = await selectItems(db)
    .where(companyScope(actor))
    .orderBy(byName(companies.name), asc(companies.id))
    .limit(COMPANY_ALL_MAX);
  return rows.map(toItem);
}

/** One company, in the caller's scope when an actor is given; null when there is none. */
export async function findCompany(db: DbOrTx, actor: Actor | null, id: number): Promise<CompanyItem | null> {
  const [row] = await selectItems(db).where(
    and(eq(companies.id, id), actor ? companyScope(actor) : undefined),
  );
  return row ? toItem(row) : null;
}

/** One company in the caller's scope, or company_not_found. */
export async function companyOrFail(db: DbOrTx, actor: Actor, id: number): Promise<CompanyItem> {
  const item = await findCompany(db, actor, id);
  if (!item) throw new AppError('company_not_found');
  return item;
}

const zoneLabel = (name: string | null) => name ?? COMPANY_UNCLASSIFIED_LABEL;

/** The companies the caller sees, counted by zone (null: none). */
async function companyCounts(db: DbOrTx, actor: Actor) {
  return db
    .select({ zoneId: companies.cumKhuCnId, n: count() })
    .from(companies)
    .where(companyScope(actor))
    .groupBy(companies.cumKhuCnId);
}

async function zoneNames(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db
    .select({ id: industrialZones.id, name: industrialZones.name })
    .from(industrialZones)
    .where(inArray(industrialZones.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Most first, then by the zone's name, the unclassified last among equals. */
const byCountThenName =
  <T extends { cumKhuCongNghiepTen: string; cumKCNId: number | null }>(key: (row: T) => number) =>
  (a: T, b: T) =>
    key(b) - key(a) ||
    Number(a.cumKCNId === null) - Number(b.cumKCNId === null) ||
    a.cumKhuCongNghiepTen.localeCompare(b.cumKhuCongNghiepTen, 'vi');

/** GET cong-ty-chua-co-cd/thong-ke-theo-cum-khu: the caller's companies by zone. */
export async function countByZone(db: DbOrTx, actor: Actor): Promise<CompanyZoneCount[]> {
  const counts = await companyCounts(db, actor);
  const names = await zoneNames(
    db,
    counts.flatMap((c) => (c.zoneId === null ? [] : [c.zoneId])),
  );
  return counts
    .map((c) => ({
      cumKCNId: c.zoneId,
      cumKhuCongNghiepTen: zoneLabel(c.zoneId === null ? null : (names.get(c.zoneId) ?? null)),
      soLuongCongTy: c.n,
    }))
    .sort(byCountThenName((r) => r.soLuongCongTy));
}

/**
 * GET cong-ty-chua-co-cd/thong-ke-cong-ty-va-organization: by zone, the caller's companies without a
 * union beside the active grassroots unions of that zone the caller sees; a zone with neither is
 * left out. Companies without a zone are one row with no unions beside them (a union outside every
 * zone is not comparable).
 */
export async function compareByZone(db: DbOrTx, actor: Actor): Promise<CompanyZoneComparison[]> {
  const companyRows = await companyCounts(db, actor);
  const unionRows = await db
    .select({ zoneId: organizations.cumKhuCnId, n: count() })
    .from(organizations)
    .where(and(organizationScope(actor), isNotNull(organizations.cumKhuCnId), activeGrassroots))
    .groupBy(organizations.cumKhuCnId);
  const byZone = new Map<number | null, { companies: number; unions: number }>();
  for (const c of companyRows) byZone.set(c.zoneId, { companies: c.n, unions: 0 });
  for (const u of unionRows) {
    const at = byZone.get(u.zoneId) ?? { companies: 0, unions: 0 };
    byZone.set(u.zoneId, { ...at, unions: u.n });
  }
  const names = await zoneNames(
    db,
    [...byZone.keys()].filter((id): id is number => id !== null),
  );
  return [...byZone.entries()]
    .map(([zoneId, n]) => ({
      cumKCNId: zoneId,
      cumKhuCongNghiepTen: zoneLabel(zoneId === null ? null : (names.get(zoneId) ?? null)),
      soLuongCongTy: n.companies,
      soLuongOrganization: n.unions,
      tongSo: n.companies + n.unions,
    }))
    .sort(byCountThenName((r) => r.tongSo));
}

const parent = alias(organizations, 'parent');

/**
 * The organisation a founding wrote: its answer, and the snapshot its audit row keeps (its fields
 * with the names beside the ids, as the organisations import writes them).
 */
export async function foundedOrganizationOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      code: organizations.code,
      organizationParentId: organizations.organizationParentId,
      parentName: parent.name,
      ...organizationFieldColumns,
      xaPhuongName: wards.name,
      cumKhuCnName: industrialZones.name,
    })
    .from(organizations)
    .leftJoin(parent, eq(parent.id, organizations.organizationParentId))
    .leftJoin(wards, eq(wards.id, organizations.xaPhuongId))
    .leftJoin(industrialZones, eq(industrialZones.id, organizations.cumKhuCnId))
    .where(eq(organizations.id, id));
  if (!row) throw new AppError('organization_not_found');
  const { id: _id, ...snapshot } = row;
  const item: FoundedOrganization = {
    id: row.id,
    name: row.name,
    code: row.code,
    organizationParentId: row.organizationParentId,
    parentName: row.parentName,
    xaPhuongId: row.xaPhuongId,
    xaPhuongName: row.xaPhuongName,
    cumKhuCnId: row.cumKhuCnId,
    cumKhuCnName: row.cumKhuCnName,
  };
  return { item, snapshot };
}
