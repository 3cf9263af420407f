import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchAnalytics } from './analytics.js';
import { benchAuth } from './api-auth.js';
import { benchAssistant } from './assistant.js';
import { benchBackup } from './backup.js';
import {
  ANALYTICS_GOALS_MS,
  ASSISTANT_GOAL_MS,
  BOUNDS,
  FIRST_LOAD_BUDGET_KB,
  MEMBER_EXPORT_RSS_MB,
} from './bounds.js';
import { benchCalendarMonth, benchEventNoticeAll } from './events.js';
import { benchFigures } from './figures.js';
import { benchImportMemory, HEAP_LIMIT_MB } from './import-memory.js';
import { benchMembers } from './members.js';
import { benchMembersImport } from './members-import.js';
import { benchNotificationSend, benchUnreadCount } from './notifications.js';
import { benchOrganizationImport, benchOrganizationList } from './organizations.js';
import { benchOrganizationExport } from './organizations-report.js';
import { benchReports } from './reports.js';
import { benchUsersImport } from './users-import.js';
import { summary, verdict } from './verdict.js';
import { pageJsGzip } from './web-bundle.js';
import { benchWebLcp, FAST_3G } from './web-lcp.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const fmt = (n: number, d = 1) => n.toFixed(d);
/** BENCH_ONLY=import-memory,users-import runs only those sections (names below); unset runs all. */
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const selected = (section: string) => !only || only.includes(section);
// Every figure moves with what else the machine is doing (2 shared cores): say how busy it was.
const machine = () =>
  `${availableParallelism()} cores, load average ${loadavg()
    .map((l) => fmt(l, 2))
    .join(' / ')} over 1 / 5 / 15 min`;

console.log(`\n# Benchmarks (each measured side by side in this run; ${seconds}s per round, 2 rounds)`);
console.log(`# start: ${machine()}\n`);

// PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server (a throwaway database is made on it).
type Engine = 'PGlite' | 'PostgreSQL';
const engines: [Engine, string | undefined][] = [['PGlite', undefined]];
if (process.env.BENCH_DATABASE_URL) engines.push(['PostgreSQL', process.env.BENCH_DATABASE_URL]);
for (const [engine, url] of selected('auth') ? engines : []) {
  const { bare, auth } = await benchAuth(seconds, url);
  console.log(`## API on ${engine}: authenticated JSON route vs bare route (same server, 10 connections)`);
  for (const [name, r] of [
    ['bare:         ', bare],
    ['authenticated:', auth],
  ] as const) {
    console.log(
      `  ${name} ${fmt(r.rps, 0)} req/s   mean ${fmt(r.mean, 2)} ms   p50 ${r.p50} ms   p99 ${r.p99} ms`,
    );
  }
  // Throughput only: autocannon's latencies are whole milliseconds, and these are below one.
  console.log(
    `  ${verdict(`auth on ${engine}`, 'ratio authenticated/bare throughput', auth.rps / bare.rps, BOUNDS.authThroughput)}`,
  );
  if (bare.non2xx + auth.non2xx > 0) console.log(`  WARNING: ${bare.non2xx + auth.non2xx} failed requests`);
  console.log('');
}

if (selected('users-import')) {
  const r = await benchUsersImport();
  const rate = (ms: number) => r.n / (ms / 1000);
  console.log(
    `## Users import on PGlite: ${r.n.toLocaleString('en')} rows (${fmt(r.fileKB, 0)} kB .xlsx), argon2 kept out (one precomputed hash)`,
  );
  console.log(
    `  import (upload, workbook, checks, one transaction): ${fmt(rate(r.importMs), 0)} rows/s   ${fmt(r.importMs / 1000, 2)} s`,
  );
  console.log(
    `  direct INSERT through the driver (one transaction): ${fmt(rate(r.directMs), 0)} rows/s   ${fmt(r.directMs / 1000, 2)} s`,
  );
  console.log(
    `  ${verdict('users import', 'ratio import/direct rate', r.directMs / r.importMs, BOUNDS.usersImport)}`,
  );
  console.log(
    `  argon2id (OWASP cost) alone, ${r.concurrency} at a time: ${fmt(r.perHashMs, 1)} ms per new account → ~${fmt((r.perHashMs * r.n) / 1000, 0)} s more for ${r.n.toLocaleString('en')} new accounts`,
  );
  console.log('');
}

