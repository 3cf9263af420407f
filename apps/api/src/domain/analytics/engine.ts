import {
  ANALYTICS_CELLS_MAX,
  type AnalyticsCell,
  type AnalyticsDefinition,
  type AnalyticsResult,
  type DimensionKey,
  type DimensionMember,
  MEASURES,
  type MeasureKey,
  type MeasureSource,
} from '@congdoan/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { industrialZones, organizations, wards } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { companyScope, eventScope, organizationScope, type ScopeHolder } from '../scope.js';
import { dimensionKey, filterCondition, namedMembers, type Place } from './dimensions.js';
import { type Bucket, bucketsOf } from './periods.js';
import { SOURCES, type SourceRow } from './sources.js';

/**
 * The analytics engine (docs/architecture.md, "Analytics"): a definition checked against the
 * catalogue (packages/shared analytics.ts) becomes one grouped statement per source it reads, always
 * within the caller's scope; their rows become the answer's cells. No SQL comes from the client.
 */

/** The measures read to answer `measures`: a rate reads its two parts. */
function measuresRead(measures: readonly MeasureKey[]): MeasureKey[] {
  const read = new Set<MeasureKey>();
  for (const m of measures) for (const part of MEASURES[m].ratioOf ?? [m]) read.add(part);
  return [...read];
}

const SEP = '\u0001';

/** A scope holder's own words: 'Toàn tỉnh', a ward, a zone, a union (and what lies under it). */
export async function scopeLabel(db: DbOrTx, actor: ScopeHolder): Promise<string> {
  const name = async (
    table: typeof wards | typeof industrialZones | typeof organizations,
    id: number | null,
  ) => {
    if (id === null) return '—';
    const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
    return row?.name ?? '—';
  };
  switch (actor.scope) {
    case 'province':
      return 'Toàn tỉnh';
    case 'ward':
      return await name(wards, actor.xaPhuongId);
    case 'zone':
      return await name(industrialZones, actor.cumKhuCnId);
    case 'organization':
      return `${await name(organizations, actor.organizationId)} và các đơn vị trực thuộc`;
    case 'self':
      return 'Cá nhân';
  }
}

/** The cells of one reading (the report's periods or a year earlier), keyed by their joined keys. */
async function readCells(
  db: DbOrTx,
  actor: ScopeHolder,
  definition: AnalyticsDefinition,
  buckets: readonly Bucket[],
): Promise<Map<string, { keys: string[]; values: Record<string, number> }>> {
  const dims = [...definition.rows, ...definition.columns];
  const byPeriod = dims.includes('period');
  const spans = byPeriod
    ? buckets
    : [{ ...buckets[0]!, key: '', label: '', endDay: buckets.at(-1)!.endDay, end: buckets.at(-1)!.end }];
  const grouping = dims.filter((d): d is Exclude<DimensionKey, 'period'> => d !== 'period');
  const filters = definition.filters.filter(
    (f): f is typeof f & { dimension: Exclude<typeof f.dimension, 'period'> } => f.dimension !== 'period',
  );
  // the range's last day: the day before the end (exclusive) of its last period
  const ageOn = new Date(Date.parse(spans.at(-1)!.endDay) - 86_400_000).toISOString().slice(0, 10);
  const bySource = new Map<MeasureSource, MeasureKey[]>();
  for (const m of measuresRead(definition.measures)) {
    const source = MEASURES[m].source;
    bySource.set(source, [...(bySource.get(source) ?? []), m]);
  }
  const common = {
    spans,
    ageOn,
    groups: (place: Place) => grouping.map((d) => dimensionKey(d, place)),
    filters: (place: Place) =>
      filters.length
        ? sql.join(
            filters.map((f) => filterCondition(f.dimension, f.values, place)),
            sql` and `,
          )
        : sql`true`,
    units: organizationScope(actor) ?? sql`true`,
    events: eventScope(actor) ?? sql`true`,
    companies: companyScope(actor) ?? sql`true`,
  };
  const readings = await Promise.all(
    [...bySource].map(([source, measures]) => SOURCES[source](db, { ...common, measures })),
  );
  const cells = new Map<string, { keys: string[]; values: Record<string, number> }>();
  const cellOf = (row: SourceRow, b: number) => {
    const keys = dims.map((d) => (d === 'period' ? spans[b - 1]!.key : row.keys[grouping.indexOf(d)]!));
    const id = keys.join(SEP);
    let cell = cells.get(id);
    if (!cell) {
      cell = { keys, values: {} };
      cells.set(id, cell);
    }
    return cell;
  };
  for (const rows of readings) {
    for (const row of rows) {
      for (const [measure, value] of Object.entries(row.values)) {
        if (value === 0) continue;
        if (MEASURES[measure as MeasureKey].kind === 'flow') {
          if (row.b < 1 || row.b > spans.length) continue;
          const cell = cellOf(row, row.b);
          cell.values[measure] = (cell.values[measure] ?? 0) + value;
        } else {
          // A change counts in its bucket and every later one.
          for (let b = Math.max(row.b, 1); b <= spans.length; b++) {
            const cell = cellOf(row, b);
            cell.values[measure] = (cell.values[measure] ?? 0) + value;
          }
        }
      }
      if (tooLarge(cells.size, definition)) throw new AppError('analytics_too_large');
    }
  }
  return cells;
}

