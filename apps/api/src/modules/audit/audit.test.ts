import { ROLE_IDS } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { buildUser, login, useTestApp } from '../../test/harness.js';

const t = useTestApp({ world: true });
const admin = () => t.world.as.admin.token;
const chair = () => t.world.as.chair.token;
const member = () => t.world.as.member.token;

describe('GET audit/history', () => {
  it('403 without read on the subject, 404 for a user out of scope, 400 for an unknown subject', async () => {
    const a = await buildUser(t.ctx, { organizationId: t.world.grassroots[0].id });
    const b = await buildUser(t.ctx, { organizationId: t.world.elsewhere.id });
    expect((await t.call('GET', `/audit/history?subject=user&recordId=${a.id}`, member())).statusCode).toBe(
      403,
    );
    // A chair reads users but not roles.
    const roleHistory = await t.call(
      'GET',
      `/audit/history?subject=role&recordId=${ROLE_IDS.chair}`,
      chair(),
    );
    expect(roleHistory.statusCode).toBe(403);
    expect(roleHistory.json().message).toBe('Bạn không có quyền thực hiện chức năng này');
    const out = await t.call('GET', `/audit/history?subject=user&recordId=${b.id}`, chair());
    expect(out.statusCode).toBe(404);
    expect(out.json()).toMatchObject({
      code: 'user_not_found',
      message: 'Tài khoản không tồn tại trong hệ thống!',
    });
    const bad = await t.call('GET', `/audit/history?subject=zalo-account&recordId=1`, admin());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Đối tượng không hợp lệ');
  });

  it('lists a user’s changes newest first with who made them, before and after, no secrets', async () => {
    const created = await t.call('POST', '/user/create-user', chair(), {
      fullName: 'Võ Thị Lịch Sử',
      username: 'vo.lichsu',
      passWord: 'Matkhau@1',
      repassWord: 'Matkhau@1',
      roleIds: [5],
    });
    const id = created.json().data.id as number;
    await login(t.ctx, 'vo.lichsu', 'Matkhau@1');
    await t.call('POST', '/user/update-user', chair(), {
      userId: id,
      fullName: 'Võ Thị Lịch Sử Mới',
      username: 'vo.lichsu',
      roleIds: [5],
      passWord: 'Matkhau@2',
      repassWord: 'Matkhau@2',
    });
    await t.call('POST', '/user/active-lock-user', admin(), { userId: id, isActive: 0 });

    const res = await t.call('GET', `/audit/history?subject=user&recordId=${id}`, chair());
    expect(res.statusCode).toBe(200);
    const { list, count } = res.json().data;
    expect(count).toBe(3);
    expect(list.map((r: { action: string }) => r.action)).toEqual(['lock', 'update', 'create']);
    expect(list[0]).toMatchObject({
      actorName: 'Quản trị hệ thống',
      before: { isActive: 1 },
      after: { isActive: 0 },
    });
    expect(list[1]).toMatchObject({
      before: { fullName: 'Võ Thị Lịch Sử' },
      after: { fullName: 'Võ Thị Lịch Sử Mới', passwordChanged: true },
    });
    expect(list[2].actorName).toMatch(/^Người Dùng/);
    expect(new Date(list[0].createdAt).getTime()).toBeGreaterThanOrEqual(
      new Date(list[2].createdAt).getTime(),
    );
    expect(JSON.stringify(list)).not.toMatch(/Matkhau|passwordHash|passWord/);

    const page = (
      await t.call('GET', `/audit/history?subject=user&recordId=${id}&limit=1&page=2`, admin())
    ).json().data;
    expect(page).toMatchObject({ count: 3, list: [{ action: 'update' }] });
  });

  it('accepts roles for a caller who reads roles', async () => {
    const res = await t.call('GET', `/audit/history?subject=role&recordId=${ROLE_IDS.chair}`, admin());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ list: expect.any(Array), count: expect.any(Number) });
  });
});
