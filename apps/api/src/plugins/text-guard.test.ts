import { ERRORS } from '@congdoan/shared';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, uploadFile, useTestApp } from '../test/harness.js';
import { unsafeTextPath } from './text-guard.js';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = await adminToken(t.ctx);
});

const MESSAGE = ERRORS.text_character_invalid.message;

/**
 * The two strings PostgreSQL cannot store, as a JSON body carries them and as a query string or a
 * path does (half a surrogate pair has no UTF-8 form: its escapes are those of its WTF-8 bytes).
 */
const HOSTILE = [
  { name: 'a NUL character', text: 'x\u0000y', escaped: 'x%00y' },
  { name: 'half a surrogate pair', text: 'x\ud800y', escaped: 'x%ED%A0%80y' },
];

/** Every row of every table: what a refused request must leave as it was (audit log included). */
async function everyRow() {
  const query = async (statement: SQL) =>
    ((await t.ctx.database.db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await query(
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await query(sql`select * from ${sql.identifier(String(name))}`);
    out[String(name)] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

describe('characters the database cannot store', () => {
  it('are found in strings, nested values and object keys, and well-formed text passes', () => {
    expect(unsafeTextPath({ a: 'Nguyễn Văn A 😀', b: [1, true, null, { c: 'ok' }] })).toBeNull();
    expect(unsafeTextPath({ a: { b: ['ok', 'x\u0000'] } })).toBe('a.b.1');
    expect(unsafeTextPath({ customFields: { 'k\ud800': 1 } })).toBe('customFields.k\uFFFD');
    expect(unsafeTextPath('\udc00x')).toBe('');
    expect(unsafeTextPath(['😀'.slice(0, 1)], 'fields')).toBe('fields.0');
    // A body nested deeper than the stack could hold is walked without overflowing.
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unsafeTextPath(deep)?.split('.').length).toBe(100_000);
  });

  it('are refused with a Vietnamese 400 on every route, in the query, the path and the body, and nothing changes', async () => {
    const routes = t.ctx.app.registeredRoutes.flatMap((r) =>
      r.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, url: r.url })),
    );
    expect(routes.length).toBeGreaterThan(50);
    const before = await everyRow();
    const refusedBadly: string[] = [];
    for (const { method, url } of routes) {
      for (const value of HOSTILE) {
        const plain = url.replace(/:\w+/g, '1').replace('*', 'x');
        const calls: { where: string; url: string; payload?: object }[] = [
          { where: 'query', url: `${plain}?search=${value.escaped}&page=1` },
          { where: 'query key', url: `${plain}?${value.escaped}=1` },
        ];
        if (/[:*]/.test(url)) {
          calls.push({ where: 'path', url: url.replace(/:\w+/g, value.escaped).replace('*', value.escaped) });
        }
        if (method !== 'GET') {
          calls.push(
            { where: 'body', url: plain, payload: { name: value.text, username: 'admin', password: 'x' } },
            { where: 'nested body', url: plain, payload: { id: 1, customFields: { a: [value.text] } } },
            { where: 'body key', url: plain, payload: { id: 1, customFields: { [value.text]: 'x' } } },
          );
        }
        for (const call of calls) {
          const res = await t.ctx.app.inject({
            method: method as 'GET',
            url: call.url,
            payload: call.payload,
            headers: bearer(token),
          });
          const body = String(res.headers['content-type']).startsWith('application/json') ? res.json() : {};
          if (res.statusCode !== 400 || body.code !== 'text_character_invalid' || body.message !== MESSAGE) {
            refusedBadly.push(
              `${method} ${url} (${value.name} in the ${call.where}): ${res.statusCode} ${res.body}`,
            );
          }
        }
      }
    }
    expect(refusedBadly).toEqual([]);
    expect(await everyRow()).toEqual(before);
  });

  it('are refused in the text fields and the file name of an upload', async () => {
    // Every POST route is sent the forms: those that take none answer 415, the uploads refuse them.
    const posts = t.ctx.app.registeredRoutes.filter((r) => r.methods.includes('POST'));
    const before = await everyRow();
    const workbook = Buffer.from('PK\u0003\u0004 không phải tệp Excel');
    const refusing: string[] = [];
    for (const { url } of posts) {
      const path = url.replace(/^\/api\/v1/, '');
      const inField = await uploadFile(t.ctx, path, workbook, token, { fields: { startRow: '3\u0000' } });
      if (inField.statusCode === 415) continue;
      expect(inField.json(), url).toMatchObject({
        statusCode: 400,
        code: 'text_character_invalid',
        message: MESSAGE,
        details: [{ path: 'startRow' }],
      });
      const inName = await uploadFile(t.ctx, path, workbook, token, { fileName: 'danh\u0000sach.xlsx' });
      expect(inName.json(), url).toMatchObject({
        statusCode: 400,
        code: 'text_character_invalid',
        details: [{ path: 'file' }],
      });
      refusing.push(path);
    }
    expect(refusing.sort()).toEqual([
      '/cong-ty-chua-co-cd/import',
      '/member/import',
      '/member/import-errors',
      '/member/import-preview',
      '/organization/import-excel',
      '/organization/import-excel-errors',
      '/su-kien',
      '/su-kien/:id/upload-files',
      '/user/import',
      '/user/import-errors',
      '/user/import-with-zalo-link',
      '/user/import-with-zalo-link-errors',
    ]);
    expect(await everyRow()).toEqual(before);
  });

  it('leaves escapes that decode, and a lone percent sign, as they were', async () => {
    const res = await t.ctx.app.inject({
      method: 'GET',
      url: '/api/v1/lookup/wards?search=100%25%20%C4%91%C3%B4ng%20100%',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ list: [], count: 0 });
  });
});
