import {
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_SHEET,
  type MemberImportColumnKey,
  SPREADSHEET_MIME,
  toSearchText,
} from '@congdoan/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database } from '../apps/api/src/db/client.js';
import { categoryItems, memberEvents, members, organizations } from '../apps/api/src/db/schema/index.js';
import { allocateIds, bulkInsert } from '../apps/api/src/import/bulk.js';
import { rng, vietnameseName } from '../apps/api/src/seed/generator.js';
import { appWithAdmin, configOf, freshDatabase } from './setup.js';

/**
 * The member import (issue P11 §4): a workbook of 10,000 new members of one union through the API
 * (upload guards, the workbook read row by row, every row checked, the card numbers drawn, one
 * transaction with the admission lines, the audit and the unions recounted by their trigger) beside
 * the same members and admission lines inserted directly (DIRECT below), on a fresh database each.
 * Then the same file imported again: every row found and left as it is.
 */

const UNION = 'Công đoàn Công ty Đo Nhập';

interface Row {
  fullName: string;
  dateOfBirth: string;
  gender: 'nam' | 'nu';
  identity: string;
  phoneNumber: string;
  joinedAt: string;
}

function rowsOf(n: number): Row[] {
  const r = rng(2026);
  return Array.from({ length: n }, (_, i) => ({
    fullName: vietnameseName(r),
    dateOfBirth: `${1970 + (i % 35)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    gender: i % 2 ? 'nam' : 'nu',
    identity: `079${String(i + 1).padStart(9, '0')}`,
    phoneNumber: `09${String(i + 1).padStart(8, '0')}`,
    joinedAt: `${2010 + (i % 15)}-06-01`,
  }));
}

const dmy = (iso: string) => iso.split('-').reverse().join('/');

async function workbookOf(rows: Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(MEMBER_IMPORT_SHEET);
  ws.getCell('A1').value = 'DANH SÁCH ĐOÀN VIÊN';
  ws.getRow(2).values = MEMBER_IMPORT_COLUMNS.map((c) => c.header);
  rows.forEach((row, i) => {
    const v: Partial<Record<MemberImportColumnKey, string>> = {
      ...row,
      dateOfBirth: dmy(row.dateOfBirth),
      joinedAt: dmy(row.joinedAt),
      gender: row.gender === 'nam' ? 'Nam' : 'Nữ',
      organization: UNION,
      ethnicity: 'Kinh',
      nationality: 'Việt Nam',
      occupation: 'Công nhân',
    };
    ws.getRow(3 + i).values = MEMBER_IMPORT_COLUMNS.map((c) => v[c.key] ?? null);
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function multipart(file: Buffer) {
  const boundary = '----congdoan-bench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="doan_vien.xlsx"\r\nContent-Type: ${SPREADSHEET_MIME}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A fresh database with the province and the union the rows name. */
async function databaseWithUnion(postgresUrl?: string) {
  const config = configOf();
  const database = await freshDatabase(config, postgresUrl);
  const [province] = await database.db
    .insert(organizations)
    .values({ name: 'Liên đoàn Lao động tỉnh Đo', level: 'province', path: '/', searchText: 'lien doan' })
    .returning({ id: organizations.id });
  await database.db
    .update(organizations)
    .set({ path: `/${province!.id}/` })
    .where(eq(organizations.id, province!.id));
  const [union] = await database.db
    .insert(organizations)
    .values({
      name: UNION,
      level: 'grassroots',
      organizationParentId: province!.id,
      path: `/${province!.id}/`,
      searchText: toSearchText(UNION),
    })
    .returning({ id: organizations.id });
  return { config, database, unionId: union!.id };
}

async function timeImport(file: Buffer, n: number, postgresUrl?: string) {
  const { config, database } = await databaseWithUnion(postgresUrl);
  const { app, token } = await appWithAdmin(database, config);
  const body = multipart(file);
  const post = async () => {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/member/import',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`member import: ${res.statusCode} ${res.body.slice(0, 500)}`);
    return { ms, result: res.json().data as { created: number; skipped: number } };
  };
  const first = await post();
  if (first.result.created !== n) throw new Error(`member import created ${first.result.created} of ${n}`);
  const again = await post();
  if (again.result.skipped !== n) throw new Error(`member re-import skipped ${again.result.skipped} of ${n}`);
  await app.close();
  await database.close();
  return { importMs: first.ms, againMs: again.ms };
}

type Refs = { unionId: number; ethnicityId: number; nationalityId: number };

/** A member row as both direct writes insert it (the columns the import fills for these rows). */
const memberOf = (r: Row, i: number, refs: Refs) => {
  const cardNumber = `DV2026${String(i + 1).padStart(6, '0')}`;
  return {
    ...r,
    organizationId: refs.unionId,
    ethnicityId: refs.ethnicityId,
    nationalityId: refs.nationalityId,
    occupation: 'Công nhân',
    cardNumber,
    statusChangedAt: r.joinedAt,
    searchText: toSearchText(r.fullName, r.identity, cardNumber, r.phoneNumber),
  };
};
const admissionOf = (memberId: number, joinedAt: string, refs: Refs) => ({
  memberId,
  kind: 'tiep_nhan' as const,
  effectiveOn: joinedAt,
  toOrganizationId: refs.unionId,
  toStatus: 'dang_sinh_hoat' as const,
});

/**
 * The direct writes of the same members and admission lines, each in one transaction: multi-row
 * INSERTs of 1,000 rows through the ORM (what a plain insert of the rows costs, the users import's
 * yardstick), and the bulk writer the import itself uses (INSERT … SELECT FROM unnest, about twice
 * that rate), which leaves between the two only the import's own work.
 */
const DIRECT = {
  values: async (database: Database, rows: Row[], refs: Refs) =>
    database.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 1000) {
        const inserted = await tx
          .insert(members)
          .values(rows.slice(i, i + 1000).map((r, j) => memberOf(r, i + j, refs)))
          .returning({ id: members.id, joinedAt: members.joinedAt });
        await tx.insert(memberEvents).values(inserted.map((m) => admissionOf(m.id, m.joinedAt!, refs)));
      }
    }),
  bulk: async (database: Database, rows: Row[], refs: Refs) =>
    database.db.transaction(async (tx) => {
      const ids = await allocateIds(tx, members, rows.length);
      await bulkInsert(
        tx,
        members,
        [
          'id',
          'organizationId',
          'fullName',
          'dateOfBirth',
          'gender',
          'ethnicityId',
          'nationalityId',
          'identity',
          'phoneNumber',
          'occupation',
          'joinedAt',
          'cardNumber',
          'statusChangedAt',
          'searchText',
        ],
        rows.map((r, i) => ({ id: ids[i]!, ...memberOf(r, i, refs) })),
      );
      await bulkInsert(
        tx,
        memberEvents,
        ['memberId', 'kind', 'effectiveOn', 'toOrganizationId', 'toStatus'],
        rows.map((r, i) => admissionOf(ids[i]!, r.joinedAt, refs)),
      );
    }),
};

async function timeDirect(rows: Row[], how: keyof typeof DIRECT, postgresUrl?: string) {
  const { database, unionId } = await databaseWithUnion(postgresUrl);
  const item = async (kind: 'ethnics' | 'nations', name: string) =>
    (
      await database.db
        .select({ id: categoryItems.id })
        .from(categoryItems)
        .where(and(eq(categoryItems.kind, kind), eq(categoryItems.name, name)))
    )[0]!.id;
  const refs = {
    unionId,
    ethnicityId: await item('ethnics', 'Kinh'),
    nationalityId: await item('nations', 'Việt Nam'),
  };
  const started = performance.now();
  await DIRECT[how](database, rows, refs);
  const ms = performance.now() - started;
  await database.close();
  return ms;
}

export async function benchMembersImport(postgresUrl?: string, n = 10_000) {
  const rows = rowsOf(n);
  const file = await workbookOf(rows);
  const { importMs, againMs } = await timeImport(file, n, postgresUrl);
  const directMs = await timeDirect(rows, 'values', postgresUrl);
  const bulkMs = await timeDirect(rows, 'bulk', postgresUrl);
  return { n, fileKB: file.length / 1024, importMs, againMs, directMs, bulkMs };
}
