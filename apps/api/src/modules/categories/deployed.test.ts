import { POSITION_SORT_ORDER_MAX } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { industrialZones, positions, wards } from '../../db/schema/index.js';
import { buildPosition, buildStaff, buildWard, type Method, useTestApp } from '../../test/harness.js';

/** The deployed system's category paths (chuc-vu, xa-phuong, cum-khu-cong-nghiep) on our services. */
const t = useTestApp({ world: true });
const call = (method: Method, url: string, body?: object) =>
  t.call(method, url, t.world.as.provincialOfficer.token, body);
const db = () => t.ctx.database.db;
const positionRow = async (id: number) =>
  (await db().select().from(positions).where(eq(positions.id, id)))[0];
const wardRow = async (id: number) => (await db().select().from(wards).where(eq(wards.id, id)))[0];
const zoneRow = async (id: number) =>
  (await db().select().from(industrialZones).where(eq(industrialZones.id, id)))[0];

async function sheetRows(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: ws.name, rows };
}

describe('chuc-vu (positions)', () => {
  it('creates from the deployed body, stores our fields and answers both names', async () => {
    const res = await call('POST', '/chuc-vu', { tenChucVu: ' Phó Chủ tịch thường trực ', moTa: 'Ghi chú' });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({
      name: 'Phó Chủ tịch thường trực',
      tenChucVu: 'Phó Chủ tịch thường trực',
      sortOrder: POSITION_SORT_ORDER_MAX,
      moTa: null,
    });
    const row = await positionRow(item.id);
    expect(row).toMatchObject({
      name: 'Phó Chủ tịch thường trực',
      sortOrder: POSITION_SORT_ORDER_MAX,
      searchText: 'pho chu tich thuong truc',
    });

    const patched = await call('PATCH', `/chuc-vu/${item.id}`, { id: item.id, tenChucVu: 'Phó Chủ tịch' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ id: item.id, tenChucVu: 'Phó Chủ tịch', sortOrder: 9999 });
    expect(await positionRow(item.id)).toMatchObject({ name: 'Phó Chủ tịch', sortOrder: 9999 });

    const detail = await call('GET', `/chuc-vu/${item.id}`);
    expect(detail.json().data).toEqual(patched.json().data);

    const page = (await call('GET', '/chuc-vu?page=1&limit=1&search=pho chu')).json().data;
    expect(page).toMatchObject({ count: 1, page: 1, limit: 1, totalPages: 1 });
    expect(page.list[0]).toMatchObject({ id: item.id, tenChucVu: 'Phó Chủ tịch' });
    const all = (await call('GET', '/chuc-vu/all')).json().data;
    expect(all).toContainEqual(expect.objectContaining({ id: item.id, tenChucVu: 'Phó Chủ tịch' }));
  });

  it('refuses a taken name and two different names, in Vietnamese, writing nothing', async () => {
    await buildPosition(t.ctx, { name: 'Thủ quỹ' });
    const dup = await call('POST', '/chuc-vu', { tenChucVu: 'thủ quỹ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Tên chức vụ đã tồn tại');
    const both = await call('POST', '/chuc-vu', { tenChucVu: 'Kế toán', name: 'Thư ký' });
    expect(both.statusCode).toBe(400);
    expect(both.json().details).toEqual([
      { path: 'tenChucVu', message: 'Chỉ gửi một trong hai: name hoặc tenChucVu' },
    ]);
    expect(await db().select().from(positions).where(eq(positions.name, 'Kế toán'))).toEqual([]);
  });

  it('deletes with the deployed message; a position in use stays', async () => {
    const p = await buildPosition(t.ctx, { name: 'Tổ trưởng' });
    const res = await call('DELETE', `/chuc-vu/${p.id}`);
    expect(res.json()).toEqual({ data: { success: true, message: 'Xóa chức vụ thành công' } });
    expect(await positionRow(p.id)).toBeUndefined();
    expect((await call('GET', `/chuc-vu/${p.id}`)).statusCode).toBe(404);

    const held = await buildPosition(t.ctx);
    await buildStaff(t.ctx, { positionId: held.id });
    const refused = await call('DELETE', `/chuc-vu/${held.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('chức vụ đang được sử dụng');
    expect(await positionRow(held.id)).toBeDefined();
  });
});

describe('xa-phuong (wards)', () => {
  it('creates from the deployed body: code from the name, kind from its first word', async () => {
    const res = await call('POST', '/xa-phuong', { ten: 'Phường Hiến Nam', moTa: 'Thuộc tỉnh' });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({
      name: 'Phường Hiến Nam',
      ten: 'Phường Hiến Nam',
      moTa: null,
      kind: 'phuong',
    });
    expect(await wardRow(item.id)).toMatchObject({
      code: 'phuong-hien-nam',
      name: 'Phường Hiến Nam',
      kind: 'phuong',
      searchText: 'phuong hien nam phuong-hien-nam',
    });

    const renamed = await call('PATCH', `/xa-phuong/${item.id}`, { id: item.id, ten: 'Xã Hiến Nam' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await wardRow(item.id)).toMatchObject({
      code: 'phuong-hien-nam',
      name: 'Xã Hiến Nam',
      kind: 'xa',
    });
    expect((await call('GET', `/xa-phuong/${item.id}`)).json().data).toMatchObject({ ten: 'Xã Hiến Nam' });
    const page = (await call('GET', '/xa-phuong?search=hien nam')).json().data;
    expect(page).toMatchObject({ count: 1, page: 1, limit: 10, totalPages: 1 });
    expect(page.list[0]).toMatchObject({ id: item.id, ten: 'Xã Hiến Nam' });
  });

  it('refuses a name that does not say its kind, in Vietnamese, writing nothing', async () => {
    const res = await call('POST', '/xa-phuong', { ten: 'Hồng Châu' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'ten', message: "Tên xã/phường cần bắt đầu bằng 'Xã', 'Phường' hoặc 'Đặc khu'" },
    ]);
    expect(await db().select().from(wards).where(eq(wards.name, 'Hồng Châu'))).toEqual([]);
  });

  it('lists all, exports the Excel file and deletes with the deployed message', async () => {
    const w = await buildWard(t.ctx, 'Xã Tân Hưng');
    await t.ctx.database.db.update(wards).set({ kind: 'xa' }).where(eq(wards.id, w.id));
    expect((await call('GET', '/xa-phuong/all')).json().data).toContainEqual(
      expect.objectContaining({ id: w.id, ten: 'Xã Tân Hưng' }),
    );
    const file = await call('GET', '/xa-phuong/export/excel');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const { name, rows } = await sheetRows(file.rawPayload);
    expect(name).toBe('Danh sách xã phường');
    expect(rows[0]).toEqual(['STT', 'ID', 'Tên Xã Phường', 'Mã', 'Loại']);
    expect(rows).toContainEqual([expect.any(Number), w.id, 'Xã Tân Hưng', w.code, 'Xã']);

    const res = await call('DELETE', `/xa-phuong/${w.id}`);
    expect(res.json()).toEqual({ data: { success: true, message: 'Xóa xã phường thành công' } });
    expect(await wardRow(w.id)).toBeUndefined();
  });
});

describe('cum-khu-cong-nghiep (industrial zones)', () => {
  it('creates from the deployed body: moTa is the description, diaChi is not stored', async () => {
    const res = await call('POST', '/cum-khu-cong-nghiep', {
      ten: 'Cụm công nghiệp Minh Đức mở rộng',
      moTa: 'Cụm mới',
      diaChi: 'Mỹ Hào',
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data;
    expect(item).toMatchObject({ ten: 'Cụm công nghiệp Minh Đức mở rộng', moTa: 'Cụm mới', diaChi: null });
    const row = await zoneRow(item.id);
    expect(row).toMatchObject({
      name: 'Cụm công nghiệp Minh Đức mở rộng',
      description: 'Cụm mới',
      xaPhuongId: null,
    });
    expect(row!.code).toMatch(/^cum-cong-nghiep-[a-z0-9]{4}$/);

    const patched = await call('PATCH', `/cum-khu-cong-nghiep/${item.id}`, {
      id: item.id,
      moTa: 'Đã lấp đầy',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await zoneRow(item.id)).toMatchObject({
      name: 'Cụm công nghiệp Minh Đức mở rộng',
      description: 'Đã lấp đầy',
      code: row!.code,
    });
    expect((await call('GET', `/cum-khu-cong-nghiep/${item.id}`)).json().data).toMatchObject({
      moTa: 'Đã lấp đầy',
    });

    const file = await call('GET', '/cum-khu-cong-nghiep/export/excel');
    const { rows } = await sheetRows(file.rawPayload);
    expect(rows[0]?.slice(0, 3)).toEqual(['STT', 'ID', 'Tên Cụm Khu Công Nghiệp']);
    expect(rows.some((r) => r[1] === item.id && r[2] === 'Cụm công nghiệp Minh Đức mở rộng')).toBe(true);

    const page = (await call('GET', '/cum-khu-cong-nghiep?search=minh duc')).json().data;
    expect(page.list).toEqual([
      expect.objectContaining({ id: item.id, ten: 'Cụm công nghiệp Minh Đức mở rộng' }),
    ]);
    expect((await call('GET', '/cum-khu-cong-nghiep/all')).json().data).toContainEqual(
      expect.objectContaining({ id: item.id }),
    );
    const gone = await call('DELETE', `/cum-khu-cong-nghiep/${item.id}`);
    expect(gone.json()).toEqual({ data: { success: true, message: 'Xóa cụm khu công nghiệp thành công' } });
    expect(await zoneRow(item.id)).toBeUndefined();
  });
});
