import { organizationFilters } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.js';
import { sendReport } from './report.js';

/** The CDCS report of the organisations in the caller's scope. */
export const organizationReportRoutes =
  ({ db }: Pick<Services, 'db'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organization/export-report',
      {
        config: { permission: ['download_report', 'organization'] },
        schema: {
          tags: ['organizations'],
          summary:
            'Xuất báo cáo danh sách công đoàn cơ sở (BaoCao_CDCS.xlsx) trong phạm vi dữ liệu, theo xã/phường rồi cụm/KCN, có dòng cộng; không có dữ liệu: 404 empty_download',
          querystring: organizationFilters,
        },
      },
      (request, reply) => sendReport(db, request, reply, request.query),
    );
  };
