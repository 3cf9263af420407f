import {
  dataOf,
  EVENT_CALENDAR_WINDOW_DAYS,
  eventCalendarItem,
  eventCalendarQuery,
  eventCancelBody,
  eventCancelResult,
  eventCreateBody,
  eventDetail as eventDetailSchema,
  eventIdParams,
  eventItem,
  eventListQuery,
  eventUpdateBody,
  listOf,
  okResponse,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.js';
import { sendDownload } from '../../plugins/download.js';
import type { Services } from '../../services.js';
import { eventFileRoutes } from './files/routes.js';
import { readMultipartForm, uploadedFiles, withForm } from './form.js';
import { calendarEvents, calendarIcs, eventDetail, eventIcs, listEvents } from './repository.js';
import { cancelEvent, createEvent, deleteEvent, markEventSeen, updateEvent } from './service.js';

const FORM_NOTE =
  'Gửi JSON, hoặc multipart/form-data như các ứng dụng đang dùng: các trường như trên dưới dạng văn bản (danh sách: chuỗi JSON, hoặc lặp lại trường), tệp đính kèm trong trường `files` (tối đa 10 tệp mỗi sự kiện, mỗi tệp 10MB; pdf, doc, docx, xls, xlsx, ppt, pptx, jpg, jpeg, png, gif, zip, rar; nội dung tệp được kiểm tra theo định dạng, cần quyền tải tệp sự kiện).';

/** Events (sự kiện), at the deployed system's paths, in the caller's data scope. */
export const eventRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = services;
    const tags = ['events'];
    // The create and the update take a form too: only they (and the uploads) accept multipart.
    await app.register(
      withForm(async (forms) => {
        forms.post(
          '/su-kien',
          {
            config: { permission: ['create', 'event'] },
            preValidation: readMultipartForm,
            schema: {
              tags,
              summary:
                'Tạo sự kiện (đơn vị tổ chức trong phạm vi dữ liệu, mặc định đơn vị của người tạo; người tạo là người gọi; nội dung được làm sạch; đối tượng theo đơn vị và vai trò; mở đăng ký, hạn, số chỗ)',
              description: FORM_NOTE,
              consumes: ['application/json', 'multipart/form-data'],
              body: eventCreateBody,
              response: { 200: dataOf(eventDetailSchema) },
            },
          },
          async (request) => ({
            data: await createEvent(db, request, request.body, uploadedFiles(request)),
          }),
        );

        forms.patch(
          '/su-kien/:id',
          {
            config: { permission: ['update', 'event'] },
            preValidation: readMultipartForm,
            schema: {
              tags,
              summary:
                "Sửa sự kiện (các trường gửi lên; id trong nội dung bị bỏ qua; danh sách đối tượng gửi lên thay danh sách cũ; tệp gửi kèm được thêm vào; trangThai 'Đã hủy' hủy sự kiện, trạng thái khác bỏ hủy)",
              description: FORM_NOTE,
              consumes: ['application/json', 'multipart/form-data'],
              params: eventIdParams,
              body: eventUpdateBody,
              response: { 200: dataOf(eventDetailSchema) },
            },
          },
          async (request) => ({
            data: await updateEvent(db, request, request.params.id, request.body, uploadedFiles(request)),
          }),
        );
      }),
    );

    app.get(
      '/su-kien',
      {
        config: { permission: ['read', 'event'] },
        schema: {
          tags,
          summary:
            'Danh sách sự kiện người gọi được xem (đơn vị mình quản lý, được mời, được báo hoặc đã đăng ký), bắt đầu muộn nhất trước, 10 mỗi trang; tìm không dấu theo tên và địa điểm; lọc trangThai, loaiSuKienId, organizationId (gồm đơn vị trực thuộc), tuNgay/denNgay (sự kiện giao với khoảng)',
          querystring: eventListQuery,
          response: { 200: listOf(eventItem) },
        },
      },
      async (request) => ({ data: await listEvents(db, actorOf(request), request.query) }),
    );

    app.get(
      '/su-kien/all',
      {
        config: { permission: ['read', 'event'] },
        schema: {
          tags,
          summary: `Sự kiện cho lịch: giao với khoảng [from, to) (tối đa ${EVENT_CALENDAR_WINDOW_DAYS} ngày; không gửi: mọi sự kiện), theo thời gian bắt đầu, tối đa 2.000; lọc loaiSuKienId, organizationId`,
          querystring: eventCalendarQuery,
          response: { 200: dataOf(z.array(eventCalendarItem)) },
        },
      },
      async (request) => ({ data: await calendarEvents(db, actorOf(request), request.query) }),
    );

    app.get(
      '/su-kien/ics',
      {
        config: { permission: ['read', 'event'] },
        schema: {
          tags,
          summary:
            'Tải lịch sự kiện dạng iCalendar (.ics), cùng bộ lọc với su-kien/all; giờ theo UTC, sự kiện đã hủy mang STATUS:CANCELLED',
          querystring: eventCalendarQuery,
          produces: ['text/calendar'],
        },
      },
      async (request, reply) => sendDownload(reply, await calendarIcs(db, actorOf(request), request.query)),
    );

    app.get(
      '/su-kien/:id',
      {
        config: { permission: ['detail', 'event'] },
        schema: {
          tags,
          summary:
            'Chi tiết sự kiện và tệp đính kèm (chỉ đọc: trang sự kiện gọi su-kien/{id}/da-xem khi mở để đánh dấu đã xem)',
          params: eventIdParams,
          response: { 200: dataOf(eventDetailSchema) },
        },
      },
      async (request) => ({ data: await eventDetail(db, actorOf(request), request.params.id) }),
    );

    app.post(
      '/su-kien/:id/da-xem',
      {
        config: { permission: ['detail', 'event'] },
        schema: {
          tags,
          summary:
            "Người gọi đã mở sự kiện: thông báo sự kiện của chính họ (nếu có) chuyển sang 'Đã xem' (giữ thời điểm xem đầu tiên)",
          params: eventIdParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await markEventSeen(db, request, request.params.id);
        return { data: { success: true as const } };
      },
    );

    app.get(
      '/su-kien/:id/ics',
      {
        config: { permission: ['read', 'event'] },
        schema: {
          tags,
          summary: 'Tải một sự kiện dạng iCalendar (.ics)',
          params: eventIdParams,
          produces: ['text/calendar'],
        },
      },
      async (request, reply) => sendDownload(reply, await eventIcs(db, actorOf(request), request.params.id)),
    );

    app.delete(
      '/su-kien/:id',
      {
        config: { permission: ['delete', 'event'] },
        schema: {
          tags,
          summary: 'Xóa sự kiện (cùng tệp đính kèm, đối tượng, người nhận thông báo và đăng ký)',
          params: eventIdParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteEvent(db, request, request.params.id);
        return { data: { success: true as const } };
      },
    );

    app.post(
      '/su-kien/:id/huy',
      {
        config: { permission: ['update', 'event'] },
        schema: {
          tags,
          summary:
            "Hủy sự kiện với lý do; thongBao: gửi thông báo 'Hủy sự kiện' cho những người đã được báo về sự kiện (trong phạm vi dữ liệu), guiZalo: kèm tin nhắn Zalo (khi chưa cấu hình Zalo OA: từ chối, không ghi gì)",
          params: eventIdParams,
          body: eventCancelBody,
          response: { 200: dataOf(eventCancelResult) },
        },
      },
      async (request) => ({
        data: await cancelEvent(db, request, request.params.id, request.body, config),
      }),
    );

    await app.register(eventFileRoutes(services));
  };
