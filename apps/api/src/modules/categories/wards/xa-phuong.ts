import {
  dataOf,
  deployedDeleteResult,
  deployedIdParams,
  numberedPage,
  toXaPhuong,
  WARD_KIND_LABELS,
  type WardItem,
  wardListQuery,
  xaPhuongCreateBody,
  xaPhuongItem,
  xaPhuongPage,
  xaPhuongUpdateBody,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../../plugins/download.js';
import type { Services } from '../../../services.js';
import { categoryExport, DEPLOYED_ALL_MAX, type ExportColumn } from '../deployed.js';
import { listWards, toItem, wardOrFail } from './repository.js';
import { createWard, deleteWard, updateWard } from './service.js';

const tags = ['categories'];

const EXPORT_COLUMNS: readonly ExportColumn<WardItem>[] = [
  ['STT', 8, (_, i) => i + 1],
  ['ID', 10, (w) => w.id],
  ['Tên Xã Phường', 50, (w) => w.name],
  ['Mã', 20, (w) => w.code],
  ['Loại', 12, (w) => WARD_KIND_LABELS[w.kind]],
];

/** Every ward by name, for the "all" list and the export. */
const allWards = (db: Services['db']) => listWards(db, { page: 1, limit: DEPLOYED_ALL_MAX });

/**
 * `xa-phuong`: the deployed system's paths for wards (docs/compatibility.md), answered by the wards'
 * own reads and writes, `ten`/`moTa` beside our fields (`moTa` is not stored: wards have no
 * description). Open there; here each holds the same right as our ward routes.
 */
export const xaPhuongRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/xa-phuong',
      {
        config: { permission: ['create', 'ward'] },
        schema: {
          tags,
          summary: 'Thêm xã/phường (hệ thống đang chạy: ten, moTa; mã lập từ tên, loại đọc từ tên)',
          body: xaPhuongCreateBody,
          response: { 200: dataOf(xaPhuongItem) },
        },
      },
      async (request) => ({ data: toXaPhuong(await createWard(db, request, request.body)) }),
    );

    app.get(
      '/xa-phuong',
      {
        config: { permission: ['read', 'ward'] },
        schema: {
          tags,
          summary: 'Danh sách xã/phường theo trang (hệ thống đang chạy)',
          querystring: wardListQuery,
          response: { 200: xaPhuongPage },
        },
      },
      async (request) => {
        const page = await listWards(db, request.query);
        return { data: numberedPage({ ...page, list: page.list.map(toXaPhuong) }, request.query) };
      },
    );

    app.get(
      '/xa-phuong/all',
      {
        config: { permission: ['read', 'ward'] },
        schema: {
          tags,
          summary: 'Mọi xã/phường theo tên (hệ thống đang chạy)',
          response: { 200: dataOf(z.array(xaPhuongItem)) },
        },
      },
      async () => ({ data: (await allWards(db)).list.map(toXaPhuong) }),
    );

    app.get(
      '/xa-phuong/export/excel',
      {
        config: { permission: ['read', 'ward'] },
        schema: { tags, summary: 'Xuất Excel danh sách xã/phường (STT, ID, tên, mã, loại)' },
      },
      async (_request, reply) => {
        const { list } = await allWards(db);
        const file = await categoryExport(
          'danh-sach-xa-phuong.xlsx',
          'Danh sách xã phường',
          EXPORT_COLUMNS,
          list.sort((a, b) => a.id - b.id),
        );
        return sendDownload(reply, file);
      },
    );

    app.get(
      '/xa-phuong/:id',
      {
        config: { permission: ['read', 'ward'] },
        schema: {
          tags,
          summary: 'Chi tiết xã/phường (hệ thống đang chạy)',
          params: deployedIdParams,
          response: { 200: dataOf(xaPhuongItem) },
        },
      },
      async (request) => ({ data: toXaPhuong(toItem(await wardOrFail(db, request.params.id))) }),
    );

    app.patch(
      '/xa-phuong/:id',
      {
        config: { permission: ['update', 'ward'] },
        schema: {
          tags,
          summary: 'Cập nhật xã/phường (hệ thống đang chạy; id trong đường dẫn)',
          params: deployedIdParams,
          body: xaPhuongUpdateBody,
          response: { 200: dataOf(xaPhuongItem) },
        },
      },
      async (request) => ({
        data: toXaPhuong(await updateWard(db, request, { ...request.body, id: request.params.id })),
      }),
    );

    app.delete(
      '/xa-phuong/:id',
      {
        config: { permission: ['delete', 'ward'] },
        schema: {
          tags,
          summary: 'Xóa xã/phường (hệ thống đang chạy)',
          params: deployedIdParams,
          response: { 200: dataOf(deployedDeleteResult) },
        },
      },
      async (request) => {
        await deleteWard(db, request, request.params.id);
        return { data: { success: true as const, message: 'Xóa xã phường thành công' } };
      },
    );
  };
