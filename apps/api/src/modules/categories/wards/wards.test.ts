import { CATEGORY_SORT_COLUMNS, toSearchText } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { wards } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import {
  auditRows,
  buildOrganization,
  buildPosition,
  buildUser,
  buildWard,
  type Method,
  useTestApp,
} from '../../../test/harness.js';
import { allPages, expectBadSortRefused } from '../../../test/sorting.js';
import { rethrowConflict } from '../../../write/transaction.js';
import { WARD_UNIQUE_CODES } from './service.js';

const t = useTestApp({ world: true });
const call = (method: Method, url: string, body?: object) =>
  t.call(method, url, t.world.as.provincialOfficer.token, body);
const list = async (query: string) => (await call('GET', `/ward/list-all?${query}`)).json().data;
const wardRow = async (id: number) =>
  (await t.ctx.database.db.select().from(wards).where(eq(wards.id, id)))[0];
const auditOf = (recordId: number) => auditRows(t.ctx, 'ward', recordId);

describe('wards', () => {
  it('create answers the new ward and writes the audit log', async () => {
    const res = await call('POST', '/ward/create', {
      code: ' 25112 ',
      name: '  Phường Bắc Giang ',
      kind: 'phuong',
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ code: '25112', name: 'Phường Bắc Giang', kind: 'phuong' });
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'create', before: null, after: { name: 'Phường Bắc Giang' } });

    const detail = await call('GET', `/ward/detail?wardId=${created.id}`);
    expect(detail.json().data).toEqual(created);
  });

  it('searches without accents, filters by kind and pages', async () => {
    const found = await list('search=bac giang');
    expect(found.list.map((w: { name: string }) => w.name)).toContain('Phường Bắc Giang');
    expect((await list('search=25112')).list[0].name).toBe('Phường Bắc Giang');

    for (let i = 1; i <= 5; i++) await buildWard(t.ctx, `Đặc khu Phân Trang ${i}`);
    await call('PUT', '/ward/update', {
      id: (await list('search=phan trang 5')).list[0].id,
      code: 'DK5',
      name: 'Đặc khu Phân Trang 5',
      kind: 'dac_khu',
    });
    const special = await list('search=phan trang&kind=dac_khu');
    expect(special.list.map((w: { name: string }) => w.name)).toEqual(['Đặc khu Phân Trang 5']);

    const page1 = await list('search=phan trang&page=1&limit=2');
    const page3 = await list('search=phan trang&page=3&limit=2');
    expect(page1.count).toBe(5);
    expect(page1.list.map((w: { name: string }) => w.name)).toEqual([
      'Đặc khu Phân Trang 1',
      'Đặc khu Phân Trang 2',
    ]);
    expect(page3.list.map((w: { name: string }) => w.name)).toEqual(['Đặc khu Phân Trang 5']);

    const bad = await call('GET', '/ward/list-all?kind=thon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Vui lòng chọn loại xã/phường');
  });

  it('refuses a taken name or code (ignoring case), on create and on update, and changes nothing', async () => {
    const a = await buildWard(t.ctx, 'Xã Tân Yên');
    const b = await buildWard(t.ctx, 'Xã Lục Nam');
    const name = await call('POST', '/ward/create', { code: 'NEW1', name: 'xã tân yên', kind: 'xa' });
    expect(name.statusCode).toBe(409);
    expect(name.json()).toMatchObject({ code: 'ward_name_exists', message: 'Tên xã/phường đã tồn tại' });
    const code = await call('POST', '/ward/create', { code: a.code, name: 'Xã Khác', kind: 'xa' });
    expect(code.json()).toMatchObject({ code: 'ward_code_exists', message: 'Mã xã/phường đã tồn tại' });
    expect((await list('search=xa khac')).count).toBe(0);

    const update = await call('PUT', '/ward/update', { id: b.id, name: 'Xã Tân Yên' });
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe('Tên xã/phường đã tồn tại');
    expect(await wardRow(b.id)).toEqual(b);
    expect(await auditOf(b.id)).toEqual([]);

    // Its own name and code are no clash.
    const same = await call('PUT', '/ward/update', { id: b.id, code: b.code, name: 'Xã Lục Nam' });
    expect(same.statusCode).toBe(200);
  });

  it('answers a duplicate the unique index caught (a concurrent insert) with the same message', async () => {
    const a = await buildWard(t.ctx, 'Phường Đồng Thời');
    const err = await t.ctx.database.db
      .insert(wards)
      .values({ code: 'DT2', name: a.name, kind: 'phuong' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).not.toBeNull();
    const answered = (() => {
      try {
        rethrowConflict(err, { unique: WARD_UNIQUE_CODES });
      } catch (e) {
        return e;
      }
    })();
    expect(answered).toBeInstanceOf(AppError);
    expect(answered).toMatchObject({
      code: 'ward_name_exists',
      statusCode: 409,
      message: 'Tên xã/phường đã tồn tại',
    });

    const racing = await Promise.all(
      [1, 2, 3].map((i) =>
        call('POST', '/ward/create', { code: `RACE${i}`, name: 'Xã Cùng Lúc', kind: 'xa' }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(racing.filter((r) => r.statusCode === 409).map((r) => r.json().message)).toEqual([
      'Tên xã/phường đã tồn tại',
      'Tên xã/phường đã tồn tại',
    ]);
  });

  it('update changes the fields given and logs before and after', async () => {
    const w = await buildWard(t.ctx, 'Phường Cũ');
    const res = await call('PUT', '/ward/update', { id: w.id, code: 'MOI1', name: 'Xã Mới Đổi', kind: 'xa' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: w.id, code: 'MOI1', name: 'Xã Mới Đổi', kind: 'xa' });
    expect((await list('search=xa moi doi')).list[0].id).toBe(w.id);
    const [entry] = await auditOf(w.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { name: 'Phường Cũ', kind: 'phuong' },
      after: { name: 'Xã Mới Đổi', kind: 'xa' },
    });
  });

  it('validates the body in Vietnamese', async () => {
    const res = await call('POST', '/ward/create', { code: '', name: '  ', kind: 'phuong' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().details.map((d: { message: string }) => d.message)).toEqual([
      'Vui lòng nhập mã',
      'Vui lòng nhập tên',
    ]);
  });

  it('answers 404 for a ward that does not exist', async () => {
    for (const res of [
      await call('GET', '/ward/detail?wardId=999999'),
      await call('PUT', '/ward/update', { id: 999999, code: 'X', name: 'Xã X', kind: 'xa' }),
      await call('DELETE', '/ward/delete?wardId=999999'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ward_not_found', message: 'Xã/phường không tồn tại' });
    }
  });

  it('has no data scope: a grassroots chair reads the wards, clusters and positions beyond their own ward', async () => {
    const chair = t.world.as.chair.token;
    const { otherWard } = t.world;
    const zone = (
      await call('POST', '/industrial-zone/create', {
        code: 'KNX',
        name: 'Khu Xã Khác',
        xaPhuongId: otherWard.id,
      })
    ).json().data;
    const position = await buildPosition(t.ctx);
    for (const [url, row] of [
      [`/ward/detail?wardId=${otherWard.id}`, { id: otherWard.id, name: otherWard.name }],
      [`/industrial-zone/detail?industrialZoneId=${zone.id}`, { id: zone.id, xaPhuongName: otherWard.name }],
      [`/position/detail?positionId=${position.id}`, { id: position.id, name: position.name }],
    ] as const) {
      const res = await t.call('GET', url, chair);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().data).toMatchObject(row);
    }
    for (const [url, id] of [
      [`/ward/list-all?search=${otherWard.name}`, otherWard.id],
      [`/industrial-zone/list-all?xaPhuongId=${otherWard.id}`, zone.id],
      ['/position/list-all?limit=100', position.id],
    ] as const) {
      const list = (await t.call('GET', url, chair)).json().data.list as { id: number }[];
      expect(list.map((r) => r.id)).toContain(id);
    }
  });

  it('refuses to delete a ward in use, saying where, and deletes an unused one', async () => {
    const used = await buildWard(t.ctx, 'Phường Đang Dùng');
    await buildOrganization(t.ctx, { xaPhuongId: used.id });
    await buildOrganization(t.ctx, { xaPhuongId: used.id });
    await buildUser(t.ctx, { xaPhuongId: used.id });
    const zone = await call('POST', '/industrial-zone/create', {
      code: 'KDD',
      name: 'Khu Đang Dùng',
      xaPhuongId: used.id,
    });
    expect(zone.statusCode).toBe(200);

    const refused = await call('DELETE', `/ward/delete?wardId=${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'category_in_use',
      message: 'Không thể xóa: xã/phường đang được sử dụng bởi 2 đơn vị, 1 người dùng, 1 cụm/khu công nghiệp',
    });
    expect(await wardRow(used.id)).toEqual(used);
    expect(await auditOf(used.id)).toEqual([]);

    const onlyUsers = await buildWard(t.ctx);
    await buildUser(t.ctx, { xaPhuongId: onlyUsers.id });
    expect((await call('DELETE', `/ward/delete?wardId=${onlyUsers.id}`)).json().message).toBe(
      'Không thể xóa: xã/phường đang được sử dụng bởi 1 người dùng',
    );

    const free = await buildWard(t.ctx);
    const ok = await call('DELETE', `/ward/delete?wardId=${free.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { success: true } });
    expect(await wardRow(free.id)).toBeUndefined();
    const [entry] = await auditOf(free.id);
    expect(entry).toMatchObject({ action: 'delete', before: { name: free.name }, after: null });
  });

  describe('sorting (docs/requirements.md, "Sorting")', () => {
    type Ward = { id: number; name: string; code: string };
    const names = (data: { list: Ward[] }) => data.list.map((w) => w.name);
    let early: Ward;
    beforeAll(async () => {
      // One statement: the four share one creation time, and "Xã Sắp Em" is moved back a year.
      const made = await t.ctx.database.db
        .insert(wards)
        .values(
          [
            ['SX3', 'Xã Sắp Đông', 'xa'],
            ['SX1', 'Xã Sắp Em', 'xa'],
            ['SX4', 'Xã Sắp Ấp', 'xa'],
            ['SX2', 'Xã Sắp Bình', 'xa'],
            ['SX5', 'Phường Sắp Dương', 'phuong'],
          ].map(([code, name, kind]) => ({
            code: code!,
            name: name!,
            kind: kind as 'xa' | 'phuong',
            searchText: toSearchText(code, name),
          })),
        )
        .returning();
      early = made[1]!;
      await t.ctx.database.db
        .update(wards)
        .set({ createdAt: new Date('2024-01-01T00:00:00Z') })
        .where(eq(wards.id, early.id));
    });

    it('by name in Vietnamese order (Ấ and Đ with their letters, not after Z), both ways, with the search and the kind filter', async () => {
      const asc = await list('search=xa sap&kind=xa&sortBy=name&order=asc');
      expect(asc.count).toBe(4);
      expect(names(asc)).toEqual(['Xã Sắp Ấp', 'Xã Sắp Bình', 'Xã Sắp Đông', 'Xã Sắp Em']);
      expect(names(await list('search=xa sap&kind=xa&sortBy=name'))).toEqual(names(asc));
      expect(names(await list('search=xa sap&kind=xa&sortBy=name&order=desc'))).toEqual(
        [...names(asc)].reverse(),
      );
    });

    it('by code, and by creation date with ties in name order across pages', async () => {
      expect(names(await list('search=sap&kind=xa&sortBy=code'))).toEqual([
        'Xã Sắp Em',
        'Xã Sắp Bình',
        'Xã Sắp Đông',
        'Xã Sắp Ấp',
      ]);
      const pages = (order: string) =>
        allPages<Ward>(
          (page, limit) => list(`search=sap&sortBy=createdAt&order=${order}&page=${page}&limit=${limit}`),
          2,
        );
      const others = ['Phường Sắp Dương', 'Xã Sắp Ấp', 'Xã Sắp Bình', 'Xã Sắp Đông'];
      expect((await pages('asc')).map((w) => w.name)).toEqual([early.name, ...others]);
      expect((await pages('desc')).map((w) => w.name)).toEqual([...others, early.name]);
    });

    it('refuses a column it does not sort by and a bad order, in Vietnamese', async () => {
      await expectBadSortRefused((query) => call('GET', `/ward/list-all?${query}`), CATEGORY_SORT_COLUMNS);
    });
  });
});
