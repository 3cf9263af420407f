import { memberChangeRequestBody } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { memberFixture } from '../approval-fixture';
import { changedSelfFields, selfValuesOf } from './self-update-values';

describe('a member’s request to change their record', () => {
  const member = memberFixture();

  it('starts from the record’s own values, and only the fields a member may change', () => {
    const values = selfValuesOf(member);
    expect(values.address).toBe('12 Lê Lợi');
    expect(values.addressWardId).toBe(3);
    expect(values).not.toHaveProperty('fullName');
    expect(values).not.toHaveProperty('identity');
  });

  it('sends only the fields changed', () => {
    const values = { ...selfValuesOf(member), addressWardId: 4, address: '5 Trần Phú' };
    const changes = changedSelfFields(member, values);
    expect(changes).toEqual({ addressWardId: 4, address: '5 Trần Phú' });
    expect(memberChangeRequestBody.safeParse({ changes, note: null }).success).toBe(true);
  });

  it('sends a field emptied as null, and nothing for a text only retyped with spaces', () => {
    const values = { ...selfValuesOf(member), email: '', religionId: undefined, occupation: ' Công nhân ' };
    expect(changedSelfFields(member, values)).toEqual({ email: null });
  });

  it('sends nothing when nothing changed, which the request refuses', () => {
    const changes = changedSelfFields(member, selfValuesOf(member));
    expect(changes).toEqual({});
    expect(memberChangeRequestBody.safeParse({ changes, note: null }).success).toBe(false);
  });
});
