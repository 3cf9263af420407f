import { SPREADSHEET_MIME } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../../db/schema/index.js';
import {
  buildChoice,
  buildOccurrence,
  buildOrganization,
  buildPeriod,
  buildReport,
  downloadHeaders,
  useTestApp,
} from '../../../test/harness.js';

const t = useTestApp({ world: true });
const officer = () => t.world.as.provincialOfficer.token;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/*
 * A monthly period with three closed windows: 'Kỳ 1' (no report), 'Kỳ 2', and 'Kỳ 3' (closed ten
 * days ago). The units that must report are the world's three grassroots unions and a fourth in
 * the first ward ('newcomer'); grassroots[0] and the newcomer are of type T.
 *
 *              Kỳ 2 (approved)            Kỳ 3
 * grassroots[0] 100 (60/40), 200 workers  approved in time, 120 (70/50), 200 workers
 * grassroots[1]  50 (25/25), 100 workers  approved, filed late, 40 (20/20), 100 workers
 * elsewhere      30 (15/15),  60 workers  rejected (not sent again)
 * newcomer       —                        —
 */
const occurrence = { k1: 0, k2: 0, k3: 0 };
let otherPeriodOccurrence: number;
let typeName: string;
let newcomerId: number;

beforeAll(async () => {
  const { grassroots, elsewhere, wardUnion, ward } = t.world;
  const type = await buildChoice(t.ctx, { name: 'Loại hình T' });
  typeName = type.name;
  const newcomer = await buildOrganization(t.ctx, {
    parent: wardUnion,
    xaPhuongId: ward.id,
    name: 'Công đoàn Mới',
  });
  newcomerId = newcomer.id;
  const db = t.ctx.database.db;
  for (const id of [grassroots[0].id, newcomer.id])
    await db.update(organizations).set({ loaiHinh: type.id }).where(eq(organizations.id, id));

  const periodId = (await buildPeriod(t.ctx, { name: 'Báo cáo tháng' })).id;
  const window = async (key: keyof typeof occurrence, from: number, to: number) => {
    const o = await buildOccurrence(t.ctx, {
      periodId,
      key,
      name: `Kỳ ${key.slice(1)}`,
      year: 2026,
      startsAt: ago(from),
      endsAt: ago(to),
    });
    occurrence[key] = o.id;
  };
  await window('k1', 90, 70);
  await window('k2', 60, 40);
  await window('k3', 30, 10);
  otherPeriodOccurrence = (await buildOccurrence(t.ctx, { startsAt: ago(200), endsAt: ago(190) })).id;

  const report = (
    o: number,
    unit: number,
    filed: number,
    state: 'da_phe_duyet' | 'tu_choi',
    members: [number, number],
    workers: number,
  ) =>
    buildReport(t.ctx, {
      occurrenceId: o,
      organizationId: unit,
      memberMale: members[0],
      memberFemale: members[1],
      workerMale: workers,
      state,
      createdAt: ago(filed),
    });
  await report(occurrence.k2, grassroots[0].id, 50, 'da_phe_duyet', [60, 40], 200);
  await report(occurrence.k2, grassroots[1].id, 50, 'da_phe_duyet', [25, 25], 100);
  await report(occurrence.k2, elsewhere.id, 50, 'da_phe_duyet', [15, 15], 60);
  await report(occurrence.k3, grassroots[0].id, 20, 'da_phe_duyet', [70, 50], 200);
  await report(occurrence.k3, grassroots[1].id, 5, 'da_phe_duyet', [20, 20], 100);
  await report(occurrence.k3, elsewhere.id, 15, 'tu_choi', [10, 10], 60);
});

const read = (token: string, query: Record<string, unknown> = {}) =>
  t.call('GET', '/analytics/periodic', { token, query: { occurrenceId: occurrence.k3, ...query } });

