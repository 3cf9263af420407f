import {
  dataOf,
  industrialZoneCreateBody,
  industrialZoneIdQuery,
  industrialZoneItem,
  industrialZoneListQuery,
  industrialZoneUpdateBody,
  listOf,
  okResponse,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.js';
import { listZones, zoneItem } from './repository.js';
import { createZone, deleteZone, updateZone } from './service.js';

const tags = ['categories'];

/** Industrial-zone clusters (cụm/khu công nghiệp): province-wide reference data. */
export const industrialZoneRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/industrial-zone/list-all',
      {
        config: { permission: ['read', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Danh sách cụm/khu công nghiệp (tìm không dấu theo tên, mã; lọc theo xã/phường)',
          querystring: industrialZoneListQuery,
          response: { 200: listOf(industrialZoneItem) },
        },
      },
      async (request) => ({ data: await listZones(db, request.query) }),
    );

    app.get(
      '/industrial-zone/detail',
      {
        config: { permission: ['read', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Chi tiết cụm/khu công nghiệp',
          querystring: industrialZoneIdQuery,
          response: { 200: dataOf(industrialZoneItem) },
        },
      },
      async (request) => ({ data: await zoneItem(db, request.query.industrialZoneId) }),
    );

    app.post(
      '/industrial-zone/create',
      {
        config: { permission: ['create', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Thêm cụm/khu công nghiệp',
          body: industrialZoneCreateBody,
          response: { 200: dataOf(industrialZoneItem) },
        },
      },
      async (request) => ({ data: await createZone(db, request, request.body) }),
    );

    app.put(
      '/industrial-zone/update',
      {
        config: { permission: ['update', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Cập nhật cụm/khu công nghiệp (ghi đè cả bản ghi)',
          body: industrialZoneUpdateBody,
          response: { 200: dataOf(industrialZoneItem) },
        },
      },
      async (request) => ({ data: await updateZone(db, request, request.body) }),
    );

    app.delete(
      '/industrial-zone/delete',
      {
        config: { permission: ['delete', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Xóa cụm/khu công nghiệp (không xóa được khi đơn vị hoặc người dùng còn dùng)',
          querystring: industrialZoneIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteZone(db, request, request.query.industrialZoneId);
        return { data: { success: true as const } };
      },
    );
  };
