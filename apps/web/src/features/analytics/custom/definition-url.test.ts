import { analyticsDefinition } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import {
  definitionFromSearch,
  exampleDefinitions,
  linkOfDefinition,
  searchOfDefinition,
} from './definition-url';

const definition = analyticsDefinition.parse({
  measures: ['members', 'unionisationRate'],
  rows: ['ward', 'organizationType'],
  columns: ['period'],
  filters: [{ dimension: 'zone', values: ['3', '7'] }],
  grain: 'quarter',
  from: '2025-01',
  to: '2025-12',
  compare: true,
  chart: 'stacked',
});

describe('the definition in the address', () => {
  it('reads back the definition it wrote, so a reloaded or shared link reproduces the report', () => {
    const search = searchOfDefinition(definition);
    expect(search.startsWith('d=%7B')).toBe(true);
    expect(definitionFromSearch(search)).toEqual({ state: 'valid', definition });
    const link = linkOfDefinition('https://cd.example.vn', '/trade-union/reports/custom', definition);
    expect(definitionFromSearch(new URL(link).searchParams)).toEqual({ state: 'valid', definition });
  });

  it('fills what a short link leaves out with the defaults the API applies', () => {
    const short = `d=${encodeURIComponent(JSON.stringify({ measures: ['events'], from: '2025-01', to: '2025-03' }))}`;
    expect(definitionFromSearch(short)).toEqual({
      state: 'valid',
      definition: {
        measures: ['events'],
        rows: [],
        columns: [],
        filters: [],
        grain: 'month',
        from: '2025-01',
        to: '2025-03',
        compare: false,
        chart: 'bar',
      },
    });
  });

  it('says in Vietnamese why a link cannot be read, and reads no link as none', () => {
    expect(definitionFromSearch('')).toEqual({ state: 'none' });
    expect(definitionFromSearch('d=%7Bkh%C3%B4ng')).toEqual({
      state: 'invalid',
      message: 'Định nghĩa báo cáo không hợp lệ',
    });
    const misfit = searchOfDefinition({ ...definition, measures: ['members'], rows: ['gender'] });
    expect(definitionFromSearch(misfit)).toEqual({
      state: 'invalid',
      message: 'Chỉ số «Đoàn viên» không chia được theo «Giới tính»',
    });
  });

  it('proposes examples that the API accepts', () => {
    const examples = exampleDefinitions(new Date(2025, 5, 15));
    expect(examples.map((e) => e.title)).toContain('Đoàn viên theo xã/phường, theo quý năm nay');
    for (const { definition: d } of examples) expect(analyticsDefinition.safeParse(d).success).toBe(true);
    expect(examples[0]!.definition).toMatchObject({ from: '2025-01', to: '2025-06', grain: 'quarter' });
  });
});
