import { assistantAskBody, assistantSuggestions, dataOf } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { introOf, starterQuestions } from '../../domain/assistant/suggestions.js';
import { chatModelOf } from '../../llm/chat.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { ask } from './ask.js';
import { assistantConversationRoutes } from './conversations/routes.js';
import { knowledgeRoutes } from './knowledge/routes.js';
import { assistantSettingsRoutes } from './settings/routes.js';
import { unansweredRoutes } from './unanswered/routes.js';

const tags = ['assistant'];

/**
 * The assistant (P14, docs/requirements.md, "Assistant"): questions answered from the asker's own
 * data scope and the knowledge base, streamed; the asker's conversations and settings; the
 * knowledge base and the questions it could not answer, kept by administrators.
 */
export const assistantRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/assistant/ask',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary:
            'Hỏi trợ lý: trả lời dạng application/x-ndjson, mỗi dòng một sự kiện (start, delta…, answer hoặc error); lưu vào cuộc trò chuyện khi bật lưu tự động',
          body: assistantAskBody,
        },
      },
      async (request, reply) => ask(services, request, reply, request.body),
    );

    app.get(
      '/assistant/suggestions',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags,
          summary: 'Câu hỏi gợi ý theo vai trò và phạm vi của tôi; mô hình ngôn ngữ đã được cấu hình chưa',
          response: { 200: dataOf(assistantSuggestions) },
        },
      },
      async (request) => ({
        data: {
          intro: introOf(actorOf(request)),
          questions: starterQuestions(actorOf(request)),
          modelConfigured: chatModelOf(services.config) !== null,
        },
      }),
    );

    await app.register(assistantConversationRoutes(services));
    await app.register(assistantSettingsRoutes(services));
    await app.register(knowledgeRoutes(services));
    await app.register(unansweredRoutes(services));
  };
