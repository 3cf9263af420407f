import {
  categoryItem,
  categoryItemCreateBody,
  categoryItemIdQuery,
  categoryItemListQuery,
  categoryItemUpdateBody,
  dataOf,
  listOf,
  okResponse,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.js';
import { categoryItemOrFail, listCategoryItems, toItem } from './repository.js';
import { createCategoryItem, deleteCategoryItem, updateCategoryItem } from './service.js';

const tags = ['categories'];

/**
 * The lists a member record chooses from (docs/requirements.md, "Member categories"): ethnic
 * groups, religions, nations, genders…, one kind at a time.
 */
export const categoryItemRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/category/list-all',
      {
        config: { permission: ['read', 'category'] },
        schema: {
          tags,
          summary: 'Danh sách một danh mục hồ sơ đoàn viên theo thứ tự (tìm không dấu theo mã, tên)',
          querystring: categoryItemListQuery,
          response: { 200: listOf(categoryItem) },
        },
      },
      async (request) => ({ data: await listCategoryItems(db, request.query) }),
    );

    app.get(
      '/category/detail',
      {
        config: { permission: ['read', 'category'] },
        schema: {
          tags,
          summary: 'Chi tiết mục danh mục',
          querystring: categoryItemIdQuery,
          response: { 200: dataOf(categoryItem) },
        },
      },
      async (request) => ({ data: toItem(await categoryItemOrFail(db, request.query.categoryId)) }),
    );

    app.post(
      '/category/create',
      {
        config: { permission: ['create', 'category'] },
        schema: {
          tags,
          summary: 'Thêm mục danh mục (không thêm được vào danh mục giới tính)',
          body: categoryItemCreateBody,
          response: { 200: dataOf(categoryItem) },
        },
      },
      async (request) => ({ data: await createCategoryItem(db, request, request.body) }),
    );

    app.put(
      '/category/update',
      {
        config: { permission: ['update', 'category'] },
        schema: {
          tags,
          summary: 'Cập nhật mục danh mục (loại danh mục không đổi)',
          body: categoryItemUpdateBody,
          response: { 200: dataOf(categoryItem) },
        },
      },
      async (request) => ({ data: await updateCategoryItem(db, request, request.body) }),
    );

    app.delete(
      '/category/delete',
      {
        config: { permission: ['delete', 'category'] },
        schema: {
          tags,
          summary: 'Xóa mục danh mục (không xóa được khi hồ sơ đoàn viên còn dùng)',
          querystring: categoryItemIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteCategoryItem(db, request, request.query.categoryId);
        return { data: { success: true as const } };
      },
    );
  };
