import {
  ALLOWED_ACTIONS,
  PERMISSION_CATALOGUE,
  PERMISSION_GROUPS,
  ROLE_IDS,
  SECOND_READING_CODES,
  SECOND_READING_PAIRS,
  toPermissionCode,
} from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { roleCodes } from '../../../sessions/role-codes.js';
import { auditRows, buildRole, buildUser, login, tokenFor, useTestApp } from '../../../test/harness.js';

const t = useTestApp({ world: true });
const admin = () => t.world.as.admin.token;
/** A provincial officer: read on role and permission group, no update on role. */
const officer = () => t.world.as.provincialOfficer.token;

const grant = async (roleId: number, codes: string[], token = admin()) =>
  t.call('PUT', '/role/permissions', token, { roleId, codes });
const codesOf = (roleId: number) => roleCodes(t.ctx.database.db, roleId);

describe('GET role/permissions', () => {
  it('answers the groups as the menu groups them, only allowed actions, and the codes held', async () => {
    const res = await t.call('GET', `/role/permissions?roleId=${ROLE_IDS.member}`, officer());
    expect(res.statusCode).toBe(200);
    const { role, groups, codes } = res.json().data;
    expect(role).toEqual({ id: ROLE_IDS.member, name: 'Đoàn viên công đoàn', isAdmin: false });
    expect(groups.map((g: { code: string }) => g.code)).toEqual(PERMISSION_GROUPS.map((g) => g.code));
    const users = groups.find((g: { code: string }) => g.code === 'user-management');
    expect(users.subjects.map((s: { subject: string }) => s.subject)).toEqual([
      'user-management',
      'permission-group',
      'role',
      'user',
      'zalo-account',
      'access-control',
    ]);
    const permissionGroup = users.subjects.find((s: { subject: string }) => s.subject === 'permission-group');
    expect(permissionGroup).toEqual({
      subject: 'permission-group',
      label: 'Nhóm quyền',
      actions: [{ action: 'read', label: 'Xem', code: 'view-permission-group' }],
    });
    const event = groups
      .flatMap((g: { subjects: { subject: string }[] }) => g.subjects)
      .find((s: { subject: string }) => s.subject === 'event');
    expect(event.actions.map((a: { action: string }) => a.action)).toEqual(ALLOWED_ACTIONS.event);
    expect([...codes].sort()).toEqual(
      [
        'view-dashboard',
        'view-event-management',
        'view-event',
        'detail-event',
        'view-event-type',
        'view-notification',
        'detail-notification',
        'view-category',
        'view-member',
        'detail-member',
        'view-approval',
        'submit-approval',
      ].sort(),
    );
  });

  it('marks the administrator role and answers 404 for an unknown role', async () => {
    const adminGrid = await t.call('GET', `/role/permissions?roleId=${ROLE_IDS.admin}`, admin());
    expect(adminGrid.json().data.role.isAdmin).toBe(true);
    expect(adminGrid.json().data.codes).toHaveLength(PERMISSION_CATALOGUE.length);
    const missing = await t.call('GET', '/role/permissions?roleId=999999', admin());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Vai trò không tồn tại');
  });
});

