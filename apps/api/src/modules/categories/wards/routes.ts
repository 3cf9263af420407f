import {
  dataOf,
  listOf,
  okResponse,
  wardCreateBody,
  wardIdQuery,
  wardItem,
  wardListQuery,
  wardUpdateBody,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.js';
import { listWards, toItem, wardOrFail } from './repository.js';
import { createWard, deleteWard, updateWard } from './service.js';

const tags = ['categories'];

/** Wards (xã/phường) of the province: reference data every scope reads alike. */
export const wardRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/ward/list-all',
      {
        config: { permission: ['read', 'ward'] },
        schema: {
          tags,
          summary: 'Danh sách xã/phường (tìm không dấu theo tên, mã; lọc theo loại)',
          querystring: wardListQuery,
          response: { 200: listOf(wardItem) },
        },
      },
      async (request) => ({ data: await listWards(db, request.query) }),
    );

    app.get(
      '/ward/detail',
      {
        config: { permission: ['read', 'ward'] },
        schema: {
          tags,
          summary: 'Chi tiết xã/phường',
          querystring: wardIdQuery,
          response: { 200: dataOf(wardItem) },
        },
      },
      async (request) => ({ data: toItem(await wardOrFail(db, request.query.wardId)) }),
    );

    app.post(
      '/ward/create',
      {
        config: { permission: ['create', 'ward'] },
        schema: {
          tags,
          summary: 'Thêm xã/phường',
          body: wardCreateBody,
          response: { 200: dataOf(wardItem) },
        },
      },
      async (request) => ({ data: await createWard(db, request, request.body) }),
    );

    app.put(
      '/ward/update',
      {
        config: { permission: ['update', 'ward'] },
        schema: {
          tags,
          summary: 'Cập nhật xã/phường',
          body: wardUpdateBody,
          response: { 200: dataOf(wardItem) },
        },
      },
      async (request) => ({ data: await updateWard(db, request, request.body) }),
    );

    app.delete(
      '/ward/delete',
      {
        config: { permission: ['delete', 'ward'] },
        schema: {
          tags,
          summary: 'Xóa xã/phường (không xóa được khi đơn vị, người dùng hoặc cụm/khu công nghiệp còn dùng)',
          querystring: wardIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteWard(db, request, request.query.wardId);
        return { data: { success: true as const } };
      },
    );
  };
