import {
  dataOf,
  eventIdParams,
  eventTypeChoice,
  eventTypeCreateBody,
  eventTypeItem,
  eventTypeListQuery,
  eventTypeUpdateBody,
  listOf,
  okResponse,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.js';
import { activeEventTypes, eventTypeOrFail, listEventTypes } from './repository.js';
import { createEventType, deleteEventType, updateEventType } from './service.js';

/** Event types (loại sự kiện), at the deployed system's paths: reference data of the whole province. */
export const eventTypeRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['event-types'];

    app.post(
      '/loai-su-kien',
      {
        config: { permission: ['create', 'event-type'] },
        schema: {
          tags,
          summary:
            'Thêm loại sự kiện (tên không trùng, không phân biệt hoa thường và dấu; mauSac: màu trên lịch #RRGGBB; thuTu: thứ tự)',
          body: eventTypeCreateBody,
          response: { 200: dataOf(eventTypeItem) },
        },
      },
      async (request) => ({ data: await createEventType(db, request, request.body) }),
    );

    app.get(
      '/loai-su-kien',
      {
        config: { permission: ['read', 'event-type'] },
        schema: {
          tags,
          summary:
            'Danh sách loại sự kiện theo thứ tự rồi theo tên (10 mỗi trang; tìm không dấu theo tên và mô tả; lọc trangThai), kèm số sự kiện đang dùng',
          querystring: eventTypeListQuery,
          response: { 200: listOf(eventTypeItem) },
        },
      },
      async (request) => ({ data: await listEventTypes(db, request.query) }),
    );

    app.get(
      '/loai-su-kien/all',
      {
        config: { permission: ['read', 'event-type'] },
        schema: {
          tags,
          summary:
            'Các loại sự kiện đang dùng, theo thứ tự rồi theo tên (cho ô chọn và chú thích màu của lịch)',
          response: { 200: dataOf(z.array(eventTypeChoice)) },
        },
      },
      async () => ({ data: await activeEventTypes(db) }),
    );

    app.get(
      '/loai-su-kien/:id',
      {
        config: { permission: ['read', 'event-type'] },
        schema: {
          tags,
          summary: 'Chi tiết loại sự kiện',
          params: eventIdParams,
          response: { 200: dataOf(eventTypeItem) },
        },
      },
      async (request) => ({ data: await eventTypeOrFail(db, request.params.id) }),
    );

    app.patch(
      '/loai-su-kien/:id',
      {
        config: { permission: ['update', 'event-type'] },
        schema: {
          tags,
          summary:
            'Sửa loại sự kiện (các trường gửi lên; id trong nội dung, nếu có, bị bỏ qua: theo đường dẫn)',
          params: eventIdParams,
          body: eventTypeUpdateBody,
          response: { 200: dataOf(eventTypeItem) },
        },
      },
      async (request) => ({ data: await updateEventType(db, request, request.params.id, request.body) }),
    );

    app.delete(
      '/loai-su-kien/:id',
      {
        config: { permission: ['delete', 'event-type'] },
        schema: {
          tags,
          summary:
            'Xóa loại sự kiện (không xóa được khi còn sự kiện thuộc loại này; thông báo nói số sự kiện)',
          params: eventIdParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteEventType(db, request, request.params.id);
        return { data: { success: true as const } };
      },
    );
  };
