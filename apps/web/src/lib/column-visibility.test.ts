import { describe, expect, it } from 'vitest';
import {
  choicesWith,
  isShown,
  type OptionalColumn,
  optionalColumnsOf,
  parseColumnChoices,
  visibleColumns,
} from './column-visibility';

const columns: OptionalColumn[] = [
  { key: 'parentName', label: 'Đơn vị cấp trên', defaultShown: true },
  { key: 'custom:quy_mo', label: 'Quy mô lao động', defaultShown: false },
  { key: 'custom:thoa_uoc_lao_dong', label: 'Có thỏa ước lao động tập thể', defaultShown: false },
];

describe('optional columns', () => {
  it('shows standard columns and hides custom fields until the officer chooses', () => {
    expect(columns.map((c) => isShown(c, {}))).toEqual([true, false, false]);
  });

  it('keeps only the choices that differ from the defaults', () => {
    const choices = choicesWith(columns, {}, ['custom:quy_mo']);
    expect(choices).toEqual({ parentName: false, 'custom:quy_mo': true });
    expect(columns.map((c) => isShown(c, choices))).toEqual([false, true, false]);
    expect(choicesWith(columns, choices, ['parentName'])).toEqual({});
  });

  it('keeps choices of columns not listed now (a custom field may come back)', () => {
    expect(choicesWith(columns, { 'custom:old': true }, ['parentName'])).toEqual({ 'custom:old': true });
  });

  it('keeps a camelCase custom field apart from the standard column of the same name', () => {
    const shifts = { key: 'custom:soCaLamViec', label: 'Số ca', defaultShown: false };
    const twin = { key: 'custom:parentName', label: 'Tên cấp trên', defaultShown: false };
    const all = [...columns, shifts, twin];
    const choices = choicesWith(all, {}, ['parentName', 'custom:soCaLamViec']);
    expect(choices).toEqual({ 'custom:soCaLamViec': true });
    expect(all.map((c) => isShown(c, choices))).toEqual([true, false, false, true, false]);
  });

  it('draws the fixed columns, the optional ones shown, and offers only the optional ones', () => {
    const table = [
      { key: 'name', title: 'Họ và tên' },
      { key: 'email', title: 'Email', optional: 'hidden' as const },
      { key: 'role', title: 'Vai trò', optional: 'shown' as const },
    ];
    expect(optionalColumnsOf(table)).toEqual([
      { key: 'email', label: 'Email', defaultShown: false },
      { key: 'role', label: 'Vai trò', defaultShown: true },
    ]);
    expect(visibleColumns(table, {})).toEqual([
      { key: 'name', title: 'Họ và tên' },
      { key: 'role', title: 'Vai trò' },
    ]);
    expect(visibleColumns(table, { email: true, role: false }).map((c) => c.key)).toEqual(['name', 'email']);
  });

  it('reads stored choices leniently', () => {
    expect(parseColumnChoices(null)).toEqual({});
    expect(parseColumnChoices('not json')).toEqual({});
    expect(parseColumnChoices('[1]')).toEqual({});
    expect(parseColumnChoices('{"a":true,"b":"x","c":false}')).toEqual({ a: true, c: false });
  });
});
