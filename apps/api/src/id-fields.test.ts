import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from './test/harness.js';

/**
 * Every integer id a route takes (path, query, JSON body), walked from the OpenAPI document and
 * sent what is not an id: each is refused with a Vietnamese 400 naming the field, before the
 * database sees it (docs/requirements.md, "Ids"). An id written by hand instead of with the shared
 * id rule (`idRule` in packages/shared) answered 500 above 2,147,483,647.
 */
const t = useTestApp({ world: true });

interface JsonSchema {
  type?: string | string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A field holding a record's id by its name: `id`, `userId`, `staffID`, `roleIds`. */
const ID_NAME = /^id$|Ids?$|ID$/;
const BAD_IDS = [2_147_483_648, -1, 1.5, 'abc'] as const;
/** A letter only Vietnamese writes, so an English message (or none) is told apart. */
const VIETNAMESE = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

const isInteger = (s: JsonSchema | undefined): boolean =>
  !!s &&
  (s.type === 'integer' ||
    (Array.isArray(s.type) && s.type.includes('integer')) ||
    [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some(isInteger));

interface IdField {
  method: string;
  path: string;
  where: 'path' | 'query' | 'body';
  name: string;
  list: boolean;
}

function idFields(): IdField[] {
  const doc = t.ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const fields: IdField[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const [method, op] of Object.entries(ops)) {
      const at = { method: method.toUpperCase(), path };
      for (const p of op.parameters ?? []) {
        if (p.in === 'header' || !ID_NAME.test(p.name)) continue;
        const list = isInteger(p.schema.items);
        if (isInteger(p.schema) || list) fields.push({ ...at, where: p.in, name: p.name, list });
      }
      const body = op.requestBody?.content?.['application/json']?.schema;
      for (const [name, s] of Object.entries(body?.properties ?? {})) {
        if (!ID_NAME.test(name)) continue;
        const list = isInteger(s.items);
        if (isInteger(s) || list) fields.push({ ...at, where: 'body', name, list });
      }
    }
  }
  return fields;
}

/** The request carrying `value` in `field`, the route's other path parameters a plausible id. */
function request(field: IdField, value: (typeof BAD_IDS)[number]) {
  const url = field.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    field.where === 'path' && name === field.name ? encodeURIComponent(String(value)) : '1',
  );
  const query = field.where === 'query' ? `?${new URLSearchParams({ [field.name]: String(value) })}` : '';
  const body = field.where === 'body' ? { [field.name]: field.list ? [value] : value } : undefined;
  return {
    method: field.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: `${url}${query}`,
    headers: bearer(t.world.as.admin.token),
    payload: body ?? (['POST', 'PUT', 'PATCH'].includes(field.method) ? {} : undefined),
  };
}

describe('every id a route takes', () => {
  it('is found in the OpenAPI document, in paths, queries and bodies', () => {
    const found = idFields().map((f) => `${f.method} ${f.path} ${f.where} ${f.name}`);
    expect(found.length).toBeGreaterThan(150);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/v1/su-kien/{id} path id',
        'GET /api/v1/bao-cao-doan-so-theo-ky query organizationId',
        'POST /api/v1/zalo-accounts/link body userId',
        'POST /api/v1/zalo-accounts/create-user body roleId',
        'PATCH /api/v1/nguoi-nhan-su-kien/cap-nhat-trang-thai-xem body nguoiNhanId',
        'POST /api/v1/su-kien/{id}/dang-ky/them body userIds',
      ]),
    );
  });

  it('refuses 2147483648, -1, 1.5 and "abc" with a Vietnamese 400 naming the field, never a 500', async () => {
    const wrong: string[] = [];
    for (const field of idFields()) {
      for (const value of BAD_IDS) {
        const res = await t.ctx.app.inject(request(field, value));
        const answer = res.json() as { message?: string; details?: { path: string; message: string }[] };
        const named = (answer.details ?? []).find(
          (d) => d.path === field.name || d.path.startsWith(`${field.name}.`),
        );
        if (res.statusCode !== 400 || !named || !VIETNAMESE.test(named.message)) {
          wrong.push(
            `${field.method} ${field.path} ${field.where} ${field.name}=${JSON.stringify(value)}: ${res.statusCode} ${named?.message ?? answer.message}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