/** Past ANALYTICS_CELLS_MAX values (cell groups × measures) a report is refused, saying how to narrow it. */
const tooLarge = (cells: number, definition: AnalyticsDefinition) =>
  cells * definition.measures.length > ANALYTICS_CELLS_MAX;

type Cells = Awaited<ReturnType<typeof readCells>>;

/**
 * The report's cells and, compared, a year earlier's under the same keys. Split by period, both come
 * from one reading of the buckets from a year before the first to the last (each bucket then serves
 * as its own and as the one a year after's past); otherwise the year earlier is read on its own.
 */
async function readings(
  db: DbOrTx,
  actor: ScopeHolder,
  definition: AnalyticsDefinition,
  buckets: readonly Bucket[],
): Promise<{ current: Cells; previous?: Cells }> {
  if (!definition.compare) return { current: await readCells(db, actor, definition, buckets) };
  const at = [...definition.rows, ...definition.columns].indexOf('period');
  if (at < 0) {
    const [current, previous] = await Promise.all([
      readCells(db, actor, definition, buckets),
      readCells(db, actor, definition, bucketsOf(definition, 1)),
    ]);
    return { current, previous };
  }
  const yearBefore = `${Number(definition.from.slice(0, 4)) - 1}${definition.from.slice(4)}`;
  const year = bucketsOf({ ...definition, from: yearBefore });
  const both = await readCells(db, actor, definition, year);
  const shift = year.length - buckets.length;
  const index = new Map(year.map((b, i) => [b.key, i]));
  const current: Cells = new Map();
  const previous: Cells = new Map();
  for (const [id, cell] of both) {
    const i = index.get(cell.keys[at]!)!;
    if (i >= shift) current.set(id, cell);
    if (i + shift < year.length) {
      const keys = [...cell.keys];
      keys[at] = year[i + shift]!.key;
      previous.set(keys.join(SEP), { keys, values: cell.values });
    }
  }
  return { current, previous };
}

/** Runs `definition` in `actor`'s scope. */
export async function runAnalytics(
  db: DbOrTx,
  actor: ScopeHolder,
  definition: AnalyticsDefinition,
  now = new Date(),
): Promise<AnalyticsResult> {
  const buckets = bucketsOf(definition);
  const [{ current, previous }, scope] = await Promise.all([
    readings(db, actor, definition, buckets),
    scopeLabel(db, actor),
  ]);
  const cells: AnalyticsCell[] = [...current.values()].map((c) => ({ keys: c.keys, values: c.values }));
  if (previous) {
    const byId = new Map(cells.map((c) => [c.keys.join(SEP), c]));
    for (const [id, p] of previous) {
      const cell = byId.get(id) ?? { keys: p.keys, values: {} };
      if (!byId.has(id)) {
        byId.set(id, cell);
        cells.push(cell);
      }
      cell.previous = p.values;
    }
  }
  // As the pivot shows them: every row group against every column group.
  const groups = (from: number, to: number) =>
    new Set(cells.map((c) => c.keys.slice(from, to).join(SEP))).size;
  const rowCount = definition.rows.length;
  if (tooLarge(groups(0, rowCount) * groups(rowCount, rowCount + definition.columns.length), definition))
    throw new AppError('analytics_too_large');
  const dims = [...definition.rows, ...definition.columns];
  const members: Record<string, DimensionMember[]> = {};
  await Promise.all(
    dims.map(async (d, i) => {
      members[d] =
        d === 'period'
          ? buckets.map(({ key, label }) => ({ key, label }))
          : await namedMembers(db, d, new Set(cells.map((c) => c.keys[i]!)));
    }),
  );
  return { definition, scope, generatedAt: now.toISOString(), members, cells };
}
