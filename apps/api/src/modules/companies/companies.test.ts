import type { CompanyItem, CompanyZoneComparison, CompanyZoneCount } from '@congdoan/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companiesWithoutUnion, industrialZones, organizations } from '../../db/schema/index.js';
import {
  auditRows,
  buildCompany,
  buildOrganization,
  buildRole,
  buildZone,
  tokenFor,
  useTestApp,
} from '../../test/harness.js';

const t = useTestApp({ world: true });
/** Provincial officer: every organisation right, province-wide. */
const officer = () => t.world.as.provincialOfficer.token;
/** Chair of grassroots[0] (in the world's zone): reads, imports; creates nothing. */
const chair = () => t.world.as.chair.token;
const zone = () => t.world.zone;

/** Another zone, in the world's ward; and a third in the other ward. */
let eastZone: { id: number; name: string };
let farZone: { id: number; name: string };
/** A zone officer of eastZone and a ward officer of the world's ward, both with every organisation right. */
let zoneOfficer: string;
let wardOfficer: string;
const ORGANIZATION_RIGHTS = [
  'read',
  'create',
  'update',
  'delete',
  'import_excel',
  'download_sample',
] as const;

beforeAll(async () => {
  eastZone = await buildZone(t.ctx, 'Khu công nghiệp Đông Thử');
  farZone = await buildZone(t.ctx, 'Cụm công nghiệp Xa Thử');
  const db = t.ctx.database.db;
  await db
    .update(industrialZones)
    .set({ xaPhuongId: t.world.ward.id })
    .where(eq(industrialZones.id, eastZone.id));
  await db
    .update(industrialZones)
    .set({ xaPhuongId: t.world.otherWard.id })
    .where(eq(industrialZones.id, farZone.id));
  const grants = ORGANIZATION_RIGHTS.map((a) => [a, 'organization'] as const);
  const zoneRole = await buildRole(t.ctx, { scope: 'zone', grants });
  zoneOfficer = await tokenFor(t.ctx, { roles: [zoneRole.id], cumKhuCnId: eastZone.id });
  const wardRole = await buildRole(t.ctx, { scope: 'ward', grants });
  wardOfficer = await tokenFor(t.ctx, { roles: [wardRole.id], xaPhuongId: t.world.ward.id });
});

let serial = 0;
const uniqueName = (base = 'Công ty TNHH Thử') => `${base} ${++serial}`;

const companyCount = async () =>
  (await t.ctx.database.db.select({ n: count() }).from(companiesWithoutUnion))[0]!.n;

