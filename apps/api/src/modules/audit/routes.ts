import { auditHistoryItem, auditHistoryQuery, listOf } from '@congdoan/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { userScope } from '../../scope.js';
import type { Services } from '../../services.js';
import { recordHistory } from './repository.js';

export const auditRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/audit/history',
      {
        // The right depends on the subject asked for: read on that subject, checked below.
        config: { permission: 'signed-in' },
        schema: {
          tags: ['audit'],
          summary:
            'Lịch sử thay đổi của một bản ghi (người dùng: quyền xem người dùng; vai trò: quyền xem vai trò)',
          querystring: auditHistoryQuery,
          response: { 200: listOf(auditHistoryItem) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const q = request.query;
        if (!actor.ability.can('read', q.subject)) throw new AppError('forbidden');
        if (q.subject === 'user') {
          const [inScope] = await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, q.recordId), userScope(actor)));
          if (!inScope) throw new AppError('user_not_found');
        }
        return { data: await recordHistory(db, q) };
      },
    );
  };
