import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventTypes } from '../../db/schema/index.js';
import { auditRows, buildEvent, buildEventType, useTestApp } from '../../test/harness.js';

const t = useTestApp({ world: true });
const officer = () => t.world.as.provincialOfficer.token;
const chair = () => t.world.as.chair.token;

let serial = 0;
const uniqueName = (base: string) => `${base} ${++serial}${Math.random().toString(36).slice(2, 5)}`;

interface TypeItem {
  id: number;
  ten: string;
  moTa: string | null;
  trangThai: boolean;
  mauSac: string;
  thuTu: number;
  soSuKien: number;
}

async function create(body: object, token = officer()) {
  const res = await t.call('POST', '/loai-su-kien', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TypeItem;
}

const typeCount = async () => (await t.ctx.database.db.select({ id: eventTypes.id }).from(eventTypes)).length;

describe('event types (loai-su-kien)', () => {
  it('creates a type with its colour and order, defaults active, and audits it', async () => {
    const ten = uniqueName('Hội thao công nhân');
    const item = await create({ ten, moTa: 'Giải bóng đá, kéo co', mauSac: '#13C2C2', thuTu: 7 });
    expect(item).toMatchObject({
      ten,
      moTa: 'Giải bóng đá, kéo co',
      trangThai: true,
      mauSac: '#13c2c2',
      thuTu: 7,
      soSuKien: 0,
    });
    const [row] = await auditRows(t.ctx, 'event-type', item.id);
    expect(row).toMatchObject({ action: 'create', after: { ten, mauSac: '#13c2c2', thuTu: 7 } });
  });

  it('takes the deployed body as it is: ten alone, moTa and trangThai optional', async () => {
    const item = await create({ ten: uniqueName('Tọa đàm') });
    expect(item).toMatchObject({ moTa: null, trangThai: true, mauSac: '#1677ff', thuTu: 0 });
  });

  it('refuses a name another type has, ignoring case and accents, and writes nothing', async () => {
    const ten = uniqueName('Giao lưu văn nghệ');
    await create({ ten });
    const before = await typeCount();
    for (const same of [
      ten.toUpperCase(),
      ten
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/g, 'd'),
    ]) {
      const res = await t.call('POST', '/loai-su-kien', officer(), { ten: same });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'event_type_name_exists',
        message: 'Tên loại sự kiện đã tồn tại',
      });
    }
    expect(await typeCount()).toBe(before);
  });

  it('answers two creates of one name at once with one type and one refusal', async () => {
    const ten = uniqueName('Ngày hội gia đình');
    const answers = await Promise.all([
      t.call('POST', '/loai-su-kien', officer(), { ten }),
      t.call('POST', '/loai-su-kien', officer(), { ten: ten.toLowerCase() }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('Tên loại sự kiện đã tồn tại');
  });

  it('refuses a bad colour, an empty name and a negative order in Vietnamese', async () => {
    const cases: [object, string][] = [
      [{ ten: uniqueName('Màu sai'), mauSac: 'đỏ' }, 'Màu có dạng #RRGGBB (mauSac)'],
      [{ ten: '  ' }, 'Tên loại sự kiện không được để trống (ten)'],
      [{ ten: uniqueName('Thứ tự'), thuTu: -1 }, 'Thứ tự phải là số nguyên từ 0 đến 9999 (thuTu)'],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', '/loai-su-kien', officer(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('lists by order then name, searches without accents, filters by state, counts events', async () => {
    const tag = `Nhóm${Math.random().toString(36).slice(2, 6)}`;
    const b = await create({ ten: `${tag} Bồi dưỡng`, thuTu: 2 });
    const a = await create({ ten: `${tag} Ăn mừng`, thuTu: 2 });
    const first = await create({ ten: `${tag} Zumba`, thuTu: 1, moTa: 'Đồng diễn thể dục' });
    const off = await create({ ten: `${tag} Đã ngừng`, thuTu: 3, trangThai: false });
    await buildEvent(t.ctx, { typeId: b.id });
    await buildEvent(t.ctx, { typeId: b.id });

    const res = await t.call('GET', '/loai-su-kien', {
      token: chair(),
      query: { search: tag.toLowerCase() },
    });
    expect(res.statusCode).toBe(200);
    const { list, count } = res.json().data as { list: TypeItem[]; count: number };
    expect(count).toBe(4);
    expect(list.map((i) => i.id)).toEqual([first.id, a.id, b.id, off.id]);
    expect(list.find((i) => i.id === b.id)!.soSuKien).toBe(2);

    const byText = await t.call('GET', '/loai-su-kien', {
      token: chair(),
      query: { search: 'dong dien the duc' },
    });
    expect(byText.json().data.list.map((i: TypeItem) => i.id)).toContain(first.id);

    const active = await t.call('GET', '/loai-su-kien', {
      token: chair(),
      query: { search: tag, trangThai: 'false' },
    });
    expect(active.json().data.list.map((i: TypeItem) => i.id)).toEqual([off.id]);
  });

  it('GET all answers the active types only, by order then name, for selects', async () => {
    const off = await create({ ten: uniqueName('Ngừng dùng'), trangThai: false });
    const res = await t.call('GET', '/loai-su-kien/all', chair());
    expect(res.statusCode).toBe(200);
    const all = res.json().data as { id: number; ten: string; mauSac: string; thuTu: number }[];
    expect(all.map((c) => c.id)).not.toContain(off.id);
    expect(Object.keys(all[0]!).sort()).toEqual(['id', 'mauSac', 'ten', 'thuTu']);
    const sorted = [...all].sort((x, y) => x.thuTu - y.thuTu || x.ten.localeCompare(y.ten, 'vi'));
    expect(all.map((c) => c.thuTu)).toEqual(sorted.map((c) => c.thuTu));
    // The seeded types of every new database are there.
    expect(all.map((c) => c.ten)).toEqual(expect.arrayContaining(['Hội nghị', 'Đại hội', 'Tập huấn']));
  });

  it('GET one answers the type, an unknown id 404 in Vietnamese', async () => {
    const item = await create({ ten: uniqueName('Chi tiết') });
    const res = await t.call('GET', `/loai-su-kien/${item.id}`, chair());
    expect(res.json().data).toMatchObject({ id: item.id, ten: item.ten });
    const missing = await t.call('GET', '/loai-su-kien/999999', chair());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'event_type_not_found',
      message: 'Loại sự kiện không tồn tại',
    });
  });

  it('PATCH changes the fields given; an id in the body is ignored, the path wins', async () => {
    const target = await create({ ten: uniqueName('Đích'), moTa: 'Giữ nguyên', mauSac: '#ff0000', thuTu: 4 });
    const other = await create({ ten: uniqueName('Khác') });
    const ten = uniqueName('Đích đổi tên');
    const res = await t.call('PATCH', `/loai-su-kien/${target.id}`, officer(), { id: other.id, ten });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: target.id,
      ten,
      moTa: 'Giữ nguyên',
      mauSac: '#ff0000',
      thuTu: 4,
    });
    const untouched = await t.call('GET', `/loai-su-kien/${other.id}`, officer());
    expect(untouched.json().data.ten).toBe(other.ten);
    const rows = await auditRows(t.ctx, 'event-type', target.id);
    expect(rows.at(-1)).toMatchObject({ action: 'update', before: { ten: target.ten }, after: { ten } });
  });

  it('PATCH refuses the name of another type, keeps its own under another spelling', async () => {
    const a = await create({ ten: uniqueName('Trùng tên') });
    const b = await create({ ten: uniqueName('Sẽ trùng') });
    const res = await t.call('PATCH', `/loai-su-kien/${b.id}`, officer(), { ten: a.ten.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Tên loại sự kiện đã tồn tại');
    const own = await t.call('PATCH', `/loai-su-kien/${b.id}`, officer(), { ten: b.ten.toUpperCase() });
    expect(own.statusCode).toBe(200);
    const missing = await t.call('PATCH', '/loai-su-kien/999999', officer(), { ten: 'Không có' });
    expect(missing.statusCode).toBe(404);
  });

  it('DELETE refuses a type in use, saying how many events use it; removes an unused one', async () => {
    const used = await buildEventType(t.ctx);
    for (let i = 0; i < 3; i++) await buildEvent(t.ctx, { typeId: used.id });
    const refused = await t.call('DELETE', `/loai-su-kien/${used.id}`, officer());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'event_type_in_use',
      message: 'Loại sự kiện đang được dùng cho 3 sự kiện, không thể xóa',
    });
    expect(await t.ctx.database.db.select().from(eventTypes).where(eq(eventTypes.id, used.id))).toHaveLength(
      1,
    );

    const unused = await create({ ten: uniqueName('Xóa được') });
    const res = await t.call('DELETE', `/loai-su-kien/${unused.id}`, officer());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    expect((await t.call('GET', `/loai-su-kien/${unused.id}`, officer())).statusCode).toBe(404);
    expect((await auditRows(t.ctx, 'event-type', unused.id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { ten: unused.ten },
    });
  });
});
