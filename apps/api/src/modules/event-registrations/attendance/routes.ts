import {
  attendanceBody,
  attendanceCode,
  attendanceQrBody,
  attendanceResult,
  dataOf,
  eventIdParams,
  registrationItem,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { attendanceCodeOf } from './code.js';
import { attendanceByCode, attendanceByList } from './service.js';

/** Attendance on the day: by the list, or by the QR code each member shows from their profile. */
export const attendanceRoutes =
  ({ db, signer }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['event-registrations'];

    app.post(
      '/su-kien/:id/diem-danh',
      {
        config: { permission: ['update', 'event'] },
        schema: {
          tags,
          summary:
            'Điểm danh theo danh sách (coMat: false để bỏ điểm danh) ở sự kiện mình quản lý; người chưa đăng ký (hoặc đã hủy) trong phạm vi dữ liệu được thêm vào là đã đăng ký và có mặt, người trong danh sách chờ được chuyển sang đã đăng ký; sự kiện đã hủy: từ chối',
          params: eventIdParams,
          body: attendanceBody,
          response: { 200: dataOf(attendanceResult) },
        },
      },
      async (request) => ({
        data: await attendanceByList(
          db,
          request,
          request.params.id,
          request.body.userIds,
          request.body.coMat,
        ),
      }),
    );

    app.post(
      '/su-kien/:id/diem-danh/qr',
      {
        config: { permission: ['update', 'event'] },
        schema: {
          tags,
          summary:
            'Điểm danh bằng mã QR đoàn viên đưa ra (GET tai-khoan/ma-diem-danh); mã sai hoặc giả: 400 attendance_code_invalid; trả về đăng ký của người đó',
          params: eventIdParams,
          body: attendanceQrBody,
          response: { 200: dataOf(registrationItem) },
        },
      },
      async (request) => ({
        data: await attendanceByCode(db, request, signer, request.params.id, request.body.ma),
      }),
    );

    app.get(
      '/tai-khoan/ma-diem-danh',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary: 'Mã điểm danh của tôi (hiển thị thành mã QR trong hồ sơ để cán bộ quét khi điểm danh)',
          response: { 200: dataOf(attendanceCode) },
        },
      },
      async (request) => ({ data: { ma: attendanceCodeOf(signer, actorOf(request).userId) } }),
    );
  };
