import {
  cumKhuCreateBody,
  cumKhuItem,
  cumKhuPage,
  cumKhuUpdateBody,
  dataOf,
  deployedDeleteResult,
  deployedIdParams,
  type IndustrialZoneItem,
  industrialZoneListQuery,
  numberedPage,
  toCumKhu,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../../plugins/download.js';
import type { Services } from '../../../services.js';
import { categoryExport, DEPLOYED_ALL_MAX, type ExportColumn } from '../deployed.js';
import { listZones, zoneItem } from './repository.js';
import { createZone, deleteZone, updateZone } from './service.js';

const tags = ['categories'];

const EXPORT_COLUMNS: readonly ExportColumn<IndustrialZoneItem>[] = [
  ['STT', 8, (_, i) => i + 1],
  ['ID', 10, (zone) => zone.id],
  ['Tên Cụm Khu Công Nghiệp', 50, (zone) => zone.name],
  ['Mã', 20, (zone) => zone.code],
  ['Xã/phường', 30, (zone) => zone.xaPhuongName],
  ['Mô tả', 50, (zone) => zone.description],
];

const allZones = (db: Services['db']) => listZones(db, { page: 1, limit: DEPLOYED_ALL_MAX });

/**
 * `cum-khu-cong-nghiep`: the deployed system's paths for industrial-zone clusters
 * (docs/compatibility.md), answered by the zones' own reads and writes: `ten` is the name, `moTa`
 * the description; `diaChi` is not stored (zones have a ward, no address). Open there; here each
 * holds the same right as our zone routes.
 */
export const cumKhuRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/cum-khu-cong-nghiep',
      {
        config: { permission: ['create', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Thêm cụm/khu công nghiệp (hệ thống đang chạy: ten, moTa, diaChi; mã lập từ tên)',
          body: cumKhuCreateBody,
          response: { 200: dataOf(cumKhuItem) },
        },
      },
      async (request) => ({ data: toCumKhu(await createZone(db, request, request.body)) }),
    );

    app.get(
      '/cum-khu-cong-nghiep',
      {
        config: { permission: ['read', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Danh sách cụm/khu công nghiệp theo trang (hệ thống đang chạy)',
          querystring: industrialZoneListQuery,
          response: { 200: cumKhuPage },
        },
      },
      async (request) => {
        const page = await listZones(db, request.query);
        return { data: numberedPage({ ...page, list: page.list.map(toCumKhu) }, request.query) };
      },
    );

    app.get(
      '/cum-khu-cong-nghiep/all',
      {
        config: { permission: ['read', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Mọi cụm/khu công nghiệp theo tên (hệ thống đang chạy)',
          response: { 200: dataOf(z.array(cumKhuItem)) },
        },
      },
      async () => ({ data: (await allZones(db)).list.map(toCumKhu) }),
    );

    app.get(
      '/cum-khu-cong-nghiep/export/excel',
      {
        config: { permission: ['read', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Xuất Excel danh sách cụm/khu công nghiệp (STT, ID, tên, mã, xã/phường, mô tả)',
        },
      },
      async (_request, reply) => {
        const { list } = await allZones(db);
        const file = await categoryExport(
          'danh-sach-cum-khu-cn.xlsx',
          'Danh sách cụm khu CN',
          EXPORT_COLUMNS,
          list.sort((a, b) => a.id - b.id),
        );
        return sendDownload(reply, file);
      },
    );

    app.get(
      '/cum-khu-cong-nghiep/:id',
      {
        config: { permission: ['read', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Chi tiết cụm/khu công nghiệp (hệ thống đang chạy)',
          params: deployedIdParams,
          response: { 200: dataOf(cumKhuItem) },
        },
      },
      async (request) => ({ data: toCumKhu(await zoneItem(db, request.params.id)) }),
    );

    app.patch(
      '/cum-khu-cong-nghiep/:id',
      {
        config: { permission: ['update', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Cập nhật cụm/khu công nghiệp (hệ thống đang chạy; id trong đường dẫn)',
          params: deployedIdParams,
          body: cumKhuUpdateBody,
          response: { 200: dataOf(cumKhuItem) },
        },
      },
      async (request) => ({
        data: toCumKhu(await updateZone(db, request, { ...request.body, id: request.params.id })),
      }),
    );

    app.delete(
      '/cum-khu-cong-nghiep/:id',
      {
        config: { permission: ['delete', 'industrial-zone'] },
        schema: {
          tags,
          summary: 'Xóa cụm/khu công nghiệp (hệ thống đang chạy)',
          params: deployedIdParams,
          response: { 200: dataOf(deployedDeleteResult) },
        },
      },
      async (request) => {
        await deleteZone(db, request, request.params.id);
        return { data: { success: true as const, message: 'Xóa cụm khu công nghiệp thành công' } };
      },
    );
  };
