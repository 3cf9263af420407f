import {
  choiceCreateBody,
  choiceIdQuery,
  choiceItem,
  choiceListQuery,
  choiceUpdateBody,
  dataOf,
  okResponse,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { listChoices } from './repository.js';
import { createChoice, deleteChoice, updateChoice } from './service.js';

const tags = ['organizations'];

/** The lists an administrator keeps for loaiHinh (type) and loaiCongTy (company kind). */
export const choiceRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organization/choices',
      {
        config: { permission: ['read', 'organization'] },
        schema: {
          tags,
          summary: 'Danh mục loại hình (loai_hinh) và loại công ty (loai_cong_ty) theo thứ tự',
          querystring: choiceListQuery,
          response: { 200: dataOf(z.array(choiceItem)) },
        },
      },
      async (request) => ({ data: await listChoices(db, actorOf(request), request.query.list) }),
    );

    app.post(
      '/organization/choices',
      {
        config: { permission: ['dynamic_field', 'organization'] },
        schema: {
          tags,
          summary: 'Thêm loại hình / loại công ty',
          body: choiceCreateBody,
          response: { 200: dataOf(choiceItem) },
        },
      },
      async (request) => ({ data: await createChoice(db, request, request.body) }),
    );

    app.put(
      '/organization/choices',
      {
        config: { permission: ['dynamic_field', 'organization'] },
        schema: {
          tags,
          summary: 'Sửa loại hình / loại công ty',
          body: choiceUpdateBody,
          response: { 200: dataOf(choiceItem) },
        },
      },
      async (request) => ({ data: await updateChoice(db, request, request.body) }),
    );

    app.delete(
      '/organization/choices',
      {
        config: { permission: ['dynamic_field', 'organization'] },
        schema: {
          tags,
          summary: 'Xóa loại hình / loại công ty chưa được dùng',
          querystring: choiceIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteChoice(db, request, request.query.choiceId);
        return { data: { success: true as const } };
      },
    );
  };
