import { beforeAll, describe, expect, it } from 'vitest';
import { buildOccurrence, buildPeriod, buildReport, useTestApp } from '../../../test/harness.js';

const t = useTestApp({ world: true });
const officer = () => t.world.as.provincialOfficer.token;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

interface Progress {
  kyBaoCaoId: number;
  tenKyBaoCao: string;
  tongSoCDCS: number;
  soDaBaoCao: number;
  soChuaBaoCao: number;
  soDungHan: number;
  soQuaHan: number;
  soChoPheDuyet: number;
  soDaPheDuyet: number;
  soTuChoi: number;
}

/*
 * A monthly period between two windows: 'Kỳ A' and 'Kỳ B' closed (B ten days ago), 'Kỳ C' opens in
 * ten days. In A grassroots[0] reported in time and was approved; in B it reported after the
 * deadline and waits, and grassroots[1] was rejected.
 */
let periodId: number;
const occurrence: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };

beforeAll(async () => {
  periodId = (await buildPeriod(t.ctx, { name: 'Báo cáo giữa hai kỳ' })).id;
  const window = async (key: 'a' | 'b' | 'c', from: number, to: number) => {
    const o = await buildOccurrence(t.ctx, {
      periodId,
      key,
      name: `Kỳ ${key.toUpperCase()}`,
      year: 2026,
      startsAt: ago(from),
      endsAt: ago(to),
    });
    occurrence[key] = o.id;
  };
  await window('a', 60, 40);
  await window('b', 30, 10);
  await window('c', -10, -30);
  const [g0, g1] = t.world.grassroots;
  const report = (
    o: number,
    unit: number,
    filed: number,
    state: 'cho_phe_duyet' | 'da_phe_duyet' | 'tu_choi',
  ) =>
    buildReport(t.ctx, {
      occurrenceId: o,
      organizationId: unit,
      memberTotal: 10,
      state,
      createdAt: ago(filed),
      decidedAt: state === 'cho_phe_duyet' ? null : ago(filed - 1),
    });
  await report(occurrence.a, g0.id, 50, 'da_phe_duyet');
  await report(occurrence.b, g0.id, 5, 'cho_phe_duyet');
  await report(occurrence.b, g1.id, 20, 'tu_choi');
});

describe('tracking a period between two windows', () => {
  it('tracks the latest begun occurrence by default, each unit once', async () => {
    const res = await t.call('GET', '/bao-cao-doan-so-theo-ky/tracking/thong-ke', {
      token: officer(),
      query: { thoiGianCapNhatDoanSoId: periodId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data as Progress;
    // past its deadline every unit is late: the one that filed after it, and all that have not
    expect(s).toMatchObject({
      kyBaoCaoId: occurrence.b,
      tenKyBaoCao: 'Kỳ B',
      soDaBaoCao: 1,
      soChoPheDuyet: 1,
      soTuChoi: 1,
      soDungHan: 0,
      soQuaHan: s.tongSoCDCS,
    });
    const late = await t.call('GET', '/bao-cao-doan-so-theo-ky/tracking/trang-thai', {
      token: officer(),
      query: { thoiGianCapNhatDoanSoId: periodId, trangThaiBaoCao: 'da_bao_cao' },
    });
    expect(late.json().data).toMatchObject({
      kyBaoCaoId: occurrence.b,
      total: 1,
      danhSachChiTiet: [{ organizationId: t.world.grassroots[0].id, daBaoCao: true, quaHan: true }],
    });
  });

  it("lists the period's occurrences newest first, each with its own progress, a page at a time", async () => {
    const res = await t.call('GET', '/bao-cao-doan-so-theo-ky/tracking/theo-ky', {
      token: officer(),
      query: { thoiGianCapNhatDoanSoId: periodId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { list, count } = res.json().data as { list: Progress[]; count: number };
    expect(count).toBe(3);
    const units = list[0]!.tongSoCDCS;
    expect(list).toMatchObject([
      { tenKyBaoCao: 'Kỳ C', tongSoCDCS: units, soDaBaoCao: 0, soChuaBaoCao: units, soQuaHan: 0 },
      {
        tenKyBaoCao: 'Kỳ B',
        tongSoCDCS: units,
        soDaBaoCao: 1,
        soChoPheDuyet: 1,
        soTuChoi: 1,
        soQuaHan: units,
      },
      {
        tenKyBaoCao: 'Kỳ A',
        tongSoCDCS: units,
        soDaBaoCao: 1,
        soDaPheDuyet: 1,
        soDungHan: 1,
        soQuaHan: units - 1,
      },
    ]);
    const second = await t.call('GET', '/bao-cao-doan-so-theo-ky/tracking/theo-ky', {
      token: officer(),
      query: { thoiGianCapNhatDoanSoId: periodId, page: 2, limit: 2 },
    });
    expect(second.json().data).toMatchObject({ count: 3, list: [{ tenKyBaoCao: 'Kỳ A', soDaPheDuyet: 1 }] });
    // a chair sees their own union's standing only
    const mine = await t.call('GET', '/bao-cao-doan-so-theo-ky/tracking/theo-ky', {
      token: t.world.as.chair.token,
      query: { thoiGianCapNhatDoanSoId: periodId },
    });
    expect((mine.json().data.list as Progress[]).map((o) => [o.tongSoCDCS, o.soDaBaoCao])).toEqual([
      [1, 0],
      [1, 1],
      [1, 1],
    ]);
  });

  it("gives as the period's current occurrence the next to open, where its units file next", async () => {
    const current = await t.call(
      'GET',
      `/thoi-gian-cap-nhat-doan-so/ky-bao-cao/hien-tai/${periodId}`,
      officer(),
    );
    expect(current.json().data.kyHienTai).toMatchObject({
      id: occurrence.c,
      tenKy: 'Kỳ C',
      dangDienRa: false,
    });
    const list = await t.call('GET', '/thoi-gian-cap-nhat-doan-so/list', {
      token: officer(),
      query: { limit: 100 },
    });
    const item = (list.json().data.list as { id: number; kyHienTai: { id: number } }[]).find(
      (p) => p.id === periodId,
    );
    expect(item!.kyHienTai.id).toBe(occurrence.c);
  });
});
