import {
  chucVuCreateBody,
  chucVuItem,
  chucVuPage,
  chucVuUpdateBody,
  dataOf,
  deployedDeleteResult,
  deployedIdParams,
  numberedPage,
  positionListQuery,
  toChucVu,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../../services.js';
import { DEPLOYED_ALL_MAX } from '../deployed.js';
import { listPositions, positionOrFail, toItem } from './repository.js';
import { createPosition, deletePosition, updatePosition } from './service.js';

const tags = ['categories'];

/**
 * `chuc-vu`: the deployed system's paths for positions (docs/compatibility.md), answered by the
 * positions' own reads and writes with the deployed names beside ours. Open there; here each
 * holds the same right as our position routes.
 */
export const chucVuRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/chuc-vu',
      {
        config: { permission: ['create', 'position'] },
        schema: {
          tags,
          summary: 'Thêm chức vụ (đường dẫn của hệ thống đang chạy: tenChucVu, moTa)',
          body: chucVuCreateBody,
          response: { 200: dataOf(chucVuItem) },
        },
      },
      async (request) => ({ data: toChucVu(await createPosition(db, request, request.body)) }),
    );

    app.get(
      '/chuc-vu',
      {
        config: { permission: ['read', 'position'] },
        schema: {
          tags,
          summary: 'Danh sách chức vụ theo trang (hệ thống đang chạy)',
          querystring: positionListQuery,
          response: { 200: chucVuPage },
        },
      },
      async (request) => {
        const page = await listPositions(db, request.query);
        return { data: numberedPage({ ...page, list: page.list.map(toChucVu) }, request.query) };
      },
    );

    app.get(
      '/chuc-vu/all',
      {
        config: { permission: ['read', 'position'] },
        schema: {
          tags,
          summary: 'Mọi chức vụ, theo thứ tự (hệ thống đang chạy)',
          response: { 200: dataOf(z.array(chucVuItem)) },
        },
      },
      async () => {
        const { list } = await listPositions(db, { page: 1, limit: DEPLOYED_ALL_MAX });
        return { data: list.map(toChucVu) };
      },
    );

    app.get(
      '/chuc-vu/:id',
      {
        config: { permission: ['read', 'position'] },
        schema: {
          tags,
          summary: 'Chi tiết chức vụ (hệ thống đang chạy)',
          params: deployedIdParams,
          response: { 200: dataOf(chucVuItem) },
        },
      },
      async (request) => ({ data: toChucVu(toItem(await positionOrFail(db, request.params.id))) }),
    );

    app.patch(
      '/chuc-vu/:id',
      {
        config: { permission: ['update', 'position'] },
        schema: {
          tags,
          summary: 'Cập nhật chức vụ (hệ thống đang chạy; id trong đường dẫn)',
          params: deployedIdParams,
          body: chucVuUpdateBody,
          response: { 200: dataOf(chucVuItem) },
        },
      },
      async (request) => ({
        data: toChucVu(await updatePosition(db, request, { ...request.body, id: request.params.id })),
      }),
    );

    app.delete(
      '/chuc-vu/:id',
      {
        config: { permission: ['delete', 'position'] },
        schema: {
          tags,
          summary: 'Xóa chức vụ (hệ thống đang chạy)',
          params: deployedIdParams,
          response: { 200: dataOf(deployedDeleteResult) },
        },
      },
      async (request) => {
        await deletePosition(db, request, request.params.id);
        return { data: { success: true as const, message: 'Xóa chức vụ thành công' } };
      },
    );
  };
