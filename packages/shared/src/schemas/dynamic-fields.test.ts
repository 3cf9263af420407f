import { describe, expect, it } from 'vitest';
import {
  checkCustomValues,
  checkDefaultValue,
  DYNAMIC_FIELD_TYPE_LABELS,
  DYNAMIC_FIELD_TYPES,
  dynamicFieldCreateRequest,
  dynamicFieldUpdateRequest,
  withDeployedFieldNames,
} from '../index.js';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('custom fields: the deployed defaultValue, isActive and textarea', () => {
  it('reads a deployed body into ours: textarea, a default value, isActive false', () => {
    const parsed = dynamicFieldCreateRequest.parse({
      fieldKey: 'moTa',
      fieldName: 'Mô tả',
      fieldType: 'textarea',
      defaultValue: '  Chưa có  ',
      isActive: false,
    });
    expect(parsed).toMatchObject({ key: 'moTa', type: 'textarea', defaultValue: 'Chưa có', active: false });
    expect(DYNAMIC_FIELD_TYPES).toContain('textarea');
    expect(DYNAMIC_FIELD_TYPE_LABELS.textarea).toBe('Văn bản nhiều dòng');
  });

  it('refuses a default value the field itself refuses, and isActive and active that differ', () => {
    const bad = dynamicFieldCreateRequest.safeParse({
      key: 'soCa',
      label: 'Số ca',
      type: 'number',
      defaultValue: 'ba',
    });
    expect(issues(bad)).toEqual([['defaultValue', 'Giá trị mặc định: Phải là số']]);
    const choice = dynamicFieldCreateRequest.safeParse({
      key: 'quyMo',
      label: 'Quy mô',
      type: 'select',
      options: ['Nhỏ', 'Lớn'],
      defaultValue: 'Vừa',
    });
    expect(issues(choice)).toEqual([['defaultValue', 'Giá trị mặc định: Chỉ nhận một trong: Nhỏ, Lớn']]);
    const both = dynamicFieldUpdateRequest.safeParse({ id: 1, active: true, isActive: false });
    expect(issues(both)).toEqual([['isActive', 'Chỉ gửi một trong hai: active hoặc isActive']]);
  });

  it('an update that leaves them out leaves them undefined (kept); blank clears the default', () => {
    expect(dynamicFieldUpdateRequest.parse({ id: 3, label: 'Tên mới' })).toEqual({ id: 3, label: 'Tên mới' });
    expect(dynamicFieldUpdateRequest.parse({ id: 3, defaultValue: '' })).toEqual({
      id: 3,
      defaultValue: null,
    });
  });

  it('stores a default value as the field reads it', () => {
    const field = (type: 'number' | 'boolean' | 'date', options: string[] = []) => ({
      type,
      label: 'X',
      options,
    });
    expect(checkDefaultValue(field('number'), '12,5')).toEqual({ value: '12.5' });
    expect(checkDefaultValue(field('boolean'), 'Có')).toEqual({ value: 'true' });
    expect(checkDefaultValue(field('date'), '2024-02-30')).toEqual({
      error: 'Giá trị mặc định: Ngày không hợp lệ (YYYY-MM-DD)',
    });
    expect(checkDefaultValue(field('number'), null)).toEqual({ value: null });
  });

  it('asks no value of an inactive required field, keeps a textarea value as text', () => {
    const base = { options: [], required: true };
    const fields = [
      { ...base, key: 'soHd', label: 'Số hợp đồng', type: 'text' as const, active: false },
      { ...base, key: 'moTa', label: 'Mô tả', type: 'textarea' as const, active: true },
    ];
    expect(checkCustomValues(fields, { moTa: ' Dòng một\nDòng hai ' })).toEqual({
      values: { moTa: 'Dòng một\nDòng hai' },
      errors: [],
    });
    expect(checkCustomValues(fields, {}).errors).toEqual([{ key: 'moTa', message: 'Vui lòng nhập mô tả' }]);
  });

  it('answers both names', () => {
    const answer = withDeployedFieldNames({
      id: 1,
      key: 'moTa',
      label: 'Mô tả',
      type: 'textarea',
      options: [],
      required: false,
      defaultValue: 'Chưa có',
      active: false,
      sortOrder: 0,
    });
    expect(answer).toMatchObject({
      active: false,
      isActive: false,
      defaultValue: 'Chưa có',
      fieldType: 'textarea',
    });
  });
});