async function create(body: object, token = officer()): Promise<CompanyItem> {
  const res = await t.call('POST', '/cong-ty-chua-co-cd', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('companies without a union: create, read, update, delete', () => {
  it('creates a company in a zone, answers it with the zone name, and audits it', async () => {
    const ten = uniqueName('Công ty TNHH Điện tử Quế Võ');
    const item = await create({ ten: `  ${ten} `, cumKCNId: zone().id, diaChi: 'Lô A2, đường số 3' });
    expect(item).toMatchObject({
      ten,
      cumKCNId: zone().id,
      cumKhuCongNghiepTen: zone().name,
      diaChi: 'Lô A2, đường số 3',
      ghiChu: null,
    });
    const detail = await t.call('GET', `/cong-ty-chua-co-cd/${item.id}`, officer());
    expect(detail.json().data).toEqual(item);
    const [audit] = await auditRows(t.ctx, 'company', item.id);
    expect(audit).toMatchObject({ action: 'create', after: { ten, cumKCNId: zone().id } });
  });

  it('updates only the fields given (a body without ten keeps the name)', async () => {
    const item = await create({ ten: uniqueName(), cumKCNId: zone().id, diaChi: 'Lô B1' });
    const res = await t.call('PUT', `/cong-ty-chua-co-cd/${item.id}`, officer(), {
      ghiChu: 'Đã liên hệ giám đốc',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      ten: item.ten,
      cumKCNId: zone().id,
      diaChi: 'Lô B1',
      ghiChu: 'Đã liên hệ giám đốc',
    });
    const cleared = await t.call('PUT', `/cong-ty-chua-co-cd/${item.id}`, officer(), { diaChi: '' });
    expect(cleared.json().data).toMatchObject({ diaChi: null, ghiChu: 'Đã liên hệ giám đốc' });
    const audits = await auditRows(t.ctx, 'company', item.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'update']);
  });

  it('deletes with the deployed message, and the company is then not found', async () => {
    const item = await create({ ten: uniqueName(), cumKCNId: zone().id });
    const res = await t.call('DELETE', `/cong-ty-chua-co-cd/${item.id}`, officer());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ success: true, message: 'Xóa công ty thành công' });
    const gone = await t.call('GET', `/cong-ty-chua-co-cd/${item.id}`, officer());
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'company_not_found', message: 'Công ty không tồn tại' });
    expect((await t.call('DELETE', `/cong-ty-chua-co-cd/${item.id}`, officer())).statusCode).toBe(404);
    expect(
      (await t.call('PUT', `/cong-ty-chua-co-cd/${item.id}`, officer(), { ghiChu: 'x' })).statusCode,
    ).toBe(404);
  });

  it('keeps names unique in any case, on create, on update, and when two creates race', async () => {
    const ten = uniqueName('Công ty Cổ phần May Bắc Giang');
    const first = await create({ ten, cumKCNId: zone().id });
    const again = await t.call('POST', '/cong-ty-chua-co-cd', officer(), { ten: ten.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'company_name_exists', message: 'Tên công ty đã tồn tại' });
    const other = await create({ ten: uniqueName(), cumKCNId: zone().id });
    const rename = await t.call('PUT', `/cong-ty-chua-co-cd/${other.id}`, officer(), {
      ten: ten.toLowerCase(),
    });
    expect(rename.json().code).toBe('company_name_exists');
    // Its own name, in another case, is no conflict.
    const own = await t.call('PUT', `/cong-ty-chua-co-cd/${first.id}`, officer(), { ten: ten.toUpperCase() });
    expect(own.statusCode).toBe(200);

    const racing = uniqueName('Công ty Chạy Đua');
    const answers = await Promise.all(
      [0, 1].map(() =>
        t.call('POST', '/cong-ty-chua-co-cd', officer(), { ten: racing, cumKCNId: zone().id }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toBe('Tên công ty đã tồn tại');
  });

  it('refuses bad input with a Vietnamese 400 and writes nothing', async () => {
    const before = await companyCount();
    const refusals: [object, string][] = [
      [{ ten: '   ' }, 'Vui lòng nhập tên công ty (ten)'],
      [{}, 'Vui lòng nhập tên công ty (ten)'],
      [{ ten: 'x'.repeat(256) }, 'Tối đa 255 ký tự (ten)'],
      [{ ten: uniqueName(), cumKCNId: 'abc' }, 'Mã không hợp lệ (cumKCNId)'],
      [{ ten: uniqueName(), cumKCNId: 999999 }, 'Cụm/khu công nghiệp không tồn tại'],
    ];
    for (const [body, message] of refusals) {
      const res = await t.call('POST', '/cong-ty-chua-co-cd', officer(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const item = await create({ ten: uniqueName(), cumKCNId: zone().id });
    const bad = await t.call('PUT', `/cong-ty-chua-co-cd/${item.id}`, officer(), { ten: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Vui lòng nhập tên công ty (ten)');
    expect((await t.call('GET', '/cong-ty-chua-co-cd/abc', officer())).json().message).toBe(
      'Mã không hợp lệ (id)',
    );
    expect(await companyCount()).toBe(before + 1);
  });
});

describe('the list', () => {
  let dệt: CompanyItem;
  beforeAll(async () => {
    dệt = await create({ ten: 'Công ty TNHH Dệt Kim Đông Xuân Thử', cumKCNId: eastZone.id });
    await create({ ten: uniqueName('Công ty Gỗ Thử'), cumKCNId: eastZone.id });
  });

  it('searches without accents in the company’s name and its zone’s, newest first, with its paging', async () => {
    const byName = await t.call('GET', '/cong-ty-chua-co-cd', {
      token: officer(),
      query: { search: 'det kim dong xuan' },
    });
    expect(byName.json().data.list.map((c: CompanyItem) => c.id)).toEqual([dệt.id]);
    const byZone = await t.call('GET', '/cong-ty-chua-co-cd', {
      token: officer(),
      query: { search: 'khu cong nghiep dong thu', limit: '1' },
    });
    const page = byZone.json().data;
    expect(page).toMatchObject({ count: 2, page: 1, limit: 1, totalPages: 2 });
    // Newest first: the second company created comes before the first.
    expect(page.list[0].ten).toMatch(/^Công ty Gỗ Thử/);
    expect(page.list[0].cumKhuCongNghiepTen).toBe('Khu công nghiệp Đông Thử');
  });

  it('filters by zone, pages 10 by default, and refuses a page size over 200', async () => {
    const res = await t.call('GET', '/cong-ty-chua-co-cd', {
      token: officer(),
      query: { cumKCNId: String(eastZone.id) },
    });
    const data = res.json().data;
    expect(data.limit).toBe(10);
    expect(data.list.every((c: CompanyItem) => c.cumKCNId === eastZone.id)).toBe(true);
    expect(data.count).toBe(2);
    const tooMany = await t.call('GET', '/cong-ty-chua-co-cd', { token: officer(), query: { limit: '201' } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/^Số dòng mỗi trang phải là số nguyên từ 1 đến 200/);
  });

  it('GET all answers every company the caller sees, by name', async () => {
    const res = await t.call('GET', '/cong-ty-chua-co-cd/all', officer());
    const names: string[] = res.json().data.map((c: CompanyItem) => c.ten);
    expect(names.length).toBe(await companyCount());
    expect([...names].sort((a, b) => a.localeCompare(b, 'vi'))).toEqual(names);
  });
});

describe('the statistics', () => {
  it('counts companies by zone, those without one as ‘Chưa phân loại’', async () => {
    await create({ ten: uniqueName('Công ty Không Cụm') });
    const res = await t.call('GET', '/cong-ty-chua-co-cd/thong-ke-theo-cum-khu', officer());
    const rows: CompanyZoneCount[] = res.json().data;
    const none = rows.find((r) => r.cumKCNId === null);
    expect(none).toMatchObject({ cumKhuCongNghiepTen: 'Chưa phân loại' });
    expect(none!.soLuongCongTy).toBeGreaterThan(0);
    const east = rows.find((r) => r.cumKCNId === eastZone.id)!;
    expect(east).toEqual({
      cumKCNId: eastZone.id,
      cumKhuCongNghiepTen: eastZone.name,
      soLuongCongTy: east.soLuongCongTy,
    });
    const total = rows.reduce((n, r) => n + r.soLuongCongTy, 0);
    expect(total).toBe(await companyCount());
  });

  it('sets the active grassroots unions of a zone the caller sees beside its companies, most first', async () => {
    const unionZone = await buildZone(t.ctx, 'Khu công nghiệp Có Công Đoàn Thử');
    for (let i = 0; i < 3; i++) {
      await buildOrganization(t.ctx, {
        parent: t.world.wardUnion,
        cumKhuCnId: unionZone.id,
        xaPhuongId: t.world.ward.id,
      });
    }
    // Not counted: a dissolved union, and a ward union in the zone.
    const dissolved = await buildOrganization(t.ctx, { parent: t.world.wardUnion, cumKhuCnId: unionZone.id });
    await t.ctx.database.db
      .update(organizations)
      .set({ status: 'dissolved' })
      .where(eq(organizations.id, dissolved.id));
    await buildOrganization(t.ctx, { parent: t.world.province, level: 'ward', cumKhuCnId: unionZone.id });
    await create({ ten: uniqueName(), cumKCNId: unionZone.id });

    const res = await t.call('GET', '/cong-ty-chua-co-cd/thong-ke-cong-ty-va-organization', officer());
    const rows: CompanyZoneComparison[] = res.json().data;
    expect(rows.find((r) => r.cumKCNId === unionZone.id)).toEqual({
      cumKCNId: unionZone.id,
      cumKhuCongNghiepTen: 'Khu công nghiệp Có Công Đoàn Thử',
      soLuongCongTy: 1,
      soLuongOrganization: 3,
      tongSo: 4,
    });
    expect(rows.map((r) => r.tongSo)).toEqual([...rows.map((r) => r.tongSo)].sort((a, b) => b - a));
    // The chair sees the unions of their own subtree's zone only.
    const mine: CompanyZoneComparison[] = (
      await t.call('GET', '/cong-ty-chua-co-cd/thong-ke-cong-ty-va-organization', chair())
    ).json().data;
    expect(mine.map((r) => r.cumKCNId)).toEqual([zone().id]);
    expect(mine[0]!.soLuongOrganization).toBe(1);
  });
});

describe('data scope', () => {
  let inZone: CompanyItem;
  let inEast: CompanyItem;
  let inFar: CompanyItem;
  beforeAll(async () => {
    inZone = await create({ ten: uniqueName('Công ty Trong Cụm'), cumKCNId: zone().id });
    inEast = await create({ ten: uniqueName('Công ty Phía Đông'), cumKCNId: eastZone.id });
    inFar = await create({ ten: uniqueName('Công ty Phía Xa'), cumKCNId: farZone.id });
  });
  const visible = async (token: string) =>
    new Set(
      (await t.call('GET', '/cong-ty-chua-co-cd/all', token))
        .json()
        .data.map((c: CompanyItem) => c.id) as number[],
    );

  it('a chair sees the companies of the zones of their units; the rest read as not found', async () => {
    const seen = await visible(chair());
    expect(seen.has(inZone.id)).toBe(true);
    expect(seen.has(inEast.id)).toBe(false);
    const res = await t.call('GET', `/cong-ty-chua-co-cd/${inFar.id}`, chair());
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Công ty không tồn tại');
    expect((await visible(t.world.elsewhereChair.token)).size).toBe(0);
  });

  it('a zone officer sees and writes their zone only', async () => {
    const seen = await visible(zoneOfficer);
    expect([...seen].every((id) => id !== inZone.id && id !== inFar.id)).toBe(true);
    expect(seen.has(inEast.id)).toBe(true);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { ghiChu: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await t.call(method, `/cong-ty-chua-co-cd/${inZone.id}`, zoneOfficer, body)).statusCode).toBe(
        404,
      );
    }
    const before = await companyCount();
    const outside = await t.call('POST', '/cong-ty-chua-co-cd', zoneOfficer, {
      ten: uniqueName(),
      cumKCNId: zone().id,
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe('company_outside_scope');
    const noZone = await t.call('POST', '/cong-ty-chua-co-cd', zoneOfficer, { ten: uniqueName() });
    expect(noZone.json().code).toBe('company_outside_scope');
    const moved = await t.call('PUT', `/cong-ty-chua-co-cd/${inEast.id}`, zoneOfficer, {
      cumKCNId: zone().id,
    });
    expect(moved.json().code).toBe('company_outside_scope');
    expect(await companyCount()).toBe(before);
    await create({ ten: uniqueName(), cumKCNId: eastZone.id }, zoneOfficer);
  });

  it('a ward officer sees the companies of the zones lying in their ward', async () => {
    const seen = await visible(wardOfficer);
    expect(seen.has(inEast.id)).toBe(true);
    expect(seen.has(inFar.id)).toBe(false);
    // The world's zone lies in no ward: its companies are the province's to see.
    expect(seen.has(inZone.id)).toBe(false);
  });

  it('a zone still holding companies is not deleted, and says why', async () => {
    const res = await t.call('DELETE', '/industrial-zone/delete', {
      token: officer(),
      query: { industrialZoneId: String(farZone.id) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/công ty chưa có công đoàn/);
  });
});

describe('founding a union at a company (thanh-lap)', () => {
  it('turns the company into a grassroots union under the chosen parent, in one step, audited', async () => {
    const company = await create({
      ten: uniqueName('Công ty TNHH Nhựa Tiền Phong'),
      cumKCNId: zone().id,
      diaChi: 'Lô C4',
    });
    const res = await t.call('POST', `/cong-ty-chua-co-cd/${company.id}/thanh-lap`, officer(), {
      organizationParentId: t.world.wardUnion.id,
      code: `CS-${serial}`,
      namThanhLap: 2025,
    });
    expect(res.statusCode, res.body).toBe(200);
    const founded = res.json().data;
    expect(founded).toMatchObject({
      name: company.ten,
      organizationParentId: t.world.wardUnion.id,
      parentName: t.world.wardUnion.name,
      cumKhuCnId: zone().id,
      cumKhuCnName: zone().name,
      // The parent's ward, as a new unit takes it.
      xaPhuongId: t.world.ward.id,
    });
    const detail = await t.call('GET', '/organization/detail', {
      token: officer(),
      query: { organizationId: String(founded.id) },
    });
    expect(detail.json().data).toMatchObject({
      level: 'grassroots',
      status: 'active',
      address: 'Lô C4',
      namThanhLap: 2025,
      ancestors: [{ id: t.world.province.id }, { id: t.world.wardUnion.id }],
    });
    expect((await t.call('GET', `/cong-ty-chua-co-cd/${company.id}`, officer())).statusCode).toBe(404);
    const [created] = await auditRows(t.ctx, 'organization', founded.id);
    expect(created).toMatchObject({
      action: 'create',
      after: { name: company.ten, fromCompanyId: company.id },
    });
    const companyAudit = await auditRows(t.ctx, 'company', company.id);
    expect(companyAudit.at(-1)).toMatchObject({ action: 'found', after: { organizationId: founded.id } });
  });

  it('writes nothing when the organisation is refused (a name taken under the parent, a parent out of scope)', async () => {
    const taken = await buildOrganization(t.ctx, {
      parent: t.world.wardUnion,
      name: uniqueName('Công ty Trùng Tên'),
    });
    const company = await create({ ten: taken.name, cumKCNId: eastZone.id });
    const orgs = async () => (await t.ctx.database.db.select({ n: count() }).from(organizations))[0]!.n;
    const before = await orgs();
    const clash = await t.call('POST', `/cong-ty-chua-co-cd/${company.id}/thanh-lap`, officer(), {
      organizationParentId: t.world.wardUnion.id,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Tên đơn vị đã có trong cùng đơn vị cấp trên');
    const noParent = await t.call('POST', `/cong-ty-chua-co-cd/${company.id}/thanh-lap`, officer(), {});
    expect(noParent.statusCode).toBe(400);
    expect(noParent.json().message).toBe('Vui lòng chọn đơn vị cấp trên (organizationParentId)');
    // The zone officer sees the company but not the ward union.
    const outside = await t.call('POST', `/cong-ty-chua-co-cd/${company.id}/thanh-lap`, zoneOfficer, {
      organizationParentId: t.world.wardUnion.id,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().code).toBe('organization_ref_invalid');
    expect(await orgs()).toBe(before);
    expect((await t.call('GET', `/cong-ty-chua-co-cd/${company.id}`, officer())).statusCode).toBe(200);
  });

  it('a company out of the caller’s scope is not found', async () => {
    const company = await buildCompany(t.ctx, { cumKhuCnId: farZone.id });
    const res = await t.call('POST', `/cong-ty-chua-co-cd/${company.id}/thanh-lap`, zoneOfficer, {
      organizationParentId: t.world.wardUnion.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('company_not_found');
  });
});
