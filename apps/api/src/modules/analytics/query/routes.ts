import {
  analyticsQuery,
  analyticsResult,
  dataOf,
  dimensionMember,
  FILTER_KEYS,
  optionalText,
} from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { choosableMembers } from '../../../domain/analytics/dimensions.js';
import { runAnalytics } from '../../../domain/analytics/engine.js';
import { organizationScope } from '../../../domain/scope.js';
import { actorOf } from '../../../plugins/auth.js';
import { sendDownload } from '../../../plugins/download.js';
import type { Services } from '../../../services.js';
import { pivotWorkbook } from './export.js';

const DEFAULT_TITLE = 'Báo cáo thống kê';

/**
 * A report of the catalogue (packages/shared analytics.ts) in the caller's scope: its cells, the
 * same as a workbook, and the values a filter may choose.
 */
export const queryRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['analytics'];
    app.get(
      '/analytics/query',
      {
        config: { permission: ['statistic', 'organization'] },
        schema: {
          tags,
          summary:
            'Chạy một báo cáo thống kê (d = định nghĩa JSON: chỉ số, chiều hàng/cột, bộ lọc, kỳ, khoảng tháng, so sánh cùng kỳ) trong phạm vi dữ liệu của người gọi; quá 50.000 ô: 400 analytics_too_large',
          querystring: analyticsQuery,
          response: { 200: dataOf(analyticsResult) },
        },
      },
      async (request) => ({ data: await runAnalytics(db, actorOf(request), request.query.d) }),
    );

    app.get(
      '/analytics/query/export',
      {
        config: { permission: ['download_report', 'organization'] },
        schema: {
          tags,
          summary:
            'Xuất Excel một báo cáo thống kê như trên màn hình: bảng tổng hợp có dòng cộng nhóm và tổng cộng, tiêu đề, phạm vi, thời gian và ngày xuất',
          querystring: analyticsQuery.extend({ title: optionalText(150) }),
        },
      },
      async (request, reply) => {
        const result = await runAnalytics(db, actorOf(request), request.query.d);
        return sendDownload(reply, await pivotWorkbook(result, request.query.title ?? DEFAULT_TITLE));
      },
    );

    app.get(
      '/analytics/dimension-members',
      {
        config: { permission: ['statistic', 'organization'] },
        schema: {
          tags,
          summary: 'Các giá trị có thể lọc của một chiều phân tích, trong phạm vi dữ liệu của người gọi',
          querystring: z.object({
            dimension: z.enum(FILTER_KEYS, { error: 'Chiều phân tích không hợp lệ' }).exclude(['period']),
          }),
          response: { 200: dataOf(z.array(dimensionMember)) },
        },
      },
      async (request) => ({
        data: await choosableMembers(
          db,
          request.query.dimension,
          organizationScope(actorOf(request)) ?? sql`true`,
        ),
      }),
    );
  };
