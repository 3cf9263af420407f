import { dataOf, overviewAnswer, overviewQuery } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { overviewFor } from './repository.js';

/** The dashboard's figure cards at the deployed path. */
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
  };
