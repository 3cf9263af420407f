import { type AnalyticsDefinition, analyticsQuery, type MeasureKey } from '@congdoan/shared';
import { monthOf } from '../../../lib/format-date-time';

/**
 * The report builder's definition lives in the address (`?d=` + the definition's JSON, as the API
 * takes it), so that reloading the page or sending the link reproduces the report.
 */

export type DefinitionFromUrl =
  | { state: 'none' }
  | { state: 'valid'; definition: AnalyticsDefinition }
  | { state: 'invalid'; message: string };

/** The definition a query string carries, checked by the same rules as the API's. */
export function definitionFromSearch(search: URLSearchParams | string): DefinitionFromUrl {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const d = params.get('d');
  if (d === null || d === '') return { state: 'none' };
  const parsed = analyticsQuery.safeParse({ d });
  if (parsed.success) return { state: 'valid', definition: parsed.data.d };
  return { state: 'invalid', message: parsed.error.issues[0]?.message ?? 'Định nghĩa báo cáo không hợp lệ' };
}

/** The query string of a definition: `d=` and its JSON, encoded. */
export const searchOfDefinition = (definition: AnalyticsDefinition) =>
  `d=${encodeURIComponent(JSON.stringify(definition))}`;

/** The full link of a definition on this page, for "Sao chép liên kết". */
export const linkOfDefinition = (origin: string, pathname: string, definition: AnalyticsDefinition) =>
  `${origin}${pathname}?${searchOfDefinition(definition)}`;

/** Named, so that the list of one measure does not read as a query key's root ('members'). */
const MEMBERS: MeasureKey = 'members';

/** A new report: members by ward over this year by quarter. */
export function blankDefinition(today = new Date()): AnalyticsDefinition {
  const year = today.getFullYear();
  return {
    measures: [MEMBERS],
    rows: ['ward'],
    columns: [],
    filters: [],
    grain: 'quarter',
    from: `${year}-01`,
    to: monthOf(today),
    compare: false,
    chart: 'bar',
  };
}

/** The ready examples the empty page proposes. */
export function exampleDefinitions(today = new Date()): { title: string; definition: AnalyticsDefinition }[] {
  const year = today.getFullYear();
  const now = monthOf(today);
  const base = blankDefinition(today);
  return [
    {
      title: 'Đoàn viên theo xã/phường, theo quý năm nay',
      definition: { ...base, measures: [MEMBERS], rows: ['ward'], columns: ['period'], grain: 'quarter' },
    },
    {
      title: 'Đoàn viên theo độ tuổi và giới tính',
      definition: {
        ...base,
        measures: ['memberRecords'],
        rows: ['ageBand'],
        columns: ['gender'],
        grain: 'year',
        from: now,
        to: now,
        chart: 'stacked',
      },
    },
    {
      title: 'Kết nạp và thôi sinh hoạt theo tháng, so với cùng kỳ năm trước',
      definition: {
        ...base,
        measures: ['newMembers', 'leavers'],
        rows: ['period'],
        grain: 'month',
        from: `${year}-01`,
        to: now,
        compare: true,
        chart: 'line',
      },
    },
  ];
}
