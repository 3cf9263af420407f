import {
  type ChartRow,
  chartsAnswer,
  dataOf,
  genderBarRow,
  heatmapRow,
  percentOf,
  UNKNOWN_BUCKET,
  unionsByWardRow,
  unionsByZoneRow,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { chartGroups } from './repository.js';

/** The deployed charts name a bucket without a zone or ward 'Chưa xác định'. */
const deployedName = (r: ChartRow) => (r.id === null ? UNKNOWN_BUCKET : r.ten);
const unionCounts = (r: ChartRow) => ({
  so_luong_cong_doan: r.soCongDoan,
  tong_lao_dong: r.tongLaoDong,
  tong_doan_vien: r.tongDoanVien,
});

/**
 * The dashboard's charts (report/bieu-do), and the organisation charts at the deployed paths
 * (organization/thong-ke/…) with their shapes, scoped here, all from the same statement.
 */
export const chartRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const config = { permission: ['statistic', 'organization'] as const };
    const tags = ['dashboard'];
    const charts = (request: Parameters<typeof actorOf>[0]) => chartGroups(db, actorOf(request));

    app.get(
      '/report/bieu-do',
      {
        config,
        schema: {
          tags,
          summary:
            'Biểu đồ trang chủ: công đoàn cơ sở đang hoạt động trong phạm vi theo cụm/KCN và theo xã/phường (số công đoàn, lao động, đoàn viên, tỷ lệ, đoàn viên nam/nữ/chưa rõ)',
          response: { 200: dataOf(chartsAnswer) },
        },
      },
      async (request) => ({ data: await charts(request) }),
    );

    const deployed = <T extends z.ZodType>(
      path: string,
      summary: string,
      row: T,
      map: (a: Awaited<ReturnType<typeof charts>>) => z.infer<T>[],
    ) =>
      app.get(
        `/organization/thong-ke/${path}`,
        { config, schema: { tags, summary, response: { 200: dataOf(z.array(row)) } } },
        async (request) => ({ data: map(await charts(request)) }),
      );

    deployed(
      'heatmap-tuong-quan-ld-dv',
      'Lao động và đoàn viên theo cụm/KCN, tỷ lệ đoàn viên/lao động (%), trong phạm vi',
      heatmapRow,
      (a) =>
        a.theoCumKhu.map((r) => ({
          cum_kcn: deployedName(r),
          tong_ld: r.tongLaoDong,
          tong_dv: r.tongDoanVien,
          // the deployed shape: a whole percent, and a number even without workers
          ty_le: percentOf(r.tongDoanVien, r.tongLaoDong, 0) ?? 0,
        })),
    );
    deployed(
      'stacked-bar-nam-nu-theo-cum',
      'Đoàn viên nam, nữ và chưa rõ theo cụm/KCN, trong phạm vi',
      genderBarRow,
      (a) =>
        a.theoCumKhu.map((r) => ({
          cum_kcn: deployedName(r),
          nam: r.doanVienNam,
          nu: r.doanVienNu,
          chua_ro: r.doanVienChuaRo,
          tong: r.tongDoanVien,
        })),
    );
    deployed(
      'so-luong-cong-doan-theo-cum',
      'Số công đoàn cơ sở, lao động và đoàn viên theo cụm/KCN, trong phạm vi',
      unionsByZoneRow,
      (a) => a.theoCumKhu.map((r) => ({ cum_kcn: deployedName(r), ...unionCounts(r) })),
    );
    deployed(
      'so-luong-cong-doan-theo-xa-phuong',
      'Số công đoàn cơ sở, lao động và đoàn viên theo xã/phường, trong phạm vi',
      unionsByWardRow,
      (a) => a.theoXaPhuong.map((r) => ({ xa_phuong: deployedName(r), ...unionCounts(r) })),
    );
  };
