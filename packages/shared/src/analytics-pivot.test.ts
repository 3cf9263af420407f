import { describe, expect, it } from 'vitest';
import { buildPivot, TOTAL_LABEL } from './analytics-pivot.js';
import { type AnalyticsDefinitionInput, analyticsDefinition } from './schemas/analytics.js';

const define = (d: Partial<AnalyticsDefinitionInput>) =>
  analyticsDefinition.parse({ measures: ['members'], from: '2025-01', to: '2025-06', ...d });
const wards = [
  { key: '1', label: 'Phường A' },
  { key: '2', label: 'Phường B' },
];
const quarters = [
  { key: '2025-Q1', label: 'Quý 1/2025' },
  { key: '2025-Q2', label: 'Quý 2/2025' },
];

describe('the pivot of an analytics answer', () => {
  it('totals a stock over periods as its last period, a flow as the sum, a rate as the ratio of totals', () => {
    const pivot = buildPivot({
      definition: define({
        measures: ['members', 'newMembers', 'unionisationRate'],
        rows: ['ward'],
        columns: ['period'],
        grain: 'quarter',
      }),
      members: { ward: wards, period: quarters },
      cells: [
        { keys: ['1', '2025-Q1'], values: { members: 10, newMembers: 2, workers: 20 } },
        { keys: ['1', '2025-Q2'], values: { members: 12, newMembers: 3, workers: 20 } },
        { keys: ['2', '2025-Q2'], values: { members: 5, newMembers: 5, workers: 0 } },
      ],
    });
    expect(pivot.columns.map((c) => c.label)).toEqual(['Quý 1/2025', 'Quý 2/2025', 'Tổng']);
    const [a, b, total] = pivot.lines;
    expect(a).toMatchObject({ kind: 'leaf', label: 'Phường A' });
    // by column: [members, newMembers, rate]
    expect(a!.values).toEqual([
      [10, 2, 0.5],
      [12, 3, 0.6],
      [12, 5, 0.6],
    ]);
    expect(b!.values).toEqual([
      [0, 0, null],
      [5, 5, null],
      [5, 5, null],
    ]);
    expect(total).toMatchObject({ kind: 'total', label: TOTAL_LABEL });
    expect(total!.values).toEqual([
      [10, 2, 0.5],
      [17, 8, 0.85],
      [17, 10, 0.85],
    ]);
  });

  it('groups two row dimensions with a subtotal line per group and keeps a year-earlier twin', () => {
    const pivot = buildPivot({
      definition: define({ measures: ['newMembers'], rows: ['ward', 'gender'], compare: true }),
      members: {
        ward: wards,
        gender: [
          { key: 'nam', label: 'Nam' },
          { key: 'nu', label: 'Nữ' },
        ],
      },
      cells: [
        { keys: ['1', 'nam'], values: { newMembers: 1 }, previous: { newMembers: 4 } },
        { keys: ['1', 'nu'], values: { newMembers: 2 } },
        { keys: ['2', 'nu'], values: { newMembers: 3 }, previous: { newMembers: 1 } },
      ],
    });
    expect(pivot.hasTotalColumn).toBe(false);
    expect(pivot.lines.map((l) => [l.kind, l.depth, l.label, l.values[0]![0], l.previous![0]![0]])).toEqual([
      ['group', 0, 'Phường A', 3, 4],
      ['leaf', 1, 'Nam', 1, 4],
      ['leaf', 1, 'Nữ', 2, 0],
      ['group', 0, 'Phường B', 3, 1],
      ['leaf', 1, 'Nữ', 3, 1],
      ['total', 0, TOTAL_LABEL, 6, 5],
    ]);
  });

  it('refuses a dimension a measure cannot be split by, naming both', () => {
    const parsed = analyticsDefinition.safeParse({
      measures: ['members'],
      rows: ['gender'],
      from: '2025-01',
      to: '2025-03',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe('Chỉ số «Đoàn viên» không chia được theo «Giới tính»');
  });
});
