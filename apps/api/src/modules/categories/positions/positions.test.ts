import { POSITION_SORT_COLUMNS, ROLE_IDS } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../../db/schema/index.js';
import { auditRows, buildStaff, type Method, tokenFor, useTestApp } from '../../../test/harness.js';
import { allPages, expectBadSortRefused } from '../../../test/sorting.js';

const t = useTestApp();
let officer: string;
beforeAll(async () => {
  officer = await tokenFor(t.ctx, { roles: [ROLE_IDS.provincialOfficer] });
});

const call = (method: Method, url: string, body?: object) => t.call(method, url, officer, body);
const list = async (query: string) => (await call('GET', `/position/list-all?${query}`)).json().data;
const create = async (name: string, sortOrder: number) => {
  const res = await call('POST', '/position/create', { name, sortOrder });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; name: string; sortOrder: number };
};
const positionRow = async (id: number) =>
  (await t.ctx.database.db.select().from(positions).where(eq(positions.id, id)))[0];
const auditOf = (recordId: number) => auditRows(t.ctx, 'position', recordId);

describe('positions', () => {
  it('lists by order, searches without accents and pages', async () => {
    const member = await create('Ủy viên Ban Chấp hành', 4);
    const chair = await create('Chủ tịch', 1);
    const vice = await create('Phó Chủ tịch', 2);
    const all = await list('');
    expect(all.list.map((p: { id: number }) => p.id)).toEqual([chair.id, vice.id, member.id]);
    expect(all.list[0]).toMatchObject({ name: 'Chủ tịch', sortOrder: 1 });

    expect((await list('search=chu tich')).list.map((p: { name: string }) => p.name)).toEqual([
      'Chủ tịch',
      'Phó Chủ tịch',
    ]);
    expect((await list('search=uy vien')).list[0].id).toBe(member.id);

    const page2 = await list('limit=2&page=2');
    expect(page2).toEqual({ count: 3, list: [expect.objectContaining({ id: member.id })] });
  });

  it('create and update write the audit log; detail answers the row', async () => {
    const p = await create('Tổ trưởng công đoàn', 10);
    expect(await auditOf(p.id)).toMatchObject([{ action: 'create', after: { name: 'Tổ trưởng công đoàn' } }]);
    const res = await call('PUT', '/position/update', {
      id: p.id,
      name: 'Tổ phó công đoàn',
      sortOrder: '11',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: p.id, name: 'Tổ phó công đoàn', sortOrder: 11 });
    expect((await auditOf(p.id))[1]).toMatchObject({
      action: 'update',
      before: { name: 'Tổ trưởng công đoàn', sortOrder: 10 },
      after: { name: 'Tổ phó công đoàn', sortOrder: 11 },
    });
    const detail = await call('GET', `/position/detail?positionId=${p.id}`);
    expect(detail.json().data).toEqual(res.json().data);
  });

  it('refuses a taken name (ignoring case) and changes nothing', async () => {
    await create('Ủy viên Ủy ban Kiểm tra', 5);
    const dup = await call('POST', '/position/create', { name: 'ủy viên ủy ban kiểm tra', sortOrder: 6 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'position_name_exists', message: 'Tên chức vụ đã tồn tại' });
    expect((await list('search=kiem tra')).count).toBe(1);

    const other = await create('Thư ký', 7);
    const rename = await call('PUT', '/position/update', {
      id: other.id,
      name: 'Ủy viên Ủy ban Kiểm tra',
      sortOrder: 7,
    });
    expect(rename.statusCode).toBe(409);
    expect((await positionRow(other.id))?.name).toBe('Thư ký');
  });

  it('validates the order in Vietnamese', async () => {
    const negative = await call('POST', '/position/create', { name: 'Âm', sortOrder: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('Thứ tự không được âm');
    const missing = await call('POST', '/position/create', { name: 'Thiếu thứ tự' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Vui lòng nhập thứ tự');
    expect((await list('search=thieu thu tu')).count).toBe(0);
  });

  it('deletes, with an audit row, and answers 404 for one that does not exist', async () => {
    const p = await create('Chức vụ Tạm', 99);
    const ok = await call('DELETE', `/position/delete?positionId=${p.id}`);
    expect(ok.statusCode).toBe(200);
    expect(await positionRow(p.id)).toBeUndefined();
    expect((await auditOf(p.id))[1]).toMatchObject({ action: 'delete', before: { name: 'Chức vụ Tạm' } });

    const gone = await call('DELETE', `/position/delete?positionId=${p.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'position_not_found', message: 'Chức vụ không tồn tại' });
  });

  it('refuses to delete a position union staff hold, saying how many, and changes nothing', async () => {
    const p = await create('Ủy viên Ban Thường vụ', 3);
    await buildStaff(t.ctx, { positionId: p.id });
    await buildStaff(t.ctx, { positionId: p.id });
    const res = await call('DELETE', `/position/delete?positionId=${p.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'category_in_use',
      message: 'Không thể xóa: chức vụ đang được sử dụng bởi 2 cán bộ công đoàn',
    });
    expect(await positionRow(p.id)).toMatchObject({ name: 'Ủy viên Ban Thường vụ' });
    expect(await auditOf(p.id)).toHaveLength(1);
  });

  it('sorts by name, by its order with ties in name order across pages, and refuses a bad sort', async () => {
    const made = [
      await create('Sắp Đội trưởng', 50),
      await create('Sắp Ủy viên', 40),
      await create('Sắp Bí thư', 50),
      await create('Sắp Dân vận', 50),
    ];
    const names = async (query: string) =>
      (await list(`search=sap&${query}`)).list.map((p: { name: string }) => p.name);
    expect(await names('sortBy=name')).toEqual([
      'Sắp Bí thư',
      'Sắp Dân vận',
      'Sắp Đội trưởng',
      'Sắp Ủy viên',
    ]);
    expect(await names('sortBy=name&order=desc')).toEqual([
      'Sắp Ủy viên',
      'Sắp Đội trưởng',
      'Sắp Dân vận',
      'Sắp Bí thư',
    ]);
    const byOrderDesc = await allPages<{ name: string }>(
      (page, limit) => list(`search=sap&sortBy=sortOrder&order=desc&page=${page}&limit=${limit}`),
      3,
    );
    expect(byOrderDesc.map((p) => p.name)).toEqual([
      'Sắp Bí thư',
      'Sắp Dân vận',
      'Sắp Đội trưởng',
      'Sắp Ủy viên',
    ]);
    // Created one after another: the newest first.
    expect(
      (await list('search=sap&sortBy=createdAt&order=desc')).list.map((p: { id: number }) => p.id),
    ).toEqual(made.map((p) => p.id).reverse());

    await expectBadSortRefused((query) => call('GET', `/position/list-all?${query}`), POSITION_SORT_COLUMNS);
  });
});

describe('position boards', () => {
  it('stores the boards a position sits on, in board order, and keeps them on an update that omits them', async () => {
    const res = await call('POST', '/position/create', {
      name: 'Phó Chủ tịch thường trực',
      sortOrder: 2,
      boards: ['lanh_dao', 'bch', 'thuong_vu', 'bch'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p.boards).toEqual(['bch', 'thuong_vu', 'lanh_dao']);
    expect((await positionRow(p.id))?.boards).toEqual(['bch', 'thuong_vu', 'lanh_dao']);

    const renamed = await call('PUT', '/position/update', { id: p.id, name: 'Phó Chủ tịch phụ trách' });
    expect(renamed.json().data).toMatchObject({
      name: 'Phó Chủ tịch phụ trách',
      boards: ['bch', 'thuong_vu', 'lanh_dao'],
    });
    const cleared = await call('PUT', '/position/update', { id: p.id, boards: [] });
    expect(cleared.json().data.boards).toEqual([]);
    expect((await call('GET', `/position/detail?positionId=${p.id}`)).json().data.boards).toEqual([]);
  });

  it('a position created without boards sits on none; an unknown board is refused in Vietnamese', async () => {
    expect((await create('Tổ trưởng', 20)) as unknown).toMatchObject({ boards: [] });
    const bad = await call('POST', '/position/create', {
      name: 'Sai ban',
      sortOrder: 1,
      boards: ['hoi_dong'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Ban không hợp lệ');
    const notList = await call('POST', '/position/create', { name: 'Sai ban', sortOrder: 1, boards: 'bch' });
    expect(notList.statusCode).toBe(400);
    expect(notList.json().message).toContain('Danh sách ban không hợp lệ');
    expect((await list('search=sai ban')).count).toBe(0);
  });
});
