import {
  dataOf,
  knowledgeArticleBody,
  knowledgeArticleItem,
  knowledgeArticleQuery,
  knowledgeArticleUpdateBody,
  knowledgeCategoryBody,
  knowledgeCategoryItem,
  knowledgeCategoryUpdateBody,
  knowledgeIdQuery,
  okResponse,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { articleOrFail, listArticles, listCategories } from './repository.js';
import {
  createArticle,
  createCategory,
  deleteArticle,
  deleteCategory,
  updateArticle,
  updateCategory,
} from './service.js';

const tags = ['assistant'];

/**
 * The assistant's knowledge base (FAQ categories and their articles): every signed-in user browses
 * it; administrators keep it, each write audited.
 */
export const knowledgeRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/assistant/knowledge/categories',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary: 'Các nhóm câu hỏi thường gặp, theo thứ tự, kèm số bài viết đang dùng',
          response: { 200: dataOf(z.array(knowledgeCategoryItem)) },
        },
      },
      async () => ({ data: await listCategories(db) }),
    );

    app.post(
      '/assistant/knowledge/categories',
      {
        config: { permission: 'administrator' },
        schema: {
          tags,
          summary: 'Thêm nhóm câu hỏi (tên không trùng, không phân biệt hoa thường và dấu)',
          body: knowledgeCategoryBody,
          response: { 200: dataOf(knowledgeCategoryItem) },
        },
      },
      async (request) => ({ data: await createCategory(db, request, request.body) }),
    );

    app.put(
      '/assistant/knowledge/categories',
      {
        config: { permission: 'administrator' },
        schema: {
          tags,
          summary: 'Sửa nhóm câu hỏi (trường không gửi giữ nguyên)',
          body: knowledgeCategoryUpdateBody,
          response: { 200: dataOf(knowledgeCategoryItem) },
        },
      },
      async (request) => ({ data: await updateCategory(db, request, request.body) }),
    );

    app.delete(
      '/assistant/knowledge/categories',
      {
        config: { permission: 'administrator' },
        schema: {
          tags,
          summary: 'Xóa nhóm câu hỏi không còn bài viết nào',
          querystring: knowledgeIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteCategory(db, request, request.query.id);
        return { data: { success: true as const } };
      },
    );

    app.get(
      '/assistant/knowledge/articles',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary:
            'Các bài viết của kho kiến thức (theo nhóm; tìm theo câu hỏi và từ khóa, có dấu hay không dấu); quản trị viên thấy cả bài đã ẩn',
          querystring: knowledgeArticleQuery,
          response: { 200: dataOf(z.array(knowledgeArticleItem)) },
        },
      },
      async (request) => ({ data: await listArticles(db, actorOf(request), request.query) }),
    );

    app.get(
      '/assistant/knowledge/articles/detail',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary: 'Chi tiết một bài viết của kho kiến thức',
          querystring: knowledgeIdQuery,
          response: { 200: dataOf(knowledgeArticleItem) },
        },
      },
      async (request) => ({ data: await articleOrFail(db, actorOf(request), request.query.id) }),
    );

    app.post(
      '/assistant/knowledge/articles',
      {
        config: { permission: 'administrator' },
        schema: {
          tags,
          summary: 'Thêm bài viết (câu hỏi, câu trả lời, nguồn và ngày hiệu lực)',
          body: knowledgeArticleBody,
          response: { 200: dataOf(knowledgeArticleItem) },
        },
      },
      async (request) => ({ data: await createArticle(db, request, request.body) }),
    );

    app.put(
      '/assistant/knowledge/articles',
      {
        config: { permission: 'administrator' },
        schema: {
          tags,
          summary: 'Sửa bài viết (trường không gửi giữ nguyên; gửi rỗng để xóa giá trị)',
          body: knowledgeArticleUpdateBody,
          response: { 200: dataOf(knowledgeArticleItem) },
        },
      },
      async (request) => ({ data: await updateArticle(db, request, request.body) }),
    );

    app.delete(
      '/assistant/knowledge/articles',
      {
        config: { permission: 'administrator' },
        schema: {
          tags,
          summary: 'Xóa bài viết',
          querystring: knowledgeIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteArticle(db, request, request.query.id);
        return { data: { success: true as const } };
      },
    );
  };
