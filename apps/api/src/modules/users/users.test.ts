import { ROLE_IDS, USER_SORT_COLUMNS } from '@congdoan/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, userRoles, users } from '../../db/schema/index.js';
import { buildOrganization, buildStaff, buildUser, login, PASSWORD, useTestApp } from '../../test/harness.js';
import { allPages, expectBadSortRefused } from '../../test/sorting.js';

const t = useTestApp({ world: true });
const admin = () => t.world.as.admin.token;
/** The chair of orgA. */
const chair = () => t.world.as.chair.token;
/** The chair's unit. */
const orgA = () => t.world.grassroots[0];
/** Out of the chair's reach; its name sorts before orgA's. */
let orgB: { id: number; path: string };
let userA: Awaited<ReturnType<typeof buildUser>>;
let userB: Awaited<ReturnType<typeof buildUser>>;

beforeAll(async () => {
  orgB = await buildOrganization(t.ctx, { parent: t.world.otherWardUnion, name: 'Công đoàn Bến Thành' });
  userA = await buildUser(t.ctx, {
    fullName: 'Nguyễn Thị Đoan Trang',
    organizationId: orgA().id,
    identity: '001090000001',
    phoneNumber: '0912000001',
  });
  userB = await buildUser(t.ctx, { fullName: 'Trần Văn Bến', organizationId: orgB.id });
});

/** POST user/create-user as the holder of `token`. */
const createUser = (token: string, body: object) => t.call('POST', '/user/create-user', token, body);
const userCount = async () => (await t.ctx.database.db.select({ n: count() }).from(users))[0]!.n;

describe('reading users', () => {
  it('list-all: only the chair’s unit for a chair, accent-insensitive search', async () => {
    const mine = (await t.call('GET', '/user/list-all?limit=200', chair())).json().data;
    expect(mine.list.every((u: { organizationId: number }) => u.organizationId === orgA().id)).toBe(true);
    expect(mine.list.map((u: { id: number }) => u.id)).toContain(userA.id);
    const found = (await t.call('GET', '/user/list-all?search=doan%20trang', admin())).json().data;
    expect(found.list.map((u: { id: number }) => u.id)).toEqual([userA.id]);
  });

  it('list-all-user: every user in scope for pickers (id, fullName, email, roleName)', async () => {
    const all = (await t.call('GET', '/user/list-all-user', chair())).json().data;
    expect(all).toContainEqual({
      id: userA.id,
      fullName: 'Nguyễn Thị Đoan Trang',
      email: userA.email,
      roleName: 'Đoàn viên công đoàn',
    });
    expect(all.some((u: { id: number }) => u.id === userB.id)).toBe(false);
    const admins = (await t.call('GET', '/user/list-all-user?search=ben', admin())).json().data;
    expect(admins.map((u: { id: number }) => u.id)).toEqual([userB.id]);
  });

  it('detail-user-by-id and get-user answer the same; out of scope is user_not_found', async () => {
    for (const path of ['/user/detail-user-by-id', '/user/get-user']) {
      const out = await t.call('GET', `${path}?userId=${userB.id}`, chair());
      expect(out.statusCode).toBe(404);
      expect(out.json()).toMatchObject({
        code: 'user_not_found',
        message: 'Tài khoản không tồn tại trong hệ thống!',
      });
    }
    const detail = (await t.call('GET', `/user/detail-user-by-id?userId=${userA.id}`, chair())).json();
    const alias = (await t.call('GET', `/user/get-user?userId=${userA.id}`, chair())).json();
    expect(alias).toEqual(detail);
    expect(detail.data).toMatchObject({ id: userA.id, identity: '001090000001', listRoles: [{ id: 5 }] });
  });
});

const newUser = (n: string, extra: object = {}) => ({
  fullName: `Phạm Văn Mới ${n}`,
  username: `pham.moi${n}`,
  passWord: 'Matkhau@1',
  repassWord: 'Matkhau@1',
  identity: `0020900000${n.padStart(2, '0')}`,
  email: `pham.moi${n}@example.vn`,
  phoneNumber: '0987654321',
  ...extra,
});

