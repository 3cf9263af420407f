import { describe, expect, it } from 'vitest';
import { emptiedAsNull } from './update-body';

describe('an edit form’s values as an update body', () => {
  it('sends an emptied select (undefined) or input (blank text) as null, which clears it', () => {
    const body = emptiedAsNull({
      id: 3,
      xaPhuongId: undefined,
      description: '',
      chairName: '  ',
      name: 'Khu A',
    });
    expect(body).toEqual({ id: 3, xaPhuongId: null, description: null, chairName: null, name: 'Khu A' });
    // JSON would have dropped the undefined, which the server reads as "keep".
    expect(JSON.parse(JSON.stringify(body))).toHaveProperty('xaPhuongId', null);
  });

  it('keeps every value that is one: 0, false, lists, objects, and leaves out what the form does not hold', () => {
    const body = emptiedAsNull({ count: 0, active: false, roleIds: [], customFields: { ghiChu: null } });
    expect(body).toEqual({ count: 0, active: false, roleIds: [], customFields: { ghiChu: null } });
    expect('userId' in body).toBe(false);
  });
});
