import { cdcsAsAtQuery, organizationFilterQuery } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.js';
import { sendReport } from './report.js';

const DAY = 86_400_000;
const VN_OFFSET = 7 * 3_600_000;

/**
 * The moment a report "as at" a Việt Nam day reads its figures at: the day's end, or now for today
 * (the query refuses a later day); the report is dated that day.
 */
export function asAtDay(day: string | undefined, now = new Date()) {
  if (day === undefined) return { date: now, moment: now };
  const start = Date.parse(`${day}T00:00:00Z`) - VN_OFFSET;
  return { date: new Date(start), moment: new Date(Math.min(start + DAY, now.getTime())) };
}

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
          querystring: organizationFilterQuery,
        },
      },
      (request, reply) => sendReport(db, request, reply, request.query),
    );

    // The deployed system's list export: the same report, with the list's filters.
    app.get(
      '/organization/export-excel',
      {
        config: { permission: ['download_report', 'organization'] },
        schema: {
          tags: ['organizations'],
          summary:
            'Xuất Excel danh sách công đoàn (đường dẫn của hệ thống cũ): cùng báo cáo BaoCao_CDCS.xlsx với các bộ lọc của danh sách, trong phạm vi dữ liệu',
          querystring: organizationFilterQuery,
        },
      },
      (request, reply) => sendReport(db, request, reply, request.query),
    );

    app.get(
      '/report/export-bao-cao-cdcs',
      {
        config: { permission: ['download_report', 'organization'] },
        schema: {
          tags: ['organizations'],
          summary:
            'Xuất báo cáo công đoàn cơ sở tại một ngày (ngayThongKe, mặc định hôm nay, không sau hôm nay): các công đoàn đã có khi đó với số đoàn viên, người lao động của ngày đó theo lịch sử số liệu; lọc xaPhuongId, cumKhuCnId; trong phạm vi dữ liệu',
          querystring: cdcsAsAtQuery,
        },
      },
      (request, reply) => {
        const { ngayThongKe, ...filters } = request.query;
        return sendReport(db, request, reply, filters, asAtDay(ngayThongKe));
      },
    );
  };
