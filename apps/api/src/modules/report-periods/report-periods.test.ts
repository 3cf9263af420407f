import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reportOccurrences, reportPeriods } from '../../db/schema/index.js';
import { vnYearMonth } from '../../domain/reporting/windows.js';
import { auditRows, buildRole, buildUser, login, useTestApp } from '../../test/harness.js';

const t = useTestApp({ world: true, logger: { level: 'error' } });
const officer = () => t.world.as.provincialOfficer.token;
const db = () => t.ctx.database.db;

interface Occurrence {
  id: number | null;
  tenKy: string;
  thang: number | null;
  quy: number | null;
  nam: number;
  thoiGianBatDau: string;
  thoiGianKetThuc: string;
  dangDienRa: boolean;
  daQuaHan: boolean;
}
interface Period {
  id: number;
  ten: string;
  moTa: string | null;
  loaiKy: string;
  isActive: boolean;
  cacThangApDung: number[];
  organizationId: number[];
  organizations: { id: number; name: string }[];
  kyHienTai: Occurrence | null;
}

const { year, month } = vnYearMonth(new Date());
let serial = 0;
const name = (base: string) => `${base} ${++serial}`;

async function create(body: object, path = '/thoi-gian-cap-nhat-doan-so/create', token = officer()) {
  const res = await t.call('POST', path, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Period;
}
const periodCount = async () => (await db().select({ id: reportPeriods.id }).from(reportPeriods)).length;
const occurrencesOf = async (periodId: number) =>
  (await db().select().from(reportOccurrences).where(eq(reportOccurrences.periodId, periodId)))
    .map((o) => o.key)
    .sort();

describe('reporting periods (thoi-gian-cap-nhat-doan-so)', () => {
  it('creates a monthly period open this month, stores its occurrence at once and audits it', async () => {
    const ten = name('Cập nhật đoàn số hàng tháng');
    const p = await create({
      ten,
      loaiKy: 'hang_thang',
      ngayBatDauTrongThang: 1,
      ngayKetThucTrongThang: 31,
      namBatDau: year,
    });
    expect(p).toMatchObject({ ten, loaiKy: 'hang_thang', isActive: true, moTa: null, organizationId: [] });
    expect(p.kyHienTai).toMatchObject({
      tenKy: `Tháng ${month}/${year}`,
      thang: month,
      nam: year,
      dangDienRa: true,
      daQuaHan: false,
    });
    expect(p.kyHienTai!.id).toEqual(expect.any(Number));
    expect(await occurrencesOf(p.id)).toContain(`${year}-${String(month).padStart(2, '0')}`);
    const [row] = await auditRows(t.ctx, 'time-update', p.id);
    expect(row).toMatchObject({ action: 'create', after: { ten, loaiKy: 'hang_thang' } });

    const current = await t.call(
      'GET',
      `/thoi-gian-cap-nhat-doan-so/ky-bao-cao/hien-tai/${p.id}`,
      t.world.as.chair.token,
    );
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toMatchObject({
      id: p.id,
      ten,
      kyHienTai: { tenKy: `Tháng ${month}/${year}`, dangDienRa: true },
    });
  });

  it('refuses what the deployed system refuses, with its messages, and writes nothing', async () => {
    const before = await periodCount();
    const cases: [object, string][] = [
      [
        { ten: 'Q', loaiKy: 'hang_quy', ngayBatDauTrongThang: 1, ngayKetThucTrongThang: 10, namBatDau: 2026 },
        'Báo cáo hàng quý phải có danh sách các tháng áp dụng',
      ],
      [
        {
          ten: 'M',
          loaiKy: 'hang_thang',
          ngayBatDauTrongThang: 0,
          ngayKetThucTrongThang: 10,
          namBatDau: 2026,
        },
        'Ngày bắt đầu phải từ 1-31',
      ],
      [
        {
          ten: 'M',
          loaiKy: 'hang_thang',
          ngayBatDauTrongThang: 12,
          ngayKetThucTrongThang: 10,
          namBatDau: 2026,
        },
        'Ngày bắt đầu phải nhỏ hơn hoặc bằng ngày kết thúc',
      ],
      [
        { ten: 'M', loaiKy: 'hang_thang', ngayBatDauTrongThang: 1, ngayKetThucTrongThang: 10 },
        'Báo cáo hàng tháng phải có năm bắt đầu',
      ],
      [
        { ten: 'Y', loaiKy: 'hang_nam', ngayBatDauTrongThang: 1, ngayKetThucTrongThang: 10, namBatDau: 2026 },
        'Báo cáo hàng năm phải có tháng bắt đầu',
      ],
      [
        {
          ten: 'Q',
          loaiKy: 'hang_quy',
          ngayBatDauTrongThang: 1,
          ngayKetThucTrongThang: 10,
          namBatDau: 2026,
          cacThangApDung: [3, 13],
        },
        'Tháng áp dụng phải từ 1-12',
      ],
      [{ ten: 'X', loaiKy: 'khac' }, 'Loại kỳ không hợp lệ'],
      [
        {
          ten: 'D',
          loaiKy: 'dot_xuat',
          thoiGianBatDau: '2026-06-10T08:00:00+07:00',
          thoiGianKetThuc: '2026-06-01T08:00:00+07:00',
        },
        'Thời gian bắt đầu phải nhỏ hơn thời gian kết thúc',
      ],
      [{ ten: 'D', loaiKy: 'dot_xuat' }, 'Báo cáo đột xuất phải có thời gian bắt đầu và kết thúc'],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', '/thoi-gian-cap-nhat-doan-so/create', officer(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await periodCount()).toBe(before);
  });

  it('lists every occurrence of a year by kind, none outside the years of the period', async () => {
    const quarterly = await create({
      ten: name('Báo cáo quý'),
      loaiKy: 'hang_quy',
      ngayBatDauTrongThang: 20,
      ngayKetThucTrongThang: 31,
      cacThangApDung: [3, 6, 9, 12],
      namBatDau: 2026,
      namKetThuc: 2027,
    });
    const of = async (id: number, nam: number) => {
      const res = await t.call('GET', '/thoi-gian-cap-nhat-doan-so/ky-bao-cao/theo-nam', {
        token: officer(),
        query: { thoiGianCapNhatDoanSoId: id, nam },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.cacKyBaoCao as Occurrence[];
    };
    expect((await of(quarterly.id, 2027)).map((o) => [o.tenKy, o.thang, o.quy])).toEqual([
      ['Quý 1/2027', 3, 1],
      ['Quý 2/2027', 6, 2],
      ['Quý 3/2027', 9, 3],
      ['Quý 4/2027', 12, 4],
    ]);
    expect((await of(quarterly.id, 2027))[3]!.thoiGianKetThuc).toBe(
      new Date('2027-12-31T23:59:59.999+07:00').toISOString(),
    );
    expect(await of(quarterly.id, 2028)).toEqual([]);
    const monthly = await create({
      ten: name('Tháng'),
      loaiKy: 'hang_thang',
      ngayBatDauTrongThang: 28,
      ngayKetThucTrongThang: 31,
      namBatDau: 2026,
    });
    const months = await of(monthly.id, 2027);
    expect(months).toHaveLength(12);
    expect(months[1]!.thoiGianKetThuc).toBe(new Date('2027-02-28T23:59:59.999+07:00').toISOString());
    const yearly = await create({
      ten: name('Năm'),
      loaiKy: 'hang_nam',
      thangBatDau: 12,
      ngayBatDauTrongThang: 1,
      ngayKetThucTrongThang: 20,
      namBatDau: 2026,
    });
    expect((await of(yearly.id, 2030)).map((o) => o.tenKy)).toEqual(['Năm 2030']);
  });

  it('makes a one-off for the units named, each in the caller’s scope', async () => {
    const p = await create(
      {
        ten: name('Rà soát đoàn viên'),
        thoiGianBatDau: new Date(Date.now() - 86_400_000).toISOString(),
        thoiGianKetThuc: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        organizationId: [t.world.grassroots[1].id, t.world.elsewhere.id],
      },
      '/thoi-gian-cap-nhat-doan-so/dot-xuat',
    );
    expect(p.loaiKy).toBe('dot_xuat');
    expect(p.organizationId.sort()).toEqual([t.world.grassroots[1].id, t.world.elsewhere.id].sort());
    expect(p.kyHienTai).toMatchObject({ tenKy: p.ten, dangDienRa: true });

    // a chair may hold the one-off right too: the units they name lie in their scope
    const role = await buildRole(t.ctx, {
      grants: [
        ['create_special_report', 'time-update'],
        ['read', 'time-update'],
      ],
    });
    const maker = await buildUser(t.ctx, { roles: [role.id], organizationId: t.world.grassroots[0].id });
    const token = (await login(t.ctx, maker.username!)).accessToken;
    const before = await periodCount();
    const res = await t.call('POST', '/thoi-gian-cap-nhat-doan-so/dot-xuat', token, {
      ten: 'Ngoài phạm vi',
      thoiGianBatDau: '2030-01-01T08:00:00+07:00',
      thoiGianKetThuc: '2030-01-05T08:00:00+07:00',
      organizationId: [t.world.elsewhere.id],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'report_period_units_ref_invalid' });
    // …and a recurring period needs the regular right, whichever route names it
    const regular = await t.call('POST', '/thoi-gian-cap-nhat-doan-so/dot-xuat', token, {
      ten: 'Lén tạo kỳ hàng tháng',
      loaiKy: 'hang_thang',
      thoiGianBatDau: '2030-01-01T08:00:00+07:00',
      thoiGianKetThuc: '2030-01-05T08:00:00+07:00',
    });
    expect(regular.statusCode, regular.body).toBe(200);
    expect(regular.json().data.loaiKy).toBe('dot_xuat');
    expect(await periodCount()).toBe(before + 1);
  });

  it('updates only what is sent, and moves the occurrences not yet open to the new days', async () => {
    const p = await create({
      ten: name('Hàng năm'),
      moTa: 'Báo cáo cuối năm',
      loaiKy: 'hang_nam',
      thangBatDau: month === 12 ? 12 : month + 1,
      ngayBatDauTrongThang: 1,
      ngayKetThucTrongThang: 10,
      namBatDau: year,
    });
    const res = await t.call('PUT', '/thoi-gian-cap-nhat-doan-so/update', officer(), {
      id: p.id,
      ngayKetThucTrongThang: 15,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().data as Period & { ngayKetThucTrongThang: number; thangBatDau: number };
    expect(updated).toMatchObject({
      ten: p.ten,
      moTa: 'Báo cáo cuối năm',
      ngayKetThucTrongThang: 15,
      loaiKy: 'hang_nam',
    });
    const bad = await t.call('PUT', '/thoi-gian-cap-nhat-doan-so/update', officer(), {
      id: p.id,
      ngayBatDauTrongThang: 20,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Ngày bắt đầu phải nhỏ hơn hoặc bằng ngày kết thúc');
    const stored = await db().select().from(reportOccurrences).where(eq(reportOccurrences.periodId, p.id));
    for (const o of stored.filter((o) => o.startsAt > new Date())) {
      expect(new Date(o.endsAt.getTime() + 7 * 3_600_000).getUTCDate()).toBe(15);
    }
  });

  it('lists and searches without accents, answers the active ones, and deletes one nobody reported in', async () => {
    const p = await create({
      ten: name('Kỳ cập nhật đặc biệt'),
      loaiKy: 'hang_thang',
      ngayBatDauTrongThang: 1,
      ngayKetThucTrongThang: 5,
      namBatDau: 2026,
      isActive: false,
    });
    const list = await t.call('GET', '/thoi-gian-cap-nhat-doan-so/list', {
      token: officer(),
      query: { search: 'ky cap nhat dac biet' },
    });
    expect(list.json().data.list.map((x: Period) => x.id)).toContain(p.id);
    const all = await t.call('GET', '/thoi-gian-cap-nhat-doan-so/all', officer());
    expect(all.json().data.map((x: Period) => x.id)).not.toContain(p.id);
    const del = await t.call('DELETE', '/thoi-gian-cap-nhat-doan-so/delete', {
      token: officer(),
      query: { id: p.id },
    });
    expect(del.statusCode).toBe(200);
    const gone = await t.call('GET', '/thoi-gian-cap-nhat-doan-so/detail', {
      token: officer(),
      query: { id: p.id },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Không tìm thấy thời gian cập nhật đoàn số');
  });
});