describe('PUT role/permissions', () => {
  it('replaces the grants and writes one audit row with the code lists before and after', async () => {
    const role = await buildRole(t.ctx);
    expect((await grant(role.id, ['view-event', 'view-dashboard'])).statusCode).toBe(200);
    const res = await grant(role.id, ['view-event', 'create-event', 'create-event']);
    expect(res.statusCode).toBe(200);
    expect([...res.json().data.codes].sort()).toEqual(['create-event', 'view-event']);
    expect([...(await codesOf(role.id))].sort()).toEqual(['create-event', 'view-event']);
    const logs = await auditRows(t.ctx, 'role', role.id);
    expect(logs.map((l) => l.action)).toEqual(['update_permissions', 'update_permissions']);
    const last = logs[1]!;
    expect((last.before as { codes: string[] }).codes.sort()).toEqual(['view-dashboard', 'view-event']);
    expect((last.after as { codes: string[] }).codes.sort()).toEqual(['create-event', 'view-event']);
    // an empty list takes every right away
    expect((await grant(role.id, [])).statusCode).toBe(200);
    expect(await codesOf(role.id)).toEqual([]);
  });

  it("saves 'Xem' with any other right of its subject: an edit right never comes without read", async () => {
    const role = await buildRole(t.ctx);
    const res = await grant(role.id, ['update-user', 'delete-event', 'view-dashboard']);
    expect(res.statusCode).toBe(200);
    const saved = ['delete-event', 'update-user', 'view-dashboard', 'view-event', 'view-user'];
    expect([...res.json().data.codes].sort()).toEqual(saved);
    expect([...(await codesOf(role.id))].sort()).toEqual(saved);
  });

  it("takes the specification's second-reading codes as the codes they stand for", async () => {
    const role = await buildRole(t.ctx);
    const res = await grant(role.id, ['VIEW_MEMBERS', 'SUBMIT_APPROVAL', 'APPROVE_REQUESTS']);
    expect(res.statusCode, res.body).toBe(200);
    const saved = ['approve-approval', 'detail-member', 'submit-approval', 'view-approval', 'view-member'];
    expect([...(await codesOf(role.id))].sort()).toEqual(saved);
    expect((await grant(role.id, ['MANAGE_MEMBERS'])).statusCode).toBe(200);
    expect(await codesOf(role.id)).toEqual(
      expect.arrayContaining(['transfer-member', 'import-excel-member']),
    );
    const reports = await buildRole(t.ctx);
    expect((await grant(reports.id, ['VIEW_REPORTS', 'EXPORT_REPORTS'])).statusCode).toBe(200);
    // with the read right they depend on
    expect(await codesOf(reports.id)).toEqual(
      expect.arrayContaining([
        toPermissionCode({ action: 'statistic', subject: 'organization' }),
        toPermissionCode({ action: 'download_report', subject: 'organization' }),
      ]),
    );
  });

  it('refuses a code outside the catalogue and changes nothing', async () => {
    const role = await buildRole(t.ctx, { grants: ['view-event'] });
    for (const bad of ['khong-co-quyen', 'delete-dashboard', 'manage-all']) {
      const res = await grant(role.id, ['view-event', 'create-event', bad]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'permission_code_invalid', message: 'Mã quyền không hợp lệ' });
      expect(res.json().details[0].message).toContain(bad);
    }
    expect(await codesOf(role.id)).toEqual(['view-event']);
  });

  it('refuses the administrator role: it is manage all', async () => {
    const before = await codesOf(ROLE_IDS.admin);
    const res = await grant(ROLE_IDS.admin, ['view-event']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'admin_role_locked',
      message: 'Vai trò quản trị hệ thống luôn có toàn quyền (manage all), không thể chỉnh sửa quyền',
    });
    expect(await codesOf(ROLE_IDS.admin)).toEqual(before);
  });

  it('answers 404 for an unknown role', async () => {
    expect((await grant(999999, ['view-event'])).statusCode).toBe(404);
  });

  it('lets a caller who is no administrator grant only codes they hold', async () => {
    // A deputy who may edit rights, holding only a few codes.
    const deputyRole = await buildRole(t.ctx, {
      scope: 'province',
      grants: ['view-role', 'update-role', 'view-event', 'detail-event'],
    });
    const token = await tokenFor(t.ctx, { roles: [deputyRole.id] });

    const target = await buildRole(t.ctx);
    // delete-user brings view-user with it
    await grant(target.id, ['view-event', 'delete-user']);

    const beyond = await grant(target.id, ['view-event', 'delete-user', 'create-event'], token);
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json()).toMatchObject({
      code: 'permission_not_grantable',
      message: 'Bạn chỉ có thể cấp những quyền mà bạn đang có',
    });
    expect([...(await codesOf(target.id))].sort()).toEqual(['delete-user', 'view-event', 'view-user']);

    // Codes they hold may be added; a code the role already had may stay or go.
    const held = await grant(target.id, ['view-event', 'detail-event', 'delete-user'], token);
    expect(held.statusCode).toBe(200);
    expect([...(await codesOf(target.id))].sort()).toEqual([
      'delete-user',
      'detail-event',
      'view-event',
      'view-user',
    ]);
    expect((await grant(target.id, ['detail-event'], token)).statusCode).toBe(200);
    expect([...(await codesOf(target.id))].sort()).toEqual(['detail-event', 'view-event']);
  });
});

