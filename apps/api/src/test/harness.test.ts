import { ROLE_IDS } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import {
  buildChoice,
  buildDynamicField,
  buildNotification,
  buildOrganization,
  buildPosition,
  buildRole,
  buildStaff,
  buildUser,
  login,
  tokenFor,
  useTestApp,
} from './harness.js';

/** What the factories and the world make is what the API then shows its callers. */
const t = useTestApp({ world: true });

const ids = (res: { json(): { data: { list: { id: number }[] } } }) => res.json().data.list.map((r) => r.id);

describe('the scope world', () => {
  it('gives each seeded role a signed-in person with that role', async () => {
    for (const [key, person] of Object.entries(t.world.as)) {
      const me = await t.call('GET', '/auth/me', person.token);
      expect(me.statusCode, key).toBe(200);
      expect(me.json().data.roleId, key).toBe(ROLE_IDS[key as keyof typeof ROLE_IDS]);
    }
  });

  it('scopes a grassroots chair to their union, a ward-union chair to the ward union, the province to all', async () => {
    const { grassroots, wardUnion, elsewhere, province, as, wardUnionChair } = t.world;
    const seen = async (token: string) =>
      ids(await t.call('GET', '/organization/list-all-organization', { token, query: { limit: 200 } }));
    expect(await seen(as.chair.token)).toEqual([grassroots[0].id]);
    const wardUnionSees = await seen(wardUnionChair.token);
    expect(wardUnionSees).toEqual(expect.arrayContaining([wardUnion.id, grassroots[0].id, grassroots[1].id]));
    expect(wardUnionSees).not.toContain(elsewhere.id);
    expect(await seen(as.provincialOfficer.token)).toEqual(
      expect.arrayContaining([province.id, wardUnion.id, elsewhere.id]),
    );
  });
});

describe('the factories', () => {
  it('buildRole: a user of the role may do what it grants, within its scope, and nothing else', async () => {
    const role = await buildRole(t.ctx, { scope: 'organization', grants: [['read', 'staff'], 'view-user'] });
    const token = await tokenFor(t.ctx, { roles: [role.id], organizationId: t.world.grassroots[1].id });
    expect((await t.call('GET', '/staff/list-all', token)).statusCode).toBe(200);
    expect((await t.call('GET', '/user/list-all', token)).statusCode).toBe(200);
    expect((await t.call('GET', '/organization/list-all', token)).statusCode).toBe(403);
    await expect(buildRole(t.ctx, { grants: ['khong-co-quyen'] })).rejects.toThrow('not in the catalogue');
  });

  it('buildStaff: an officer of a new union unless given one, read back by the API', async () => {
    const own = await buildStaff(t.ctx, { fullName: 'Lê Thị Cán Bộ' });
    const mine = await buildStaff(t.ctx, { organizationId: t.world.grassroots[0].id });
    const admin = t.world.as.admin.token;
    const detail = await t.call('GET', '/staff/detail', { token: admin, query: { staffId: own.id } });
    expect(detail.json().data).toMatchObject({ id: own.id, fullName: 'Lê Thị Cán Bộ' });
    expect(own.organizationId).not.toBe(t.world.grassroots[0].id);
    const chairs = await t.call('GET', '/staff/list-all', t.world.as.chair.token);
    expect(ids(chairs)).toContain(mine.id);
    expect(ids(chairs)).not.toContain(own.id);
  });

  it('buildNotification: sent to its recipients, unread in their inbox; a draft reaches no one', async () => {
    const reader = await buildUser(t.ctx, { organizationId: t.world.grassroots[0].id });
    const sent = await buildNotification(t.ctx, { recipients: [reader], title: 'Lịch họp quý' });
    const draft = await buildNotification(t.ctx, { sender: t.world.as.chair });
    const token = (await login(t.ctx, reader.username!)).accessToken;
    const inbox = await t.call('GET', '/thong-bao/user/my-notifications', token);
    expect(ids(inbox)).toEqual([sent.id]);
    expect((await t.call('GET', '/thong-bao/user/unread-count', token)).json().data).toMatchObject({
      unreadCount: 1,
    });
    const chairs = await t.call('GET', '/thong-bao', t.world.as.chair.token);
    expect(ids(chairs)).toContain(draft.id);
  });

  it('buildPosition, buildDynamicField, buildChoice: listed where an administrator finds them', async () => {
    const admin = t.world.as.admin.token;
    const position = await buildPosition(t.ctx, { name: 'Trưởng ban Nữ công Thử' });
    const detail = await t.call('GET', '/position/detail', {
      token: admin,
      query: { positionId: position.id },
    });
    expect(detail.json().data).toMatchObject({ id: position.id, name: 'Trưởng ban Nữ công Thử' });
    const field = await buildDynamicField(t.ctx, { type: 'number', label: 'Số ca làm việc Thử' });
    const fields = (await t.call('GET', '/organization/dynamic-fields', admin)).json().data;
    expect(fields).toContainEqual(expect.objectContaining({ key: field.key, type: 'number' }));
    const choice = await buildChoice(t.ctx, { list: 'loai_cong_ty', name: 'Công ty hợp danh Thử' });
    const choices = await t.call('GET', '/organization/choices', {
      token: admin,
      query: { list: 'loai_cong_ty' },
    });
    expect(JSON.stringify(choices.json().data)).toContain(`"id":${choice.id}`);
  });

  it('buildOrganization: a child hangs in its parent’s subtree', async () => {
    const child = await buildOrganization(t.ctx, { parent: t.world.grassroots[0] });
    expect(child.path).toBe(`${t.world.grassroots[0].path}${child.id}/`);
    const chairs = await t.call('GET', '/organization/list-all-organization', t.world.as.chair.token);
    expect(ids(chairs)).toContain(child.id);
  });
});
