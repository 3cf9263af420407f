import { dataOf, overviewExportQuery, analyticsOverview as overviewSchema } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { workbookDownload } from '../../../import/xlsx.js';
import { actorOf } from '../../../plugins/auth.js';
import { sendDownload } from '../../../plugins/download.js';
import type { Services } from '../../../services.js';
import { overviewFileName, overviewWorkbook } from './export.js';
import { analyticsOverview } from './repository.js';

const tags = ['analytics'];

/** statistics/overview: the caller's scope at a glance today, and each block's table as a workbook. */
export const overviewRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/analytics/overview',
      {
        config: { permission: ['statistic', 'organization'] },
        schema: {
          tags,
          summary:
            'Thống kê tổng quan trong phạm vi hôm nay: công đoàn cơ sở theo loại hình, loại công ty, thập niên thành lập, cấp; đoàn viên theo giới tính, tháp tuổi, dân tộc, học vấn, số năm tham gia; cán bộ theo chức vụ, nhiệm kỳ',
          response: { 200: dataOf(overviewSchema) },
        },
      },
      async (request) => ({ data: await analyticsOverview(db, actorOf(request)) }),
    );

    app.get(
      '/analytics/overview/export',
      {
        config: { permission: ['download_report', 'organization'] },
        schema: {
          tags,
          summary:
            'Xuất Excel bảng số liệu của một khối thống kê tổng quan (tiêu đề, phạm vi, ngày số liệu, dòng tổng cộng)',
          querystring: overviewExportQuery,
        },
      },
      async (request, reply) => {
        const overview = await analyticsOverview(db, actorOf(request));
        const content = await overviewWorkbook(overview, request.query.block);
        return sendDownload(
          reply,
          workbookDownload(overviewFileName(request.query.block, overview.date), content),
        );
      },
    );
  };