describe('user/list-all sorting (docs/requirements.md, "Sorting")', () => {
  type Item = { id: number; fullName: string; email: string | null; organizationName: string | null };
  const names = (list: Item[]) => list.map((u) => u.fullName);
  const listAs = async (token: string, query: string) =>
    (await t.call('GET', `/user/list-all?search=sap xep&${query}`, token)).json().data as {
      list: Item[];
      count: number;
    };
  beforeAll(async () => {
    // Built one after another: creation order is this order.
    await buildUser(t.ctx, {
      fullName: 'Sắp Xếp Đức',
      organizationId: orgA().id,
      email: 'b.sapxep@example.vn',
    });
    await buildUser(t.ctx, { fullName: 'Sắp Xếp Ấn', organizationId: orgA().id, email: null, isActive: 0 });
    await buildUser(t.ctx, {
      fullName: 'Sắp Xếp Bình',
      organizationId: orgA().id,
      email: 'a.sapxep@example.vn',
      roles: [ROLE_IDS.chair],
    });
    await buildUser(t.ctx, {
      fullName: 'Sắp Xếp Cao',
      organizationId: orgB.id,
      email: 'c.sapxep@example.vn',
    });
    await buildUser(t.ctx, { fullName: 'Sắp Xếp Không Đơn Vị', email: 'd.sapxep@example.vn' });
  });

  it('by name in Vietnamese order both ways, within the caller’s scope and with the search', async () => {
    const asc = await listAs(chair(), 'sortBy=fullName');
    expect(asc.count).toBe(3);
    expect(names(asc.list)).toEqual(['Sắp Xếp Ấn', 'Sắp Xếp Bình', 'Sắp Xếp Đức']);
    expect(names((await listAs(chair(), 'sortBy=fullName&order=desc')).list)).toEqual([
      'Sắp Xếp Đức',
      'Sắp Xếp Bình',
      'Sắp Xếp Ấn',
    ]);
    expect(names((await listAs(chair(), 'sortBy=fullName&isActive=1')).list)).toEqual([
      'Sắp Xếp Bình',
      'Sắp Xếp Đức',
    ]);
  });

  it('by organisation, blanks last both ways, ties newest first across pages', async () => {
    const pages = (order: string) =>
      allPages<Item>(
        (page, limit) =>
          listAs(admin(), `sortBy=organizationName&order=${order}&page=${page}&limit=${limit}`),
        2,
      );
    // Bến Thành before the chair's unit (Công đoàn cơ sở …); within that unit the list's own order,
    // the newest first.
    expect(names(await pages('asc'))).toEqual([
      'Sắp Xếp Cao',
      'Sắp Xếp Bình',
      'Sắp Xếp Ấn',
      'Sắp Xếp Đức',
      'Sắp Xếp Không Đơn Vị',
    ]);
    expect(names(await pages('desc'))).toEqual([
      'Sắp Xếp Bình',
      'Sắp Xếp Ấn',
      'Sắp Xếp Đức',
      'Sắp Xếp Cao',
      'Sắp Xếp Không Đơn Vị',
    ]);
  });

  it('by e-mail (blanks last both ways), role, state and creation date', async () => {
    expect(names((await listAs(admin(), 'sortBy=email')).list)).toEqual([
      'Sắp Xếp Bình',
      'Sắp Xếp Đức',
      'Sắp Xếp Cao',
      'Sắp Xếp Không Đơn Vị',
      'Sắp Xếp Ấn',
    ]);
    expect(names((await listAs(admin(), 'sortBy=email&order=desc')).list)).toEqual([
      'Sắp Xếp Không Đơn Vị',
      'Sắp Xếp Cao',
      'Sắp Xếp Đức',
      'Sắp Xếp Bình',
      'Sắp Xếp Ấn',
    ]);
    // Chủ tịch công đoàn cơ sở before Đoàn viên công đoàn.
    expect(names((await listAs(chair(), 'sortBy=roleName')).list)[0]).toBe('Sắp Xếp Bình');
    expect(names((await listAs(chair(), 'sortBy=isActive')).list)[0]).toBe('Sắp Xếp Ấn');
    expect(names((await listAs(chair(), 'sortBy=createdAt')).list)).toEqual([
      'Sắp Xếp Đức',
      'Sắp Xếp Ấn',
      'Sắp Xếp Bình',
    ]);
  });

  it('refuses a column it does not sort by and a bad order, in Vietnamese', async () => {
    await expectBadSortRefused(
      (query) => t.call('GET', `/user/list-all?${query}`, admin()),
      USER_SORT_COLUMNS,
    );
  });
});

