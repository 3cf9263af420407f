// Fails when a list in docs/architecture.md no longer names what the code holds, so that a module,
// a sub-resource, a schema file or a test factory added without its line breaks `npm run lint`:
//
//   "Module shape"    its table has a row for every folder of apps/api/src/modules/, and each row
//                     names every sub-resource folder of that module (`wards/`)
//   "Schema folder"   names every file of apps/api/src/db/schema/ (`members.ts`)
//   "Testing"         names every function apps/api/src/test/factories.ts exports (`buildMember`)
//
// Names are looked for in backticks; a name the docs give that the code no longer has fails too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api/src');
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

/** The text of the section under `heading` (any level), up to the next heading of its level or above. */
function section(heading) {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => new RegExp(`^(#+)\\s+${heading}\\s*$`).test(l));
  if (start < 0) return null;
  const level = /^(#+)/.exec(lines[start])[1].length;
  const end = lines.findIndex((l, i) => i > start && /^(#+)\s/.test(l) && /^(#+)/.exec(l)[1].length <= level);
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

const named = (text) => new Set([...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]));
const problems = [];

// Modules and their sub-resources: the table's rows, `| `module` | sub-resources |`.
const shape = section('Module shape') ?? '';
const rows = new Map(
  [...shape.matchAll(/^\|\s*`([\w-]+)`\s*\|(.*)\|\s*$/gm)].map((m) => [m[1], named(m[2])]),
);
const dirs = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const modules = dirs(path.join(api, 'modules'));
for (const module of modules) {
  const row = rows.get(module);
  if (!row) {
    problems.push(`"Module shape": no row for the module \`${module}\``);
    continue;
  }
  for (const sub of dirs(path.join(api, 'modules', module))) {
    if (!row.has(`${sub}/`))
      problems.push(`"Module shape": the row of \`${module}\` does not name \`${sub}/\``);
  }
}
for (const module of rows.keys()) {
  if (!modules.includes(module)) problems.push(`"Module shape": a row for \`${module}\`, which is no module`);
}

// Schema files.
const schema = named(section('Schema folder') ?? '');
const schemaFiles = readdirSync(path.join(api, 'db/schema')).filter(
  (f) => f.endsWith('.ts') && f !== 'index.ts',
);
for (const file of schemaFiles) {
  if (!schema.has(file)) problems.push(`"Schema folder": does not name \`${file}\``);
}

// Test factories: every exported function of factories.ts.
const testing = named(section('Testing') ?? '');
const factories = [
  ...readFileSync(path.join(api, 'test/factories.ts'), 'utf8').matchAll(
    /^export (?:async )?function (\w+)/gm,
  ),
].map((m) => m[1]);
for (const name of factories) {
  if (!testing.has(name)) problems.push(`"Testing": does not name the factory \`${name}\``);
}

if (problems.length > 0) {
  console.error(`check-doc-lists: docs/architecture.md is behind the code in ${problems.length} places:`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(
  `check-doc-lists: ${modules.length} modules, ${schemaFiles.length} schema files and ${factories.length} factories, all in docs/architecture.md.`,
);