// Organisations: the scoped list on each engine, then the report and the import on PGlite.
for (const [engine, url] of selected('organizations-list') ? engines : []) {
  const r = await benchOrganizationList(Math.min(seconds, 2), url);
  console.log(
    `## Organisations list on ${engine}: GET list-all-organization (100 of ${r.count.toLocaleString('en')}, admin) vs its ${r.statements} statements through the driver alone`,
  );
  console.log(
    `  API (inject, auth, zod, JSON): ${fmt(r.api.perSecond, 1)} req/s   mean ${fmt(r.api.meanMs, 2)} ms`,
  );
  console.log(
    `  driver only:                   ${fmt(r.driver.perSecond, 1)} req/s   mean ${fmt(r.driver.meanMs, 2)} ms`,
  );
  console.log(
    `  ${verdict(`organisations list on ${engine}`, 'ratio API/driver rate', r.api.perSecond / r.driver.perSecond, BOUNDS.organizationsList[engine])}`,
  );
  console.log('');
}

// Notifications: a send to 100,000 users, and the bell's unread count, on each engine.
for (const [engine, url] of selected('notifications') ? engines : []) {
  const where = `notifications on ${engine}`;
  const send = await benchNotificationSend(url);
  console.log(
    `## Notifications on ${engine}: POST thong-bao/send to everyone (${send.reached.toLocaleString('en')} users) vs the bare INSERT … SELECT of the same rows`,
  );
  console.log(`  send (inject, auth, zod, scope, one statement, audit): ${fmt(send.sendMs, 0)} ms`);
  console.log(`  bare INSERT … SELECT through the driver:               ${fmt(send.bareMs, 0)} ms`);
  console.log(
    `  ${verdict(where, 'ratio send/bare time', send.sendMs / send.bareMs, BOUNDS.notificationSend)}`,
  );
  const unread = await benchUnreadCount(Math.min(seconds, 2), url);
  console.log(
    `  unread count of a user with ${unread.rows.toLocaleString('en')} rows (${unread.unread.toLocaleString('en')} unread): API ${fmt(unread.api.perSecond, 0)} req/s, mean ${fmt(unread.api.meanMs, 2)} ms; the count statement alone ${fmt(unread.driver.perSecond, 0)} req/s, mean ${fmt(unread.driver.meanMs, 2)} ms`,
  );
  console.log(
    `  ${verdict(where, 'ratio unread count API/statement rate', unread.api.perSecond / unread.driver.perSecond, BOUNDS.unreadCount[engine])}`,
  );
  console.log('');
}

// Events: a notice to everyone, and the calendar's month, on each engine.
for (const [engine, url] of selected('events') ? engines : []) {
  const where = `events on ${engine}`;
  const send = await benchEventNoticeAll(url);
  console.log(
    `## Events on ${engine}: POST nguoi-nhan-su-kien/gui-thong-bao-tat-ca (${send.reached.toLocaleString('en')} users) vs the bare INSERT … SELECT of the same rows (event recipients and inbox)`,
  );
  console.log(`  notice (inject, auth, zod, scope, recipients, inbox, audit): ${fmt(send.sendMs, 0)} ms`);
  console.log(`  bare INSERT … SELECT × 2 through the driver:                 ${fmt(send.bareMs, 0)} ms`);
  console.log(
    `  ${verdict(where, 'ratio notice/bare time', send.sendMs / send.bareMs, BOUNDS.eventNoticeAll)}`,
  );
  const month = await benchCalendarMonth(Math.min(seconds, 2), url);
  for (const [who, r] of [
    ['administrator', month.admin],
    ['member', month.member],
  ] as const) {
    console.log(
      `  calendar month as ${who} (${r.shown} of ${month.n.toLocaleString('en')} events): p50 ${fmt(r.p50Ms, 2)} ms, p95 ${fmt(r.p95Ms, 2)} ms; API ${fmt(r.apiPerSecond, 0)} req/s, its ${r.statements} statements alone ${fmt(r.driverPerSecond, 0)} req/s`,
    );
    console.log(
      `  ${verdict(where, `ratio calendar month API/statements rate (${who})`, r.apiPerSecond / r.driverPerSecond, BOUNDS.calendarMonth[engine])}`,
    );
  }
  for (const [route, r] of [
    ['chua-xem', month.unseenList],
    ['dem-chua-xem', month.unseenCount],
  ] as const) {
    console.log(
      `  nguoi-nhan-su-kien/${route} as the member (${r.shown} unseen): p50 ${fmt(r.p50Ms, 2)} ms, p95 ${fmt(r.p95Ms, 2)} ms; API ${fmt(r.apiPerSecond, 0)} req/s, its ${r.statements} statements alone ${fmt(r.driverPerSecond, 0)} req/s`,
    );
    console.log(
      `  ${verdict(where, `ratio ${route} API/statements rate`, r.apiPerSecond / r.driverPerSecond, BOUNDS.eventNoticesUnseen[engine])}`,
    );
  }
  console.log('');
}

