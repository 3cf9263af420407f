import { CATEGORY_SORT_COLUMNS, ROLE_IDS } from '@congdoan/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { industrialZones } from '../../../db/schema/index.js';
import {
  auditRows,
  buildOrganization,
  buildUser,
  buildWard,
  buildZone,
  type Method,
  tokenFor,
  useTestApp,
} from '../../../test/harness.js';
import { expectBadSortRefused } from '../../../test/sorting.js';

const t = useTestApp();
let officer: string;
beforeAll(async () => {
  officer = await tokenFor(t.ctx, { roles: [ROLE_IDS.provincialOfficer] });
});

const call = (method: Method, url: string, body?: object) => t.call(method, url, officer, body);
const list = async (query: string) => (await call('GET', `/industrial-zone/list-all?${query}`)).json().data;
const db = () => t.ctx.database.db;
const zoneRow = async (id: number) =>
  (await db().select().from(industrialZones).where(eq(industrialZones.id, id)))[0];
const zoneCount = async () => (await db().select({ n: count() }).from(industrialZones))[0]!.n;
const auditOf = (recordId: number) => auditRows(t.ctx, 'industrial-zone', recordId);

describe('industrial-zone clusters', () => {
  it('create with a ward answers its name; search without accents and the ward filter find it', async () => {
    const ward = await buildWard(t.ctx, 'Phường Việt Yên');
    const res = await call('POST', '/industrial-zone/create', {
      code: 'KCN-QC',
      name: 'Khu công nghiệp Quang Châu',
      xaPhuongId: ward.id,
      description: 'Cụm phía bắc',
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({
      code: 'KCN-QC',
      name: 'Khu công nghiệp Quang Châu',
      xaPhuongId: ward.id,
      xaPhuongName: 'Phường Việt Yên',
      description: 'Cụm phía bắc',
    });
    expect((await call('GET', `/industrial-zone/detail?industrialZoneId=${created.id}`)).json().data).toEqual(
      created,
    );
    expect(await auditOf(created.id)).toMatchObject([{ action: 'create', after: { code: 'KCN-QC' } }]);

    await buildZone(t.ctx, 'Khu công nghiệp Quang Minh');
    const found = await list('search=quang chau');
    expect(found).toMatchObject({ count: 1, list: [{ id: created.id }] });
    const inWard = await list(`xaPhuongId=${ward.id}`);
    expect(inWard.list.map((z: { id: number }) => z.id)).toEqual([created.id]);
    expect((await list('search=quang&xaPhuongId=')).count).toBe(2);
  });

  it('pages', async () => {
    for (let i = 1; i <= 3; i++) await buildZone(t.ctx, `Cụm Phân Trang ${i}`);
    const first = await list('search=cum phan trang&limit=2&page=1');
    const second = await list('search=cum phan trang&limit=2&page=2');
    expect(first.count).toBe(3);
    expect(first.list.map((z: { name: string }) => z.name)).toEqual(['Cụm Phân Trang 1', 'Cụm Phân Trang 2']);
    expect(second.list.map((z: { name: string }) => z.name)).toEqual(['Cụm Phân Trang 3']);
  });

  it('refuses a ward that does not exist, and writes nothing', async () => {
    const before = await zoneCount();
    const res = await call('POST', '/industrial-zone/create', {
      code: 'KX',
      name: 'Khu Không Xã',
      xaPhuongId: 999999,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ward_ref_invalid', message: 'Xã/phường không tồn tại' });
    expect(await zoneCount()).toBe(before);

    const z = await buildZone(t.ctx);
    const update = await call('PUT', '/industrial-zone/update', {
      id: z.id,
      code: z.code,
      name: z.name,
      xaPhuongId: 999999,
    });
    expect(update.statusCode).toBe(400);
    expect(await zoneRow(z.id)).toEqual(z);
  });

  it('refuses a taken name or code with the category messages', async () => {
    const a = await buildZone(t.ctx, 'Khu công nghiệp Đình Trám');
    const name = await call('POST', '/industrial-zone/create', {
      code: 'DT9',
      name: 'KHU CÔNG NGHIỆP ĐÌNH TRÁM',
    });
    expect(name.statusCode).toBe(409);
    expect(name.json()).toMatchObject({
      code: 'industrial_zone_name_exists',
      message: 'Tên cụm/khu công nghiệp đã tồn tại',
    });
    const b = await buildZone(t.ctx);
    const code = await call('PUT', '/industrial-zone/update', { id: b.id, code: a.code, name: b.name });
    expect(code.json()).toMatchObject({
      code: 'industrial_zone_code_exists',
      message: 'Mã cụm/khu công nghiệp đã tồn tại',
    });
    expect(await zoneRow(b.id)).toEqual(b);
  });

  it('update changes the fields given: left out they stay, null or blank clears; audit has before and after', async () => {
    const ward = await buildWard(t.ctx);
    const created = (
      await call('POST', '/industrial-zone/create', {
        code: 'KCN-SH',
        name: 'Khu công nghiệp Song Khê',
        xaPhuongId: ward.id,
        description: 'Mô tả cũ',
      })
    ).json().data;
    const res = await call('PUT', '/industrial-zone/update', {
      id: created.id,
      code: 'KCN-SK',
      name: 'Khu công nghiệp Song Khê - Nội Hoàng',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      code: 'KCN-SK',
      name: 'Khu công nghiệp Song Khê - Nội Hoàng',
      xaPhuongId: ward.id,
      xaPhuongName: ward.name,
      description: 'Mô tả cũ',
    });
    const cleared = await call('PUT', '/industrial-zone/update', {
      id: created.id,
      xaPhuongId: null,
      description: '  ',
    });
    expect(cleared.json().data).toMatchObject({
      code: 'KCN-SK',
      xaPhuongId: null,
      xaPhuongName: null,
      description: null,
    });
    expect((await auditOf(created.id))[2]).toMatchObject({
      action: 'update',
      before: { code: 'KCN-SK', xaPhuongId: ward.id, description: 'Mô tả cũ' },
      after: { code: 'KCN-SK', xaPhuongId: null, description: null },
    });
    const required = await call('PUT', '/industrial-zone/update', { id: created.id, name: null });
    expect(required.statusCode).toBe(400);
    expect(required.json().message).toBe('Vui lòng nhập tên (name)');
  });

  it('answers 404 for a cluster that does not exist', async () => {
    for (const res of [
      await call('GET', '/industrial-zone/detail?industrialZoneId=999999'),
      await call('PUT', '/industrial-zone/update', { id: 999999, code: 'X', name: 'Khu X' }),
      await call('DELETE', '/industrial-zone/delete?industrialZoneId=999999'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Cụm/khu công nghiệp không tồn tại');
    }
  });

  it('refuses to delete a cluster in use, saying where, and deletes an unused one', async () => {
    const used = await buildZone(t.ctx);
    await buildOrganization(t.ctx, { cumKhuCnId: used.id });
    await buildUser(t.ctx, { cumKhuCnId: used.id });
    await buildUser(t.ctx, { cumKhuCnId: used.id });
    const refused = await call('DELETE', `/industrial-zone/delete?industrialZoneId=${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'category_in_use',
      message: 'Không thể xóa: cụm/khu công nghiệp đang được sử dụng bởi 1 đơn vị, 2 người dùng',
    });
    expect(await zoneRow(used.id)).toEqual(used);
    expect(await auditOf(used.id)).toEqual([]);

    const free = await buildZone(t.ctx);
    const ok = await call('DELETE', `/industrial-zone/delete?industrialZoneId=${free.id}`);
    expect(ok.statusCode).toBe(200);
    expect(await zoneRow(free.id)).toBeUndefined();
    expect(await auditOf(free.id)).toMatchObject([{ action: 'delete', before: { name: free.name } }]);
  });

  it('sorts by name (Vietnamese order) and code both ways within a ward, and refuses a bad sort', async () => {
    const ward = await buildWard(t.ctx);
    for (const [code, name] of [
      ['KS2', 'Khu Sắp Đồng Vàng'],
      ['KS3', 'Khu Sắp Ân Thi'],
      ['KS1', 'Khu Sắp Dĩnh Kế'],
    ] as const) {
      expect(
        (await call('POST', '/industrial-zone/create', { code, name, xaPhuongId: ward.id })).statusCode,
      ).toBe(200);
    }
    await buildZone(t.ctx, 'Khu Sắp Ngoài Xã');
    const names = async (query: string) =>
      (await list(`xaPhuongId=${ward.id}&${query}`)).list.map((z: { name: string }) => z.name);
    const byName = ['Khu Sắp Ân Thi', 'Khu Sắp Dĩnh Kế', 'Khu Sắp Đồng Vàng'];
    expect(await names('sortBy=name')).toEqual(byName);
    expect(await names('sortBy=name&order=desc')).toEqual([...byName].reverse());
    expect(await names('sortBy=code&order=desc')).toEqual([
      'Khu Sắp Ân Thi',
      'Khu Sắp Đồng Vàng',
      'Khu Sắp Dĩnh Kế',
    ]);
    expect(await names('sortBy=createdAt&order=desc&search=sap')).toEqual([
      'Khu Sắp Dĩnh Kế',
      'Khu Sắp Ân Thi',
      'Khu Sắp Đồng Vàng',
    ]);

    await expectBadSortRefused(
      (query) => call('GET', `/industrial-zone/list-all?${query}`),
      CATEGORY_SORT_COLUMNS,
    );
  });
});
