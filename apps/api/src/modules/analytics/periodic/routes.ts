import {
  dataOf,
  periodicOccurrenceList,
  periodicQuery,
  periodicReport as periodicReportSchema,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../plugins/auth.js';
import { sendDownload } from '../../../plugins/download.js';
import type { Services } from '../../../services.js';
import { periodicDownload } from './export.js';
import { begunOccurrences, periodicReport } from './repository.js';

/** The periodic report of one reporting occurrence (or a range of them), its pickers and its workbook. */
export const periodicRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['analytics'];

    app.get(
      '/analytics/periodic',
      {
        config: { permission: ['read', 'membership-report'] },
        schema: {
          tags,
          summary:
            'Báo cáo định kỳ của một kỳ báo cáo (occurrenceId, mặc định kỳ mới nhất đã mở) trong phạm vi dữ liệu: số đơn vị đã nộp, đã duyệt, bị trả lại, quá hạn, chưa nộp theo xã/phường, cụm/KCN và loại hình; số liệu đã duyệt và thay đổi so với kỳ trước; 10 đơn vị tăng, giảm đoàn viên nhiều nhất; với fromOccurrenceId, từng kỳ của khoảng',
          querystring: periodicQuery,
          response: { 200: dataOf(periodicReportSchema) },
        },
      },
      async (request) => ({ data: await periodicReport(db, actorOf(request), request.query) }),
    );

    app.get(
      '/analytics/periodic/occurrences',
      {
        config: { permission: ['read', 'membership-report'] },
        schema: {
          tags,
          summary: 'Các kỳ báo cáo đã mở của mọi loại kỳ, mới nhất trước (để chọn kỳ của báo cáo định kỳ)',
          response: { 200: dataOf(periodicOccurrenceList) },
        },
      },
      async () => ({ data: await begunOccurrences(db) }),
    );

    app.get(
      '/analytics/periodic/export',
      {
        config: { permission: ['download_report', 'organization'] },
        schema: {
          tags,
          summary:
            'Xuất Excel các bảng của báo cáo định kỳ (số liệu, đơn vị thay đổi nhiều nhất, theo xã/phường, cụm/KCN, loại hình, các kỳ), có tiêu đề, phạm vi dữ liệu và ngày xuất',
          querystring: periodicQuery,
        },
      },
      async (request, reply) =>
        sendDownload(reply, await periodicDownload(db, actorOf(request), request.query)),
    );
  };
