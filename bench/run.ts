import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAuth } from './api-auth.js';
import { pageJsGzip } from './web-bundle.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const fmt = (n: number, d = 1) => n.toFixed(d);

console.log(`\n# Benchmarks (each measured side by side in this run; ${seconds}s per round, 2 rounds)\n`);

const { bare, auth } = await benchAuth(seconds);
console.log('## API: authenticated JSON route vs bare route (same server, PGlite, 10 connections)');
console.log(`  bare:          ${fmt(bare.rps, 0)} req/s   p50 ${fmt(bare.p50)} ms   p99 ${fmt(bare.p99)} ms`);
console.log(`  authenticated: ${fmt(auth.rps, 0)} req/s   p50 ${fmt(auth.p50)} ms   p99 ${fmt(auth.p99)} ms`);
console.log(
  `  ratio authenticated/bare: throughput ${fmt(auth.rps / bare.rps, 2)}×, p50 ${fmt(auth.p50 / Math.max(bare.p50, 0.01), 2)}×, p99 ${fmt(auth.p99 / Math.max(bare.p99, 0.01), 2)}×`,
);
if (bare.non2xx + auth.non2xx > 0) console.log(`  WARNING: ${bare.non2xx + auth.non2xx} failed requests`);

const BUDGET_KB = 350;
const dist = path.join(root, 'apps/web/dist');
console.log('\n## Web: JavaScript of the first load (gzip)');
for (const [page, sources] of [
  ['/login', ['src/features/auth/pages/login-page.tsx']],
  [
    '/trade-union/dashboard',
    ['src/app/layout/app-layout.tsx', 'src/features/dashboard/pages/dashboard-page.tsx'],
  ],
] as const) {
  const { kB, files } = pageJsGzip(dist, sources);
  console.log(
    `  ${page.padEnd(24)} ${fmt(kB)} kB in ${files} files   ${fmt(kB / BUDGET_KB, 2)} of the ${BUDGET_KB} kB budget`,
  );
}
console.log('');
