import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loggableError } from '../../db/loggable-error.js';
import { AppError } from '../../errors.js';

export const healthRoutes =
  (ping: () => Promise<void>): FastifyPluginAsyncZod =>
  async (app) => {
    const status = z.object({ status: z.literal('ok') });
    app.get(
      '/health/live',
      {
        config: { permission: 'public' },
        schema: { tags: ['health'], summary: 'Tiến trình còn sống', response: { 200: status } },
      },
      async () => ({ status: 'ok' as const }),
    );
    app.get(
      '/health/ready',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Sẵn sàng phục vụ (kiểm tra cơ sở dữ liệu)',
          response: { 200: status },
        },
      },
      async (request) => {
        try {
          await ping();
        } catch (err) {
          request.log.error({ err: loggableError(err) }, 'database not ready');
          throw new AppError('service_unavailable');
        }
        return { status: 'ok' as const };
      },
    );
  };