describe('a signed-in user of the role gets the new rights at their next token refresh', () => {
  it('the old access token still lacks the code; the refreshed one has it', async () => {
    const role = await buildRole(t.ctx, { grants: ['view-dashboard'] });
    const user = await buildUser(t.ctx, { roles: [role.id] });
    const signed = await login(t.ctx, user.username!);
    expect(signed.userData.ability).not.toContainEqual({ action: 'read', subject: 'role' });
    expect((await t.call('GET', '/role/list-all', signed.accessToken)).statusCode).toBe(403);

    expect((await grant(role.id, ['view-dashboard', 'view-role'])).statusCode).toBe(200);

    // The token in hand carries the codes it was signed with.
    expect((await t.call('GET', '/role/list-all', signed.accessToken)).statusCode).toBe(403);

    const refreshed = await t.call('POST', '/auth/refresh-token', undefined, {
      refreshToken: signed.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
    const { accessToken, userData } = refreshed.json().data;
    expect(userData.ability).toContainEqual({ action: 'read', subject: 'role' });
    expect(JSON.parse(userData.permission)).toContain('view-role');
    expect((await t.call('GET', '/role/list-all', accessToken)).statusCode).toBe(200);
  });
});

describe('GET permission-group/list-all', () => {
  it('lists every permission group with its permissions', async () => {
    const res = await t.call('GET', '/permission-group/list-all', officer());
    expect(res.statusCode).toBe(200);
    const { list, count } = res.json().data;
    expect(count).toBe(PERMISSION_GROUPS.length);
    expect(list.map((g: { name: string }) => g.name)).toEqual(PERMISSION_GROUPS.map((g) => g.name));
    const all = list.flatMap((g: { permissions: { code: string }[] }) => g.permissions.map((p) => p.code));
    expect([...all].sort()).toEqual(PERMISSION_CATALOGUE.map((p) => p.code).sort());
    const users = list.find((g: { code: string }) => g.code === 'user-management');
    expect(users.permissions).toContainEqual({
      id: expect.any(Number),
      code: 'view-permission-group',
      name: 'Xem nhóm quyền',
      action: 'read',
      subject: 'permission-group',
    });
  });
});

describe('second-reading codes in PUT role/permissions', () => {
  it('stores every mapped code of the specification as the rights it stands for', async () => {
    const cases: [string, string[]][] = [
      ['CREATE_TRADE_UNION', ['create-organization', 'view-organization']],
      ['VIEW_TRADE_UNIONS', ['view-organization']],
      [
        'MANAGE_EVENTS',
        [
          'view-event',
          'create-event',
          'update-event',
          'delete-event',
          'detail-event',
          'notify-event-event',
          'upload-file-event-event',
        ],
      ],
      ['PUBLISH_EVENT', ['notify-event-event', 'view-event']],
      ['CREATE_WARD', ['create-ward', 'view-ward']],
      ['DELETE_INDUSTRIAL_ZONES', ['delete-industrial-zone', 'view-industrial-zone']],
      ['MANAGE_USERS', ['view-user', 'create-user', 'update-user', 'delete-user']],
      [
        'MANAGE_PERMISSIONS',
        ['view-role', 'create-role', 'update-role', 'delete-role', 'view-permission-group'],
      ],
    ];
    for (const [code, expected] of cases) {
      const role = await buildRole(t.ctx);
      const res = await grant(role.id, [code]);
      expect(res.statusCode, `${code}: ${res.body}`).toBe(200);
      expect([...(await codesOf(role.id))].sort(), code).toEqual([...expected].sort());
    }
    // every mapped code names catalogue rights only
    const catalogue = new Set(PERMISSION_CATALOGUE.map((p) => p.code));
    for (const codes of Object.values(SECOND_READING_CODES))
      for (const c of codes) expect(catalogue).toContain(c);
  });

  it('refuses a code that stands for no right with a Vietnamese 400, and changes nothing', async () => {
    expect(SECOND_READING_PAIRS.VIEW_AUDIT_LOGS).toEqual([]);
    const role = await buildRole(t.ctx, { grants: ['view-event'] });
    const res = await grant(role.id, ['MANAGE_WARDS', 'VIEW_AUDIT_LOGS']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'permission_code_invalid', message: 'Mã quyền không hợp lệ' });
    expect(res.json().details).toEqual([
      expect.objectContaining({ message: 'Mã quyền VIEW_AUDIT_LOGS không ứng với quyền nào của hệ thống' }),
    ]);
    const unknown = await grant(role.id, ['MANAGE_WARD']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].message).toBe('Mã quyền không hợp lệ: MANAGE_WARD');
    expect(await codesOf(role.id)).toEqual(['view-event']);
  });
});

