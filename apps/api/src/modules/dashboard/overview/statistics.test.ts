import type { DetailedStatistics, MemberStatistics } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../../db/schema/index.js';
import { vnYearMonth } from '../../../domain/reporting/windows.js';
import { buildEvent, buildReport, useTestApp } from '../../../test/harness.js';

/** report/thong-ke-chi-tiet and report/thong-ke-doan-vien: the deployed statistics, in scope. */
const t = useTestApp({ world: true });
const db = () => t.ctx.database.db;
const g0 = () => t.world.grassroots[0];
const g1 = () => t.world.grassroots[1];

/*
 * g0 (the chair's union): 30 members (10 men), an event and a cancelled one, a waiting report;
 * g1: 12 members (5 men), an approved report; elsewhere: 100 members (40 men), an event, a refused report.
 */
beforeAll(async () => {
  const figures = async (id: number, male: number, female: number) =>
    db()
      .update(organizations)
      .set({ memberMaleCount: male, memberFemaleCount: female, memberCount: male + female })
      .where(eq(organizations.id, id));
  await figures(g0().id, 10, 20);
  await figures(g1().id, 5, 7);
  await figures(t.world.elsewhere.id, 40, 60);
  const soon = new Date(Date.now() - 3_600_000);
  await buildEvent(t.ctx, { organizer: t.world.as.chair, startsAt: soon });
  await buildEvent(t.ctx, { organizer: t.world.as.chair, startsAt: soon, cancelledAt: new Date() });
  await buildEvent(t.ctx, { organizer: t.world.elsewhereChair, startsAt: soon });
  await buildReport(t.ctx, { organizationId: g0().id });
  await buildReport(t.ctx, { organizationId: g1().id, state: 'da_phe_duyet' });
  await buildReport(t.ctx, { organizationId: t.world.elsewhere.id, state: 'tu_choi' });
});

const get = async <T>(url: string, token: string, query: Record<string, string> = {}) => {
  const res = await t.call('GET', url, { token, query });
  return { status: res.statusCode, body: res.json() as { data: T; message?: string } };
};

describe('GET report/thong-ke-doan-vien', () => {
  it("counts the members of the caller's unions only, in the deployed shape", async () => {
    const chair = await get<MemberStatistics>('/report/thong-ke-doan-vien', t.world.as.chair.token);
    expect(chair.status).toBe(200);
    expect(chair.body.data).toMatchObject({
      success: true,
      message: 'Lấy thống kê đoàn viên thành công',
      data: {
        userInfo: { id: t.world.as.chair.id, organizationId: g0().id, organizationName: g0().name },
        statistics: { soLuongDoanVienNam: 10, soLuongDoanVienNu: 20, tongSoLuongDoanVien: 30 },
        filterInfo: { organizationId: null, soCongDoan: 1 },
      },
    });
    const ward = await get<MemberStatistics>('/report/thong-ke-doan-vien', t.world.wardUnionChair.token);
    expect(ward.body.data.data.statistics).toEqual({
      soLuongDoanVienNam: 15,
      soLuongDoanVienNu: 27,
      tongSoLuongDoanVien: 42,
    });
    const officer = await get<MemberStatistics>(
      '/report/thong-ke-doan-vien',
      t.world.as.provincialOfficer.token,
      {
        organizationId: String(t.world.otherWardUnion.id),
      },
    );
    expect(officer.body.data.data.statistics.tongSoLuongDoanVien).toBe(100);
  });

  it('answers a unit out of scope as not found', async () => {
    const out = await get('/report/thong-ke-doan-vien', t.world.as.chair.token, {
      organizationId: String(t.world.elsewhere.id),
    });
    expect(out.status).toBe(404);
    expect(out.body.message).toBe('Đơn vị không tồn tại');
  });
});

describe('GET report/thong-ke-chi-tiet', () => {
  it("shows a ward chair's union and its direct children, each with its subtree's figures", async () => {
    const res = await get<DetailedStatistics>('/report/thong-ke-chi-tiet', t.world.wardUnionChair.token);
    expect(res.status).toBe(200);
    const { theoToChuc, theoThoiGian, trangThaiBaoCao } = res.body.data;
    expect(theoToChuc).toEqual([
      {
        organizationId: t.world.wardUnion.id,
        organizationName: t.world.wardUnion.name,
        soCongDoan: 2,
        soDoanVien: 42,
        soSuKien: 1,
        soBaoCao: 2,
      },
      ...[
        {
          organizationId: g0().id,
          organizationName: g0().name,
          soCongDoan: 1,
          soDoanVien: 30,
          soSuKien: 1,
          soBaoCao: 1,
        },
        {
          organizationId: g1().id,
          organizationName: g1().name,
          soCongDoan: 1,
          soDoanVien: 12,
          soSuKien: 0,
          soBaoCao: 1,
        },
      ].sort((a, b) => a.organizationId - b.organizationId),
    ]);
    expect(trangThaiBaoCao).toEqual({ choPheduyet: 1, daPheduyet: 1, tuChoi: 0 });
    const { year, month } = vnYearMonth(new Date());
    expect(theoThoiGian).toHaveLength(12);
    expect(theoThoiGian.at(-1)).toEqual({
      thang: `${year}-${String(month).padStart(2, '0')}`,
      soDoanVien: 42,
      soSuKien: 1,
      soBaoCao: 2,
    });
  });

  it('shows a province officer the units under the province, and a chair their own union only', async () => {
    const officer = await get<DetailedStatistics>(
      '/report/thong-ke-chi-tiet',
      t.world.as.provincialOfficer.token,
    );
    expect(officer.body.data.theoToChuc.map((r) => [r.organizationName, r.soDoanVien])).toEqual([
      [t.world.wardUnion.name, 42],
      [t.world.otherWardUnion.name, 100],
    ]);
    expect(officer.body.data.trangThaiBaoCao).toEqual({ choPheduyet: 1, daPheduyet: 1, tuChoi: 1 });

    const chair = await get<DetailedStatistics>('/report/thong-ke-chi-tiet', t.world.as.chair.token);
    expect(chair.body.data.theoToChuc.map((r) => r.organizationId)).toEqual([g0().id]);
    expect(chair.body.data.trangThaiBaoCao).toEqual({ choPheduyet: 1, daPheduyet: 0, tuChoi: 0 });
    expect(chair.body.data.theoThoiGian.at(-1)?.soDoanVien).toBe(30);
  });
});