describe('GET user/grantable-roles', () => {
  it('only the roles the caller may give', async () => {
    const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((r) => r.id);
    expect(ids(await t.call('GET', '/user/grantable-roles', admin()))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ids(await t.call('GET', '/user/grantable-roles', chair()))).toEqual([2, 3, 4, 5]);
  });
});

describe('creating users', () => {
  it('creates a user with several roles, one active; ids as strings are converted; the user signs in', async () => {
    const staff = await buildStaff(t.ctx, { organizationId: orgB.id });
    const res = await createUser(
      admin(),
      newUser('2', {
        roleIds: ['2', '4'],
        roleId: '4',
        organizationId: String(orgB.id),
        staffID: String(staff.id),
      }),
    );
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      fullName: 'Phạm Văn Mới 2',
      username: 'pham.moi2',
      roleId: 4,
      organizationId: orgB.id,
      staffID: staff.id,
      staffName: staff.fullName,
      isActive: 1,
      listRoles: [{ id: 2 }, { id: 4 }],
    });
    const signed = await login(t.ctx, 'pham.moi2', 'Matkhau@1');
    expect(signed.userData.roleId).toBe(4);
    // The audit row keeps what was written, never the password.
    const [row] = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(created.id)));
    expect(row).toMatchObject({ action: 'create', subject: 'user', after: { roleIds: [2, 4], roleId: 4 } });
    expect(JSON.stringify(row!.after)).not.toContain('Matkhau');
  });

  it('links a staff record only when it exists in scope and has no account yet; creates nothing else', async () => {
    const before = await userCount();
    const unknown = await createUser(admin(), newUser('8', { roleId: 5, staffID: 999999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'staff_ref_invalid',
      message: 'Cán bộ công đoàn không tồn tại',
    });
    const elsewhere = await buildStaff(t.ctx, { organizationId: orgB.id });
    const outside = await createUser(chair(), newUser('8', { roleId: 5, staffID: elsewhere.id }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().code).toBe('staff_ref_invalid');

    const staff = await buildStaff(t.ctx, { organizationId: orgA().id });
    const linked = await buildUser(t.ctx, { organizationId: orgA().id, staffId: staff.id });
    const taken = await createUser(chair(), newUser('8', { roleId: 5, staffID: staff.id }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'staff_user_taken',
      message: 'Cán bộ công đoàn này đã gắn với một tài khoản khác',
    });
    expect(await userCount()).toBe(before + 1);

    // On update: another account's record is refused, the account's own is kept.
    const other = await buildUser(t.ctx, { organizationId: orgA().id });
    const steal = await t.call('POST', '/user/update-user', chair(), {
      userId: other.id,
      fullName: other.fullName,
      username: other.username,
      roleIds: [5],
      staffID: staff.id,
    });
    expect(steal.statusCode).toBe(409);
    expect(
      (await t.ctx.database.db.select().from(users).where(eq(users.id, other.id)))[0]!.staffId,
    ).toBeNull();
    const keep = await t.call('POST', '/user/update-user', chair(), {
      userId: linked.id,
      fullName: 'Giữ Cán Bộ',
      username: linked.username,
      roleIds: [5],
      staffID: staff.id,
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(keep.json().data).toMatchObject({ fullName: 'Giữ Cán Bộ', staffID: staff.id });
  });

  it('accepts roleId alone, as a client may send it (docs/requirements.md, "Users")', async () => {
    const res = await createUser(admin(), newUser('3', { roleId: 5 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.listRoles).toEqual([{ id: 5, label: 'Đoàn viên công đoàn' }]);
  });

  it('refuses duplicates with the spec messages and creates nothing', async () => {
    const before = await userCount();
    const byName = await createUser(admin(), newUser('4', { roleId: 5, username: 'PHAM.MOI3' }));
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toMatchObject({
      code: 'username_or_identity_already_exist',
      message: 'Tên đăng nhập hoặc số CCCD/CMND đã tồn tại',
    });
    const byIdentity = await createUser(admin(), newUser('4', { roleId: 5, identity: '001090000001' }));
    expect(byIdentity.json().code).toBe('username_or_identity_already_exist');
    const byEmail = await createUser(admin(), newUser('4', { roleId: 5, email: 'Pham.Moi3@example.vn' }));
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toMatchObject({ code: 'Email_is_exist', message: 'Email đã tồn tại' });
    expect(await userCount()).toBe(before);
  });

  it('validates with Vietnamese messages', async () => {
    const before = await userCount();
    const cases: [object, string][] = [
      [newUser('5', { roleId: 5, repassWord: 'khac@123' }), 'Mật khẩu nhập lại không khớp'],
      [newUser('5', { roleId: 5, passWord: undefined, repassWord: undefined }), 'Vui lòng nhập mật khẩu'],
      [newUser('5', { roleId: 5, identity: '12345' }), 'Số CCCD gồm 12 chữ số'],
      [newUser('5', {}), 'Chọn vai trò'],
      [newUser('5', { roleIds: [], roleId: undefined }), 'Chọn vai trò'],
      [newUser('5', { roleIds: [4], roleId: 5 }), 'Vai trò đang dùng phải là một trong các vai trò đã chọn'],
    ];
    for (const [body, message] of cases) {
      const res = await createUser(admin(), body);
      expect(res.statusCode, message).toBe(400);
      expect(JSON.stringify(res.json()), message).toContain(message);
    }
    expect(await userCount()).toBe(before);
  });

  it('a chair grants only roles no stronger than their own, checked for every role given', async () => {
    const before = await userCount();
    for (const roles of [[ROLE_IDS.provincialOfficer], [ROLE_IDS.executiveMember, ROLE_IDS.admin]]) {
      const res = await createUser(chair(), newUser('6', { roleIds: roles }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'role_not_grantable',
        message: 'Bạn không thể cấp vai trò có quyền rộng hơn quyền của mình',
      });
    }
    expect(await userCount()).toBe(before);
  });

  it('a chair creates users in their own unit only', async () => {
    const outside = await createUser(chair(), newUser('7', { roleId: 5, organizationId: orgB.id }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Đơn vị không tồn tại');
    const res = await createUser(chair(), newUser('7', { roleIds: [4, 5] }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ organizationId: orgA().id, roleId: 4 });
  });
});

describe('updating users', () => {
  const body = (u: { id: number; fullName: string; username: string | null }, extra: object = {}) => ({
    userId: u.id,
    fullName: u.fullName,
    username: u.username,
    roleIds: [5],
    ...extra,
  });

  it('404 out of scope on both paths', async () => {
    for (const [method, path] of [
      ['POST', '/user/update-user'],
      ['PUT', '/user/update'],
    ] as const) {
      const out = await t.call(method, path, chair(), body(userB, { fullName: 'Đổi tên' }));
      expect(out.statusCode).toBe(404);
      expect(out.json().code).toBe('user_not_found');
    }
    const [b] = await t.ctx.database.db.select().from(users).where(eq(users.id, userB.id));
    expect(b!.fullName).toBe('Trần Văn Bến');
  });

  it('without a password keeps it (and the sessions); the list finds the new name', async () => {
    const u = await buildUser(t.ctx, { organizationId: orgA().id });
    const session = await login(t.ctx, u.username!);
    const res = await t.call(
      'POST',
      '/user/update-user',
      chair(),
      body(u, { fullName: 'Lê Văn Đổi', phoneNumber: '0911222333', passWord: '', repassWord: '' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ fullName: 'Lê Văn Đổi', phoneNumber: '0911222333' });
    expect((await login(t.ctx, u.username!, PASSWORD)).accessToken).toBeTruthy();
    expect((await t.call('GET', '/auth/me', session.accessToken)).statusCode).toBe(200);
    const found = (await t.call('GET', '/user/list-all?search=le%20van%20doi', chair())).json().data;
    expect(found.list.map((x: { id: number }) => x.id)).toEqual([u.id]);
  });

  it('with a password changes it and ends the user’s sessions (PUT alias)', async () => {
    const u = await buildUser(t.ctx, { organizationId: orgA().id });
    const session = await login(t.ctx, u.username!);
    const mismatch = await t.call(
      'PUT',
      '/user/update',
      chair(),
      body(u, { passWord: 'Moi@12345', repassWord: 'x' }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(JSON.stringify(mismatch.json())).toContain('Mật khẩu nhập lại không khớp');
    const res = await t.call(
      'PUT',
      '/user/update',
      chair(),
      body(u, { passWord: 'Moi@12345', repassWord: 'Moi@12345' }),
    );
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', '/auth/me', session.accessToken)).statusCode).toBe(401);
    const old = await t.call('POST', '/auth/login', undefined, { username: u.username, password: PASSWORD });
    expect(old.statusCode).toBe(401);
    expect((await login(t.ctx, u.username!, 'Moi@12345')).accessToken).toBeTruthy();
  });

  it('refuses a duplicate e-mail with the spec message and changes nothing', async () => {
    const res = await t.call('POST', '/user/update-user', admin(), body(userA, { email: userB.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Email đã tồn tại');
    const [a] = await t.ctx.database.db.select().from(users).where(eq(users.id, userA.id));
    expect(a!.email).toBe(userA.email);
  });

  it('replaces the roles; a role grant above the chair is refused, as is changing a stronger user', async () => {
    const u = await buildUser(t.ctx, { organizationId: orgA().id });
    const res = await t.call('POST', '/user/update-user', chair(), body(u, { roleIds: [4, 5], roleId: 5 }));
    expect(res.json().data.listRoles.map((r: { id: number }) => r.id)).toEqual([4, 5]);
    const grant = await t.call('POST', '/user/update-user', chair(), body(u, { roleIds: [1] }));
    expect(grant.statusCode).toBe(403);
    expect(grant.json().code).toBe('role_not_grantable');
    const officer = await buildUser(t.ctx, {
      roles: [ROLE_IDS.provincialOfficer],
      organizationId: orgA().id,
    });
    const stronger = await t.call(
      'POST',
      '/user/update-user',
      chair(),
      body(officer, { passWord: 'Chiem@123', repassWord: 'Chiem@123' }),
    );
    expect(stronger.statusCode).toBe(403);
    expect(stronger.json()).toMatchObject({
      code: 'user_stronger_than_caller',
      message: 'Bạn không thể thay đổi tài khoản có vai trò rộng hơn quyền của mình',
    });
    const held = await t.ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, u.id));
    expect(held.map((r) => r.roleId).sort()).toEqual([4, 5]);
    expect((await login(t.ctx, officer.username!)).accessToken).toBeTruthy();
  });

  it('the last active administrator cannot lose the administrator role', async () => {
    const [me] = await t.ctx.database.db.select().from(users).where(eq(users.username, 'admin'));
    const res = await t.call('POST', '/user/update-user', admin(), body(me!, { roleIds: [1] }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'last_active_admin',
      message:
        'Không thể thực hiện: đây là quản trị viên cuối cùng đang hoạt động (không được khóa, xóa hoặc bỏ vai trò quản trị)',
    });
    const held = await t.ctx.database.db.select().from(userRoles).where(eq(userRoles.userId, me!.id));
    expect(held.map((r) => r.roleId).sort()).toEqual([0, 1]);
  });
});
