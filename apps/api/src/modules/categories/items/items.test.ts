import { CATEGORY_ITEM_SORT_COLUMNS, CATEGORY_KINDS } from '@congdoan/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, categoryItems } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { ensureCategoryItems } from '../../../seed/category-items.js';
import { auditRows, buildCategoryItem, buildMember, type Method, useTestApp } from '../../../test/harness.js';
import { expectBadSortRefused } from '../../../test/sorting.js';
import { rethrowConflict } from '../../../write/transaction.js';
import { CATEGORY_ITEM_UNIQUE_CODES } from './service.js';

const t = useTestApp({ world: true });
const officer = () => t.world.as.provincialOfficer.token;
const call = (method: Method, url: string, body?: object, token = officer()) =>
  t.call(method, url, token, body);
const list = async (query: string, token = officer()) => {
  const res = await call('GET', `/category/list-all?${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { count: number; list: Item[] };
};
const names = async (query: string) => (await list(query)).list.map((i) => i.name);
interface Item {
  id: number;
  kind: string;
  code: string;
  name: string;
  sortOrder: number;
  active: boolean;
}
const create = async (body: object) => {
  const res = await call('POST', '/category/create', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Item;
};
const itemRow = async (id: number) =>
  (await t.ctx.database.db.select().from(categoryItems).where(eq(categoryItems.id, id)))[0];
const seeded = async (kind: string, code: string) =>
  (await list(`kind=${kind}&limit=200`)).list.find((i) => i.code === code)!;
const auditOf = (recordId: number) => auditRows(t.ctx, 'category', recordId);
const categoryAuditCount = async () =>
  (await t.ctx.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.subject, 'category')))[0]!
    .n;
const itemCount = async () => (await t.ctx.database.db.select({ n: count() }).from(categoryItems))[0]!.n;

describe('member categories: the seeded lists', () => {
  it('holds the 54 ethnic groups in their official order, with their codes', async () => {
    const ethnics = await list('kind=ethnics&limit=200');
    expect(ethnics.count).toBe(54);
    expect(ethnics.list.slice(0, 6).map((i) => [i.code, i.name])).toEqual([
      ['01', 'Kinh'],
      ['02', 'Tày'],
      ['03', 'Thái'],
      ['04', 'Hoa'],
      ['05', 'Khmer'],
      ['06', 'Mường'],
    ]);
    expect(ethnics.list.map((i) => i.code)).toEqual(
      Array.from({ length: 54 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(ethnics.list.at(-1)).toMatchObject({ code: '54', name: 'Rơ Măm', sortOrder: 54, active: true });
    expect(new Set(ethnics.list.map((i) => i.name)).size).toBe(54);
  });

  it('holds the other lists, each kind its own, with the codes the product reads', async () => {
    for (const kind of CATEGORY_KINDS) expect((await list(`kind=${kind}`)).count, kind).toBeGreaterThan(1);
    const religions = (await list('kind=religions&limit=200')).list;
    expect(religions[0]).toMatchObject({ code: '00', name: 'Không' });
    expect(religions.map((i) => i.name)).toEqual(
      expect.arrayContaining(['Phật giáo', 'Công giáo', 'Tin lành', 'Cao Đài', 'Phật giáo Hòa Hảo']),
    );
    const nations = await list('kind=nations&limit=200');
    expect(nations.list[0]).toMatchObject({ code: 'VN', name: 'Việt Nam' });
    expect(nations.count).toBeGreaterThanOrEqual(60);
    expect(nations.list.every((i) => /^[A-Z]{2}$/.test(i.code))).toBe(true);
    expect((await list('kind=genders')).list.map((i) => [i.code, i.name])).toEqual([
      ['nam', 'Nam'],
      ['nu', 'Nữ'],
    ]);
    expect(await names('kind=academicRanks')).toEqual(['Phó Giáo sư', 'Giáo sư']);
  });

  it('holds the 34 provinces since 1 July 2025 with their official codes, and the 2025 lists of certificates, agencies and ranks', async () => {
    const provinces = await list('kind=provinces&limit=200');
    expect(provinces.count).toBe(34);
    expect(provinces.list[0]).toMatchObject({ code: '01', name: 'Thành phố Hà Nội', sortOrder: 1 });
    expect(provinces.list.at(-1)).toMatchObject({ code: '96', name: 'Tỉnh Cà Mau', sortOrder: 34 });
    expect(provinces.list.map((i) => i.code)).toEqual([...provinces.list.map((i) => i.code)].sort());
    expect(new Set(provinces.list.map((i) => i.code)).size).toBe(34);
    expect(provinces.list.every((i) => /^(Tỉnh|Thành phố) /.test(i.name))).toBe(true);
    expect(provinces.list.filter((i) => i.name.startsWith('Thành phố ')).map((i) => i.code)).toEqual([
      '01',
      '31',
      '46',
      '48',
      '79',
      '92',
    ]);
    expect(await seeded('provinces', '24')).toMatchObject({ name: 'Tỉnh Bắc Ninh' });
    expect(await names('kind=provinces&search=ha giang')).toEqual([]);

    const certificates = await list('kind=foreignLanguageTypes&limit=200');
    expect(certificates.list.slice(0, 6).map((i) => i.code)).toEqual([
      'BAC1',
      'BAC2',
      'BAC3',
      'BAC4',
      'BAC5',
      'BAC6',
    ]);
    expect(certificates.list.map((i) => i.code)).toEqual(expect.arrayContaining(['IELTS', 'TOEFL', 'TOEIC']));
    expect(await names('kind=foreignLanguageTypes&search=bac 3')).toEqual([
      'Bậc 3 (B1) - Khung năng lực ngoại ngữ 6 bậc',
    ]);

    expect(await names('kind=officeTypes&limit=200')).toEqual(
      expect.arrayContaining([
        'Cơ quan hành chính nhà nước',
        'Đơn vị sự nghiệp công lập',
        'Doanh nghiệp nhà nước',
        'Doanh nghiệp ngoài nhà nước',
        'Doanh nghiệp có vốn đầu tư nước ngoài (FDI)',
        'Hợp tác xã, liên hiệp hợp tác xã',
      ]),
    );

    const ranks = (await list('kind=rankTypes&limit=200')).list;
    expect(ranks.slice(0, 5).map((i) => [i.code, i.name])).toEqual([
      ['01.001', 'Chuyên viên cao cấp'],
      ['01.002', 'Chuyên viên chính'],
      ['01.003', 'Chuyên viên'],
      ['01.004', 'Cán sự'],
      ['01.005', 'Nhân viên'],
    ]);
  });

  it('are seeded again at a start only for a kind left without items: an edit is never overwritten', async () => {
    const db = t.ctx.database.db;
    const researcher = await seeded('professionalTitles', 'NCV');
    await call('PUT', '/category/update', { id: researcher.id, name: 'Nghiên cứu viên chính' });
    await db.delete(categoryItems).where(eq(categoryItems.kind, 'academicRanks'));
    const before = await itemCount();
    await ensureCategoryItems(db);
    expect(await names('kind=academicRanks')).toEqual(['Phó Giáo sư', 'Giáo sư']);
    expect(await itemCount()).toBe(before + 2);
    expect(await itemRow(researcher.id)).toMatchObject({ name: 'Nghiên cứu viên chính' });
  });

  it('reads the same for every seeded role that fills a member form, the member included', async () => {
    for (const role of ['admin', 'chair', 'viceChair', 'executiveMember', 'member'] as const) {
      const res = await call(
        'GET',
        '/category/list-all?kind=genders&activeOnly=true',
        undefined,
        t.world.as[role].token,
      );
      expect(res.statusCode, role).toBe(200);
      expect(res.json().data.count, role).toBe(2);
    }
  });
});

describe('member categories', () => {
  it('searches a kind by name and code without accents, and only that kind', async () => {
    expect(await names('kind=ethnics&search=e de')).toEqual(['Ê Đê']);
    expect(await names('kind=ethnics&search=o du')).toEqual(['Ơ Đu']);
    expect(await names('kind=nations&search=vn')).toEqual(['Việt Nam']);
    expect(await names('kind=religions&search=hoa hao')).toEqual(['Phật giáo Hòa Hảo']);
    expect(await names('kind=religions&search=kinh')).toEqual([]);
    expect((await list('kind=ethnics&limit=10&page=6')).list.map((i) => i.code)).toEqual([
      '51',
      '52',
      '53',
      '54',
    ]);
  });

  it('offers only the active items when asked, and keeps the inactive ones on the full list', async () => {
    const old = await create({
      kind: 'foreignLanguages',
      code: 'eo',
      name: 'Tiếng Quốc tế ngữ',
      active: false,
    });
    expect(old).toMatchObject({ sortOrder: 0, active: false });
    expect(await names('kind=foreignLanguages&search=quoc te ngu')).toEqual(['Tiếng Quốc tế ngữ']);
    expect(await names('kind=foreignLanguages&search=quoc te ngu&activeOnly=true')).toEqual([]);

    const russian = await seeded('foreignLanguages', 'ru');
    const off = await call('PUT', '/category/update', { id: russian.id, active: false });
    expect(off.json().data).toMatchObject({ code: 'ru', name: 'Tiếng Nga', active: false });
    const offered = await names('kind=foreignLanguages&activeOnly=true&limit=200');
    expect(offered).toContain('Tiếng Anh');
    expect(offered).not.toContain('Tiếng Nga');
    await call('PUT', '/category/update', { id: russian.id, active: true });
    expect(await names('kind=foreignLanguages&activeOnly=true&limit=200')).toContain('Tiếng Nga');
  });

  it('creates, updates and deletes, with an audit row each; the detail answers the item', async () => {
    const item = await create({
      kind: 'qualifications',
      code: ' TCN ',
      name: '  Trung cấp nghề ',
      sortOrder: '3',
    });
    expect(item).toMatchObject({
      kind: 'qualifications',
      code: 'TCN',
      name: 'Trung cấp nghề',
      sortOrder: 3,
      active: true,
    });
    expect(await auditOf(item.id)).toMatchObject([{ action: 'create', after: { name: 'Trung cấp nghề' } }]);
    // By its order, then name: 'Trung cấp nghề' (3) between 'Sơ cấp' (2) and 'Trung cấp' (3).
    expect((await names('kind=qualifications')).slice(1, 4)).toEqual([
      'Sơ cấp',
      'Trung cấp',
      'Trung cấp nghề',
    ]);

    const res = await call('PUT', '/category/update', {
      id: item.id,
      code: 'TCNG',
      name: 'Trung cấp nghề (cũ)',
      sortOrder: 9,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: item.id,
      kind: 'qualifications',
      code: 'TCNG',
      sortOrder: 9,
    });
    expect((await auditOf(item.id))[1]).toMatchObject({
      action: 'update',
      before: { code: 'TCN', name: 'Trung cấp nghề' },
      after: { code: 'TCNG', name: 'Trung cấp nghề (cũ)' },
    });
    const detail = await call('GET', `/category/detail?categoryId=${item.id}`);
    expect(detail.json().data).toEqual(res.json().data);

    const deleted = await call('DELETE', `/category/delete?categoryId=${item.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await itemRow(item.id)).toBeUndefined();
    expect((await auditOf(item.id))[2]).toMatchObject({ action: 'delete', before: { code: 'TCNG' } });
    for (const [method, url] of [
      ['DELETE', `/category/delete?categoryId=${item.id}`],
      ['GET', `/category/detail?categoryId=${item.id}`],
    ] as const) {
      const gone = await call(method, url);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({
        code: 'category_item_not_found',
        message: 'Mục danh mục không tồn tại',
      });
    }
  });

  it('keeps the fields an update leaves out, and never changes the kind', async () => {
    const item = await create({
      kind: 'professionalTitles',
      code: 'TTV',
      name: 'Thẩm tra viên',
      sortOrder: 30,
    });
    const res = await call('PUT', '/category/update', { id: item.id, sortOrder: 31, kind: 'religions' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      kind: 'professionalTitles',
      code: 'TTV',
      name: 'Thẩm tra viên',
      sortOrder: 31,
      active: true,
    });
    expect(await itemRow(item.id)).toMatchObject({
      kind: 'professionalTitles',
      searchText: 'tham tra vien ttv',
    });
  });

  it('refuses a code or name taken in the same kind, ignoring case, and changes nothing', async () => {
    const before = await itemCount();
    const refused = async (body: object, code: string, message: string) => {
      const res = await call('POST', '/category/create', { kind: 'qualifications', ...body });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code, message });
    };
    await refused(
      { code: 'ths', name: 'Thạc sĩ nghề' },
      'category_item_code_exists',
      'Mã đã có trong danh mục này',
    );
    await refused(
      { code: 'THS2', name: 'THẠC SĨ' },
      'category_item_name_exists',
      'Tên đã có trong danh mục này',
    );
    expect(await itemCount()).toBe(before);

    // The same code and name in another kind are no clash.
    expect(await create({ kind: 'itDegreeTypes', code: 'THS', name: 'Thạc sĩ' })).toMatchObject({
      code: 'THS',
    });

    const other = await create({ kind: 'itDegreeTypes', code: 'TSCNTT', name: 'Tiến sĩ CNTT' });
    const rename = await call('PUT', '/category/update', { id: other.id, name: 'đại học cntt' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().code).toBe('category_item_name_exists');
    expect(await itemRow(other.id)).toMatchObject({ name: 'Tiến sĩ CNTT' });
    expect(await auditOf(other.id)).toHaveLength(1);
    // Its own code and name, in another case, are no clash.
    const same = await call('PUT', '/category/update', {
      id: other.id,
      code: 'tscntt',
      name: 'tiến sĩ CNTT',
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers a duplicate the unique index caught (a concurrent insert) with the same message', async () => {
    const err = await t.ctx.database.db
      .insert(categoryItems)
      .values({ kind: 'ethnics', code: 'X1', name: 'kinh' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    const answered = (() => {
      try {
        rethrowConflict(err, { unique: CATEGORY_ITEM_UNIQUE_CODES });
      } catch (e) {
        return e;
      }
    })();
    expect(answered).toBeInstanceOf(AppError);
    expect(answered).toMatchObject({ code: 'category_item_name_exists', statusCode: 409 });

    const racing = await Promise.all(
      [1, 2, 3].map((i) =>
        call('POST', '/category/create', { kind: 'religions', code: `RACE${i}`, name: 'Đạo Cùng Lúc' }),
      ),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(new Set(racing.filter((r) => r.statusCode === 409).map((r) => r.json().code))).toEqual(
      new Set(['category_item_name_exists']),
    );
  });

  it('keeps the genders fixed: renamed and reordered, never added to, deleted, recoded or switched off', async () => {
    const before = await categoryAuditCount();
    const add = await call('POST', '/category/create', { kind: 'genders', code: 'khac', name: 'Khác' });
    expect(add.statusCode).toBe(409);
    expect(add.json()).toMatchObject({
      code: 'category_kind_fixed',
      message: 'Danh mục này do hệ thống quy định: chỉ sửa được tên và thứ tự',
    });
    const female = await seeded('genders', 'nu');
    for (const res of [
      await call('DELETE', `/category/delete?categoryId=${female.id}`),
      await call('PUT', '/category/update', { id: female.id, code: 'NU' }),
      await call('PUT', '/category/update', { id: female.id, active: false }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('category_kind_fixed');
    }
    expect(await itemRow(female.id)).toMatchObject({ code: 'nu', name: 'Nữ', active: true });
    expect(await categoryAuditCount()).toBe(before);

    const renamed = await call('PUT', '/category/update', {
      id: female.id,
      name: 'Nữ giới',
      sortOrder: 0,
      code: 'nu',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names('kind=genders')).toEqual(['Nữ giới', 'Nam']);
    await call('PUT', '/category/update', { id: female.id, name: 'Nữ', sortOrder: 2 });
    expect(await names('kind=genders')).toEqual(['Nam', 'Nữ']);
  });

  it('refuses to delete an item a member record holds, saying how many, and changes nothing', async () => {
    const item = await buildCategoryItem(t.ctx, { kind: 'ethnics', code: 'T99', name: 'Dân tộc Thử' });
    await buildMember(t.ctx, { ethnicityId: item.id });
    await buildMember(t.ctx, { ethnicityId: item.id });
    const res = await call('DELETE', `/category/delete?categoryId=${item.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'category_item_in_use',
      message: 'Không thể xóa: mục này đang được dùng trong hồ sơ của 2 đoàn viên',
    });
    expect(await itemRow(item.id)).toMatchObject({ name: 'Dân tộc Thử' });
    expect(await auditOf(item.id)).toEqual([]);

    // Whichever column holds it.
    const language = await create({ kind: 'foreignLanguages', code: 'sv', name: 'Tiếng Thụy Điển' });
    await buildMember(t.ctx, { foreignLanguageId: language.id });
    const held = await call('DELETE', `/category/delete?categoryId=${language.id}`);
    expect(held.json().message).toBe('Không thể xóa: mục này đang được dùng trong hồ sơ của 1 đoàn viên');

    // Switched off instead: no longer offered, still on the records.
    const off = await call('PUT', '/category/update', { id: item.id, active: false });
    expect(off.statusCode).toBe(200);
    expect(await names('kind=ethnics&activeOnly=true&search=dan toc thu')).toEqual([]);
  });

  it('refuses bad input with a Vietnamese 400 and writes nothing', async () => {
    const before = await itemCount();
    const audits = await categoryAuditCount();
    const cases: [object, string][] = [
      [{ kind: 'classrooms', code: 'A', name: 'Lớp' }, 'Loại danh mục không hợp lệ'],
      [{ kind: 'ethnics', code: 'A B', name: 'Có dấu cách' }, 'Mã chỉ gồm chữ, số và . _ -'],
      [{ kind: 'ethnics', code: 'AB' }, 'Vui lòng nhập tên (name)'],
      [{ kind: 'ethnics', code: ' ', name: 'Không mã' }, 'Vui lòng nhập mã'],
      [{ kind: 'ethnics', code: 'AB', name: 'Âm', sortOrder: -1 }, 'Thứ tự không được âm'],
      [{ kind: 'ethnics', code: 'X'.repeat(21), name: 'Dài' }, 'Tối đa 20 ký tự'],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/category/create', body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect(res.json().message).toContain(message);
    }
    const kinh = await seeded('ethnics', '01');
    const update = await call('PUT', '/category/update', { id: kinh.id, name: '' });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toContain('Vui lòng nhập tên');
    const noKind = await call('GET', '/category/list-all');
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().message).toContain('(kind)');
    expect(await itemCount()).toBe(before);
    expect(await categoryAuditCount()).toBe(audits);
    expect(await itemRow(kinh.id)).toMatchObject({ name: 'Kinh' });
  });

  it('sorts by the column asked, with its order and name after, and refuses a bad sort', async () => {
    expect((await names('kind=academicDegrees&sortBy=name')).slice(0, 2)).toEqual(['Cử nhân', 'Kỹ sư']);
    expect((await list('kind=academicDegrees&sortBy=code&order=desc')).list[0]!.code).toBe('TSKH');
    expect((await list('kind=ethnics&sortBy=sortOrder&order=desc')).list[0]!.name).toBe('Rơ Măm');
    await expectBadSortRefused(
      (query) => call('GET', `/category/list-all?kind=ethnics&${query}`),
      CATEGORY_ITEM_SORT_COLUMNS,
    );
  });
});
