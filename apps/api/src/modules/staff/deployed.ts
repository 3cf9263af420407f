import {
  dataOf,
  deployedDeleteResult,
  deployedStaffItem,
  STAFF_IMAGE_NOT_SERVED_MESSAGE,
  staffIdRequest,
  staffUpdateRequest,
  toDeployedStaff,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { deleteStaff, updateStaff } from './service.js';

const tags = ['staff'];

/**
 * The deployed system's staff calls whose method differs from ours (docs/compatibility.md): POST
 * staff/update and POST staff/delete?StaffId=, answered by our update and delete. Its staff
 * photos (GET staff/image/{name}) are not served: we keep no staff images.
 */
export const deployedStaffRoutes =
  ({ db }: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/staff/update',
      {
        config: { permission: ['update', 'staff'] },
        schema: {
          tags,
          summary: 'Cập nhật cán bộ công đoàn (đường dẫn của hệ thống đang chạy: id, name, phone, chucVuId…)',
          body: staffUpdateRequest,
          response: { 200: dataOf(deployedStaffItem) },
        },
      },
      async (request) => ({ data: toDeployedStaff(await updateStaff(db, request, request.body)) }),
    );

    app.post(
      '/staff/delete',
      {
        config: { permission: ['delete', 'staff'] },
        schema: {
          tags,
          summary: 'Xóa cán bộ công đoàn (hệ thống đang chạy: ?StaffId=)',
          querystring: staffIdRequest,
          response: { 200: dataOf(deployedDeleteResult) },
        },
      },
      async (request) => {
        await deleteStaff(db, request, request.query.staffId);
        return { data: { success: true as const, message: 'Xóa cán bộ thành công!' } };
      },
    );

    app.get(
      '/staff/image/:imageName',
      {
        config: { permission: ['read', 'staff'] },
        schema: {
          tags,
          summary:
            'Ảnh cán bộ (hệ thống đang chạy): không phục vụ, hệ thống này không lưu ảnh cán bộ (luôn 404)',
          params: z.object({ imageName: z.string() }),
        },
      },
      async () => {
        throw new AppError('not_found', STAFF_IMAGE_NOT_SERVED_MESSAGE);
      },
    );
  };
