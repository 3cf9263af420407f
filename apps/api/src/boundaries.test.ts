import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The floors of src/ (modules/README.md, "Floors"), read from every import of every .ts file —
 * static, `export … from`, `import type` and `import()`:
 *
 *   composition   app.ts, main.ts, cli.ts, seed/, test/: may import anything
 *   modules/      one folder per domain module: never another module
 *   domain/       the domain code several modules share: no module, nothing of the composition
 *   infrastructure db/, write/, outbox/, mail/, zalo/, import/, jobs/, plugins/, sessions/, llm/,
 *                 rate-limit/, services.ts: no domain code and no module
 *   kernel        actor.ts, config.ts, errors.ts: nothing of src/ at all (packages/shared only)
 *
 * A floor imports only what stands on it or below. A test is no part of the structure: it may reach
 * any floor (the app it builds, the harness), but a module's test no other module.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));

type Floor = 'composition' | 'modules' | 'domain' | 'infrastructure' | 'kernel';

const FLOORS: Record<string, Floor> = {
  'app.ts': 'composition',
  'main.ts': 'composition',
  'cli.ts': 'composition',
  seed: 'composition',
  test: 'composition',
  // The assistant's question set and its runner (npm run assistant:eval): the demo world composed.
  'assistant-eval': 'composition',
  modules: 'modules',
  domain: 'domain',
  db: 'infrastructure',
  // npm run backup / restore: the logical dump of either engine, its file and the server's control socket.
  backup: 'infrastructure',
  write: 'infrastructure',
  outbox: 'infrastructure',
  mail: 'infrastructure',
  zalo: 'infrastructure',
  import: 'infrastructure',
  jobs: 'infrastructure',
  plugins: 'infrastructure',
  sessions: 'infrastructure',
  llm: 'infrastructure',
  'rate-limit': 'infrastructure',
  // What the route modules are built with: the infrastructure's handles, as one type.
  'services.ts': 'infrastructure',
  'actor.ts': 'kernel',
  'config.ts': 'kernel',
  'errors.ts': 'kernel',
};

/** What each floor may import, besides itself. */
const BELOW: Record<Floor, Floor[]> = {
  composition: ['modules', 'domain', 'infrastructure', 'kernel'],
  modules: ['domain', 'infrastructure', 'kernel'],
  domain: ['infrastructure', 'kernel'],
  infrastructure: ['kernel'],
  kernel: [],
};

/** The first part of a path under src/ (`domain` for domain/scope.ts), or null outside src/. */
function topOf(file: string): string | null {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  // An import names the built file (app.js) of the source (app.ts).
  return relative.split(path.sep)[0]!.replace(/\.js$/, '.ts');
}

