import type { ChartsAnswer } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../../db/schema/index.js';
import { buildOrganization, useTestApp } from '../../../test/harness.js';

const t = useTestApp({ world: true });
const db = () => t.ctx.database.db;

const get = async (url: string, token: string) => {
  const res = await t.call('GET', url, token);
  return { status: res.statusCode, data: res.json().data };
};
const charts = async (token: string) => (await get('/report/bieu-do', token)).data as ChartsAnswer;

type Figures = Partial<typeof organizations.$inferInsert>;
const set = (id: number, f: Figures) => db().update(organizations).set(f).where(eq(organizations.id, id));

/*
 * g0 (ward W, zone Z): 150 workers, 100 members, 40 men and 60 women; g1 (W, no zone): 80 and 50,
 * no split; elsewhere (other ward, no zone): 40 and 30, 10 men and 15 women (5 left over); a
 * dissolved union in W and the ward union's own figures do not count.
 */
beforeAll(async () => {
  const w = t.world;
  await set(w.grassroots[0].id, {
    workerCount: 150,
    memberCount: 100,
    memberMaleCount: 40,
    memberFemaleCount: 60,
  });
  await set(w.grassroots[1].id, { workerCount: 80, memberCount: 50 });
  await set(w.elsewhere.id, { workerCount: 40, memberCount: 30, memberMaleCount: 10, memberFemaleCount: 15 });
  await set(w.wardUnion.id, { workerCount: 5000, memberCount: 4000 });
  const dissolved = await buildOrganization(t.ctx, { parent: w.wardUnion, xaPhuongId: w.ward.id });
  await set(dissolved.id, { workerCount: 999, memberCount: 999, status: 'dissolved' });
});

const row = (id: number | null, ten: string, f: Omit<ChartsAnswer['theoCumKhu'][number], 'id' | 'ten'>) => ({
  id,
  ten,
  ...f,
});

describe('GET /report/bieu-do', () => {
  it("gives the ward union's chair his grassroots unions by zone and by ward, genders with what is unknown", async () => {
    const { world: w } = t;
    expect(await charts(w.wardUnionChair.token)).toEqual({
      theoCumKhu: [
        row(w.zone.id, w.zone.name, {
          soCongDoan: 1,
          tongLaoDong: 150,
          tongDoanVien: 100,
          tyLe: 66.7,
          doanVienNam: 40,
          doanVienNu: 60,
          doanVienChuaRo: 0,
        }),
        row(null, 'Ngoài cụm/khu công nghiệp', {
          soCongDoan: 1,
          tongLaoDong: 80,
          tongDoanVien: 50,
          tyLe: 62.5,
          doanVienNam: 0,
          doanVienNu: 0,
          doanVienChuaRo: 50,
        }),
      ],
      theoXaPhuong: [
        row(w.ward.id, w.ward.name, {
          soCongDoan: 2,
          tongLaoDong: 230,
          tongDoanVien: 150,
          tyLe: 65.2,
          doanVienNam: 40,
          doanVienNu: 60,
          doanVienChuaRo: 50,
        }),
      ],
    });
  });

  it('gives a grassroots chair his union only, the province every ward', async () => {
    const { world: w } = t;
    const mine = await charts(w.as.chair.token);
    expect(mine.theoCumKhu.map((r) => [r.ten, r.soCongDoan])).toEqual([[w.zone.name, 1]]);
    expect(mine.theoXaPhuong.map((r) => [r.ten, r.tongDoanVien])).toEqual([[w.ward.name, 100]]);
    const elsewhere = await charts(w.elsewhereChair.token);
    expect(elsewhere.theoXaPhuong.map((r) => r.id)).toEqual([w.otherWard.id]);
    const province = await charts(w.as.provincialOfficer.token);
    expect(province.theoXaPhuong.find((r) => r.id === w.otherWard.id)).toMatchObject({
      soCongDoan: 1,
      tyLe: 75,
      doanVienNam: 10,
      doanVienNu: 15,
      doanVienChuaRo: 5,
    });
    expect(province.theoCumKhu.at(-1)).toMatchObject({ id: null, soCongDoan: 2, tongDoanVien: 80 });
  });
});

describe('the organisation charts at the deployed paths, scoped', () => {
  it("answer the deployed shapes over the ward union chair's units", async () => {
    const { world: w } = t;
    const token = w.wardUnionChair.token;
    const unknown = 'Chưa xác định';
    expect((await get('/organization/thong-ke/heatmap-tuong-quan-ld-dv', token)).data).toEqual([
      { cum_kcn: w.zone.name, tong_ld: 150, tong_dv: 100, ty_le: 67 },
      { cum_kcn: unknown, tong_ld: 80, tong_dv: 50, ty_le: 63 },
    ]);
    expect((await get('/organization/thong-ke/stacked-bar-nam-nu-theo-cum', token)).data).toEqual([
      { cum_kcn: w.zone.name, nam: 40, nu: 60, chua_ro: 0, tong: 100 },
      { cum_kcn: unknown, nam: 0, nu: 0, chua_ro: 50, tong: 50 },
    ]);
    expect((await get('/organization/thong-ke/so-luong-cong-doan-theo-cum', token)).data).toEqual([
      { cum_kcn: w.zone.name, so_luong_cong_doan: 1, tong_lao_dong: 150, tong_doan_vien: 100 },
      { cum_kcn: unknown, so_luong_cong_doan: 1, tong_lao_dong: 80, tong_doan_vien: 50 },
    ]);
    expect((await get('/organization/thong-ke/so-luong-cong-doan-theo-xa-phuong', token)).data).toEqual([
      { xa_phuong: w.ward.name, so_luong_cong_doan: 2, tong_lao_dong: 230, tong_doan_vien: 150 },
    ]);
  });
});
