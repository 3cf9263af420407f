import { dataOf, reportProgressAnswer } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { reportProgressFor } from './repository.js';

/** The current reporting occurrences' progress on the dashboard. */
export const reportProgressRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard/report-progress',
      {
        config: { permission: ['read', 'membership-report'] },
        schema: {
          tags: ['dashboard'],
          summary:
            'Tiến độ báo cáo đoàn số của kỳ đang mở (hoặc vừa qua) mỗi thời gian cập nhật đang hoạt động: số đơn vị phải báo cáo, đã báo cáo, đã duyệt, quá hạn, trong phạm vi',
          response: { 200: dataOf(reportProgressAnswer) },
        },
      },
      async (request) => ({ data: { list: await reportProgressFor(db, actorOf(request)) } }),
    );
  };
