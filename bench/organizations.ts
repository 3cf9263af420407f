import {
  ORGANIZATION_IMPORT_COLUMNS,
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_STATUS_LABELS,
  SPREADSHEET_MIME,
} from '@congdoan/shared';
import type { PGlite } from '@electric-sql/pglite';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../apps/api/src/config.js';
import type { Database } from '../apps/api/src/db/client.js';
import {
  industrialZones,
  organizationChoices,
  organizationDynamicFields,
  wards,
} from '../apps/api/src/db/schema/index.js';
import {
  DEMO_DYNAMIC_FIELDS,
  industrialZonesOf,
  type OrganizationRow,
  organizationsOf,
  provinceWards,
  rng,
} from '../apps/api/src/seed/generator.js';
import { seedDemo } from '../apps/api/src/seed/seed.js';
import { appWithAdmin, configOf, freshDatabase, type Rate, rateOf, recordStatements } from './setup.js';

/**
 * Organisations, each measured beside a baseline in the same run:
 * (a) the scoped list (GET organization/list-all-organization, 100 a page) through the whole API
 *     against the very statements it ran, replayed through the driver alone;
 * (b) the CDCS report: bench/organizations-report.ts;
 * (c) the import of a 10,000-row workbook against inserting the same rows through the driver.
 */

/** The generator's wards, zones, choices, custom fields and `n` organisations (not yet written). */
export async function placesAndOrganizations(database: Database, config: Config, n: number) {
  const r = rng(2025);
  const { provinceName, wards: wardRows } = provinceWards(config.PROVINCE_CODE);
  const zoneRows = industrialZonesOf(wardRows, r);
  const orgRows = organizationsOf(provinceName, wardRows, zoneRows, n, r);
  const db = database.db;
  await db.insert(wards).values(wardRows);
  await db.insert(industrialZones).values(zoneRows);
  await db
    .insert(organizationDynamicFields)
    .values(DEMO_DYNAMIC_FIELDS.map((f) => ({ ...f, options: [...f.options] })));
  const choices = await db.select().from(organizationChoices);
  const choiceId = new Map(choices.map((c) => [c.name, c.id]));
  return {
    orgRows,
    wardName: new Map(wardRows.map((w) => [w.id, w.name])),
    zoneName: new Map(zoneRows.map((z) => [z.id, z.name])),
    choiceId,
  };
}

type Client = { query(sql: string, params?: unknown[]): Promise<unknown> };

/** The generator's organisations through the driver: one INSERT … SELECT unnest(…) per 5,000 rows. */
export async function insertDirect(client: Client, rows: OrganizationRow[], choiceId: Map<string, number>) {
  const BATCH = 5000;
  for (let i = 0; i < rows.length; i += BATCH) {
    const b = rows.slice(i, i + BATCH);
    await client.query(
      `insert into organizations (id, code, name, organization_parent_id, path, level, xa_phuong_id,
         cum_khu_cn_id, loai_hinh, loai_cong_ty, nam_thanh_lap, address, chair_name, worker_count,
         member_count, status, custom_fields, search_text)
       select v.id, v.code, v.name, v.parent, v.path, v.level, v.ward, v.zone, v.lh, v.lct, v.year,
         v.address, v.chair, v.workers, v.members, v.status, v.cf::jsonb, v.st
       from unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::int[],
         $8::int[], $9::int[], $10::int[], $11::smallint[], $12::text[], $13::text[], $14::int[],
         $15::int[], $16::text[], $17::text[], $18::text[])
         as v(id, code, name, parent, path, level, ward, zone, lh, lct, year, address, chair, workers,
           members, status, cf, st)`,
      [
        b.map((o) => o.id),
        b.map((o) => o.code),
        b.map((o) => o.name),
        b.map((o) => o.organizationParentId),
        b.map((o) => o.path),
        b.map((o) => o.level),
        b.map((o) => o.xaPhuongId),
        b.map((o) => o.cumKhuCnId),
        b.map((o) => (o.loaiHinhName ? (choiceId.get(o.loaiHinhName) ?? null) : null)),
        b.map((o) => (o.loaiCongTyName ? (choiceId.get(o.loaiCongTyName) ?? null) : null)),
        b.map((o) => o.namThanhLap),
        b.map((o) => o.address),
        b.map((o) => o.chairName),
        b.map((o) => o.workerCount),
        b.map((o) => o.memberCount),
        b.map((o) => o.status),
        b.map((o) => JSON.stringify(o.customFields)),
        b.map((o) => o.searchText),
      ],
    );
  }
  await client.query(
    `select setval(pg_get_serial_sequence('organizations', 'id'), (select max(id) from organizations) + 1, false)`,
  );
}

export const pgliteOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

// --- (a) the scoped list ------------------------------------------------------------------------

