import {
  dataOf,
  knowledgeIdQuery,
  listOf,
  okResponse,
  unansweredArticleBody,
  unansweredQuery,
  unansweredQuestionItem,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.js';
import { listUnanswered } from './repository.js';
import { articleFromUnanswered, dismissUnanswered } from './service.js';

const tags = ['assistant'];
const permission = 'administrator';

/** The questions the assistant could not answer (counted, without who asked), for administrators. */
export const unansweredRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/assistant/unanswered',
      {
        config: { permission },
        schema: {
          tags,
          summary: 'Các câu hỏi trợ lý chưa trả lời được, hỏi nhiều nhất trước (không lưu người hỏi)',
          querystring: unansweredQuery,
          response: { 200: listOf(unansweredQuestionItem) },
        },
      },
      async (request) => ({ data: await listUnanswered(db, request.query) }),
    );

    app.post(
      '/assistant/unanswered/article',
      {
        config: { permission },
        schema: {
          tags,
          summary: 'Viết bài cho kho kiến thức từ một câu hỏi chưa trả lời được và gắn bài với câu hỏi',
          body: unansweredArticleBody,
          response: { 200: dataOf(unansweredQuestionItem) },
        },
      },
      async (request) => ({ data: await articleFromUnanswered(db, request, request.body) }),
    );

    app.delete(
      '/assistant/unanswered',
      {
        config: { permission },
        schema: {
          tags,
          summary: 'Bỏ qua một câu hỏi chưa trả lời được',
          querystring: knowledgeIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await dismissUnanswered(db, request, request.query.id);
        return { data: { success: true as const } };
      },
    );
  };
