import {
  dataOf,
  eventIdParams,
  eventRegistrationsQuery,
  registrationAddBody,
  registrationAddResult,
  registrationItem,
  registrationPage,
  registrationParams,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventOrFail } from '../../domain/events/event-row.js';
import { vnTime } from '../../domain/events/notice.js';
import { eventScope } from '../../domain/scope.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { acrossEventsRoutes } from './across-events/routes.js';
import { attendanceRoutes } from './attendance/routes.js';
import { sendRegistrationsWorkbook } from './export.js';
import { eventRegistrationsWhere, listEventRegistrations } from './repository.js';
import { addRegistrations, cancelOf, cancelOwn, register } from './service.js';

/**
 * Registrations for events and attendance (issue P9 §4; docs/requirements.md, "Registrations and
 * attendance"): each member's own, and the officers' of the events they manage (eventScope; any
 * other reads as not found).
 */
export const eventRegistrationRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = services;
    const tags = ['event-registrations'];

    app.post(
      '/su-kien/:id/dang-ky',
      {
        config: { permission: ['read', 'event'] },
        schema: {
          tags,
          summary:
            'Đăng ký tham gia sự kiện mình xem được (khi sự kiện mở đăng ký, còn hạn, chưa kết thúc, chưa hủy); hết chỗ: vào danh sách chờ; đã đăng ký hoặc đang chờ: không đổi gì',
          params: eventIdParams,
          response: { 200: dataOf(registrationItem) },
        },
      },
      async (request) => ({ data: await register(db, request, request.params.id) }),
    );

    app.delete(
      '/su-kien/:id/dang-ky',
      {
        config: { permission: ['read', 'event'] },
        schema: {
          tags,
          summary:
            'Hủy đăng ký của mình (trước khi sự kiện kết thúc); một chỗ được trả lại thì người đầu danh sách chờ được chuyển lên và được thông báo',
          params: eventIdParams,
          response: { 200: dataOf(registrationItem) },
        },
      },
      async (request) => ({ data: await cancelOwn(db, request, request.params.id) }),
    );

    app.get(
      '/su-kien/:id/dang-ky',
      {
        config: { permission: ['detail', 'event'] },
        schema: {
          tags,
          summary:
            'Danh sách đăng ký của một sự kiện mình quản lý (đã đăng ký, rồi danh sách chờ theo thứ tự, rồi đã hủy; tìm không dấu theo tên, tên đăng nhập, điện thoại; lọc trangThai, diemDanh), kèm số liệu tổng (summary)',
          params: eventIdParams,
          querystring: eventRegistrationsQuery,
          response: { 200: dataOf(registrationPage) },
        },
      },
      async (request) => ({
        data: await listEventRegistrations(db, actorOf(request), request.params.id, request.query),
      }),
    );

    app.get(
      '/su-kien/:id/dang-ky/export',
      {
        config: { permission: ['detail', 'event'] },
        schema: {
          tags,
          summary:
            'Xuất danh sách đăng ký của một sự kiện mình quản lý ra Excel (cùng bộ lọc với danh sách; tối đa 20.000 dòng); không có dữ liệu: 404 empty_download',
          params: eventIdParams,
          querystring: eventRegistrationsQuery,
        },
      },
      async (request, reply) => {
        const event = await eventOrFail(db, request.params.id, eventScope(actorOf(request)));
        return sendRegistrationsWorkbook(db, reply, {
          where: eventRegistrationsWhere(event.id, request.query),
          across: false,
          title: 'DANH SÁCH ĐĂNG KÝ THAM GIA SỰ KIỆN',
          subtitle: `${event.name} — ${vnTime(event.startsAt)}`,
          fileName: `DangKy_SuKien_${event.id}.xlsx`,
        });
      },
    );

    app.post(
      '/su-kien/:id/dang-ky/them',
      {
        config: { permission: ['update', 'event'] },
        schema: {
          tags,
          summary:
            'Thêm người dùng trong phạm vi dữ liệu vào danh sách đăng ký của sự kiện mình quản lý (không bị hạn đăng ký ràng buộc; hết chỗ: vào danh sách chờ); có người không tồn tại hoặc ngoài phạm vi: 400, không ghi gì',
          params: eventIdParams,
          body: registrationAddBody,
          response: { 200: dataOf(registrationAddResult) },
        },
      },
      async (request) => ({
        data: await addRegistrations(db, request, request.params.id, request.body.userIds),
      }),
    );

    app.delete(
      '/su-kien/:id/dang-ky/:userId',
      {
        config: { permission: ['update', 'event'] },
        schema: {
          tags,
          summary:
            'Hủy đăng ký của một người ở sự kiện mình quản lý; người đầu danh sách chờ được chuyển lên và được thông báo',
          params: registrationParams,
          response: { 200: dataOf(registrationItem) },
        },
      },
      async (request) => ({
        data: await cancelOf(db, request, request.params.id, request.params.userId),
      }),
    );

    await app.register(attendanceRoutes(services));
    await app.register(acrossEventsRoutes(services));
  };