// Membership reports: tracking and the dashboard over 10,000 units × 12 occurrences, on each engine.
for (const [engine, url] of selected('reports') ? engines : []) {
  const where = `reports on ${engine}`;
  const r = await benchReports(Math.min(seconds, 2), url);
  console.log(
    `## Membership reports on ${engine}: ${r.n.toLocaleString('en')} units × ${r.occurrences} monthly occurrences (${r.reports.toLocaleString('en')} reports), as the administrator, vs the statements of each request through the driver alone`,
  );
  const what = {
    page: 'tracking page',
    lateSearch: 'tracking, late + search',
    stats: 'tracking progress',
    dashboard: 'dashboard overview',
  };
  for (const x of r.results) {
    console.log(
      `  ${what[x.name]} (${x.shown}): p50 ${fmt(x.p50Ms, 2)} ms, p95 ${fmt(x.p95Ms, 2)} ms; API ${fmt(x.apiPerSecond, 0)} req/s, its ${x.statements} statements alone ${fmt(x.driverPerSecond, 0)} req/s`,
    );
    console.log(
      `  ${verdict(where, `ratio ${what[x.name]} API/statements rate`, x.apiPerSecond / x.driverPerSecond, BOUNDS.reports[engine])}`,
    );
    if (engine === 'PostgreSQL') {
      console.log(`  ${verdict(where, `${what[x.name]} p95`, x.p95Ms, BOUNDS.reportsP95)}`);
    }
  }
  console.log('');
}

// The figures history: members at a moment over 10,000 units × 60 months, and the dashboard on it.
for (const [engine, url] of selected('figures') ? engines : []) {
  const where = `figures on ${engine}`;
  const r = await benchFigures(Math.min(seconds, 2), url);
  console.log(
    `## Figures history on ${engine}: ${r.n.toLocaleString('en')} units × ${r.months} months (${r.rows.toLocaleString('en')} rows), as the administrator, vs the statements of each read through the driver alone`,
  );
  const what = {
    membersAt: 'members at a moment, whole province',
    dashboard: 'dashboard overview of a month',
  };
  for (const x of r.results) {
    console.log(
      `  ${what[x.name]} (${x.shown}): p50 ${fmt(x.p50Ms, 2)} ms, p95 ${fmt(x.p95Ms, 2)} ms; read ${fmt(x.apiPerSecond, 0)}/s, its ${x.statements} statements alone ${fmt(x.driverPerSecond, 0)}/s`,
    );
    console.log(
      `  ${verdict(where, `ratio ${what[x.name]} read/statements rate`, x.apiPerSecond / x.driverPerSecond, BOUNDS.figures[engine])}`,
    );
    if (engine === 'PostgreSQL' && x.name === 'membersAt') {
      console.log(`  ${verdict(where, `${what[x.name]} p95`, x.p95Ms, BOUNDS.figuresP95)}`);
    }
  }
  console.log('');
}

