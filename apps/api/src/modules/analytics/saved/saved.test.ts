import { ROLE_IDS } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedReports } from '../../../db/schema/index.js';
import { buildMember, buildRole, buildUser, login, useTestApp } from '../../../test/harness.js';

const t = useTestApp({ world: true });
const officer = () => t.world.as.provincialOfficer.token;
const chair = () => t.world.as.chair.token;
/** Has the statistic right too, but not the chairs' role. */
const viceChair = () => t.world.as.viceChair.token;

let n = 0;
const definition = {
  measures: ['members'],
  rows: ['ward'],
  columns: ['period'],
  grain: 'quarter',
  from: '2025-01',
  to: '2025-12',
};
const body = (extra: object = {}) => ({ name: `Đoàn viên theo xã ${++n}`, definition, ...extra });

async function save(token: string, extra: object = {}) {
  const res = await t.call('POST', '/analytics/saved', token, body(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string };
}
const list = async (token: string) =>
  (await t.call('GET', '/analytics/saved', token)).json().data as { id: number; canEdit: boolean }[];
const rowCount = async () => (await t.ctx.database.db.select().from(savedReports)).length;

describe('analytics/saved', () => {
  it('saves a definition and lists it, with its author, to whom it is shared with', async () => {
    const saved = await save(officer(), {
      description: 'Theo quý năm 2025',
      sharedRoleIds: [ROLE_IDS.chair],
    });
    const mine = (await list(officer())).find((r) => r.id === saved.id);
    expect(mine).toMatchObject({
      name: saved.name,
      description: 'Theo quý năm 2025',
      canEdit: true,
      definition: { ...definition, filters: [], compare: false, chart: 'bar' },
      sharedRoles: [{ id: ROLE_IDS.chair, name: 'Chủ tịch công đoàn cơ sở' }],
    });
    const theirs = (await list(chair())).find((r) => r.id === saved.id);
    expect(theirs).toMatchObject({ canEdit: false, ownerId: t.world.as.provincialOfficer.id });
    const detail = await t.call('GET', `/analytics/saved/detail?id=${saved.id}`, chair());
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ name: saved.name, canEdit: false });
  });

  it('hides a report from a user without the role it is shared with (404)', async () => {
    const saved = await save(officer(), { sharedRoleIds: [ROLE_IDS.chair] });
    expect((await list(viceChair())).map((r) => r.id)).not.toContain(saved.id);
    const res = await t.call('GET', `/analytics/saved/detail?id=${saved.id}`, viceChair());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Không tìm thấy báo cáo đã lưu');
    const unshared = await save(officer());
    expect((await t.call('GET', `/analytics/saved/detail?id=${unshared.id}`, chair())).statusCode).toBe(404);
  });

  it('shares through any role the user holds, not only the active one', async () => {
    const role = await buildRole(t.ctx, { name: `Nhóm thống kê ${++n}`, scope: 'organization' });
    const user = await buildUser(t.ctx, {
      roles: [ROLE_IDS.chair, role.id],
      organizationId: t.world.grassroots[1].id,
    });
    const token = (await login(t.ctx, user.username!)).accessToken;
    const saved = await save(officer(), { sharedRoleIds: [role.id] });
    expect((await list(token)).map((r) => r.id)).toContain(saved.id);
  });

  it('refuses a second report of the same name by the same author, not by another', async () => {
    const saved = await save(officer());
    const before = await rowCount();
    const again = await t.call('POST', '/analytics/saved', officer(), {
      name: saved.name.toUpperCase(),
      definition,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bạn đã có báo cáo tên này');
    expect(await rowCount()).toBe(before);
    const other = await t.call('POST', '/analytics/saved', chair(), { name: saved.name, definition });
    expect(other.statusCode).toBe(200);
  });

  it('refuses a bad definition or an unknown role with a Vietnamese 400 that saves nothing', async () => {
    const before = await rowCount();
    const bad = await t.call('POST', '/analytics/saved', officer(), {
      name: 'Sai',
      definition: { ...definition, measures: ['members'], rows: ['gender'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('không chia được theo «Giới tính»');
    const noName = await t.call('POST', '/analytics/saved', officer(), { name: '  ', definition });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('tên báo cáo');
    const role = await t.call('POST', '/analytics/saved', officer(), body({ sharedRoleIds: [999_999] }));
    expect(role.statusCode).toBe(400);
    expect(role.json().message).toBe('Vai trò chia sẻ không tồn tại');
    expect(await rowCount()).toBe(before);
  });

  it('updates only the fields given; the author alone edits or deletes', async () => {
    const saved = await save(officer(), { description: 'Mô tả', sharedRoleIds: [ROLE_IDS.chair] });
    const renamed = await t.call('PUT', '/analytics/saved/update', officer(), {
      id: saved.id,
      name: 'Đổi tên',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Đổi tên',
      description: 'Mô tả',
      sharedRoles: [{ id: ROLE_IDS.chair }],
    });

    const byViewer = await t.call('PUT', '/analytics/saved/update', chair(), {
      id: saved.id,
      name: 'Của tôi',
    });
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().message).toBe('Chỉ người tạo báo cáo mới được sửa hoặc xóa báo cáo này');
    const deleteByViewer = await t.call('DELETE', `/analytics/saved/delete?id=${saved.id}`, chair());
    expect(deleteByViewer.statusCode).toBe(403);
    const outsider = await t.call('DELETE', `/analytics/saved/delete?id=${saved.id}`, viceChair());
    expect(outsider.statusCode).toBe(404);

    const unshare = await t.call('PUT', '/analytics/saved/update', officer(), {
      id: saved.id,
      sharedRoleIds: [],
    });
    expect(unshare.json().data).toMatchObject({ name: 'Đổi tên', sharedRoles: [] });
    expect((await t.call('GET', `/analytics/saved/detail?id=${saved.id}`, chair())).statusCode).toBe(404);

    const deleted = await t.call('DELETE', `/analytics/saved/delete?id=${saved.id}`, officer());
    expect(deleted.statusCode).toBe(200);
    expect((await t.call('GET', `/analytics/saved/detail?id=${saved.id}`, officer())).statusCode).toBe(404);
    const [row] = await t.ctx.database.db.select().from(savedReports).where(eq(savedReports.id, saved.id));
    expect(row).toBeUndefined();
  });
});

describe('a shared report', () => {
  it("runs in the viewer's scope: the chair it is shared with sees their own union, the author the province", async () => {
    const w = t.world;
    await buildMember(t.ctx, { organizationId: w.grassroots[0].id, joinedAt: '2025-02-10' });
    await buildMember(t.ctx, { organizationId: w.elsewhere.id, joinedAt: '2025-03-01' });
    const saved = await save(officer(), {
      definition: {
        measures: ['memberRecords'],
        rows: ['union'],
        grain: 'year',
        from: '2025-01',
        to: '2025-12',
      },
      sharedRoleIds: [ROLE_IDS.chair],
    });
    type Answer = { scope: string; members: { union: { key: string }[] } };
    const run = async (token: string) => {
      const detail = await t.call('GET', `/analytics/saved/detail?id=${saved.id}`, token);
      expect(detail.statusCode, detail.body).toBe(200);
      const d = encodeURIComponent(JSON.stringify(detail.json().data.definition));
      const res = await t.call('GET', `/analytics/query?d=${d}`, token);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json().data as Answer & { cells: { keys: string[] }[] };
      return { scope: answer.scope, unions: answer.cells.map((c) => Number(c.keys[0])) };
    };
    const mine = await run(officer());
    expect(mine.scope).toBe('Toàn tỉnh');
    expect(mine.unions).toEqual(expect.arrayContaining([w.grassroots[0].id, w.elsewhere.id]));
    const theirs = await run(chair());
    expect(theirs.scope).not.toBe('Toàn tỉnh');
    expect(theirs.unions).toContain(w.grassroots[0].id);
    expect(theirs.unions).not.toContain(w.elsewhere.id);
  });
});
