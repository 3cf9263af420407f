import {
  dataOf,
  deployedStatisticsQuery,
  detailedStatistics,
  memberStatistics,
  overviewAnswer,
  overviewQuery,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { overviewFor } from './repository.js';
import { detailedStatistics as detailedFor, memberStatistics as membersFor } from './statistics.js';

/**
 * The dashboard's figure cards at the deployed path, and the deployed system's other two statistics
 * reads (report/thong-ke-chi-tiet, report/thong-ke-doan-vien), answered in the caller's scope.
 */
export const overviewRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/report/thong-ke-tong-quan',
      {
        config: { permission: ['read', 'dashboard'] },
        schema: {
          tags: ['dashboard'],
          summary:
            'Số liệu tổng quan trong phạm vi của người dùng (công đoàn cơ sở, đoàn viên, sự kiện, báo cáo chờ duyệt, thông báo chưa đọc), mỗi số so với kỳ liền trước; phần không được xem là null',
          querystring: overviewQuery,
          response: { 200: dataOf(overviewAnswer) },
        },
      },
      async (request) => ({ data: await overviewFor(db, actorOf(request), request.query) }),
    );

    app.get(
      '/report/thong-ke-chi-tiet',
      {
        config: { permission: ['statistic', 'organization'] },
        schema: {
          tags: ['dashboard'],
          summary:
            'Thống kê chi tiết trong phạm vi: theo đơn vị (đơn vị của người dùng và các đơn vị trực thuộc: số công đoàn cơ sở, đoàn viên, sự kiện, báo cáo), theo 12 tháng gần nhất, và báo cáo theo trạng thái; organizationId: chỉ cây đơn vị đó',
          querystring: deployedStatisticsQuery,
          response: { 200: dataOf(detailedStatistics) },
        },
      },
      async (request) => ({ data: await detailedFor(db, actorOf(request), request.query) }),
    );

    app.get(
      '/report/thong-ke-doan-vien',
      {
        config: { permission: ['statistic', 'organization'] },
        schema: {
          tags: ['dashboard'],
          summary:
            'Thống kê đoàn viên (nam, nữ, tổng) của các công đoàn cơ sở đang hoạt động trong phạm vi, theo dạng trả lời của hệ thống cũ; organizationId: chỉ cây đơn vị đó',
          querystring: deployedStatisticsQuery,
          response: { 200: dataOf(memberStatistics) },
        },
      },
      async (request) => ({ data: await membersFor(db, actorOf(request), request.query) }),
    );
  };
