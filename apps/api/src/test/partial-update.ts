import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Method, TestApp } from './harness.js';

/**
 * The check every update route passes (docs/requirements.md, "Updates"): a body with one field
 * changes that field and nothing else of the record.
 */

/** One update route: how to make a full record, read it back, and change one field of it. */
export interface UpdateRoute<R = { id: number }> {
  /** As registered: 'PUT /organization/update-organization', 'PATCH /thong-bao/:id'. */
  route: string;
  /** A record with every field filled, custom values included; `token` is who may update it. */
  create(): Promise<R & { token: string }>;
  /** The record as its detail call answers it (the caller's token). */
  read(record: R & { token: string }): Promise<Record<string, unknown>>;
  /** The path called, when the route has a parameter ('/thong-bao/12'). */
  path?(record: R): string;
  /** The body: the record's id (as the route takes it) and one field. */
  body(record: R): object;
  /** What the body changes, as `read` names it (a custom value: 'customFields.soCaLamViec'). */
  changes: string[];
  /** Fields a full record still leaves empty (the last sign-in of a new account). */
  emptyAllowed?: string[];
}

/** Changes with every write. */
const ALWAYS_CHANGING = new Set(['updatedAt']);

/** A record as dotted paths down to its values: { customFields: { a: 1 } } → { 'customFields.a': 1 }. */
export function flatten(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const path = `${prefix}${key}`;
    if (v !== null && typeof v === 'object' && !Array.isArray(v))
      Object.assign(out, flatten(v as never, `${path}.`));
    else out[path] = v;
  }
  return out;
}

const isEmpty = (v: unknown) => v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Creates a full record, sends the one-field body and asserts: 200, each field of `changes`
 * changed, every other field as it was.
 */
export async function assertOnlyChanged<R>(t: TestApp, entry: UpdateRoute<R>) {
  const [method, url] = entry.route.split(' ') as [Method, string];
  const record = await entry.create();
  const before = flatten(await entry.read(record));
  const empty = Object.keys(before).filter((k) => isEmpty(before[k]) && !entry.emptyAllowed?.includes(k));
  expect(empty, `${entry.route}: the record to update has every field filled`).toEqual([]);
  for (const key of entry.changes) expect(Object.keys(before), entry.route).toContain(key);

  const res = await t.call(method, entry.path?.(record) ?? url, record.token, entry.body(record));
  expect(res.statusCode, `${entry.route}: ${res.body}`).toBe(200);

  const after = flatten(await entry.read(record));
  const kept = Object.keys(before).filter((k) => !entry.changes.includes(k) && !ALWAYS_CHANGING.has(k));
  const keptBefore = Object.fromEntries(kept.map((k) => [k, before[k]]));
  const keptAfter = Object.fromEntries(kept.map((k) => [k, after[k]]));
  expect(keptAfter, `${entry.route}: the fields the body left out`).toEqual(keptBefore);
  for (const key of entry.changes) expect(after[key], `${entry.route}: ${key}`).not.toEqual(before[key]);
}

/**
 * The routes of the app that change a record's fields: every PUT and PATCH, and every POST whose
 * path ends in 'update' ('/role/update', '/user/update-user'), as 'METHOD /path' without the API
 * prefix.
 */
export function updateRoutesOf(app: FastifyInstance): string[] {
  return app.registeredRoutes.flatMap((r) => {
    const path = r.url.replace(/^\/api\/v1/, '');
    return r.methods
      .filter((m) => m === 'PUT' || m === 'PATCH' || (m === 'POST' && /update[^/]*$/.test(path)))
      .map((m) => `${m} ${path}`);
  });
}
