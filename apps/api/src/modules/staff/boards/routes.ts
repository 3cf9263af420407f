import { dataOf, staffBoardsQuery, unionBoards, vietnamDate } from '@congdoan/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../plugins/auth.js';
import type { Services } from '../../../services.js';
import { unionBoardsOf } from './repository.js';

/** A union's boards for its current term, read from its staff and the boards their positions sit on. */
export const staffBoardRoutes =
  ({ db }: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/staff/boards',
      {
        config: { permission: ['read', 'staff'] },
        schema: {
          tags: ['staff'],
          summary:
            'Ban lãnh đạo của một công đoàn trong nhiệm kỳ hiện tại: Ban Chấp hành, Ban Thường vụ, Ủy ban Kiểm tra, Lãnh đạo (cán bộ có chức vụ thuộc ban, còn nhiệm kỳ), ngày bắt đầu/kết thúc nhiệm kỳ và danh sách đã thôi (hết nhiệm kỳ, mới nhất trước); đơn vị ngoài phạm vi dữ liệu: 404',
          querystring: staffBoardsQuery,
          response: { 200: dataOf(unionBoards) },
        },
      },
      async (request) => ({
        data: await unionBoardsOf(db, actorOf(request), request.query.organizationId, vietnamDate()),
      }),
    );
  };
