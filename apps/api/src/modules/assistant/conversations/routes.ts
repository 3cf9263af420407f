import {
  assistantConversation,
  assistantConversationDetail,
  assistantConversationIdQuery,
  assistantConversationRenameBody,
  dataOf,
  okResponse,
} from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { conversationDetail, listConversations } from './repository.js';
import { deleteAllConversations, deleteConversation, renameConversation } from './service.js';

const tags = ['assistant'];
const permission = 'signed-in';

/** The signed-in user's own conversations with the assistant; another user's read as not found. */
export const assistantConversationRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/assistant/conversations',
      {
        config: { permission },
        schema: {
          tags,
          summary: 'Các cuộc trò chuyện của tôi với trợ lý, mới dùng gần nhất trước, kèm số tin nhắn',
          response: { 200: dataOf(z.array(assistantConversation)) },
        },
      },
      async (request) => ({ data: await listConversations(db, actorOf(request).userId) }),
    );

    app.get(
      '/assistant/conversations/detail',
      {
        config: { permission },
        schema: {
          tags,
          summary: 'Một cuộc trò chuyện của tôi với các tin nhắn, cũ trước',
          querystring: assistantConversationIdQuery,
          response: { 200: dataOf(assistantConversationDetail) },
        },
      },
      async (request) => ({
        data: await conversationDetail(db, actorOf(request).userId, request.query.id),
      }),
    );

    app.put(
      '/assistant/conversations',
      {
        config: { permission },
        schema: {
          tags,
          summary: 'Đổi tên một cuộc trò chuyện của tôi',
          body: assistantConversationRenameBody,
          response: { 200: dataOf(assistantConversation) },
        },
      },
      async (request) => ({ data: await renameConversation(db, request, request.body) }),
    );

    app.delete(
      '/assistant/conversations',
      {
        config: { permission },
        schema: {
          tags,
          summary: 'Xóa một cuộc trò chuyện của tôi cùng các tin nhắn',
          querystring: assistantConversationIdQuery,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteConversation(db, request, request.query.id);
        return { data: { success: true as const } };
      },
    );

    app.delete(
      '/assistant/conversations/all',
      {
        config: { permission },
        schema: {
          tags,
          summary: 'Xóa mọi cuộc trò chuyện của tôi',
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteAllConversations(db, request);
        return { data: { success: true as const } };
      },
    );
  };
