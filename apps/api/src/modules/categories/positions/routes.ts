import {
  dataOf,
  listOf,
  okResponse,
  positionCreateBody,
  positionIdQuery,
  positionItem,
  positionListQuery,
  positionUpdateBody,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.js';
import { listPositions, positionOrFail, toItem } from './repository.js';
import { createPosition, deletePosition, updatePosition } from './service.js';

const tags = ['categories'];

/** Positions (chức vụ) of union staff, in the order the federation lists them. */
export const positionRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/position/list-all',
      {
        config: { permission: ['read', 'position'] },
        schema: {
          tags,
          summary: 'Danh sách chức vụ theo thứ tự (tìm không dấu theo tên)',
          querystring: positionListQuery,
          response: { 200: listOf(positionItem) },
        },
      },
      async (request) => ({ data: await listPositions(db, request.query) }),
    );

    app.get(
      '/position/detail',
      {
        config: { permission: ['read', 'position'] },
        schema: {
          tags,
          summary: 'Chi tiết chức vụ',
          querystring: positionIdQuery,
          response: { 200: dataOf(positionItem) },
        },
      },
      async (request) => ({ data: toItem(await positionOrFail(db, request.query.positionId)) }),
    );

    app.post(
      '/position/create',
      {
        config: { permission: ['create', 'position'] },
        schema: {
          tags,
          summary:
            'Thêm chức vụ (boards: các ban bch, thuong_vu, ubkt, lanh_dao mà người giữ chức vụ tham gia)',
          body: positionCreateBody,
          response: { 200: dataOf(positionItem) },
        },
      },
      async (request) => ({ data: await createPosition(db, request, request.body) }),
    );

    app.put(
      '/position/update',
      {
        config: { permission: ['update', 'position'] },
        schema: {
          tags,
          summary: 'Cập nhật chức vụ (trường bỏ trống giữ nguyên, kể cả boards)',
          body: positionUpdateBody,
          response: { 200: dataOf(positionItem) },
        },
      },
      async (request) => ({ data: await updatePosition(db, request, request.body) }),
    );

    app.delete(
      '/position/delete',
      {
        config: { permission: ['delete', 'position'] },
        schema: {
          tags,
          summary: 'Xóa chức vụ (không xóa được khi cán bộ công đoàn còn giữ chức vụ này)',
          querystring: positionIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deletePosition(db, request, request.query.positionId);
        return { data: { success: true as const } };
      },
    );
  };
