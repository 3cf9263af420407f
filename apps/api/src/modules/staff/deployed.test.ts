import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unionStaff } from '../../db/schema/index.js';
import { buildPosition, buildStaff, useTestApp } from '../../test/harness.js';

/** The deployed system's staff calls (docs/compatibility.md) on our staff services. */
const t = useTestApp({ world: true });
const officer = () => t.world.as.provincialOfficer.token;
/** Chair of orgA: staff of orgA and the units under it only. */
const chair = () => t.world.as.chair.token;
const orgA = () => t.world.grassroots[0];
const staffRow = async (id: number) =>
  (await t.ctx.database.db.select().from(unionStaff).where(eq(unionStaff.id, id)))[0];

describe('staff at the deployed paths', () => {
  it('creates and updates from deployed bodies (name, phone, chucVuId) and answers both names', async () => {
    const chairPos = await buildPosition(t.ctx, { name: 'Chủ tịch' });
    const vicePos = await buildPosition(t.ctx, { name: 'Phó Chủ tịch' });
    const created = await t.call('POST', '/staff/create', officer(), {
      name: 'Trần Thị Bình',
      phone: '0912000111',
      organizationId: orgA().id,
      chucVuId: chairPos.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({
      fullName: 'Trần Thị Bình',
      name: 'Trần Thị Bình',
      phoneNumber: '0912000111',
      phone: '0912000111',
      positionId: chairPos.id,
      chucVuId: chairPos.id,
      organizationId: orgA().id,
    });
    expect(await staffRow(item.id)).toMatchObject({
      fullName: 'Trần Thị Bình',
      phoneNumber: '0912000111',
      positionId: chairPos.id,
      organizationId: orgA().id,
      employment: 'kiem_nhiem',
      searchText: 'tran thi binh 0912000111',
    });

    const updated = await t.call('POST', '/staff/update', officer(), {
      id: String(item.id),
      name: 'Trần Thị Bình An',
      chucVuId: vicePos.id,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Trần Thị Bình An',
      chucVuId: vicePos.id,
      phone: '0912000111',
    });
    expect(await staffRow(item.id)).toMatchObject({
      fullName: 'Trần Thị Bình An',
      positionId: vicePos.id,
      phoneNumber: '0912000111',
      organizationId: orgA().id,
    });

    for (const query of [`StaffId=${item.id}`, `staffId=${item.id}`]) {
      const detail = await t.call('GET', `/staff/detail?${query}`, officer());
      expect(detail.json().data).toMatchObject({
        id: item.id,
        name: 'Trần Thị Bình An',
        chucVuId: vicePos.id,
      });
    }
    const list = (await t.call('GET', '/staff/list-all?search=binh an', officer())).json().data;
    expect(list.list).toEqual([expect.objectContaining({ id: item.id, name: 'Trần Thị Bình An' })]);
  });

  it('refuses two different names for one field and a record out of scope, writing nothing', async () => {
    const s = await buildStaff(t.ctx, { organizationId: orgA().id, fullName: 'Lê Văn Cường' });
    const both = await t.call('POST', '/staff/update', officer(), { id: s.id, name: 'A', fullName: 'B' });
    expect(both.statusCode).toBe(400);
    expect(both.json().details).toEqual([
      { path: 'name', message: 'Chỉ gửi một trong hai: fullName hoặc name' },
    ]);

    const far = await buildStaff(t.ctx, { organizationId: t.world.elsewhere.id, fullName: 'Ngoài Phạm Vi' });
    const out = await t.call('POST', '/staff/update', chair(), { id: far.id, name: 'Đổi Tên' });
    expect(out.statusCode).toBe(404);
    expect((await staffRow(far.id))?.fullName).toBe('Ngoài Phạm Vi');
    expect((await staffRow(s.id))?.fullName).toBe('Lê Văn Cường');
  });

  it('deletes with POST staff/delete?StaffId= and the deployed message', async () => {
    const s = await buildStaff(t.ctx, { organizationId: orgA().id });
    const far = await buildStaff(t.ctx, { organizationId: t.world.elsewhere.id });
    expect((await t.call('POST', `/staff/delete?StaffId=${far.id}`, chair())).statusCode).toBe(404);
    expect(await staffRow(far.id)).toBeDefined();

    const res = await t.call('POST', `/staff/delete?StaffId=${s.id}`, officer());
    expect(res.json()).toEqual({ data: { success: true, message: 'Xóa cán bộ thành công!' } });
    expect(await staffRow(s.id)).toBeUndefined();
  });

  it('answers staff images as not served', async () => {
    const res = await t.call('GET', '/staff/image/anh-can-bo.png', officer());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Hệ thống không lưu ảnh cán bộ công đoàn');
  });
});