// Analytics: the dashboard's indicators, a custom report, the periodic report, the overview, a filter's
// choices and a pivot's export over 10,000 units, 60 months of figures, 120 occurrences of reports
// and a million members on PostgreSQL (100,000 on PGlite; BENCH_MEMBERS).
for (const [engine, url] of selected('analytics') ? engines : []) {
  const where = `analytics on ${engine}`;
  const r = await benchAnalytics(Math.min(seconds, 2), url);
  console.log(
    `## Analytics on ${engine}: ${r.units.toLocaleString('en')} units, ${r.figures.toLocaleString('en')} rows of figures, ${r.n.toLocaleString('en')} members (seeded in ${fmt(r.generatedS, 0)} s), as the administrator, vs the statements of each request through the driver alone`,
  );
  console.log(
    `  periodic report's world: ${r.periodic.occurrences} occurrences of a monthly period, ${r.periodic.reports.toLocaleString('en')} membership reports (${fmt(r.periodic.seededS, 0)} s of the seeding); its three reads measured in ${fmt(r.periodic.measuredS, 0)} s`,
  );
  const what = {
    indicators: 'dashboard indicators, province, 60 months',
    custom: 'custom report, ward × gender by age band',
    periodic: 'periodic report of one occurrence',
    overview: 'overview of today',
    wards: "a filter's choices (wards)",
  };
  for (const x of r.results) {
    console.log(
      `  ${what[x.name]} (${x.shown}): p50 ${fmt(x.p50Ms, 2)} ms, p95 ${fmt(x.p95Ms, 2)} ms; API ${fmt(x.apiPerSecond, 1)} req/s, its ${x.statements} statements alone ${fmt(x.driverPerSecond, 1)} req/s`,
    );
    console.log(
      `  ${verdict(where, `ratio ${what[x.name]} API/statements rate`, x.apiPerSecond / x.driverPerSecond, (x.name === 'wards' ? BOUNDS.analyticsChoices : BOUNDS.analytics)[engine])}`,
    );
    // the issue's p95 targets are PostgreSQL's (PGlite runs in the bench's own thread), as for the other sections
    if (engine === 'PostgreSQL') {
      console.log(`  ${verdict(where, `${what[x.name]} p95`, x.p95Ms, BOUNDS.analyticsP95[x.name])}`);
      const goal = ANALYTICS_GOALS_MS[x.name];
      if (goal !== undefined) {
        console.log(
          `  issue P13's goal: p95 ≤ ${goal} ms: ${x.p95Ms <= goal ? 'met' : `MISSED (${fmt(x.p95Ms / goal)}× the goal)`}`,
        );
      }
    }
  }
  const e = r.exported;
  console.log(
    `  export of a ${e.rows.toLocaleString('en')}-line pivot (${fmt(e.bytes / 1024, 0)} kB .xlsx): ${fmt(e.exportMs, 0)} ms; the report read as JSON then ExcelJS alone on the same lines ${fmt(e.plainMs, 0)} ms (medians of 5)`,
  );
  console.log(
    `  ${verdict(where, 'ratio (report read + ExcelJS alone)/export time', e.plainMs / e.exportMs, BOUNDS.analyticsExport)}`,
  );
  console.log('');
}

