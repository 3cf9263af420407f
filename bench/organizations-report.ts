import { PassThrough } from 'node:stream';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import ExcelJS from 'exceljs';
import { dynamicFieldSchemas } from '../apps/api/src/domain/organization-create.js';
import {
  type Group,
  planReport,
  type ReportPlan,
  type ReportRow,
  type ReportSource,
  writeReport,
} from '../apps/api/src/modules/organizations/report/report.js';
import { insertDirect, pgliteOf, placesAndOrganizations } from './organizations.js';
import { appWithAdmin, configOf, freshDatabase } from './setup.js';

/**
 * The CDCS report of 100,000 organisations, three ways, in interleaved rounds (the best of each):
 * - export: GET organization/export-report through the API (plan, keyset pages, streamed);
 * - written: the report's writer (`writeReport`) on the same rows from memory: no database, no HTTP;
 * - plain: ExcelJS's streaming writer alone on the same cells, one style object per column, no
 *   headings, merges or subtotals: what the writer itself costs.
 * export/written is what reading the database and answering over HTTP add; written/plain is what
 * the report's use of the writer adds, where a style made per cell instead of shared (docs/decisions.md,
 * "The CDCS report streams") reads about 0.2× instead of 0.8×. Both sides of export/written run
 * the same writer, so that ratio alone would not see the writer slow down.
 *
 * The live heap of the export is sampled in a round of its own, untimed: a forced full collection
 * costs more the larger the heap and the busier the machine, and the sampler that once ran inside
 * the timed export (every 250 ms) grew from 5.7 s to 25–370 s on a loaded 2-core machine while the
 * export itself still took 7 s.
 */

/** The garbage collector, reached without a command-line flag (npm run bench passes none). */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** A stream that throws the bytes away as they come. */
function discard() {
  const out = new PassThrough();
  out.resume();
  return out;
}

const groupKey = (g: Group) => `${g.wardId}|${g.zoneId}`;

/** The cells of each row as the report fills them, in the report's order. */
function cellsOf(plan: ReportPlan, byGroup: Map<string, ReportRow[]>) {
  const name = (names: Map<number, string>, id: number | null) => (id === null ? '' : (names.get(id) ?? ''));
  const rows: (string | number | null)[][] = [];
  for (const group of plan.groups) {
    for (const o of byGroup.get(groupKey(group)) ?? []) {
      rows.push([
        rows.length + 1,
        o.code ?? '',
        o.name,
        name(plan.wardName, group.wardId),
        name(plan.zoneName, group.zoneId),
        name(plan.choiceName, o.loaiHinh),
        name(plan.choiceName, o.loaiCongTy),
        o.namThanhLap,
        o.workerCount,
        o.memberCount,
        ...plan.customFields.map((f) => {
          const v = o.customFields?.[f.key];
          return v === true ? 'Có' : v === false ? 'Không' : typeof v === 'string' ? v : null;
        }),
      ]);
    }
  }
  return rows;
}

/** ExcelJS's streaming writer alone, used as it is fastest: one style object per column. */
async function writePlain(rows: (string | number | null)[][], out: PassThrough) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet('Báo cáo CĐCS');
  const border = { style: 'thin' } as const;
  const styles = (rows[0] ?? []).map(() => ({
    font: { name: 'Times New Roman', size: 11 },
    border: { top: border, left: border, bottom: border, right: border },
  }));
  rows.forEach((values, i) => {
    const row = ws.getRow(i + 1);
    row.values = values;
    styles.forEach((style, c) => {
      row.getCell(c + 1).style = style;
    });
    row.commit();
  });
  ws.commit();
  await wb.commit();
}

export async function benchOrganizationExport(n = 100_000, rounds = 2) {
  const config = configOf();
  const database = await freshDatabase(config);
  const { app, token } = await appWithAdmin(database, config);
  const actor = { scope: 'province', organizationId: null } as Parameters<typeof planReport>[1];
  // The generator's rows go out of reach once written; memory keeps only what the report reads.
  const byGroup = new Map<string, ReportRow[]>();
  {
    const { orgRows, choiceId } = await placesAndOrganizations(database, config, n);
    await pgliteOf(database).transaction((tx) => insertDirect(tx, orgRows, choiceId));
    const choice = (name: string | null) => (name ? (choiceId.get(name) ?? null) : null);
    for (const o of orgRows) {
      if (o.level !== 'grassroots') continue;
      const key = groupKey({ wardId: o.xaPhuongId, zoneId: o.cumKhuCnId });
      const list = byGroup.get(key) ?? [];
      list.push({
        id: o.id,
        code: o.code,
        name: o.name,
        loaiHinh: choice(o.loaiHinhName),
        loaiCongTy: choice(o.loaiCongTyName),
        namThanhLap: o.namThanhLap,
        workerCount: o.workerCount,
        memberCount: o.memberCount,
        customFields: o.customFields,
      });
      byGroup.set(key, list);
    }
  }
  const plan = await planReport(database.db, actor, {}, await dynamicFieldSchemas(database.db));
  const memory: ReportSource = async function* (group) {
    const list = byGroup.get(groupKey(group)) ?? [];
    for (let i = 0; i < list.length; i += 2000) yield list.slice(i, i + 2000);
  };
  const cells = cellsOf(plan, byGroup);

  const exportOnce = async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/organization/export-report',
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`export failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.rawPayload.length;
  };
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };

  // The untimed round: the live heap (after a collection) stays flat however many rows there are.
  const gc = collector();
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    gc();
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 500);
  const fileBytes = await exportOnce().finally(() => clearInterval(sampler));

  const exportMs: number[] = [];
  const writtenMs: number[] = [];
  const plainMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    exportMs.push(await timed(exportOnce));
    writtenMs.push(await timed(() => writeReport(plan, memory, discard())));
    plainMs.push(await timed(() => writePlain(cells, discard())));
  }
  await app.close();
  await database.close();
  return {
    rows: cells.length,
    fileKB: fileBytes / 1024,
    heapGrowthMB: (heapPeak - heapBefore) / 1024 / 1024,
    exportMs: Math.min(...exportMs),
    writtenMs: Math.min(...writtenMs),
    plainMs: Math.min(...plainMs),
  };
}
