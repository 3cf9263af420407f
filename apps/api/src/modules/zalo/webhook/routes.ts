import { okResponse, zaloWebhookEvent } from '@congdoan/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../../services.js';
import { receiveEvent } from './service.js';

/** An OA event is a few hundred bytes; a message's text at most a few thousand. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * The OA's webhook, public: Zalo calls it, and its signature stands in for a session. Registered in
 * a plugin of its own so that its JSON parser, which keeps the raw body the signature covers,
 * applies to this route alone.
 */
export const webhookRoutes =
  ({ db, signer, config, zalo }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const rawBodies = new WeakMap<FastifyRequest, string>();
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (request, body, done) => {
        rawBodies.set(request, body as string);
        parseJson(request, body as string, done);
      },
    );

    app.post(
      '/zalo/webhook',
      {
        config: { permission: 'public' },
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags: ['zalo'],
          summary:
            'Sự kiện của Zalo OA (follow, unfollow, user_send_text…): công khai, kiểm tra chữ ký X-ZEvent-Signature trên thân gốc; chữ ký thiếu, sai, quá hạn hoặc sự kiện gửi lại: 401 và không thay đổi gì',
          body: zaloWebhookEvent,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await receiveEvent(
          { db, signer, config, zalo },
          {
            rawBody: rawBodies.get(request) ?? '',
            signature: request.headers['x-zevent-signature'] as string | undefined,
            event: request.body,
          },
        );
        return { data: { success: true as const } };
      },
    );
  };
