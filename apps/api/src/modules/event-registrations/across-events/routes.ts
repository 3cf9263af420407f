import {
  dataOf,
  REGISTRATION_EXPORT_FILE_NAME,
  registrationListPage,
  registrationsQuery,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vnTime } from '../../../domain/events/notice.js';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { sendRegistrationsWorkbook } from '../export.js';
import { listRegistrations, registrationsWhere } from '../repository.js';

/** The registrations across events: those of the events the caller manages, and their own. */
export const acrossEventsRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['event-registrations'];
    const filters =
      'suKienId, organizationId (đơn vị tổ chức sự kiện), tuNgay/denNgay (sự kiện diễn ra trong khoảng), trangThai, diemDanh, tìm không dấu theo tên, tên đăng nhập, điện thoại';

    app.get(
      '/dang-ky-su-kien',
      {
        config: { permission: ['read', 'event'] },
        schema: {
          tags,
          summary: `Đăng ký tham gia của các sự kiện mình quản lý và của chính mình (sự kiện mới nhất trước, 10 mỗi trang; lọc ${filters})`,
          querystring: registrationsQuery,
          response: { 200: dataOf(registrationListPage) },
        },
      },
      async (request) => ({ data: await listRegistrations(db, actorOf(request), request.query) }),
    );

    app.get(
      '/dang-ky-su-kien/export',
      {
        config: { permission: ['read', 'event'] },
        schema: {
          tags,
          summary:
            'Xuất Excel danh sách đăng ký như GET dang-ky-su-kien với cùng bộ lọc (tối đa 20.000 dòng, nhiều hơn: 400, hãy lọc bớt); không có dữ liệu: 404 empty_download',
          querystring: registrationsQuery,
        },
      },
      async (request, reply) =>
        sendRegistrationsWorkbook(db, reply, {
          where: registrationsWhere(actorOf(request), request.query),
          across: true,
          title: 'DANH SÁCH ĐĂNG KÝ THAM GIA SỰ KIỆN',
          subtitle: `Xuất lúc ${vnTime(new Date())}`,
          fileName: REGISTRATION_EXPORT_FILE_NAME,
        }),
    );
  };
