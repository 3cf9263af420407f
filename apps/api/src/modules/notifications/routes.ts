import {
  dataOf,
  listOf,
  notificationCreateRequest,
  notificationEmailQuery,
  notificationEmails,
  notificationIdParams,
  notificationItem,
  notificationListQuery,
  notificationSendBody,
  notificationSendResult,
  notificationTestBody,
  notificationTestChannels,
  notificationTestResult,
  notificationUpdateBody,
  notificationZaloQuery,
  notificationZalos,
  okResponse,
  recipientItem,
  recipientListQuery,
  recipientPreview,
  recipientPreviewBody,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countRecipients } from '../../domain/notify/recipients.js';
import { mailConfigured } from '../../mail/sender.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { zaloConfigured } from '../../zalo/configured.js';
import { inboxRoutes } from './inbox/routes.js';
import {
  listNotificationEmails,
  listNotifications,
  listNotificationZalos,
  listRecipients,
  notificationOrFail,
} from './repository.js';
import { createNotification, deleteNotification, sendNotification, updateNotification } from './service.js';
import { streamRoutes } from './stream/routes.js';
import { sendTestNotification, testChannels } from './test-send.js';

/** System notifications (spec §7, "Notifications (system)"), in the caller's data scope. */
export const notificationRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = services;
    const tags = ['notifications'];

    app.post(
      '/thong-bao',
      {
        config: { permission: ['create', 'notification'] },
        schema: {
          tags,
          summary:
            'Tạo thông báo (chưa gửi cho ai; gửi bằng thong-bao/send), cả với thân của hệ thống cũ: noiDungThongBao là nội dung, tiêu đề là dòng đầu của nội dung khi không có tieuDe (tối đa 200 ký tự), ghiChu thành đoạn cuối của nội dung (Ghi chú: …); khác hệ thống cũ, tạo thông báo không gửi cho mọi người dùng',
          body: notificationCreateRequest,
          response: { 200: dataOf(notificationItem) },
        },
      },
      async (request) => ({ data: await createNotification(db, request, request.body) }),
    );

    app.get(
      '/thong-bao',
      {
        config: { permission: ['read', 'notification'] },
        schema: {
          tags,
          summary:
            'Danh sách thông báo trong phạm vi dữ liệu (mới nhất trước, 10 mỗi trang; tìm không dấu theo tiêu đề và nội dung; nguoiGui: người gửi)',
          querystring: notificationListQuery,
          response: { 200: listOf(notificationItem) },
        },
      },
      async (request) => ({ data: await listNotifications(db, actorOf(request), request.query) }),
    );

    app.post(
      '/thong-bao/send',
      {
        config: { permission: ['create', 'notification'] },
        schema: {
          tags,
          summary:
            'Gửi thông báo: nguoiNhanIds (người dùng), roleIds (vai trò), organizationIds (đơn vị và các đơn vị trực thuộc) hoặc tatCa (mọi người trong phạm vi); chỉ người dùng đang hoạt động trong phạm vi dữ liệu; gửi lại không nhân đôi; guiEmail: thêm e-mail cho người có địa chỉ; guiZalo: thêm tin nhắn Zalo cho người có tài khoản Zalo đã liên kết và đang theo dõi OA (khi chưa cấu hình Zalo OA: từ chối, không gửi gì)',
          body: notificationSendBody,
          response: { 200: dataOf(notificationSendResult) },
        },
      },
      async (request) => ({ data: await sendNotification(db, request, request.body, config) }),
    );

    app.post(
      '/thong-bao/send/preview',
      {
        config: { permission: ['create', 'notification'] },
        schema: {
          tags,
          summary:
            'Số người dùng đang hoạt động mà một lựa chọn người nhận sẽ tới (trong phạm vi dữ liệu), trước khi gửi',
          body: recipientPreviewBody,
          response: { 200: dataOf(recipientPreview) },
        },
      },
      async (request) => ({
        data: { soNguoiNhan: await countRecipients(db, actorOf(request), request.body) },
      }),
    );

    app.get(
      '/thong-bao/:id',
      {
        config: { permission: ['read', 'notification'] },
        schema: {
          tags,
          summary: 'Chi tiết thông báo, với số người nhận và số người đã đọc',
          params: notificationIdParams,
          response: { 200: dataOf(notificationItem) },
        },
      },
      async (request) => ({ data: await notificationOrFail(db, actorOf(request), request.params.id) }),
    );

    app.get(
      '/thong-bao/:id/nguoi-nhan',
      {
        config: { permission: ['read', 'notification'] },
        schema: {
          tags,
          summary:
            'Người nhận của một thông báo và trạng thái đọc (chưa đọc trước; tìm không dấu theo tên, e-mail, điện thoại, CCCD; trangThaiDoc)',
          params: notificationIdParams,
          querystring: recipientListQuery,
          response: { 200: listOf(recipientItem) },
        },
      },
      async (request) => ({
        data: await listRecipients(db, actorOf(request), request.params.id, request.query),
      }),
    );

    app.get(
      '/thong-bao/:id/email',
      {
        config: { permission: ['read', 'notification'] },
        schema: {
          tags,
          summary:
            'Các e-mail của một thông báo (hàng đợi gửi): số thư theo trạng thái (pending: đang chờ gửi, delivered: đã gửi, logged: chỉ ghi vào nhật ký máy chủ vì chưa cấu hình SMTP_URL, failed: đã dừng, kèm lỗi cuối), daCauHinh: đã cấu hình máy chủ gửi thư; danh sách lỗi trước, mới nhất trước, 10 mỗi trang',
          params: notificationIdParams,
          querystring: notificationEmailQuery,
          response: { 200: dataOf(notificationEmails) },
        },
      },
      async (request) => ({
        data: await listNotificationEmails(
          db,
          actorOf(request),
          request.params.id,
          request.query,
          mailConfigured(config),
        ),
      }),
    );

    app.get(
      '/thong-bao/:id/zalo',
      {
        config: { permission: ['read', 'notification'] },
        schema: {
          tags,
          summary:
            'Các tin nhắn Zalo của một thông báo (hàng đợi gửi): số tin theo trạng thái (queued: đang chờ gửi, sent: đã gửi, failed: gửi thất bại, kèm lỗi Zalo trả về), daCauHinh: đã cấu hình Zalo OA; mỗi tin: tài khoản Zalo và người dùng đang liên kết; lỗi trước, mới nhất trước, 10 mỗi trang',
          params: notificationIdParams,
          querystring: notificationZaloQuery,
          response: { 200: dataOf(notificationZalos) },
        },
      },
      async (request) => ({
        data: await listNotificationZalos(
          db,
          actorOf(request),
          request.params.id,
          request.query,
          zaloConfigured(config),
        ),
      }),
    );

    app.get(
      '/thong-bao/test/kenh',
      {
        config: { permission: ['create', 'notification'] },
        schema: {
          tags,
          summary:
            'Các kênh của thông báo thử (trong ứng dụng, e-mail, Zalo) và kênh nào đã được cấu hình trên máy chủ',
          response: { 200: dataOf(notificationTestChannels) },
        },
      },
      async () => ({ data: testChannels(config) }),
    );

    app.post(
      '/thong-bao/test',
      {
        config: { permission: ['create', 'notification'] },
        schema: {
          tags,
          summary:
            "Gửi thông báo thử (loại 'Thông báo thử') cho một người dùng trong phạm vi dữ liệu (mặc định: chính mình) qua các kênh chọn (in_app, email, zalo); thông báo trong ứng dụng luôn được ghi, e-mail và tin nhắn Zalo đi qua hàng đợi gửi; theo dõi kết quả bằng thong-bao/{id}/email, thong-bao/{id}/zalo và thong-bao/{id}/nguoi-nhan",
          body: notificationTestBody,
          response: { 200: dataOf(notificationTestResult) },
        },
      },
      async (request) => ({ data: await sendTestNotification(db, request, request.body, config) }),
    );

    app.patch(
      '/thong-bao/:id',
      {
        config: { permission: ['update', 'notification'] },
        schema: {
          tags,
          summary:
            'Sửa thông báo (cả khi đã gửi: người nhận thấy nội dung mới, lịch sử giữ nội dung cũ); noiDungThongBao (hệ thống cũ) là nội dung, ghiChu gửi kèm nội dung thành đoạn cuối của nó',
          params: notificationIdParams,
          body: notificationUpdateBody,
          response: { 200: dataOf(notificationItem) },
        },
      },
      async (request) => ({ data: await updateNotification(db, request, request.params.id, request.body) }),
    );

    app.delete(
      '/thong-bao/:id',
      {
        config: { permission: ['delete', 'notification'] },
        schema: {
          tags,
          summary: 'Xóa thông báo (khỏi hộp thư của mọi người nhận; lịch sử được giữ)',
          params: notificationIdParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteNotification(db, request, request.params.id);
        return { data: { success: true as const } };
      },
    );

    await app.register(inboxRoutes(services));
    await app.register(streamRoutes(services));
  };