// The assistant: a mix of figure questions answered by the built-in engine over the analytics world
// (1,000,000 members on PostgreSQL, 100,000 on PGlite), as the province officer and as a chair.
for (const [engine, url] of selected('assistant') ? engines : []) {
  const where = `assistant on ${engine}`;
  const r = await benchAssistant(Math.min(seconds, 2), url);
  console.log(
    `## Assistant on ${engine}: the built-in engine's answers over ${r.n.toLocaleString('en')} members (seeded in ${fmt(r.generatedS, 0)} s), a mix of ${r.results[0]?.answers.length ?? 0} figure questions, vs the statements of the mix through the driver alone`,
  );
  for (const x of r.results) {
    console.log(
      `  as the ${x.who}${x.who === 'chair' ? ` (${r.chairMembers.toLocaleString('en')} members)` : ''}:`,
    );
    for (const a of x.answers) console.log(`    ${a.slice(0, 140)}`);
    console.log(
      `  ${x.answered.toLocaleString('en')} answers: p50 ${fmt(x.p50Ms, 2)} ms, p95 ${fmt(x.p95Ms, 2)} ms; the mix ${fmt(x.mixPerSecond, 1)}/s, its ${x.statements} statements alone ${fmt(x.statementsPerSecond, 1)}/s`,
    );
    console.log(
      `  ${verdict(where, `ratio answers/statements rate (${x.who})`, x.mixPerSecond / x.statementsPerSecond, BOUNDS.assistant[engine])}`,
    );
    // the issue's goal is PostgreSQL's, as for the other sections
    if (engine === 'PostgreSQL') {
      console.log(`  ${verdict(where, `answer p95 (${x.who})`, x.p95Ms, BOUNDS.assistantP95)}`);
      console.log(
        `  issue P14's goal: p95 ≤ ${ASSISTANT_GOAL_MS} ms: ${x.p95Ms <= ASSISTANT_GOAL_MS ? 'met' : `MISSED (${fmt(x.p95Ms / ASSISTANT_GOAL_MS)}× the goal)`}`,
      );
    }
  }
  console.log('');
}

// Members: a million on PostgreSQL, 100,000 on PGlite (BENCH_MEMBERS sets another number).
for (const [engine, url] of selected('members') ? engines : []) {
  const where = `members on ${engine}`;
  const size = process.env.BENCH_MEMBERS ? Number(process.env.BENCH_MEMBERS) : undefined;
  const r = await benchMembers(Math.min(seconds, 2), url, size);
  console.log(
    `## Members on ${engine}: ${r.n.toLocaleString('en')} members in 10,000 unions (generated in ${fmt(r.generatedS, 0)} s), as the administrator, vs the statements of each request through the driver alone`,
  );
  const what = {
    searchName: "search 'nguyen thi huong'",
    searchWord: "search 'nguyen'",
    subtreeFirst: 'ward subtree, page 1',
    subtreeDeep: 'ward subtree, page 50',
    prefill: 'report prefill',
  };
  for (const x of r.results) {
    console.log(
      `  ${what[x.name]} (${x.shown}): p50 ${fmt(x.p50Ms, 2)} ms, p95 ${fmt(x.p95Ms, 2)} ms; API ${fmt(x.apiPerSecond, 0)} req/s, its ${x.statements} statements alone ${fmt(x.driverPerSecond, 0)} req/s`,
    );
    console.log(
      `  ${verdict(where, `ratio ${what[x.name]} API/statements rate`, x.apiPerSecond / x.driverPerSecond, BOUNDS.members[engine])}`,
    );
    if (engine === 'PostgreSQL') {
      const target = x.name === 'prefill' ? BOUNDS.memberPrefillP95 : BOUNDS.memberListP95;
      console.log(`  ${verdict(where, `${what[x.name]} p95`, x.p95Ms, target)}`);
    }
  }
  const c = r.create;
  console.log(
    `  member/create in that union: p50 ${fmt(c.apiP50Ms, 2)} ms, p95 ${fmt(c.apiP95Ms, 2)} ms; its INSERT alone with the trigger's recount p50 ${fmt(c.countedP50Ms, 2)} ms (p95 ${fmt(c.countedP95Ms, 2)}), without it p50 ${fmt(c.bareP50Ms, 2)} ms (p95 ${fmt(c.bareP95Ms, 2)})`,
  );
  console.log(
    `  ${verdict(where, 'ratio INSERT with recount/without (p50)', c.countedP50Ms / c.bareP50Ms, BOUNDS.memberRecount)}`,
  );
  const best = (k: 'exportMs' | 'plainMs') => Math.min(...r.exported.map((e) => e[k]));
  const rate = (ms: number) => `${fmt(r.exportRows / (ms / 1000), 0)} rows/s   ${fmt(ms / 1000, 2)} s`;
  const e = r.exported[0]!;
  console.log(
    `  export of ${r.exportRows.toLocaleString('en')} members (${fmt(e.bytes / 1024 / 1024, 1)} MB .xlsx), best of 2 interleaved rounds:`,
  );
  console.log(`    member/export (server process, HTTP): ${rate(best('exportMs'))}`);
  console.log(`    ExcelJS alone, same cells from memory: ${rate(best('plainMs'))}`);
  console.log(
    `  ${verdict(where, 'ratio export/ExcelJS alone rate', best('plainMs') / best('exportMs'), BOUNDS.memberExport[engine])}`,
  );
  for (const [i, x] of r.exported.entries()) {
    console.log(
      `  server process, export round ${i + 1}: idle ${fmt(x.idleMB, 0)} MB, peak ${fmt(x.peakMB, 0)} MB (+${fmt(x.peakMB - x.idleMB, 0)})`,
    );
  }
  // The issue's 250 MB is the whole process's: shown against it, not counted (see the bound).
  const peak = Math.max(...r.exported.map((x) => x.peakMB));
  const growth = Math.max(...r.exported.map((x) => x.peakMB - x.idleMB));
  console.log(
    `  peak resident size ${fmt(peak, 0)} MB, target ≤ ${MEMBER_EXPORT_RSS_MB} MB: ${peak <= MEMBER_EXPORT_RSS_MB ? 'met' : 'missed'} (absolute, not counted)`,
  );
  console.log(
    `  ${verdict(where, 'export peak over idle (512 MB heap)', growth, BOUNDS.memberExportGrowth)}`,
  );
  console.log(`  (machine after the section: ${machine()})`);
  console.log('');
}

