import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A module never imports another module (README.md here): what a second one needs moves down to
 * src/. Every import of every .ts file under modules/<a>/ is read — static, `export … from`,
 * `import type` and `import()` — and one that resolves into modules/<b>/ fails the test, named.
 */

const MODULES = path.dirname(fileURLToPath(import.meta.url));

/** The module a path lies in (`audit` for modules/audit/…), or null outside every module folder. */
function moduleOf(file: string): string | null {
  const parts = path.relative(MODULES, file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' && !path.isAbsolute(parts[0]!) ? parts[0]! : null;
}

/** The imports of `source` (the text of `file`) that reach a module other than its own. */
function crossModuleImports(file: string, source: string): string[] {
  const own = moduleOf(file);
  if (own === null) return [];
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map((i) => i.fileName)
    .filter((spec) => {
      if (!spec.startsWith('.')) return false;
      const target = moduleOf(path.resolve(path.dirname(file), spec));
      return target !== null && target !== own;
    })
    .map((spec) => `${path.relative(MODULES, file)} imports ${spec}`);
}

/** Every .ts file inside a module folder. */
function moduleFiles(): string[] {
  return readdirSync(MODULES, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => moduleOf(file) !== null);
}

describe('module boundaries', () => {
  it('no module imports another', () => {
    const files = moduleFiles();
    const modules = readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory());
    // The walk reads every module, so a pass means something.
    expect(new Set(files.map(moduleOf))).toEqual(new Set(modules.map((m) => m.name)));
    expect(files.flatMap((file) => crossModuleImports(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('names the file and the import that reach another module, in any form of import', () => {
    const at = (relative: string) => path.join(MODULES, relative);
    const source = [
      "import { notificationScope } from '../notifications/repository.js';",
      "import type { Actor } from '../../plugins/auth.js';",
      "import { organizationScope } from '../../scope.js';",
      "import { ROLE_IDS } from '@congdoan/shared';",
      "export { staffOrFail } from '../staff/repository.js';",
      "import { assertReadable } from './repository.js';",
      "const users = await import('../users/service.js');",
      "import type { RoleItem } from '../../modules/roles/repository.js';",
    ].join('\n');
    expect(crossModuleImports(at('audit/history.ts'), source)).toEqual([
      'audit/history.ts imports ../notifications/repository.js',
      'audit/history.ts imports ../staff/repository.js',
      'audit/history.ts imports ../users/service.js',
      'audit/history.ts imports ../../modules/roles/repository.js',
    ]);
    // A sub-resource reaches its own module's files freely, and no other module's.
    const sub =
      "import { unreadCountOf } from '../inbox/repository.js';\nimport { x } from '../../users/routes.js';";
    expect(crossModuleImports(at('notifications/stream/hub.ts'), sub)).toEqual([
      'notifications/stream/hub.ts imports ../../users/routes.js',
    ]);
  });
});
