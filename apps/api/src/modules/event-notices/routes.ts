import {
  dataOf,
  eventIdParams,
  eventNoticeItem,
  eventNoticePage,
  eventNoticeParams,
  eventNoticeSeenBody,
  eventNoticeSendAllBody,
  eventNoticeSendBody,
  eventNoticeSendResult,
  eventNoticeUnseenCount,
  eventRecipientPage,
  eventRecipientsQuery,
  myEventNoticesQuery,
  okResponse,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import {
  countMyUnseenNotices,
  listEventRecipients,
  listMyNotices,
  listMyUnseenNotices,
} from './repository.js';
import { deleteNotice, sendToAll, sendToChosen, setSeen } from './service.js';

/**
 * Event notices (spec §7, "Event notifications"), at the deployed system's paths
 * (`nguoi-nhan-su-kien`), and the officers' view of one event's recipients.
 */
export const eventNoticeRoutes =
  ({ db, config }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['event-notices'];

    app.post(
      '/nguoi-nhan-su-kien/gui-thong-bao',
      {
        config: { permission: ['notify_event', 'event'] },
        schema: {
          tags,
          summary:
            "Gửi thông báo sự kiện (sự kiện mình quản lý) cho người dùng (nguoiNhanIds) và/hoặc người giữ vai trò (roleIds) trong phạm vi dữ liệu; loaiThongBao mặc định 'Thông báo sự kiện', ghiChu mặc định rỗng; mã không hợp lệ hoặc ngoài phạm vi được liệt kê trong loi, phần còn lại vẫn gửi; gửi lại cho cùng người: cập nhật loại, ghi chú và đặt lại 'Chưa xem'; guiEmail, guiZalo: thêm e-mail, tin nhắn Zalo (chưa cấu hình Zalo OA: từ chối); sự kiện đã hủy chỉ nhận thông báo 'Hủy sự kiện'",
          body: eventNoticeSendBody,
          response: { 200: dataOf(eventNoticeSendResult) },
        },
      },
      async (request) => ({ data: await sendToChosen(db, request, config, request.body) }),
    );

    app.post(
      '/nguoi-nhan-su-kien/gui-thong-bao-tat-ca',
      {
        config: { permission: ['notify_event', 'event'] },
        schema: {
          tags,
          summary:
            'Gửi thông báo sự kiện cho mọi người dùng đang hoạt động trong phạm vi dữ liệu (hoặc chỉ người giữ roleIds); không nhân đôi: gửi lại cập nhật loại, ghi chú và đặt lại trạng thái chưa xem',
          body: eventNoticeSendAllBody,
          response: { 200: dataOf(eventNoticeSendResult) },
        },
      },
      async (request) => ({ data: await sendToAll(db, request, config, request.body) }),
    );

    app.get(
      '/nguoi-nhan-su-kien',
      {
        config: { permission: ['read', 'event'] },
        schema: {
          tags,
          summary:
            'Thông báo sự kiện của tôi (mới nhất trước, 10 mỗi trang; lọc trangThaiXem, loaiThongBao, suKienId; tìm không dấu theo tên sự kiện)',
          querystring: myEventNoticesQuery,
          response: { 200: dataOf(eventNoticePage) },
        },
      },
      async (request) => ({ data: await listMyNotices(db, actorOf(request).userId, request.query) }),
    );

    app.get(
      '/nguoi-nhan-su-kien/chua-xem',
      {
        config: { permission: ['read', 'event'] },
        schema: {
          tags,
          summary:
            "Thông báo sự kiện 'Chưa xem' của tôi, mới nhất trước (tối đa 200; tổng số ở dem-chua-xem), như hệ thống cũ",
          response: { 200: dataOf(z.array(eventNoticeItem)) },
        },
      },
      async (request) => ({ data: await listMyUnseenNotices(db, actorOf(request).userId) }),
    );

    app.get(
      '/nguoi-nhan-su-kien/dem-chua-xem',
      {
        config: { permission: ['read', 'event'] },
        schema: {
          tags,
          summary: "Số thông báo sự kiện 'Chưa xem' của tôi (soLuongChuaXem), như hệ thống cũ",
          response: { 200: dataOf(eventNoticeUnseenCount) },
        },
      },
      async (request) => ({ data: await countMyUnseenNotices(db, actorOf(request).userId) }),
    );

    app.patch(
      '/nguoi-nhan-su-kien/cap-nhat-trang-thai-xem',
      {
        config: { permission: ['read', 'event'] },
        schema: {
          tags,
          summary:
            "Đánh dấu thông báo sự kiện là 'Đã xem' (mặc định; giữ thời điểm xem đầu tiên) hoặc 'Chưa xem': của chính mình; của người khác chỉ khi có quyền sửa sự kiện và sự kiện thuộc phạm vi quản lý",
          body: eventNoticeSeenBody,
          response: { 200: dataOf(eventNoticeItem) },
        },
      },
      async (request) => ({ data: await setSeen(db, request, request.body) }),
    );

    app.delete(
      '/nguoi-nhan-su-kien/:nguoiNhanId/:suKienId',
      {
        config: { permission: ['read', 'event'] },
        schema: {
          tags,
          summary:
            'Xóa thông báo sự kiện: của chính mình, hoặc của người khác khi có quyền sửa sự kiện và sự kiện thuộc phạm vi quản lý',
          params: eventNoticeParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteNotice(db, request, request.params.nguoiNhanId, request.params.suKienId);
        return { data: { success: true as const } };
      },
    );

    app.get(
      '/su-kien/:id/nguoi-nhan',
      {
        config: { permission: ['detail', 'event'] },
        schema: {
          tags,
          summary:
            'Người nhận thông báo của một sự kiện mình quản lý, theo tên, với trạng thái xem (lọc trangThaiXem, loaiThongBao; tìm không dấu theo tên, e-mail, điện thoại), kèm tổng số đã xem/chưa xem (summary)',
          params: eventIdParams,
          querystring: eventRecipientsQuery,
          response: { 200: dataOf(eventRecipientPage) },
        },
      },
      async (request) => ({
        data: await listEventRecipients(db, actorOf(request), request.params.id, request.query),
      }),
    );
  };
