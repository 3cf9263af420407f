import { ROLE_IDS, SPREADSHEET_MIME } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { membershipReports, organizations } from '../../db/schema/index.js';
import {
  auditRows,
  buildOrganization,
  buildPeriod,
  buildUser,
  downloadHeaders,
  inboxOf,
  login,
  type Person,
  useTestApp,
} from '../../test/harness.js';

const t = useTestApp({ world: true, outbox: 'manual' });
const db = () => t.ctx.database.db;
const officer = () => t.world.as.provincialOfficer.token;
const chair = () => t.world.as.chair.token;
const DAY = 86_400_000;

interface Report {
  id: number;
  tenBaoCao: string;
  trangThaiPheDuyet: string;
  kyBaoCaoId: number;
  organizationId: number;
  tongSoCongDoan: number;
  tongSoCnvcld: number;
  ghiChuPheDuyet: string | null;
  dungHan: boolean;
  coThePheDuyet: boolean;
  coTheSua: boolean;
  nguoiBaoCao: { id: number; fullName: string } | null;
  nguoiPheDuyet: { id: number; fullName: string } | null;
}

const FIGURES = { soLuongDoanVienNam: 40, soLuongDoanVienNu: 60, soLuongCNVCLDNam: 70, soLuongCNVCLDNu: 110 };