// The member import: 10,000 new members through the API vs the same rows inserted directly.
for (const [engine, url] of selected('members-import') ? engines : []) {
  const r = await benchMembersImport(url);
  const rate = (ms: number) => r.n / (ms / 1000);
  console.log(
    `## Member import on ${engine}: ${r.n.toLocaleString('en')} new members of one union (${fmt(r.fileKB, 0)} kB .xlsx)`,
  );
  console.log(
    `  import (upload, workbook, checks, one transaction): ${fmt(rate(r.importMs), 0)} rows/s   ${fmt(r.importMs / 1000, 2)} s`,
  );
  console.log(
    `  direct multi-row INSERTs (ORM, one transaction):    ${fmt(rate(r.directMs), 0)} rows/s   ${fmt(r.directMs / 1000, 2)} s`,
  );
  console.log(
    `  direct bulk writer (unnest, one transaction):       ${fmt(rate(r.bulkMs), 0)} rows/s   ${fmt(r.bulkMs / 1000, 2)} s   import/bulk ${fmt(r.bulkMs / r.importMs, 2)}×`,
  );
  console.log(`  the same file again (every row found, none written): ${fmt(r.againMs / 1000, 2)} s`);
  console.log(
    `  ${verdict(`member import on ${engine}`, 'ratio import/direct rate', r.directMs / r.importMs, BOUNDS.membersImport)}`,
  );
  console.log('');
}

if (selected('organizations-report')) {
  const r = await benchOrganizationExport();
  const rate = (ms: number) => `${fmt(r.rows / (ms / 1000), 0)} rows/s   ${fmt(ms / 1000, 2)} s`;
  const where = 'CDCS report';
  console.log(
    `## CDCS report on PGlite: ${r.rows.toLocaleString('en')} organisations (${fmt(r.fileKB / 1024, 1)} MB .xlsx), best of 2 interleaved rounds`,
  );
  console.log(`  export-report (plan, keyset pages, streamed):   ${rate(r.exportMs)}`);
  console.log(`  the report's writer, same rows from memory:     ${rate(r.writtenMs)}`);
  console.log(`  ExcelJS alone, same cells, a style per column:  ${rate(r.plainMs)}`);
  console.log(
    `  ${verdict(where, 'ratio export/writer rate', r.writtenMs / r.exportMs, BOUNDS.reportExport)}`,
  );
  console.log(
    `  ${verdict(where, 'ratio writer/ExcelJS alone rate', r.plainMs / r.writtenMs, BOUNDS.reportWriter)}`,
  );
  console.log(
    `  ${verdict(where, 'live heap growth during an export (sampled in a round of its own)', r.heapGrowthMB, BOUNDS.reportHeap)}`,
  );
  console.log('');
}

