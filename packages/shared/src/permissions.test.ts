import { describe, expect, it } from 'vitest';
import { defineAbilityFor } from './ability.js';
import {
  ACTIONS,
  ALLOWED_ACTIONS,
  PERMISSION_CATALOGUE,
  PERMISSION_GROUPS,
  parsePermissionCode,
  SECOND_READING_CODES,
  SECOND_READING_PAIRS,
  SUBJECTS,
  toPermissionCode,
  unmappedSecondReading,
} from './permissions.js';
import { ROLE_IDS, SEEDED_ROLES, seededRoleCodes } from './roles.js';

describe('permission codes', () => {
  it('maps every allowed pair to a code and back', () => {
    for (const subject of SUBJECTS) {
      for (const action of ALLOWED_ACTIONS[subject]) {
        const code = toPermissionCode({ action, subject });
        expect(parsePermissionCode(code)).toEqual({ action, subject });
      }
    }
  });

  it('spells read as view and keeps compound subjects whole', () => {
    expect(toPermissionCode({ action: 'read', subject: 'event' })).toBe('view-event');
    expect(toPermissionCode({ action: 'create', subject: 'event' })).toBe('create-event');
    expect(parsePermissionCode('create-event-type')).toEqual({ action: 'create', subject: 'event-type' });
    expect(parsePermissionCode('notify-event-event')).toEqual({ action: 'notify_event', subject: 'event' });
    expect(parsePermissionCode('download-report-organization')).toEqual({
      action: 'download_report',
      subject: 'organization',
    });
  });

  it('refuses pairs the spec table does not allow', () => {
    expect(() => toPermissionCode({ action: 'create', subject: 'permission-group' })).toThrow();
    expect(parsePermissionCode('create-dashboard')).toBeNull();
    expect(parsePermissionCode('link-event')).toBeNull();
    expect(parsePermissionCode('view-nothing')).toBeNull();
    expect(parsePermissionCode('')).toBeNull();
  });

  it('holds the allowed actions of the catalogue (docs/requirements.md, "Permissions")', () => {
    expect(ALLOWED_ACTIONS.organization).toEqual([
      'read',
      'create',
      'update',
      'delete',
      'download_report',
      'import_excel',
      'download_sample',
      'statistic',
      'dynamic_field',
    ]);
    expect(ALLOWED_ACTIONS['time-update']).toEqual([
      'read',
      'create_regular_report',
      'create_special_report',
      'update',
      'delete',
    ]);
    expect(ALLOWED_ACTIONS['zalo-account']).toEqual(['read', 'link', 'unlink', 'detail']);
    expect(ALLOWED_ACTIONS['permission-group']).toEqual(['read']);
    for (const root of [
      'dashboard',
      'organization-management',
      'event-management',
      'user-management',
    ] as const) {
      expect(ALLOWED_ACTIONS[root]).toEqual(['read']);
    }
    // P11's members, approvals and member categories (docs/decisions.md, "Second-reading codes").
    expect(ALLOWED_ACTIONS.member).toEqual([
      'read',
      'create',
      'update',
      'delete',
      'detail',
      'import_excel',
      'download_sample',
      'transfer',
    ]);
    expect(ALLOWED_ACTIONS.approval).toEqual(['read', 'approve', 'submit']);
    expect(ALLOWED_ACTIONS.category).toEqual(['read', 'create', 'update', 'delete']);
    // P15: the client role's landing is a right a role can be given.
    expect(ALLOWED_ACTIONS['access-control']).toEqual(['read']);
    expect(toPermissionCode({ action: 'read', subject: 'access-control' })).toBe('view-access-control');
    expect(ACTIONS).toHaveLength(19);
    expect(SUBJECTS).toHaveLength(24);
  });

  it('gives each code once and puts each subject in exactly one permission group', () => {
    const codes = PERMISSION_CATALOGUE.map((p) => p.code);
    expect(new Set(codes).size).toBe(codes.length);
    const grouped = PERMISSION_GROUPS.flatMap((g) => g.subjects);
    expect([...grouped].sort()).toEqual([...SUBJECTS].sort());
  });
});

