import {
  dataOf,
  dynamicFieldAnswer,
  dynamicFieldCreateRequest,
  dynamicFieldDeleteQuery,
  dynamicFieldIdParams,
  dynamicFieldItemAnswer,
  dynamicFieldListQuery,
  dynamicFieldUpdateRequest,
  okResponse,
  withDeployedFieldNames,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { listDynamicFields } from './repository.js';
import { createDynamicField, deleteDynamicField, updateDynamicField } from './service.js';

const tags = ['organizations'];

/** Custom fields of organisations: their values live in each organisation's customFields. */
export const dynamicFieldRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organization/dynamic-fields',
      {
        config: { permission: ['read', 'organization'] },
        schema: {
          tags,
          summary:
            'Các trường tùy chỉnh của đơn vị theo thứ tự, kèm số đơn vị (trong phạm vi dữ liệu) đang có giá trị; active=true: chỉ các trường đang dùng (biểu mẫu)',
          querystring: dynamicFieldListQuery,
          response: { 200: dataOf(z.array(dynamicFieldItemAnswer)) },
        },
      },
      async (request) => ({
        data: (await listDynamicFields(db, actorOf(request), request.query.active)).map(
          withDeployedFieldNames,
        ),
      }),
    );

    app.post(
      '/organization/dynamic-fields',
      {
        config: { permission: ['dynamic_field', 'organization'] },
        schema: {
          tags,
          summary: 'Thêm trường tùy chỉnh',
          body: dynamicFieldCreateRequest,
          response: { 200: dataOf(dynamicFieldAnswer) },
        },
      },
      async (request) => ({
        data: withDeployedFieldNames(await createDynamicField(db, request, request.body)),
      }),
    );

    app.put(
      '/organization/dynamic-fields',
      {
        config: { permission: ['dynamic_field', 'organization'] },
        schema: {
          tags,
          summary: 'Sửa trường tùy chỉnh (mã không đổi; kiểu chỉ đổi khi chưa có giá trị)',
          body: dynamicFieldUpdateRequest,
          response: { 200: dataOf(dynamicFieldAnswer) },
        },
      },
      async (request) => ({
        data: withDeployedFieldNames(await updateDynamicField(db, request, request.body)),
      }),
    );

    app.delete(
      '/organization/dynamic-fields/:id',
      {
        config: { permission: ['dynamic_field', 'organization'] },
        schema: {
          tags,
          summary:
            'Xóa trường tùy chỉnh; khi đã có đơn vị nhập giá trị, lần gọi đầu trả 409 kèm số đơn vị, gọi lại với confirm=true để xóa cả giá trị',
          params: dynamicFieldIdParams,
          querystring: dynamicFieldDeleteQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteDynamicField(db, request, request.params.id, request.query.confirm);
        return { data: { success: true as const } };
      },
    );
  };
