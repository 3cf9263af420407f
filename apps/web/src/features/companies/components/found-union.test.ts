import { describe, expect, it } from 'vitest';
import { foundBody } from './found-union-modal';
import { unionShare } from './zone-summary';

describe('founding a union at a company', () => {
  it('sends the parent and only the fields the officer filled', () => {
    expect(foundBody({ organizationParentId: 3, code: '  ', namThanhLap: null, chairName: '' })).toEqual({
      organizationParentId: 3,
    });
    expect(
      foundBody({ organizationParentId: 3, code: ' CS01 ', namThanhLap: 2025, chairName: 'Lê Văn An' }),
    ).toEqual({ organizationParentId: 3, code: 'CS01', namThanhLap: 2025, chairName: 'Lê Văn An' });
  });
});

describe('the summary by zone', () => {
  it('gives the share of a zone’s units that have a union', () => {
    expect(unionShare({ soLuongOrganization: 3, tongSo: 4 })).toBe('75%');
    expect(unionShare({ soLuongOrganization: 0, tongSo: 0 })).toBe('—');
  });
});