if (selected('organizations-import')) {
  const r = await benchOrganizationImport();
  const rate = (ms: number) => r.n / (ms / 1000);
  console.log(
    `## Organisations import on PGlite: ${r.n.toLocaleString('en')} rows of the demo generator (${fmt(r.fileKB, 0)} kB .xlsx)`,
  );
  console.log(
    `  import-excel (upload, workbook, checks, one transaction): ${fmt(rate(r.importMs), 0)} rows/s   ${fmt(r.importMs / 1000, 2)} s`,
  );
  console.log(
    `  the same file again (every row found, none changed):     ${fmt(rate(r.reimportMs), 0)} rows/s   ${fmt(r.reimportMs / 1000, 2)} s`,
  );
  console.log(
    `  direct INSERT through the driver (one transaction):      ${fmt(rate(r.directMs), 0)} rows/s   ${fmt(r.directMs / 1000, 2)} s`,
  );
  console.log(
    `  ${verdict('organisations import', 'ratio import/direct rate', r.directMs / r.importMs, BOUNDS.organizationsImport)}`,
  );
  console.log('');
}

// Memory: a workbook at the edge of the limits, sent four times at once to a server of its own.
for (const [engine, url] of selected('import-memory') ? engines : []) {
  const r = await benchImportMemory(url);
  console.log(
    `## Import memory on ${engine}: ${r.at} uploads at once of a ${fmt(r.fileMB)} MB workbook inflating to ${fmt(r.inflatedMB, 0)} MB (8,000 rows × 8 cells of long text, inside every limit); peak resident size of the server's process against the same process idle`,
  );
  for (const m of r.results) {
    const answers = Object.entries(m.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    const heap = m.heapLimitMB ? `heap limit ${m.heapLimitMB} MB` : 'Node default heap';
    console.log(
      `  ${m.route.padEnd(20)} ${heap.padEnd(19)} idle ${fmt(m.idleMB, 0)} MB   peak ${fmt(m.peakMB, 0)} MB (+${fmt(m.peakMB - m.idleMB, 0)})   after ${fmt(m.afterMB, 0)} MB   ${fmt(m.seconds, 1)} s   answers: ${answers}`,
    );
  }
  // The product runs with the 512 MB limit (docs/decisions.md, "A 512 MB heap"): its peak is held.
  for (const m of r.results.filter((m) => m.heapLimitMB === HEAP_LIMIT_MB)) {
    console.log(
      `  ${verdict(`import memory on ${engine}`, `${m.route} peak over idle, ${HEAP_LIMIT_MB} MB heap`, m.peakMB - m.idleMB, BOUNDS.importMemoryGrowth)}`,
    );
  }
  console.log('');
}

const dist = path.join(root, 'apps/web/dist');
if (selected('web')) {
  console.log(`## Web: JavaScript of the first load (gzip), against the ${FIRST_LOAD_BUDGET_KB} kB budget`);
  for (const [page, sources] of [
    ['/login', ['src/features/auth/pages/login-page.tsx']],
    ['/trade-union/dashboard', ['src/app/layout/app-layout.tsx', 'src/app/pages/home-page.tsx']],
    [
      '/trade-union/reports/dashboard',
      ['src/app/layout/app-layout.tsx', 'src/features/analytics/dashboard/pages/reports-dashboard-page.tsx'],
    ],
  ] as const) {
    const { kB, files } = pageJsGzip(dist, sources);
    console.log(
      `  ${page.padEnd(24)} ${fmt(kB)} kB in ${files} files   ${verdict('web first load', `${page} share of the budget`, kB / FIRST_LOAD_BUDGET_KB, BOUNDS.firstLoadBudget)}`,
    );
  }
  console.log('');
}

if (selected('web-lcp')) {
  const kB = (bytes: number) => `${fmt(bytes / 1024, 0)} kB`;
  const s = (ms: number) => `${fmt(ms / 1000, 2)} s`;
  console.log(
    `## Web in Chromium: first load, cold, at ${fmt((FAST_3G.downloadBytesPerSecond * 8) / 1024 / 1024)} Mbit/s down, ${FAST_3G.latencyMs} ms, CPU ${FAST_3G.cpuSlowdown}× slower (median of 3); beside each load, interleaved, the same load uncompressed (Accept-Encoding: identity) and a static HTML page of the page's visible text from the same server`,
  );
  const results = await benchWebLcp();
  // LCP includes the CPU's work: on a machine busy with other work it reads slower than the profile
  // alone, so the absolute figures are shown against their targets but not counted. The bytes and
  // the requests do not drift; the ratio to the static page takes out the server and the network
  // but not the CPU's share, so its bounds leave room for the load.
  console.log(`  (machine after the loads: ${machine()})`);
  for (const r of results) {
    const { compressed: c, identity: i, static: t } = r;
    const where = `web-lcp ${r.name}`;
    const bounds = BOUNDS.webPages[r.name];
    const target =
      r.targetMs === undefined
        ? 'no target'
        : `target ≤ ${s(r.targetMs)}: ${c.lcpMs <= r.targetMs ? 'met' : 'missed'} (absolute, not counted)`;
    console.log(`  ${r.name}`);
    console.log(`    LCP ${s(c.lcpMs)}, ${target}; LCP element: ${c.lcpElement}`);
    console.log(
      `    static page of its text: ${kB(t.bytes)} in ${t.requests} request, LCP ${s(t.lcpMs)}   uncompressed: ${kB(i.bytes)} in ${i.requests} requests, LCP ${s(i.lcpMs)}`,
    );
    console.log(`    ${verdict(where, 'bytes of the first load', c.bytes / 1024, bounds.kB)}`);
    console.log(`    ${verdict(where, 'requests of the first load', c.requests, bounds.requests)}`);
    console.log(`    ${verdict(where, 'ratio LCP page/static', r.lcpOverStatic, bounds.lcpOverStatic)}`);
    console.log(
      `    ${verdict(where, 'ratio LCP compressed/uncompressed', c.lcpMs / i.lcpMs, BOUNDS.lcpCompressedOverIdentity)}`,
    );
    console.log(
      `    ${verdict(where, 'ratio bytes compressed/uncompressed', c.bytes / i.bytes, BOUNDS.bytesCompressedOverIdentity)}`,
    );
  }
  console.log('');
}

// Backup and restore (npm run backup / restore) of the members' world on PostgreSQL, beside
// pg_dump --format=custom and pg_restore of the same database (BENCH_MEMBERS: another size).
if (selected('backup')) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log(
      '## Backup: skipped (needs BENCH_DATABASE_URL: compared with pg_dump/pg_restore of the same PostgreSQL database)\n',
    );
  } else {
    const r = await benchBackup(url, Number(process.env.BENCH_MEMBERS ?? 1_000_000));
    const s = (ms: number) => `${fmt(ms / 1000, 1)} s`;
    console.log(
      `## Backup on PostgreSQL: ${r.n.toLocaleString('en')} members (${r.rows.toLocaleString('en')} rows in all), npm run backup / restore vs pg_dump --format=custom / pg_restore`,
    );
    console.log(
      `  backup: ${s(r.backupMs)} (${fmt(r.backupMB, 1)} MB, peak +${fmt(r.backupPeakMB, 0)} MB resident)   pg_dump: ${s(r.pgDumpMs)} (${fmt(r.pgDumpMB, 1)} MB)`,
    );
    console.log(
      `  restore (restore point, file check, fresh database, load, compare, switch): ${s(r.restoreMs)} (peak +${fmt(r.restorePeakMB, 0)} MB)   pg_restore: ${s(r.pgRestoreMs)}`,
    );
    console.log(
      `  ${verdict('backup', 'ratio backup/pg_dump time', r.backupMs / r.pgDumpMs, BOUNDS.backupOverPgDump)}`,
    );
    console.log(
      `  ${verdict('backup', 'ratio restore/pg_restore time', r.restoreMs / r.pgRestoreMs, BOUNDS.restoreOverPgRestore)}`,
    );
    console.log(
      `  ${verdict('backup', 'peak resident size during the backup', r.backupPeakMB, BOUNDS.backupPeakMB)}`,
    );
    console.log('');
  }
}

console.log(`# end: ${machine()}`);
console.log(summary());
