import {
  type AnalyticsCell,
  type AnalyticsResult,
  type DimensionMember,
  MEASURES,
  type MeasureKey,
} from './schemas/analytics.js';

/**
 * The pivot of an analytics answer, as the page shows it and the Excel export writes it: a line per
 * row group (with a subtotal line for each group of the first of two row dimensions, and a grand
 * total), a column per member of the column dimension (and a total column), each holding every
 * measure. Both the web and the API build it here, so the file matches the screen.
 *
 * Totals: a flow (new members, events) adds up; a stock (members, unions) over several periods is
 * the last period's, never the sum of the periods; a rate is the ratio of its parts' totals.
 */

export type PivotLineKind = 'group' | 'leaf' | 'total';

export interface PivotLine {
  kind: PivotLineKind;
  /** 0 for a first-dimension group (or the only row dimension), 1 for its second-dimension lines. */
  depth: number;
  /** The row keys this line covers (one for a group, all for a leaf, none for the total). */
  keys: string[];
  label: string;
  /** By column (the column members, then the total column when there is a column dimension), by measure. */
  values: (number | null)[][];
  /** The same, a year earlier (only when the definition compares). */
  previous?: (number | null)[][];
}

export interface Pivot {
  measures: MeasureKey[];
  /** The column members; with no column dimension one unnamed column. */
  columns: DimensionMember[];
  /** The last column is the total over the column members. */
  hasTotalColumn: boolean;
  lines: PivotLine[];
}

export const TOTAL_LABEL = 'Tổng cộng';
const TOTAL_COLUMN: DimensionMember = { key: '*', label: 'Tổng' };

/** The value of a measure over a set of cells (see the rules above); null for a rate without its base. */
export function aggregate(
  cells: readonly AnalyticsCell[],
  measure: MeasureKey,
  at: { periodIndex: number; lastPeriod: string | undefined },
  pick: (cell: AnalyticsCell) => Record<string, number> | undefined = (c) => c.values,
): number | null {
  const spec = MEASURES[measure];
  if (spec.ratioOf) {
    const [top, bottom] = spec.ratioOf.map((m) => aggregate(cells, m, at, pick)) as [number, number];
    return bottom ? top / bottom : null;
  }
  const { periodIndex, lastPeriod } = at;
  // A stock over several periods is the last period's: only its cells count.
  const counted =
    spec.kind === 'stock' && periodIndex >= 0 && lastPeriod !== undefined
      ? cells.filter((c) => c.keys[periodIndex] === lastPeriod)
      : cells;
  let sum = 0;
  for (const cell of counted) sum += pick(cell)?.[measure] ?? 0;
  return sum;
}

export function buildPivot(result: Pick<AnalyticsResult, 'definition' | 'members' | 'cells'>): Pivot {
  const { definition, members, cells } = result;
  const { rows, columns, measures } = definition;
  const dims = [...rows, ...columns];
  const periodIndex = dims.indexOf('period');
  const periods = members.period ?? [];
  const columnDim = columns[0];
  const present = (i: number, list: readonly DimensionMember[] = []) =>
    list.filter((m) => cells.some((c) => c.keys[i] === m.key));
  const columnMembers = columnDim ? present(rows.length, members[columnDim]) : [{ key: '', label: '' }];
  const hasTotalColumn = columnDim !== undefined;
  const compare = definition.compare;

  /** The measures of `subset` by column: a column narrows to its member, the total column does not. */
  const valuesOf = (
    subset: readonly AnalyticsCell[],
    pick?: (c: AnalyticsCell) => Record<string, number> | undefined,
  ) => {
    const byColumn = (part: readonly AnalyticsCell[], fixedPeriod: string | undefined) =>
      measures.map((m) =>
        aggregate(part, m, { periodIndex, lastPeriod: fixedPeriod ?? lastPeriodOf(part) }, pick),
      );
    const lastPeriodOf = (part: readonly AnalyticsCell[]) => {
      // The last period of the report that the part covers (a missing cell is a zero, not an earlier period).
      if (periodIndex < 0) return undefined;
      const keys = new Set(part.map((c) => c.keys[periodIndex]));
      const fixedByRow = periodIndex < rows.length && keys.size === 1 ? [...keys][0] : undefined;
      return fixedByRow ?? periods.at(-1)?.key;
    };
    const out = columnMembers.map((col) =>
      byColumn(
        columnDim ? subset.filter((c) => c.keys[rows.length] === col.key) : subset,
        columnDim === 'period' ? col.key : undefined,
      ),
    );
    if (hasTotalColumn) out.push(byColumn(subset, undefined));
    return out;
  };
  const lineOf = (
    kind: PivotLineKind,
    depth: number,
    keys: string[],
    label: string,
    subset: AnalyticsCell[],
  ) => {
    const line: PivotLine = { kind, depth, keys, label, values: valuesOf(subset) };
    if (compare) line.previous = valuesOf(subset, (c) => c.previous);
    return line;
  };

  const lines: PivotLine[] = [];
  const [first, second] = rows;
  if (first) {
    for (const a of present(0, members[first])) {
      const inA = cells.filter((c) => c.keys[0] === a.key);
      if (!second) {
        lines.push(lineOf('leaf', 0, [a.key], a.label, inA));
        continue;
      }
      lines.push(lineOf('group', 0, [a.key], a.label, inA));
      for (const b of present(1, members[second])) {
        const inAB = inA.filter((c) => c.keys[1] === b.key);
        if (inAB.length > 0) lines.push(lineOf('leaf', 1, [a.key, b.key], b.label, inAB));
      }
    }
  }
  lines.push(lineOf('total', 0, [], TOTAL_LABEL, [...cells]));
  return {
    measures: [...measures],
    columns: hasTotalColumn ? [...columnMembers, TOTAL_COLUMN] : columnMembers,
    hasTotalColumn,
    lines,
  };
}

/** How a measure's value reads: a rate as a percentage, any other as a whole number. */
export const measureFormat = (measure: MeasureKey): 'percent' | 'number' =>
  MEASURES[measure].ratioOf ? 'percent' : 'number';