async function submit(body: object, token = chair()) {
  const res = await t.call('POST', '/bao-cao-doan-so-theo-ky', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Report;
}

const reportCount = async () =>
  (await db().select({ id: membershipReports.id }).from(membershipReports)).length;
describe('membership reports (bao-cao-doan-so-theo-ky)', () => {
  let wardChair: Person;
  beforeAll(() => {
    wardChair = t.world.wardUnionChair;
  });

  it('files a report as the deployed clients do (by period), pending whatever the body says, totals counted', async () => {
    const period = await buildPeriod(t.ctx, { kind: 'dot_xuat', units: [t.world.grassroots[0].id] });
    const periodId = period.id;
    const occurrenceId = period.occurrences[0]!.id;
    const report = await submit({
      tenBaoCao: 'Báo cáo đoàn số đợt rà soát',
      loaiKy: 'dot_xuat',
      thoiGianCapNhatDoanSoId: periodId,
      trangThaiPheDuyet: 'da_phe_duyet',
      ...FIGURES,
    });
    expect(report).toMatchObject({
      kyBaoCaoId: occurrenceId,
      organizationId: t.world.grassroots[0].id,
      trangThaiPheDuyet: 'cho_phe_duyet',
      tongSoCongDoan: 100,
      tongSoCnvcld: 180,
      dungHan: true,
      coThePheDuyet: false,
      coTheSua: true,
      nguoiBaoCao: { id: t.world.as.chair.id },
    });
    const [row] = await auditRows(t.ctx, 'membership-report', report.id);
    expect(row).toMatchObject({ action: 'create', after: { tongSoCongDoan: 100 } });
  });

  it('keeps one report a unit and an occurrence, also under two submits at once', async () => {
    const period = await buildPeriod(t.ctx, { kind: 'dot_xuat', units: [t.world.grassroots[1].id] });
    const occurrenceId = period.occurrences[0]!.id;
    const vice = await buildUser(t.ctx, {
      roles: [ROLE_IDS.viceChair],
      organizationId: t.world.grassroots[1].id,
    });
    const viceToken = (await login(t.ctx, vice.username!)).accessToken;
    const body = {
      tenBaoCao: 'Báo cáo song song',
      kyBaoCaoId: occurrenceId,
      organizationId: t.world.grassroots[1].id,
      ...FIGURES,
    };
    const answers = await Promise.all([
      t.call('POST', '/bao-cao-doan-so-theo-ky', viceToken, body),
      t.call('POST', '/bao-cao-doan-so-theo-ky', wardChair.token, body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!.json();
    expect(refused).toMatchObject({ code: 'report_exists' });
    const again = await t.call('POST', '/bao-cao-doan-so-theo-ky', viceToken, body);
    expect(again.statusCode).toBe(409);
  });

  it('refuses bad figures with the deployed messages and writes nothing', async () => {
    const period = await buildPeriod(t.ctx, { kind: 'dot_xuat', units: [t.world.grassroots[0].id] });
    const occurrenceId = period.occurrences[0]!.id;
    const before = await reportCount();
    const cases: [object, string][] = [
      [{ soLuongDoanVienNam: -1 }, 'Số liệu không được âm'],
      [
        { soLuongDoanVienNam: 0, soLuongDoanVienNu: 0, soLuongCNVCLDNam: 0, soLuongCNVCLDNu: 0 },
        'Phải có ít nhất một số liệu lớn hơn 0',
      ],
      [{ soLuongCNVCLDNu: 100_001 }, 'Số lượng mỗi loại không được vượt quá 100000'],
      [{ tongSoCongDoan: 99 }, 'Tổng số đoàn viên khác số nam cộng số nữ'],
      [{ tenBaoCao: '' }, 'Tên báo cáo không được để trống'],
    ];
    for (const [change, message] of cases) {
      const res = await t.call('POST', '/bao-cao-doan-so-theo-ky', chair(), {
        tenBaoCao: 'Báo cáo sai',
        kyBaoCaoId: occurrenceId,
        ...FIGURES,
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await reportCount()).toBe(before);
    // a note explains a total that differs from men + women
    const explained = await submit({
      tenBaoCao: 'Báo cáo có ghi chú',
      kyBaoCaoId: occurrenceId,
      ...FIGURES,
      tongSoCongDoan: 102,
      ghiChu: '2 đoàn viên chưa khai giới tính',
    });
    expect(explained.tongSoCongDoan).toBe(102);
  });

  it('says which occurrence is current when none is open, and when the kind does not match', async () => {
    const res = await t.call('POST', '/thoi-gian-cap-nhat-doan-so/dot-xuat', officer(), {
      ten: 'Kỳ sắp tới',
      thoiGianBatDau: '2031-05-04T08:00:00+07:00',
      thoiGianKetThuc: '2031-05-08T17:00:00+07:00',
    });
    const periodId = res.json().data.id;
    const early = await t.call('POST', '/bao-cao-doan-so-theo-ky', chair(), {
      tenBaoCao: 'Nộp sớm',
      thoiGianCapNhatDoanSoId: periodId,
      ...FIGURES,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      'Hiện tại không trong thời gian báo cáo. Kỳ hiện tại: Kỳ sắp tới (04/05/2031 - 08/05/2031)',
    );
    const mismatch = await t.call('POST', '/bao-cao-doan-so-theo-ky', chair(), {
      tenBaoCao: 'Sai loại',
      thoiGianCapNhatDoanSoId: periodId,
      loaiKy: 'hang_thang',
      ...FIGURES,
    });
    expect(mismatch.json().message).toBe(
      'Loại kỳ báo cáo không khớp. Kỳ này là Đột xuất, bạn đang chọn Hàng tháng',
    );
  });

  it('is approved only from above the unit, never by its submitter; approval copies the figures onto the unit and tells the submitter', async () => {
    const period = await buildPeriod(t.ctx, { kind: 'dot_xuat', units: [t.world.grassroots[0].id] });
    const occurrenceId = period.occurrences[0]!.id;
    const report = await submit({
      tenBaoCao: 'Báo cáo để duyệt',
      kyBaoCaoId: occurrenceId,
      ...FIGURES,
      soLuongDoanVienNam: 45,
    });
    const own = await t.call('PATCH', `/bao-cao-doan-so-theo-ky/${report.id}/trang-thai`, chair(), {
      trangThaiPheDuyet: 'da_phe_duyet',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'report_approver_invalid' });
    const elsewhere = await t.call(
      'PATCH',
      `/bao-cao-doan-so-theo-ky/${report.id}/trang-thai`,
      t.world.elsewhereChair.token,
      {
        trangThaiPheDuyet: 'da_phe_duyet',
      },
    );
    expect(elsewhere.statusCode).toBe(404);

    const seen = await t.call('GET', `/bao-cao-doan-so-theo-ky/chi-tiet/${report.id}`, wardChair.token);
    expect(seen.json().data.coThePheDuyet).toBe(true);
    const ok = await t.call('PATCH', `/bao-cao-doan-so-theo-ky/${report.id}/trang-thai`, wardChair.token, {
      trangThaiPheDuyet: 'da_phe_duyet',
      ghiChu: 'Số liệu khớp',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      trangThaiPheDuyet: 'da_phe_duyet',
      ghiChuPheDuyet: 'Số liệu khớp',
      nguoiPheDuyet: { id: wardChair.id },
      coThePheDuyet: false,
      coTheSua: false,
    });
    const [unit] = await db()
      .select()
      .from(organizations)
      .where(eq(organizations.id, t.world.grassroots[0].id));
    expect(unit).toMatchObject({
      memberCount: 105,
      memberMaleCount: 45,
      memberFemaleCount: 60,
      workerCount: 180,
      workerMaleCount: 70,
    });
    expect((await inboxOf(t.ctx, chair()))[0]).toMatchObject({ tieuDe: 'Báo cáo đoàn số đã được phê duyệt' });

    const twice = await t.call('PATCH', `/bao-cao-doan-so-theo-ky/${report.id}/trang-thai`, wardChair.token, {
      trangThaiPheDuyet: 'tu_choi',
      ghiChu: 'x',
    });
    expect(twice.json()).toMatchObject({ code: 'report_not_pending' });
    const edit = await t.call('PATCH', `/bao-cao-doan-so-theo-ky/${report.id}`, chair(), {
      soLuongDoanVienNam: 1,
    });
    expect(edit.json()).toMatchObject({ code: 'report_locked' });
    const del = await t.call('DELETE', `/bao-cao-doan-so-theo-ky/${report.id}`, chair());
    expect(del.json()).toMatchObject({ code: 'report_locked' });
  });

  it('is returned with a reason, never edited from above; the correction goes back to waiting, keeps what it did not change and is approved; the ward union is told each time it waits', async () => {
    const unit = await buildOrganization(t.ctx, { parent: t.world.wardUnion, xaPhuongId: t.world.ward.id });
    const unitChair = await buildUser(t.ctx, {
      roles: [ROLE_IDS.chair],
      organizationId: unit.id,
      xaPhuongId: t.world.ward.id,
    });
    const token = (await login(t.ctx, unitChair.username!)).accessToken;
    const period = await buildPeriod(t.ctx, { kind: 'dot_xuat', units: [unit.id] });
    const occurrenceId = period.occurrences[0]!.id;
    const report = await submit(
      { tenBaoCao: 'Báo cáo lần 1', kyBaoCaoId: occurrenceId, noiDung: 'Tăng 5 đoàn viên', ...FIGURES },
      token,
    );
    // the nearest level above is told, not the province
    const waiting = async (who: string) =>
      (await inboxOf(t.ctx, who)).filter(
        (n) => n.tieuDe === 'Báo cáo đoàn số chờ phê duyệt' && n.noiDung.includes(unit.name),
      ).length;
    expect(await waiting(wardChair.token)).toBe(1);
    expect(await waiting(officer())).toBe(0);
    expect(await waiting(token)).toBe(0);
    // Above the unit: decide it (approve or return), never edit it, which left it undecidable.
    const detail = async (who: string) =>
      (await t.call('GET', `/bao-cao-doan-so-theo-ky/chi-tiet/${report.id}`, who)).json().data as Report;
    expect(await detail(wardChair.token)).toMatchObject({ coThePheDuyet: true, coTheSua: false });
    expect(await detail(token)).toMatchObject({ coThePheDuyet: false, coTheSua: true });
    const editedAbove = await t.call('PATCH', `/bao-cao-doan-so-theo-ky/${report.id}`, wardChair.token, {
      soLuongDoanVienNu: 61,
    });
    expect(editedAbove.statusCode).toBe(403);
    expect(editedAbove.json()).toMatchObject({
      code: 'report_edit_above',
      message:
        'Báo cáo của đơn vị cấp dưới không sửa hoặc xóa ở cấp trên: hãy trả lại kèm lý do để đơn vị sửa và nộp lại',
    });
    expect(await detail(wardChair.token)).toMatchObject({ tongSoCongDoan: 100, coThePheDuyet: true });
    const noReason = await t.call(
      'PATCH',
      `/bao-cao-doan-so-theo-ky/${report.id}/trang-thai`,
      wardChair.token,
      { trangThaiPheDuyet: 'tu_choi' },
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Vui lòng nhập lý do trả lại');
    const rejected = await t.call(
      'PATCH',
      `/bao-cao-doan-so-theo-ky/${report.id}/trang-thai`,
      wardChair.token,
      {
        trangThaiPheDuyet: 'tu_choi',
        ghiChu: 'Số nữ chưa đúng',
      },
    );
    expect(rejected.json().data).toMatchObject({
      trangThaiPheDuyet: 'tu_choi',
      ghiChuPheDuyet: 'Số nữ chưa đúng',
    });
    expect((await inboxOf(t.ctx, token))[0]).toMatchObject({
      tieuDe: 'Báo cáo đoàn số bị trả lại',
      noiDung: expect.stringContaining('Lý do: Số nữ chưa đúng'),
    });
    // The filer reads why and may correct it; those above still may not.
    expect(await detail(token)).toMatchObject({ ghiChuPheDuyet: 'Số nữ chưa đúng', coTheSua: true });
    expect(await detail(wardChair.token)).toMatchObject({ coThePheDuyet: false, coTheSua: false });

    const fixed = await t.call('PATCH', `/bao-cao-doan-so-theo-ky/${report.id}`, token, {
      soLuongDoanVienNu: 62,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toMatchObject({
      trangThaiPheDuyet: 'cho_phe_duyet',
      ghiChuPheDuyet: null,
      tenBaoCao: 'Báo cáo lần 1',
      tongSoCongDoan: 102,
      tongSoCnvcld: 180,
    });
    expect(await waiting(wardChair.token)).toBe(2);
    const approved = await t.call(
      'PATCH',
      `/bao-cao-doan-so-theo-ky/${report.id}/trang-thai`,
      wardChair.token,
      {
        trangThaiPheDuyet: 'da_phe_duyet',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ trangThaiPheDuyet: 'da_phe_duyet', tongSoCongDoan: 102 });
  });

  it('lists an organisation’s reports, approved by default, and nothing of an organisation out of scope', async () => {
    const missing = await t.call('GET', '/bao-cao-doan-so-theo-ky', chair());
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Organization ID is required');
    const tooMany = await t.call('GET', '/bao-cao-doan-so-theo-ky', {
      token: chair(),
      query: { organizationId: t.world.grassroots[0].id, limit: 101 },
    });
    expect(tooMany.json().message).toContain('Số lượng bản ghi không quá 100');

    const list = async (token: string, query: Record<string, string | number>) => {
      const res = await t.call('GET', '/bao-cao-doan-so-theo-ky', { token, query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { list: Report[]; count: number; totalPages: number };
    };
    const approved = await list(officer(), { organizationId: t.world.province.id });
    expect(approved.list.length).toBeGreaterThan(0);
    expect(approved.list.every((r) => r.trangThaiPheDuyet === 'da_phe_duyet')).toBe(true);
    const all = await list(officer(), { organizationId: t.world.province.id, trangThaiPheDuyet: 'tat_ca' });
    expect(all.count).toBeGreaterThan(approved.count);
    const searched = await list(officer(), {
      organizationId: t.world.province.id,
      trangThaiPheDuyet: 'tat_ca',
      search: 'bao cao de duyet',
    });
    expect(searched.list.map((r) => r.tenBaoCao)).toEqual(['Báo cáo để duyệt']);
    expect(
      (
        await list(t.world.elsewhereChair.token, {
          organizationId: t.world.grassroots[0].id,
          trangThaiPheDuyet: 'tat_ca',
        })
      ).count,
    ).toBe(0);
    const detail = await t.call(
      'GET',
      `/bao-cao-doan-so-theo-ky/chi-tiet/${searched.list[0]!.id}`,
      t.world.elsewhereChair.token,
    );
    expect(detail.statusCode).toBe(404);
  });

  it('prefills a new report from the unit’s record: its last approved report, then what an officer corrected', async () => {
    const prefill = async () => {
      const res = await t.call('GET', '/bao-cao-doan-so-theo-ky/du-lieu-goi-y', chair());
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    expect(await prefill()).toMatchObject({
      organizationId: t.world.grassroots[0].id,
      nguon: 'bao_cao_truoc',
      soLuongDoanVienNam: 45,
      tongSoCongDoan: 105,
    });
    const corrected = await t.call('PUT', '/organization/update-organization', officer(), {
      id: t.world.grassroots[0].id,
      memberCount: 108,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await prefill()).toMatchObject({
      nguon: 'ho_so_don_vi',
      soLuongDoanVienNam: 45,
      tongSoCongDoan: 108,
    });
  });
});

describe('tracking an occurrence (tracking/*) and its export', () => {
  it('counts units, not reports, by ward and zone, lists the late ones and reminds them once an hour', async () => {
    const period = await buildPeriod(t.ctx, {
      kind: 'dot_xuat',
      units: [t.world.wardUnion.id],
      name: 'Kỳ theo dõi',
    });
    const occurrenceId = period.occurrences[0]!.id;
    const [mine, other] = t.world.grassroots;
    const report = await submit({ tenBaoCao: 'Đã nộp', kyBaoCaoId: occurrenceId, ...FIGURES });
    await t.call('PATCH', `/bao-cao-doan-so-theo-ky/${report.id}/trang-thai`, t.world.wardUnionChair.token, {
      trangThaiPheDuyet: 'da_phe_duyet',
    });

    const stats = await t.call('GET', '/bao-cao-doan-so-theo-ky/tracking/thong-ke', {
      token: officer(),
      query: { kyBaoCaoId: occurrenceId },
    });
    expect(stats.statusCode, stats.body).toBe(200);
    const s = stats.json().data;
    const units = (
      await t.call('GET', '/bao-cao-doan-so-theo-ky/tracking/trang-thai', {
        token: officer(),
        query: { kyBaoCaoId: occurrenceId, limit: 100 },
      })
    ).json().data;
    expect(s).toMatchObject({
      tenKyBaoCao: 'Kỳ theo dõi',
      tongSoCDCS: units.total,
      soDaBaoCao: 1,
      soDaPheDuyet: 1,
      soDungHan: 1,
      soQuaHan: 0,
    });
    expect(s.soChuaBaoCao).toBe(units.total - 1);
    expect(s.theoCumKhu.find((z: { id: number }) => z.id === t.world.zone.id)).toMatchObject({
      tongSoCDCS: 1,
      soDaBaoCao: 1,
    });
    expect(s.theoXaPhuong.find((w: { id: number }) => w.id === t.world.ward.id)).toMatchObject({
      tongSoCDCS: units.total,
    });
    const row = units.danhSachChiTiet.find((r: { organizationId: number }) => r.organizationId === mine.id);
    expect(row).toMatchObject({
      daBaoCao: true,
      quaHan: false,
      trangThaiPheDuyet: 'da_phe_duyet',
      tongSoCongDoan: 100,
      baoCaoId: report.id,
    });

    const notYet = (
      await t.call('GET', '/bao-cao-doan-so-theo-ky/tracking/trang-thai', {
        token: officer(),
        query: { kyBaoCaoId: occurrenceId, trangThaiBaoCao: 'chua_bao_cao', limit: 100 },
      })
    ).json().data;
    const late = notYet.danhSachChiTiet.map((r: { organizationId: number }) => r.organizationId);
    expect(late).toContain(other.id);
    expect(late).not.toContain(mine.id);
    expect(notYet.total).toBe(units.total - 1);
    // the chair of one union sees their union only
    const chairView = (
      await t.call('GET', '/bao-cao-doan-so-theo-ky/tracking/thong-ke', {
        token: chair(),
        query: { kyBaoCaoId: occurrenceId },
      })
    ).json().data;
    expect(chairView).toMatchObject({ tongSoCDCS: 1, soDaBaoCao: 1, tyLeDaBaoCao: 100 });

    const otherChair = await buildUser(t.ctx, { roles: [ROLE_IDS.chair], organizationId: other.id });
    const remind = await t.call('POST', '/bao-cao-doan-so-theo-ky/tracking/nhac-nho', officer(), {
      kyBaoCaoId: occurrenceId,
    });
    expect(remind.statusCode, remind.body).toBe(200);
    expect(remind.json().data.soDonVi).toBe(units.total - 1);
    expect(remind.json().data.soNguoiNhan).toBeGreaterThanOrEqual(1);
    const told = await inboxOf(t.ctx, otherChair);
    expect(told[0]!.tieuDe).toBe('Nhắc nộp báo cáo đoàn số Kỳ theo dõi');
    expect((await inboxOf(t.ctx, chair())).some((n) => n.tieuDe.startsWith('Nhắc nộp'))).toBe(false);
    const again = await t.call('POST', '/bao-cao-doan-so-theo-ky/tracking/nhac-nho', officer(), {
      kyBaoCaoId: occurrenceId,
    });
    expect(again.statusCode).toBe(429);
    // an occurrence not yet open has nothing to remind of
    const later = await t.call('POST', '/thoi-gian-cap-nhat-doan-so/dot-xuat', officer(), {
      ten: 'Kỳ chưa mở',
      thoiGianBatDau: new Date(Date.now() + 2 * DAY).toISOString(),
      thoiGianKetThuc: new Date(Date.now() + 5 * DAY).toISOString(),
      organizationId: [t.world.wardUnion.id],
    });
    const early = await t.call('POST', '/bao-cao-doan-so-theo-ky/tracking/nhac-nho', officer(), {
      kyBaoCaoId: later.json().data.kyHienTai.id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Kỳ báo cáo chưa bắt đầu: chỉ nhắc nhở được khi kỳ đã mở');

    const file = await t.call('GET', '/bao-cao-doan-so-theo-ky/xuat-excel', {
      token: officer(),
      query: { kyBaoCaoId: occurrenceId },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject(downloadHeaders('BaoCaoDoanSo_Ky_theo_doi.xlsx', SPREADSHEET_MIME));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Theo xã, phường', 'Theo cụm, KCN']);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const grand = rows.find((r) => String(r[1]).startsWith('TỔNG CỘNG'))!;
    expect(grand.slice(3, 9)).toEqual([40, 60, 100, 70, 110, 180]);
    expect(rows.find((r) => r[1] === mine.name)?.[2]).toBe('Đã phê duyệt');
    expect(rows.find((r) => r[1] === other.name)?.[2]).toBe('Chưa nộp');
  });
});
