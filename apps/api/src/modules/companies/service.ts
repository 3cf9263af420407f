import {
  type CompanyCreateBody,
  type CompanyFoundBody,
  type CompanyItem,
  type CompanyUpdateBody,
  type FoundedOrganization,
  toSearchText,
} from '@congdoan/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../actor.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { companiesWithoutUnion, industrialZones } from '../../db/schema/index.js';
import {
  assertOrganizationInScope,
  insertOrganization,
  lockTree,
  ORGANIZATION_UNIQUE_CODES,
} from '../../domain/organization-create.js';
import { companyScope, zoneScope } from '../../domain/scope.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { applyPatch } from '../../write/patch.js';
import { assertExists, assertUnique, type Conflicts, writeTransaction } from '../../write/transaction.js';
import { companyOrFail, findCompany, foundedOrganizationOf } from './repository.js';

/**
 * The writes of companies without a union: a name unique in any case, a zone that exists and lies
 * in the caller's scope (only a province-wide caller keeps a company without one), and the founding
 * of a union at a company, which turns its row into a grassroots organisation in one transaction.
 */

const companies = companiesWithoutUnion;

/** The unique index and the foreign key a concurrent write can trip, and the answer each gives. */
const CONFLICTS: Conflicts = {
  unique: { companies_without_union_name_key: 'company_name_exists' },
  foreignKey: 'industrial_zone_ref_invalid',
};

/** The fields of a record as a body names them (what an update merges onto). */
type CompanyRecord = CompanyCreateBody;

const recordOf = (item: CompanyItem): CompanyRecord => ({
  ten: item.ten,
  cumKCNId: item.cumKCNId,
  diaChi: item.diaChi,
  ghiChu: item.ghiChu,
});

/** What the audit log keeps of a company: its fields, with the zone's name beside its id. */
const snapshot = (item: CompanyItem) => ({
  ...recordOf(item),
  cumKhuCongNghiepTen: item.cumKhuCongNghiepTen,
});

const values = (body: CompanyRecord) => ({
  name: body.ten,
  cumKhuCnId: body.cumKCNId ?? null,
  address: body.diaChi ?? null,
  note: body.ghiChu ?? null,
  searchText: toSearchText(body.ten),
});

/**
 * The zone a company is placed in exists and lies in the caller's scope; a company without a zone
 * is seen by the province alone, so only a province-wide caller leaves it without one.
 */
export async function assertZoneInScope(tx: DbOrTx, actor: Actor, zoneId: number | null | undefined) {
  if (zoneId == null) {
    if (actor.scope !== 'province') throw new AppError('company_outside_scope');
    return;
  }
  await assertExists(tx, industrialZones, zoneId, 'industrial_zone_ref_invalid');
  await assertExists(
    tx,
    industrialZones,
    zoneId,
    'company_outside_scope',
    zoneScope(actor, industrialZones.id),
  );
}

/** One row per company name, in any case. */
async function assertNameFree(tx: DbOrTx, name: string, exceptId?: number) {
  const field = { column: companies.name, value: name, code: 'company_name_exists' as const };
  await assertUnique(tx, companies, companies.id, [field], exceptId);
}

/** The company in the caller's scope, locked for the transaction; else company_not_found. */
async function lockCompany(tx: DbOrTx, actor: Actor, id: number): Promise<CompanyItem> {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), companyScope(actor)))
    .for('update');
  const item = row && (await findCompany(tx, null, id));
  if (!item) throw new AppError('company_not_found');
  return item;
}

/** POST cong-ty-chua-co-cd. */
export async function createCompany(db: Db, request: FastifyRequest, body: CompanyCreateBody) {
  const actor = actorOf(request);
  const id = await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await assertZoneInScope(tx, actor, body.cumKCNId);
      await assertNameFree(tx, body.ten);
      const [row] = await tx.insert(companies).values(values(body)).returning({ id: companies.id });
      const id = row!.id;
      const after = snapshot((await findCompany(tx, null, id))!);
      await audit({ action: 'create', subject: 'company', recordId: id, after });
      return id;
    },
    CONFLICTS,
  );
  return companyOrFail(db, actor, id);
}

/** PUT cong-ty-chua-co-cd/{id}: the fields given change, the others stay (docs/requirements.md, "Updates"). */
export async function updateCompany(db: Db, request: FastifyRequest, id: number, patch: CompanyUpdateBody) {
  const actor = actorOf(request);
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const stored = await lockCompany(tx, actor, id);
      const record = applyPatch(recordOf(stored), patch);
      await assertZoneInScope(tx, actor, record.cumKCNId);
      await assertNameFree(tx, record.ten, id);
      await tx
        .update(companies)
        .set({ ...values(record), updatedAt: new Date() })
        .where(eq(companies.id, id));
      const after = snapshot((await findCompany(tx, null, id))!);
      await audit({ action: 'update', subject: 'company', recordId: id, before: snapshot(stored), after });
    },
    CONFLICTS,
  );
  return companyOrFail(db, actor, id);
}

/** DELETE cong-ty-chua-co-cd/{id}. */
export async function deleteCompany(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const actor = actorOf(request);
  await writeTransaction(db, request, async ({ tx, audit }) => {
    const before = snapshot(await lockCompany(tx, actor, id));
    await tx.delete(companies).where(eq(companies.id, id));
    await audit({ action: 'delete', subject: 'company', recordId: id, before });
  });
}

/**
 * POST cong-ty-chua-co-cd/{id}/thanh-lap: a union was founded at the company. In one transaction,
 * under the tree lock: a grassroots organisation with the company's name, zone and address under
 * the parent the body gives (the rules of organization/create-organization), and the company's
 * row deleted; both audited, the organisation's creation naming the company it came from.
 */
export async function foundUnion(
  db: Db,
  request: FastifyRequest,
  companyId: number,
  body: CompanyFoundBody,
): Promise<FoundedOrganization> {
  const actor = actorOf(request);
  const { customFields, ...given } = body;
  return writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await lockTree(tx);
      const company = await lockCompany(tx, actor, companyId);
      const organizationId = await insertOrganization(
        tx,
        actor,
        {
          ...given,
          name: company.ten,
          level: 'grassroots',
          status: 'active',
          cumKhuCnId: company.cumKCNId,
          address: company.diaChi,
        },
        customFields,
      );
      await assertOrganizationInScope(tx, actor, organizationId);
      await tx.delete(companies).where(eq(companies.id, companyId));
      const { item, snapshot: organization } = await foundedOrganizationOf(tx, organizationId);
      await audit({
        action: 'create',
        subject: 'organization',
        recordId: organizationId,
        after: { ...organization, fromCompanyId: companyId },
      });
      await audit({
        action: 'found',
        subject: 'company',
        recordId: companyId,
        before: snapshot(company),
        after: { organizationId, organizationName: item.name },
      });
      return item;
    },
    { unique: ORGANIZATION_UNIQUE_CODES },
  );
}