describe('defineAbilityFor', () => {
  const abilityOf = (roleId: number) => {
    const role = SEEDED_ROLES.find((r) => r.id === roleId)!;
    return defineAbilityFor({ permissions: seededRoleCodes(role.grants) });
  };

  it('gives the guest default (docs/requirements.md, "Ability")', () => {
    const guest = defineAbilityFor(null);
    expect(guest.can('read', 'auth')).toBe(true);
    expect(guest.can('read', 'event')).toBe(true);
    expect(guest.can('read', 'event-type')).toBe(true);
    expect(guest.can('read', 'dashboard')).toBe(false);
    expect(guest.can('create', 'event')).toBe(false);
  });

  it('gives manage all to group id 1 whatever the codes', () => {
    const admin = defineAbilityFor({ userGroupId: 1, permissions: [] });
    expect(admin.can('delete', 'role')).toBe(true);
    expect(admin.can('unlink', 'zalo-account')).toBe(true);
  });

  it('gives each seeded role what the role table says', () => {
    const officer = abilityOf(ROLE_IDS.provincialOfficer);
    expect(officer.can('import_excel', 'organization')).toBe(true);
    expect(officer.can('create', 'user')).toBe(true);
    expect(officer.can('delete', 'user')).toBe(false);
    expect(officer.can('update', 'role')).toBe(false);

    const chair = abilityOf(ROLE_IDS.chair);
    expect(chair.can('update', 'organization')).toBe(true);
    expect(chair.can('create', 'organization')).toBe(false);
    expect(chair.can('delete', 'staff')).toBe(true);

    const vice = abilityOf(ROLE_IDS.viceChair);
    expect(vice.can('delete', 'staff')).toBe(false);
    expect(vice.can('notify_event', 'event')).toBe(true);

    const board = abilityOf(ROLE_IDS.executiveMember);
    expect(board.can('read', 'organization')).toBe(true);
    expect(board.can('update', 'organization')).toBe(false);

    const member = abilityOf(ROLE_IDS.member);
    expect(member.can('read', 'event')).toBe(true);
    expect(member.can('read', 'notification')).toBe(true);
    expect(member.can('read', 'organization')).toBe(false);
    expect(member.can('read', 'user')).toBe(false);
    expect(member.can('read', 'user-management')).toBe(false);

    const admin = abilityOf(ROLE_IDS.admin);
    for (const p of PERMISSION_CATALOGUE) expect(admin.can(p.action, p.subject)).toBe(true);
  });
});

describe("the specification's second-reading codes", () => {
  const subjects = ['TRADE_UNIONS', 'MEMBERS', 'EVENTS', 'WARDS', 'INDUSTRIAL_ZONES'];
  const singular: Record<string, string> = {
    TRADE_UNIONS: 'TRADE_UNION',
    MEMBERS: 'MEMBER',
    EVENTS: 'EVENT',
    WARDS: 'WARD',
    INDUSTRIAL_ZONES: 'INDUSTRIAL_ZONE',
  };

  it('lists every code the specification names, with the singular create forms', () => {
    const named = [
      ...subjects.flatMap((s) => [
        `MANAGE_${s}`,
        `VIEW_${s}`,
        `CREATE_${singular[s]}`,
        `UPDATE_${s}`,
        `DELETE_${s}`,
      ]),
      'PUBLISH_EVENT',
      'APPROVE_REQUESTS',
      'VIEW_APPROVALS',
      'SUBMIT_APPROVAL',
      'VIEW_REPORTS',
      'CREATE_REPORTS',
      'EXPORT_REPORTS',
      'MANAGE_USERS',
      'MANAGE_PERMISSIONS',
      'VIEW_AUDIT_LOGS',
    ];
    expect(Object.keys(SECOND_READING_PAIRS).sort()).toEqual([...named].sort());
  });

  it('maps each to allowed pairs of the catalogue, and the same as codes', () => {
    for (const [code, pairs] of Object.entries(SECOND_READING_PAIRS)) {
      for (const pair of pairs) expect(ALLOWED_ACTIONS[pair.subject], code).toContain(pair.action);
      expect(SECOND_READING_CODES[code]).toEqual(pairs.map((p) => toPermissionCode(p)));
    }
    expect(SECOND_READING_PAIRS.MANAGE_TRADE_UNIONS).toHaveLength(ALLOWED_ACTIONS.organization.length);
    expect(SECOND_READING_PAIRS.CREATE_INDUSTRIAL_ZONE).toEqual([
      { action: 'create', subject: 'industrial-zone' },
    ]);
    expect(SECOND_READING_PAIRS.PUBLISH_EVENT).toEqual([{ action: 'notify_event', subject: 'event' }]);
    expect(SECOND_READING_CODES.MANAGE_PERMISSIONS).toEqual([
      'view-role',
      'create-role',
      'update-role',
      'delete-role',
      'view-permission-group',
    ]);
  });

  it('names the codes that stand for no right', () => {
    expect(unmappedSecondReading(['MANAGE_USERS', 'VIEW_AUDIT_LOGS', 'view-event', 'FOO'])).toEqual([
      'VIEW_AUDIT_LOGS',
    ]);
  });
});
