import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { calendarMonthWorld } from './events.js';
import { organizationListWorld } from './organizations.js';
import { reportsWorld } from './reports.js';
import { apiAgainstStatements, rateOf } from './setup.js';

/**
 * A CPU profile of one bench read, taken over its calls alone (not the data's setup):
 * `PROFILE=calendar-admin npm run bench:profile` (with BENCH_DATABASE_URL for PostgreSQL). Prints
 * the functions with the most self time, grouped by package, and writes the whole profile to
 * PROFILE_OUT (default bench-<read>.cpuprofile) for Chrome's DevTools.
 */

const READS = {
  'organizations-list': async (url?: string) => {
    const w = await organizationListWorld(url);
    return { ...w, path: w.url };
  },
  'calendar-admin': async (url?: string) => {
    const w = await calendarMonthWorld(url);
    return { ...w, token: w.adminToken, path: w.url };
  },
  'calendar-member': async (url?: string) => {
    const w = await calendarMonthWorld(url);
    return { ...w, token: w.memberToken, path: w.url };
  },
  tracking: async (url?: string) => {
    const w = await reportsWorld(url);
    return { ...w, path: w.urls.page };
  },
};

const read = (process.env.PROFILE ?? 'calendar-admin') as keyof typeof READS;
if (!(read in READS)) throw new Error(`PROFILE: one of ${Object.keys(READS).join(', ')}`);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const { app, database, token, path } = await READS[read](process.env.BENCH_DATABASE_URL);
const call = async () => {
  const res = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
};
await rateOf(1, call); // warm: compiled code, cached session, prepared statements

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
await session.post('Profiler.start');
const rate = await rateOf(seconds, call);
const { profile } = await session.post('Profiler.stop');
session.disconnect();
// The bench's own ratio, unprofiled, for a quick before and after.
const ratio = await apiAgainstStatements(database, Math.min(seconds, 2), call);
await app.close();
await database.close();
const out = process.env.PROFILE_OUT ?? `bench-${read}.cpuprofile`;
writeFileSync(out, JSON.stringify(profile));

// Self time per function, and per package (node_modules/<name>, the app's own code, node itself).
const interval = (profile.endTime - profile.startTime) / profile.samples!.length;
const hits = new Map<number, number>();
for (const id of profile.samples!) hits.set(id, (hits.get(id) ?? 0) + 1);
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  const us = (hits.get(node.id) ?? 0) * interval;
  if (!us) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const pkg =
    url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
    (url.includes('/apps/') ? 'app' : url.startsWith('wasm') ? 'wasm' : url ? 'node' : '(vm)');
  const name = `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '').replace(/.*\/apps\//, 'apps/')}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}
const calls = rate.perSecond * seconds;
const top = (m: Map<string, number>, k: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([name, us]) => `  ${(us / calls / 1000).toFixed(3).padStart(7)} ms/call  ${name}`)
    .join('\n');
console.log(
  `${read}: ${rate.perSecond.toFixed(1)} req/s, mean ${rate.meanMs.toFixed(2)} ms; profile in ${out}`,
);
console.log(
  `unprofiled: API ${ratio.apiPerSecond.toFixed(1)} req/s, its ${ratio.statements} statements alone ${ratio.driverPerSecond.toFixed(1)} req/s: ${(ratio.apiPerSecond / ratio.driverPerSecond).toFixed(2)}× (load ${loadavg()[0]!.toFixed(2)})`,
);
console.log(`self time by package:\n${top(byPackage, 15)}\nself time by function:\n${top(byFunction, 40)}`);
