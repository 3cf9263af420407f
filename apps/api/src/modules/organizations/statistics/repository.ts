import {
  type OrganizationFilters,
  type OrganizationStatistics,
  type StatisticBucket,
  UNKNOWN_BUCKET,
} from '@congdoan/shared';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { industrialZones, organizationChoices, organizations, wards } from '../../../db/schema/index.js';
import { decadeName, foundingDecade } from '../../../domain/organization-fields.js';
import { organizationConditions } from '../repository.js';

/** Counts of the organisations in scope (and the filters) by ward, zone, type, company kind, decade. */

const bucketsOf = (rows: { id: number | null; name: string | null; count: number }[]): StatisticBucket[] =>
  rows.map((r) => ({
    id: r.id,
    name: r.id === null ? UNKNOWN_BUCKET : (r.name ?? UNKNOWN_BUCKET),
    count: r.count,
  }));

type Named = typeof wards | typeof industrialZones | typeof organizationChoices;

/** Organisations grouped by a reference column, named through the referenced table, largest first. */
async function groupedBy(db: DbOrTx, where: SQL | undefined, key: PgColumn, named: Named) {
  const table = named as typeof wards; // the three tables share the id and name columns used here
  return db
    .select({ id: sql<number | null>`${key}`, name: table.name, count: count() })
    .from(organizations)
    .leftJoin(table, eq(table.id, key))
    .where(where)
    .groupBy(key, table.name)
    .orderBy(desc(count()), table.name);
}

export async function organizationStatistics(
  db: DbOrTx,
  actor: Actor,
  filters: OrganizationFilters,
): Promise<OrganizationStatistics> {
  const where = organizationConditions(actor, filters);
  const decade = foundingDecade;
  const [[totals], byWard, byZone, byLoaiHinh, byLoaiCongTy, byDecade] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${organizations.status} = 'active')::int`,
        dissolved: sql<number>`count(*) filter (where ${organizations.status} = 'dissolved')::int`,
        workerCount: sql<number>`coalesce(sum(${organizations.workerCount}), 0)::int`,
        memberCount: sql<number>`coalesce(sum(${organizations.memberCount}), 0)::int`,
      })
      .from(organizations)
      .where(where),
    groupedBy(db, where, organizations.xaPhuongId, wards),
    groupedBy(db, where, organizations.cumKhuCnId, industrialZones),
    groupedBy(db, where, organizations.loaiHinh, organizationChoices),
    groupedBy(db, where, organizations.loaiCongTy, organizationChoices),
    db
      .select({ id: decade, count: count() })
      .from(organizations)
      .where(where)
      .groupBy(decade)
      .orderBy(decade),
  ]);
  return {
    total: totals?.total ?? 0,
    active: totals?.active ?? 0,
    dissolved: totals?.dissolved ?? 0,
    workerCount: totals?.workerCount ?? 0,
    memberCount: totals?.memberCount ?? 0,
    byWard: bucketsOf(byWard),
    byZone: bucketsOf(byZone),
    byLoaiHinh: bucketsOf(byLoaiHinh),
    byLoaiCongTy: bucketsOf(byLoaiCongTy),
    byDecade: byDecade.map((d) => ({
      id: d.id,
      name: d.id === null ? UNKNOWN_BUCKET : decadeName(d.id),
      count: d.count,
    })),
  };
}
