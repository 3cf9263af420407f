import { abilityFromRules } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { roleListOf } from './role-select';

describe('the role names a caller is offered', () => {
  it('are every role for a reader of roles, the grantable ones for a reader of users only', () => {
    const administrator = abilityFromRules([{ action: 'manage', subject: 'all' }]);
    const roleReader = abilityFromRules([
      { action: 'read', subject: 'role' },
      { action: 'read', subject: 'user' },
    ]);
    const chair = abilityFromRules([
      { action: 'read', subject: 'user' },
      { action: 'create', subject: 'user' },
    ]);
    const member = abilityFromRules([{ action: 'read', subject: 'event' }]);
    expect(roleListOf(administrator)).toBe('all');
    expect(roleListOf(roleReader)).toBe('all');
    expect(roleListOf(chair)).toBe('grantable');
    expect(roleListOf(member)).toBeNull();
  });
});
