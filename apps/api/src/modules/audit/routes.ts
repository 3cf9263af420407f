import { auditHistoryItem, auditHistoryQuery, listOf } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { recordHistory } from './repository.js';

/** The change history of one record (the audit log), for whoever may read the record. */
export const auditRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/audit/history',
      {
        // The right depends on the subject asked for: read on that subject, checked by recordHistory.
        config: { permission: 'signed-in' },
        schema: {
          tags: ['audit'],
          summary:
            'Lịch sử thay đổi của một bản ghi (cần quyền xem đối tượng đó; bản ghi ngoài phạm vi dữ liệu: không tìm thấy)',
          querystring: auditHistoryQuery,
          response: { 200: listOf(auditHistoryItem) },
        },
      },
      async (request) => ({ data: await recordHistory(db, actorOf(request), request.query) }),
    );
  };