describe('the periodic report of an occurrence', () => {
  it('counts the units by standing, in total and by ward, zone and type', async () => {
    const res = await read(officer());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.kyBaoCao).toMatchObject({
      id: occurrence.k3,
      ten: 'Kỳ 3',
      tenThoiGianCapNhat: 'Báo cáo tháng',
    });
    expect(data.kyTruoc).toMatchObject({ id: occurrence.k2, ten: 'Kỳ 2' });
    expect(data.phamVi).toBe('Toàn tỉnh');
    expect(data.tong).toEqual({
      tongSoCDCS: 4,
      soDaBaoCao: 2,
      soChuaBaoCao: 2,
      soDungHan: 1,
      soQuaHan: 3,
      soChoPheDuyet: 0,
      soDaPheDuyet: 2,
      soTuChoi: 1,
    });
    const { ward, otherWard, zone } = t.world;
    expect(data.theoXaPhuong).toMatchObject([
      ...[
        {
          id: ward.id,
          ten: ward.name,
          tongSoCDCS: 3,
          soDaBaoCao: 2,
          soQuaHan: 2,
          soChuaBaoCao: 1,
          soTuChoi: 0,
        },
        { id: otherWard.id, ten: otherWard.name, tongSoCDCS: 1, soDaBaoCao: 0, soQuaHan: 1, soTuChoi: 1 },
      ].sort((a, b) => new Intl.Collator('vi').compare(a.ten, b.ten)),
    ]);
    expect(data.theoCumKhu).toMatchObject([
      { id: zone.id, tongSoCDCS: 1, soDaPheDuyet: 1, soDungHan: 1 },
      { id: null, ten: 'Ngoài cụm/khu công nghiệp', tongSoCDCS: 3, soDaPheDuyet: 1, soQuaHan: 3 },
    ]);
    expect(data.theoLoaiHinh).toMatchObject([
      { ten: typeName, tongSoCDCS: 2, soDaPheDuyet: 1, soChuaBaoCao: 1 },
      { id: null, ten: 'Chưa xác định loại hình', tongSoCDCS: 2, soDaPheDuyet: 1, soTuChoi: 1 },
    ]);
  });

  it("lists behind each breakdown count exactly its units: the tracking's ward, zone and type filters", async () => {
    const data = (await read(officer())).json().data;
    const units = async (query: Record<string, unknown>) => {
      const res = await t.call('GET', '/bao-cao-doan-so-theo-ky/tracking/trang-thai', {
        token: officer(),
        query: { kyBaoCaoId: occurrence.k3, limit: 100, ...query },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { total: number; danhSachChiTiet: { organizationId: number }[] };
    };
    // the links' filters: an id, or 'khong_co' for the row of the units without one
    const groupings = [
      ['theoXaPhuong', 'xaPhuongId'],
      ['theoCumKhu', 'cumKhuCnId'],
      ['theoLoaiHinh', 'loaiHinh'],
    ] as const;
    const standings = [
      ['soDaBaoCao', 'da_bao_cao'],
      ['soChuaBaoCao', 'chua_bao_cao'],
      ['soQuaHan', 'qua_han'],
      ['soDaPheDuyet', 'da_phe_duyet'],
      ['soTuChoi', 'tu_choi'],
    ] as const;
    for (const [field, filter] of groupings)
      for (const row of data[field] as Record<string, number | null>[])
        for (const [count, state] of standings) {
          const page = await units({ [filter]: row.id ?? 'khong_co', trangThaiBaoCao: state });
          expect([field, row.id, state, page.total]).toEqual([field, row.id, state, row[count]]);
          expect(page.danhSachChiTiet).toHaveLength(page.total);
        }
    // by name: the units of type T that have not reported, those of no type that were rejected
    const typed = data.theoLoaiHinh.find((r: { id: number | null }) => r.id !== null).id;
    const [g0] = t.world.grassroots;
    expect((await units({ loaiHinh: typed, trangThaiBaoCao: 'chua_bao_cao' })).danhSachChiTiet).toMatchObject(
      [{ organizationId: newcomerId }],
    );
    expect((await units({ loaiHinh: 'khong_co', trangThaiBaoCao: 'tu_choi' })).danhSachChiTiet).toMatchObject(
      [{ organizationId: t.world.elsewhere.id }],
    );
    expect((await units({ cumKhuCnId: t.world.zone.id })).danhSachChiTiet).toMatchObject([
      { organizationId: g0.id },
    ]);
    // the tracking's figures split by type too, and narrow to a type
    const stats = await t.call('GET', '/bao-cao-doan-so-theo-ky/tracking/thong-ke', {
      token: officer(),
      query: { kyBaoCaoId: occurrence.k3, loaiHinh: typed },
    });
    expect(stats.json().data).toMatchObject({
      tongSoCDCS: 2,
      soChuaBaoCao: 1,
      theoLoaiHinh: [{ id: typed, ten: typeName, tongSoCDCS: 2 }],
    });
    const bad = await t.call('GET', '/bao-cao-doan-so-theo-ky/tracking/trang-thai', {
      token: officer(),
      query: { kyBaoCaoId: occurrence.k3, loaiHinh: 'mot' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Mã không hợp lệ');
  });

  it("lists to a ward union's chair only the units in their scope behind a breakdown count", async () => {
    const res = await t.call('GET', '/bao-cao-doan-so-theo-ky/tracking/trang-thai', {
      token: t.world.wardUnionChair.token,
      query: { kyBaoCaoId: occurrence.k3, loaiHinh: 'khong_co', limit: 100 },
    });
    expect(res.statusCode, res.body).toBe(200);
    // of the two units without a type, `elsewhere` is out of the chair's reach
    expect(res.json().data.danhSachChiTiet).toMatchObject([{ organizationId: t.world.grassroots[1].id }]);
  });

  it('adds up the approved figures and their change since the previous occurrence', async () => {
    const data = (await read(officer())).json().data;
    expect(data.soLieu).toEqual({
      soDonVi: 2,
      tongDoanVien: 160,
      doanVienNam: 90,
      doanVienNu: 70,
      tongCnvcld: 300,
      tyLeThamGia: 53.3,
    });
    expect(data.soLieuKyTruoc).toEqual({
      soDonVi: 3,
      tongDoanVien: 180,
      doanVienNam: 100,
      doanVienNu: 80,
      tongCnvcld: 360,
      tyLeThamGia: 50,
    });
    expect(data.thayDoi).toEqual({
      soDonVi: { chenhLech: -1, phanTram: -33.3 },
      tongDoanVien: { chenhLech: -20, phanTram: -11.1 },
      doanVienNam: { chenhLech: -10, phanTram: -10 },
      doanVienNu: { chenhLech: -10, phanTram: -12.5 },
      tongCnvcld: { chenhLech: -60, phanTram: -16.7 },
      tyLeThamGia: { chenhLech: 3.3, phanTram: 6.6 },
    });
    const [g0, g1] = t.world.grassroots;
    expect(data.tangNhieuNhat).toEqual([
      {
        organizationId: g0.id,
        ten: g0.name,
        xaPhuong: t.world.ward.name,
        truoc: 100,
        sau: 120,
        chenhLech: 20,
        phanTram: 20,
      },
    ]);
    expect(data.giamNhieuNhat).toEqual([
      {
        organizationId: g1.id,
        ten: g1.name,
        xaPhuong: t.world.ward.name,
        truoc: 50,
        sau: 40,
        chenhLech: -10,
        phanTram: -20,
      },
    ]);
    expect(data.cacKy).toEqual([]);
  });

  it('has no change for the first occurrence of its period', async () => {
    const data = (await read(officer(), { occurrenceId: occurrence.k1 })).json().data;
    expect(data).toMatchObject({ kyTruoc: null, soLieuKyTruoc: null, thayDoi: null, tangNhieuNhat: [] });
    expect(data.tong).toMatchObject({ tongSoCDCS: 4, soDaBaoCao: 0, soQuaHan: 4 });
  });

  it('reads the latest begun occurrence when none is named', async () => {
    const res = await t.call('GET', '/analytics/periodic', { token: officer() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.kyBaoCao.id).toBe(occurrence.k3);
  });

  it('gives each occurrence of a range, oldest first', async () => {
    const res = await read(officer(), { fromOccurrenceId: occurrence.k1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cacKy).toMatchObject([
      {
        kyBaoCao: { id: occurrence.k1 },
        tongSoCDCS: 4,
        soDaBaoCao: 0,
        soLieu: { soDonVi: 0, tongDoanVien: 0 },
      },
      { kyBaoCao: { id: occurrence.k2 }, tongSoCDCS: 4, soDaPheDuyet: 3, soLieu: { tongDoanVien: 180 } },
      { kyBaoCao: { id: occurrence.k3 }, tongSoCDCS: 4, soDaPheDuyet: 2, soLieu: { tongDoanVien: 160 } },
    ]);
  });

  it("answers a ward union's chair and a grassroots chair inside their scope only", async () => {
    const ward = (await read(t.world.wardUnionChair.token)).json().data;
    expect(ward.phamVi).toBe(`${t.world.wardUnion.name} và các đơn vị trực thuộc`);
    expect(ward.tong).toMatchObject({ tongSoCDCS: 3, soDaBaoCao: 2, soTuChoi: 0, soQuaHan: 2 });
    expect(ward.theoXaPhuong.map((r: { id: number }) => r.id)).toEqual([t.world.ward.id]);
    expect(ward.soLieu).toMatchObject({ tongDoanVien: 160 });
    expect(ward.soLieuKyTruoc).toMatchObject({ soDonVi: 2, tongDoanVien: 150 });
    const chair = (await read(t.world.as.chair.token)).json().data;
    expect(chair.tong).toMatchObject({ tongSoCDCS: 1, soDaPheDuyet: 1, soDungHan: 1 });
    expect(chair.giamNhieuNhat).toEqual([]);
    expect(chair.tangNhieuNhat.map((m: { organizationId: number }) => m.organizationId)).toEqual([
      t.world.grassroots[0].id,
    ]);
  });

  it('refuses an unknown occurrence with a Vietnamese 404, and a range of another period with a 400', async () => {
    const missing = await read(officer(), { occurrenceId: 987_654 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Không tìm thấy kỳ báo cáo');
    const other = await read(officer(), { fromOccurrenceId: otherPeriodOccurrence });
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain('Kỳ bắt đầu phải thuộc cùng loại kỳ báo cáo');
    const later = await read(officer(), { occurrenceId: occurrence.k1, fromOccurrenceId: occurrence.k3 });
    expect(later.statusCode).toBe(400);
    expect(later.body).toContain('Kỳ bắt đầu phải trước kỳ kết thúc');
  });

  it('lists the occurrences begun, newest first', async () => {
    const res = await t.call('GET', '/analytics/periodic/occurrences', { token: officer() });
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().data as { id: number }[]).map((o) => o.id);
    expect(ids).toEqual([occurrence.k3, occurrence.k2, occurrence.k1, otherPeriodOccurrence]);
  });
});

describe('the units behind a count', () => {
  it('are listed by the tracking filtered on their standing', async () => {
    const units = async (trangThaiBaoCao: string) => {
      const res = await t.call('GET', '/bao-cao-doan-so-theo-ky/tracking/trang-thai', {
        token: officer(),
        query: { kyBaoCaoId: occurrence.k3, trangThaiBaoCao, limit: 50 },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.danhSachChiTiet as { organizationId: number }[])
        .map((r) => r.organizationId)
        .sort();
    };
    const [g0, g1] = t.world.grassroots;
    expect(await units('qua_han')).toEqual([g1.id, t.world.elsewhere.id, newcomerId].sort());
    expect(await units('da_phe_duyet')).toEqual([g0.id, g1.id].sort());
    expect(await units('tu_choi')).toEqual([t.world.elsewhere.id]);
    expect(await units('cho_phe_duyet')).toEqual([]);
  });
});

describe('the periodic report as a workbook', () => {
  it("is headed by its title, the caller's scope and the date, with the page's tables", async () => {
    const res = await t.call('GET', '/analytics/periodic/export', {
      token: t.world.wardUnionChair.token,
      query: { occurrenceId: occurrence.k3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers).toMatchObject(downloadHeaders('BaoCaoDinhKy_Ky_3.xlsx', SPREADSHEET_MIME));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Số liệu',
      'Theo xã, phường',
      'Theo cụm, KCN',
      'Theo loại hình',
    ]);
    const figures = wb.getWorksheet('Số liệu')!;
    expect(figures.getCell('A1').value).toBe('BÁO CÁO ĐỊNH KỲ — KỲ 3');
    expect(String(figures.getCell('A3').value)).toMatch(
      new RegExp(
        `^Phạm vi: ${t.world.wardUnion.name} và các đơn vị trực thuộc · Xuất ngày \\d{2}/\\d{2}/\\d{4}$`,
      ),
    );
    expect(figures.getRow(5).values).toEqual([
      undefined,
      'Chỉ tiêu',
      'Kỳ 3',
      'Kỳ trước (Kỳ 2)',
      'Thay đổi',
      'Thay đổi (%)',
    ]);
    expect(figures.getRow(7).values).toEqual([undefined, 'Tổng số đoàn viên', 160, 150, 10, 6.7]);
    const byWard = wb.getWorksheet('Theo xã, phường')!;
    expect(byWard.getRow(6).values).toEqual([undefined, t.world.ward.name, 3, 2, 2, 0, 0, 2, 1]);
    expect(byWard.getRow(7).values).toEqual([undefined, 'TỔNG CỘNG', 3, 2, 2, 0, 0, 2, 1]);
  });
});
