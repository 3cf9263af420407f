import type { DynamicFieldItem } from '@congdoan/shared';

/** A custom field of the organisations as the API answers it: a number field, active, with `over` changed. */
export const dynamicField = (over: Partial<DynamicFieldItem>): DynamicFieldItem => ({
  id: 1,
  key: 'soCa',
  label: 'Số ca làm việc',
  type: 'number',
  options: [],
  required: false,
  defaultValue: null,
  active: true,
  sortOrder: 1,
  usageCount: 0,
  ...over,
});