describe('GET permission/list-all', () => {
  type Right = {
    code: string;
    action: string;
    label: string;
    roles: { id: number; name: string; isAdmin: boolean }[];
  };
  type Group = {
    code: string;
    name: string;
    subjects: { subject: string; label: string; rights: Right[] }[];
  };
  const rightsOf = (list: Group[]) => list.flatMap((g) => g.subjects.flatMap((s) => s.rights));

  it('lists the catalogue by group, each right with the roles holding it', async () => {
    const role = await buildRole(t.ctx, { grants: ['view-ward', 'create-ward'] });
    const res = await t.call('GET', '/permission/list-all', officer());
    expect(res.statusCode, res.body).toBe(200);
    const { list, count } = res.json().data as { list: Group[]; count: number };
    expect(count).toBe(PERMISSION_GROUPS.length);
    expect(list.map((g) => g.name)).toEqual(PERMISSION_GROUPS.map((g) => g.name));
    expect(
      rightsOf(list)
        .map((r) => r.code)
        .sort(),
    ).toEqual(PERMISSION_CATALOGUE.map((p) => p.code).sort());

    const ward = list.flatMap((g) => g.subjects).find((s) => s.subject === 'ward')!;
    expect(ward.label).toBe('Xã/phường');
    const createWard = ward.rights.find((r) => r.code === 'create-ward')!;
    expect(createWard.label).toBe('Thêm');
    const holders = createWard.roles.map((r) => r.name);
    expect(holders).toContain(role.name);
    expect(holders).toContain('Quản trị hệ thống');
    expect(holders).toContain('Cán bộ Liên đoàn Lao động tỉnh');
    // the chair only reads wards
    expect(holders).not.toContain('Chủ tịch công đoàn cơ sở');
    expect(ward.rights.find((r) => r.code === 'view-ward')!.roles.map((r) => r.name)).toContain(
      'Chủ tịch công đoàn cơ sở',
    );
    // the administrators hold every right, whatever they list
    for (const right of rightsOf(list)) {
      expect(right.roles, right.code).toContainEqual({
        id: ROLE_IDS.admin,
        name: 'Quản trị hệ thống',
        isAdmin: true,
      });
    }
  });

  it("offers 'access-control' as a right a role can hold, held by no seeded role but the administrators", async () => {
    const res = await t.call('GET', '/permission/list-all', admin());
    const users = (res.json().data.list as Group[]).find((g) => g.code === 'user-management')!;
    const access = users.subjects.find((s) => s.subject === 'access-control')!;
    expect(access.label).toBe('Quyền truy cập');
    expect(access.rights.map((r) => [r.code, r.roles.map((h) => h.id)])).toEqual([
      ['view-access-control', [ROLE_IDS.admin]],
    ]);
    const role = await buildRole(t.ctx);
    expect((await grant(role.id, ['view-access-control'])).statusCode).toBe(200);
    expect(await codesOf(role.id)).toEqual(['view-access-control']);
  });

  it('answers after a grant changes: the new holder is listed', async () => {
    const role = await buildRole(t.ctx);
    expect((await grant(role.id, ['VIEW_INDUSTRIAL_ZONES'])).statusCode).toBe(200);
    const res = await t.call('GET', '/permission/list-all', admin());
    const zone = rightsOf(res.json().data.list).find((r) => r.code === 'view-industrial-zone')!;
    expect(zone.roles.map((r) => r.id)).toContain(role.id);
  });
});
