import { reportExportQuery } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../plugins/auth.js';
import { sendDownload } from '../../../plugins/download.js';
import type { Services } from '../../../services.js';
import { occurrenceWorkbook } from './export.js';

/** An occurrence's figures by unit as a workbook ready to print. */
export const exportRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/bao-cao-doan-so-theo-ky/xuat-excel',
      {
        config: { permission: ['read', 'membership-report'] },
        schema: {
          tags: ['membership-reports'],
          summary:
            'Xuất Excel số liệu một kỳ theo từng công đoàn cơ sở trong phạm vi dữ liệu, có dòng cộng theo xã/phường (trang 1) và theo cụm/KCN (trang 2), sẵn sàng để in; không có đơn vị: 404 empty_download',
          querystring: reportExportQuery,
        },
      },
      async (request, reply) =>
        sendDownload(reply, await occurrenceWorkbook(db, actorOf(request), request.query)),
    );
  };