/** The module a path lies in (`audit` for modules/audit/…), or null outside every module folder. */
function moduleOf(file: string): string | null {
  const parts = path.relative(path.join(SRC, 'modules'), file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' && !path.isAbsolute(parts[0]!) ? parts[0]! : null;
}

const isTest = (file: string) => file.endsWith('.test.ts');

/** The imports of `source` (the text of `file`) that break a rule, as `file imports spec (why)`. */
function brokenImports(file: string, source: string): string[] {
  const from = topOf(file);
  const floor = from === null ? undefined : FLOORS[from];
  if (floor === undefined) return [];
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((i) => i.fileName)
    .filter((spec) => spec.startsWith('.'))
    .flatMap((spec) => {
      const target = path.resolve(path.dirname(file), spec);
      const to = topOf(target);
      const toFloor = to === null ? undefined : FLOORS[to];
      const said = `${path.relative(SRC, file)} imports ${spec}`;
      const own = moduleOf(file);
      if (own !== null && moduleOf(target) !== null && moduleOf(target) !== own) {
        return [`${said} (a module never imports another)`];
      }
      if (toFloor === undefined || toFloor === floor || isTest(file)) return [];
      return BELOW[floor].includes(toFloor) ? [] : [`${said} (${floor} imports no ${toFloor} code)`];
    });
}

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('the floors of src/', () => {
  it('each import goes to its own floor or one below, and no module imports another', () => {
    const files = sourceFiles();
    // The walk reads every module and every floor, so a pass means something.
    const modules = readdirSync(path.join(SRC, 'modules'), { withFileTypes: true }).filter((e) =>
      e.isDirectory(),
    );
    expect(new Set(files.map(moduleOf).filter((m) => m !== null))).toEqual(
      new Set(modules.map((m) => m.name)),
    );
    expect(new Set(files.flatMap((f) => FLOORS[topOf(f)!] ?? []))).toEqual(new Set(Object.keys(BELOW)));
    expect(files.flatMap((file) => brokenImports(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('knows the floor of everything at the top of src/', () => {
    const unplaced = readdirSync(SRC, { withFileTypes: true })
      .filter((e) => e.isDirectory() || (e.name.endsWith('.ts') && !isTest(e.name)))
      .map((e) => e.name)
      .filter((name) => FLOORS[name] === undefined);
    // A new folder or file here says in FLOORS (and modules/README.md) which floor it stands on.
    expect(unplaced).toEqual([]);
  });

  it('names the file and the import that reach another module, in any form of import', () => {
    const at = (relative: string) => path.join(SRC, 'modules', relative);
    const source = [
      "import { notificationScope } from '../notifications/repository.js';",
      "import type { Actor } from '../../actor.js';",
      "import { organizationScope } from '../../domain/scope.js';",
      "import { ROLE_IDS } from '@congdoan/shared';",
      "export { staffOrFail } from '../staff/repository.js';",
      "import { assertReadable } from './repository.js';",
      "const users = await import('../users/service.js');",
      "import type { RoleItem } from '../../modules/roles/repository.js';",
      "import { buildApp } from '../../app.js';",
    ].join('\n');
    expect(brokenImports(at('audit/history.ts'), source)).toEqual([
      'modules/audit/history.ts imports ../notifications/repository.js (a module never imports another)',
      'modules/audit/history.ts imports ../staff/repository.js (a module never imports another)',
      'modules/audit/history.ts imports ../users/service.js (a module never imports another)',
      'modules/audit/history.ts imports ../../modules/roles/repository.js (a module never imports another)',
      'modules/audit/history.ts imports ../../app.js (modules imports no composition code)',
    ]);
    // A sub-resource reaches its own module's files freely, and no other module's.
    const sub =
      "import { unreadCountOf } from '../inbox/repository.js';\nimport { x } from '../../users/routes.js';";
    expect(brokenImports(at('notifications/stream/hub.ts'), sub)).toEqual([
      'modules/notifications/stream/hub.ts imports ../../users/routes.js (a module never imports another)',
    ]);
  });

  it('names an import that runs up a floor', () => {
    const at = (relative: string) => path.join(SRC, relative);
    const planted = [
      "import { organizationScope } from '../domain/scope.js';",
      "import { sendNotice } from '../domain/notify/send.js';",
      "import { listUsers } from '../modules/users/repository.js';",
      "import type { Db } from '../db/client.js';",
      "import { AppError } from '../errors.js';",
    ].join('\n');
    expect(brokenImports(at('outbox/worker.ts'), planted)).toEqual([
      'outbox/worker.ts imports ../domain/scope.js (infrastructure imports no domain code)',
      'outbox/worker.ts imports ../domain/notify/send.js (infrastructure imports no domain code)',
      'outbox/worker.ts imports ../modules/users/repository.js (infrastructure imports no modules code)',
    ]);
    expect(brokenImports(at('domain/members/writes.ts'), planted.replaceAll("'../", "'../../"))).toEqual([
      'domain/members/writes.ts imports ../../modules/users/repository.js (domain imports no modules code)',
    ]);
    expect(brokenImports(at('actor.ts'), "import type { Db } from './db/client.js';")).toEqual([
      'actor.ts imports ./db/client.js (kernel imports no infrastructure code)',
    ]);
    // A test may build the app and use the harness from any floor; the product code may not.
    const harness = "import { useTestApp } from '../test/harness.js';";
    expect(brokenImports(at('outbox/worker.test.ts'), harness)).toEqual([]);
    expect(brokenImports(at('outbox/worker.ts'), harness)).toEqual([
      'outbox/worker.ts imports ../test/harness.js (infrastructure imports no composition code)',
    ]);
  });
});
