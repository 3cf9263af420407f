/**
 * The organisations' custom fields the organisation tests define (organization_dynamic_fields): a
 * yes/no field, and a required choice among three sizes.
 */
export const AGREEMENT_FIELD = {
  key: 'thoa_uoc',
  label: 'Có thỏa ước lao động tập thể',
  type: 'boolean' as const,
  options: [] as string[],
  required: false,
  defaultValue: null,
  active: true,
  sortOrder: 1,
};

export const SIZE_FIELD = {
  key: 'quy_mo',
  label: 'Quy mô lao động',
  type: 'select' as const,
  options: ['Dưới 50 người', 'Từ 50 đến 300 người', 'Trên 300 người'],
  required: true,
  defaultValue: null,
  active: true,
  sortOrder: 2,
};