/** The demo's `n` organisations, the app signed in as the administrator, the list's URL. */
export async function organizationListWorld(postgresUrl?: string, n = 10_000) {
  const config = configOf();
  const database = await freshDatabase(config, postgresUrl);
  await seedDemo(database.db, config, { organizations: n, memberUsers: 0 });
  const { app, token } = await appWithAdmin(database, config);
  return { database, app, token, url: '/api/v1/organization/list-all-organization' };
}

export async function benchOrganizationList(seconds: number, postgresUrl?: string) {
  const n = 10_000;
  const { database, app, token, url } = await organizationListWorld(postgresUrl, n);
  const call = async () => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };
  const first = await call();
  const count = first.json().data.count as number;

  // The statements one request runs (the session check, the page, the count), recorded once.
  const { statements, query } = await recordStatements(database, call);
  const replay = async () => {
    // The page and the count go together, as the repository sends them.
    await Promise.all(statements.map((args) => query(...args)));
  };

  // Interleaved rounds, so both see the same machine noise.
  const api: Rate[] = [];
  const driver: Rate[] = [];
  for (let round = 0; round < 2; round++) {
    api.push(await rateOf(seconds, call));
    driver.push(await rateOf(seconds, replay));
  }
  await app.close();
  await database.close();
  const mean = (rs: Rate[]) => ({
    perSecond: rs.reduce((s, r) => s + r.perSecond, 0) / rs.length,
    meanMs: rs.reduce((s, r) => s + r.meanMs, 0) / rs.length,
  });
  return { n, count, statements: statements.length, api: mean(api), driver: mean(driver) };
}

// --- (c) the import -----------------------------------------------------------------------------

async function workbookOf(
  rows: OrganizationRow[],
  wardName: Map<number, string>,
  zoneName: Map<number, string>,
): Promise<Buffer> {
  const codeOf = new Map(rows.map((o) => [o.id, o.code]));
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Đơn vị');
  ws.getCell('A1').value = 'DANH SÁCH CÔNG ĐOÀN CƠ SỞ';
  ws.getRow(2).values = [
    ...ORGANIZATION_IMPORT_COLUMNS.map((c) => c.header),
    ...DEMO_DYNAMIC_FIELDS.map((f) => f.label),
  ];
  rows.forEach((o, i) => {
    const v: Record<string, string | number | null> = {
      code: o.code,
      name: o.name,
      parent: o.organizationParentId === null ? null : (codeOf.get(o.organizationParentId) ?? null),
      level: ORGANIZATION_LEVEL_LABELS[o.level],
      ward: o.xaPhuongId === null ? null : (wardName.get(o.xaPhuongId) ?? null),
      zone: o.cumKhuCnId === null ? null : (zoneName.get(o.cumKhuCnId) ?? null),
      loaiHinh: o.loaiHinhName,
      loaiCongTy: o.loaiCongTyName,
      namThanhLap: o.namThanhLap,
      address: o.address,
      phoneNumber: null,
      email: null,
      chairName: o.chairName,
      workerCount: o.workerCount,
      memberCount: o.memberCount,
      status: ORGANIZATION_STATUS_LABELS[o.status],
    };
    const custom = DEMO_DYNAMIC_FIELDS.map((f) => {
      const value = o.customFields[f.key];
      return value === undefined ? null : value === true ? 'Có' : value === false ? 'Không' : value;
    });
    ws.getRow(3 + i).values = [...ORGANIZATION_IMPORT_COLUMNS.map((c) => v[c.key] ?? null), ...custom];
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(file: Buffer) {
  const boundary = '----congdoan-bench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="startRow"\r\n\r\n3\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="don_vi.xlsx"\r\nContent-Type: ${SPREADSHEET_MIME}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function timeImport(app: FastifyInstance, token: string, file: Buffer) {
  const body = multipart(file);
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/organization/import-excel',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`import failed: ${res.statusCode} ${res.body.slice(0, 500)}`);
  return { ms, result: res.json().data as { created: number; updated: number; skipped: number } };
}

export async function benchOrganizationImport(n = 10_000) {
  const config = configOf();
  const imported = await freshDatabase(config);
  const { orgRows, wardName, zoneName } = await placesAndOrganizations(imported, config, n);
  const file = await workbookOf(orgRows, wardName, zoneName);
  const { app, token } = await appWithAdmin(imported, config);
  const first = await timeImport(app, token, file);
  if (first.result.created !== n) throw new Error(`import created ${first.result.created} of ${n}`);
  // The same file again: every row is found and nothing changes.
  const again = await timeImport(app, token, file);
  if (again.result.skipped !== n) throw new Error(`re-import skipped ${again.result.skipped} of ${n}`);
  await app.close();
  await imported.close();

  const direct = await freshDatabase(config);
  const places = await placesAndOrganizations(direct, config, n);
  const started = performance.now();
  await pgliteOf(direct).transaction((tx) => insertDirect(tx, places.orgRows, places.choiceId));
  const directMs = performance.now() - started;
  await direct.close();
  return { n, fileKB: file.length / 1024, importMs: first.ms, reimportMs: again.ms, directMs };
}
