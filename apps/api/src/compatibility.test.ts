import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/harness.js';

/**
 * docs/compatibility.md lists every route of the deployed server and what this product does with
 * it; each `served` row (its own method and path) and each alias (the method and path it names)
 * must be a route of the OpenAPI document.
 */

type Verdict = 'served' | 'alias' | 'not served';
interface Row {
  method: string;
  deployed: string;
  verdict: Verdict;
  /** The route this row needs: the deployed one when served, ours when an alias. */
  needs?: { method: string; path: string };
}

const table = readFileSync(fileURLToPath(new URL('../../../docs/compatibility.md', import.meta.url)), 'utf8');
/** A row as written, its cells padded or not (the formatter aligns the table). */
const ROW = /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`([^`]+)`\s*\|\s*(.+?)\s*\|$/;
const METHOD_CELL = /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|/;
const ALIAS = /^alias of `(GET|POST|PUT|PATCH|DELETE) (\/\S+)`/;

function parse(text: string): { rows: Row[]; unreadable: string[] } {
  const rows: Row[] = [];
  const unreadable: string[] = [];
  for (const line of text.split('\n')) {
    if (!METHOD_CELL.test(line)) continue;
    const match = ROW.exec(line);
    if (!match) {
      unreadable.push(line);
      continue;
    }
    const [, method, deployed, cell] = match as unknown as [string, string, string, string];
    if (cell === 'served')
      rows.push({ method, deployed, verdict: 'served', needs: { method, path: deployed } });
    else if (cell.startsWith('not served: ')) rows.push({ method, deployed, verdict: 'not served' });
    else {
      const alias = ALIAS.exec(cell);
      if (alias)
        rows.push({ method, deployed, verdict: 'alias', needs: { method: alias[1]!, path: alias[2]! } });
      else unreadable.push(line);
    }
  }
  return { rows, unreadable };
}

/** Parameters by position, whatever their names: `:id`, `{id}`, `{fileId}` and `*` all read as `{}`. */
const shapeOf = (path: string) =>
  path
    .replace(/:\w+/g, '{}')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\*$/, '{}');

const t = useTestApp();

describe('docs/compatibility.md, the deployed server route by route', () => {
  const { rows, unreadable } = parse(table);

  it('reads every row: a method, a deployed path under /api/v1, and served, an alias or not served with why', () => {
    expect(unreadable).toEqual([]);
    expect(rows.every((r) => r.deployed.startsWith('/api/v1'))).toBe(true);
    const keys = rows.map((r) => `${r.method} ${r.deployed}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    // Every controller route of the deployed server at 648de01 (docs/compatibility.md says how they were counted).
    expect(rows).toHaveLength(283);
  });

  it('has a route of ours for every served row and every alias', async () => {
    const res = await t.ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, unknown>>;
    const documented = new Set(
      Object.entries(paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${shapeOf(path)}`),
      ),
    );
    const missing = rows
      .filter((r) => r.needs && !documented.has(`${r.needs.method} ${shapeOf(r.needs.path)}`))
      .map((r) =>
        r.verdict === 'served'
          ? `${r.method} ${r.deployed}: served, but no such route`
          : `${r.method} ${r.deployed}: alias of ${r.needs!.method} ${r.needs!.path}, which is no route`,
      );
    const count = (v: Verdict) => rows.filter((r) => r.verdict === v).length;
    console.log(
      `docs/compatibility.md: ${rows.length} deployed routes, ${count('served')} served, ${count('alias')} aliases, ${count('not served')} not served`,
    );
    expect(missing).toEqual([]);
  });
});
