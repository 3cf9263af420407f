import type { AnalyticsDefinitionInput, AnalyticsResult } from '@congdoan/shared';
import { analyticsDefinition } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import { analyticsQuery } from '../api/query-analytics';
import { DashboardBody } from '../components/dashboard-body';
import { changeText } from '../components/indicator-cards';
import { UnitsChart } from '../components/units-chart';
import {
  defaultState,
  indicatorsDefinition,
  readState,
  stateParams,
  unitRows,
  unitsDefinition,
} from '../dashboard-state';

const TODAY = new Date(2026, 11, 6);
const URL = '/trade-union/reports/dashboard?grain=quarter&from=2025-01&to=2025-12';

const answer = (
  definition: AnalyticsDefinitionInput,
  members: AnalyticsResult['members'],
  cells: AnalyticsResult['cells'],
): AnalyticsResult => ({
  definition: analyticsDefinition.parse(definition),
  scope: 'Toàn tỉnh',
  generatedAt: '2026-12-06T08:00:00Z',
  members,
  cells,
});

const QUARTERS = [
  { key: '2025-Q3', label: 'Quý 3/2025' },
  { key: '2025-Q4', label: 'Quý 4/2025' },
];

describe('the reports dashboard address', () => {
  it('holds the grain, the range, the comparison and the drill path; the default is the last 12 months', () => {
    expect(defaultState(TODAY)).toMatchObject({
      grain: 'month',
      from: '2026-01',
      to: '2026-12',
      compare: false,
    });
    const state = readState(
      new URLSearchParams('grain=quarter&from=2025-01&to=2025-12&compare=1&unit=4.17'),
      TODAY,
    );
    expect(state).toEqual({ grain: 'quarter', from: '2025-01', to: '2025-12', compare: true, path: [4, 17] });
    expect(stateParams(state, TODAY).toString()).toBe(
      'grain=quarter&from=2025-01&to=2025-12&compare=1&unit=4.17',
    );
    expect(stateParams(defaultState(TODAY), TODAY).toString()).toBe('');
  });

  it('drops what is malformed instead of sending it', () => {
    const state = readState(new URLSearchParams('grain=week&from=2025-13&to=2024-01&unit=x.5'), TODAY);
    expect(state).toEqual({ ...defaultState(TODAY), path: [5] });
  });

  it('asks the engine for the unit drilled into and everything under it, and for the units directly under it', () => {
    const state = readState(new URLSearchParams('unit=4.17'), TODAY);
    expect(indicatorsDefinition(state).filters).toEqual([{ dimension: 'within', values: ['17'] }]);
    expect(unitsDefinition(state)).toMatchObject({
      rows: ['union', 'level'],
      filters: [{ dimension: 'parentUnion', values: ['17'] }],
    });
    // every definition the page sends is one the API accepts
    expect(analyticsDefinition.safeParse(indicatorsDefinition(state)).success).toBe(true);
    expect(analyticsDefinition.safeParse(unitsDefinition(state)).success).toBe(true);
  });
});

describe('the indicator cards', () => {
  it('show each indicator at the end of the range with its change against a year before', () => {
    const state = readState(new URLSearchParams(URL.split('?')[1]), TODAY);
    const definition = indicatorsDefinition(state);
    const data = answer(definition, { period: QUARTERS }, [
      {
        keys: ['2025-Q3'],
        values: { members: 900, workers: 1500, newMembers: 30, leavers: 5, grassrootsUnions: 40 },
        previous: { members: 800, workers: 1400, newMembers: 20, leavers: 4, grassrootsUnions: 38 },
      },
      {
        keys: ['2025-Q4'],
        values: { members: 1000, workers: 1600, newMembers: 40, leavers: 8, grassrootsUnions: 42 },
        previous: { members: 800, workers: 1600, newMembers: 50, leavers: 4, grassrootsUnions: 40 },
      },
    ]);
    const html = renderPage(<DashboardBody />, {
      url: URL,
      rights: [['statistic', 'organization']],
      data: [[analyticsQuery(definition).queryKey, data]],
    });
    expect(html).toContain('Số liệu quý 4/2025, so với cùng kỳ năm trước');
    expect(html).toMatch(/Đoàn viên<\/span>.*?1\.000.*?\+200 \(\+25%\)/);
    expect(html).toMatch(/Tỷ lệ đoàn viên\/lao động<\/span>.*?62,5%.*?\+12,5 điểm %/);
    expect(html).toMatch(/Kết nạp, tiếp nhận<\/span>.*?40.*?−10 \(−20%\)/);
    expect(html).toContain('Toàn tỉnh');
    expect(html).toContain('So sánh cùng kỳ năm trước');
  });

  it('say a change in Vietnamese: a sign, thousands with dots, a rate in points', () => {
    expect(changeText('members', 12_500, 10_000)).toBe('+2.500 (+25%)');
    expect(changeText('leavers', 3, 0)).toBe('+3');
    expect(changeText('unionisationRate', 0.5, 0.55)).toBe('−5 điểm %');
    expect(changeText('unionisationRate', 0.6889, 0.6891)).toBe('±0 điểm %');
    expect(changeText('members', 10, null)).toBeNull();
  });
});

describe('the chart by unit', () => {
  const state = readState(new URLSearchParams('unit=4'), TODAY);
  const definition = unitsDefinition(state);
  const data = answer(
    definition,
    {
      union: [
        { key: '31', label: 'CĐCS Công ty May Hòa Bình' },
        { key: '32', label: 'Công đoàn Khu công nghiệp Bắc' },
      ],
      level: [
        { key: 'grassroots', label: 'Công đoàn cơ sở' },
        { key: 'zone', label: 'Công đoàn cụm/khu công nghiệp' },
      ],
    },
    [
      { keys: ['31', 'grassroots'], values: { members: 120, workers: 200 } },
      { keys: ['32', 'zone'], values: { members: 0, workers: 0 } },
    ],
  );

  it('knows which unit is a grassroots union (its page) and which one drills further', () => {
    expect(unitRows(data).map((r) => [r.id, r.ten, r.grassroots])).toEqual([
      [31, 'CĐCS Công ty May Hòa Bình', true],
      [32, 'Công đoàn Khu công nghiệp Bắc', false],
    ]);
  });

  it("links a grassroots union's row to its page and lets another drill, with its rate", () => {
    const html = renderPage(<UnitsChart state={state} imageHeader={[]} onDrill={() => {}} />, {
      rights: [['statistic', 'organization']],
      data: [[analyticsQuery(definition).queryKey, data]],
    });
    expect(html).toContain('href="/trade-union/organizations/detail/31"');
    expect(html).toMatch(/<button[^>]*aria-label="Xem số liệu Công đoàn Khu công nghiệp Bắc"/);
    expect(html).toContain('60%');
    // without the right to download reports there is no Excel button
    expect(html).not.toContain('Tải Excel');
  });

  it('offers the Excel file of its table to who may download reports', () => {
    const html = renderPage(<UnitsChart state={state} imageHeader={[]} onDrill={() => {}} />, {
      rights: [
        ['statistic', 'organization'],
        ['download_report', 'organization'],
      ],
      data: [[analyticsQuery(definition).queryKey, data]],
    });
    expect(html).toContain('aria-label="Tải Excel Đoàn viên và người lao động theo đơn vị"');
  });
});
