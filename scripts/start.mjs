// `npm start`: builds what is not built (or is older than its sources), then starts the server,
// which migrates the database, seeds it when empty and serves the web app and the API on one port.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const stale = (output, ...sources) =>
  !existsSync(output) || statSync(output).mtimeMs < Math.max(...sources.map((s) => newest(s)));

const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

if (stale(at('apps/api/dist/main.js'), at('apps/api/src'), at('packages/shared/src'))) {
  console.log('Đang biên dịch máy chủ…');
  run('npx tsc -b packages/shared apps/api');
}
if (stale(at('apps/web/dist/index.html'), at('apps/web/src'), at('packages/shared/src'))) {
  console.log('Đang đóng gói giao diện web…');
  run('npm run build -w apps/web');
}

await import(at('apps/api/dist/main.js'));
