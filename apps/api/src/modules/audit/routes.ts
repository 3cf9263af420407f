import {
  auditHistoryItem,
  auditHistoryQuery,
  type ErrorCode,
  type HistorySubject,
  listOf,
} from '@congdoan/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizations, unionStaff, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { type Actor, actorOf } from '../../plugins/auth.js';
import { organizationScope, staffScope, userScope } from '../../scope.js';
import type { Services } from '../../services.js';
import { recordHistory } from './repository.js';

/** Subjects whose records lie in a data scope: a record outside it has no readable history. */
const SCOPED_RECORDS: Partial<
  Record<
    HistorySubject,
    { table: PgTable; id: PgColumn; scope: (actor: Actor) => SQL | undefined; notFound: ErrorCode }
  >
> = {
  user: { table: users, id: users.id, scope: userScope, notFound: 'user_not_found' },
  organization: {
    table: organizations,
    id: organizations.id,
    scope: organizationScope,
    notFound: 'organization_not_found',
  },
  staff: { table: unionStaff, id: unionStaff.id, scope: staffScope, notFound: 'staff_not_found' },
};

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
            'Lịch sử thay đổi của một bản ghi (cần quyền xem đối tượng đó; bản ghi ngoài phạm vi dữ liệu: không tìm thấy)',
          querystring: auditHistoryQuery,
          response: { 200: listOf(auditHistoryItem) },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const q = request.query;
        if (!actor.ability.can('read', q.subject)) throw new AppError('forbidden');
        const scoped = SCOPED_RECORDS[q.subject];
        if (scoped) {
          const [inScope] = await db
            .select({ id: scoped.id })
            .from(scoped.table)
            .where(and(eq(scoped.id, q.recordId), scoped.scope(actor)));
          // A deleted record has no scope left to check: its history stays readable province-wide.
          const [exists] = inScope
            ? [inScope]
            : await db.select({ id: scoped.id }).from(scoped.table).where(eq(scoped.id, q.recordId));
          if (!inScope && (exists || actor.scope !== 'province')) throw new AppError(scoped.notFound);
        }
        return { data: await recordHistory(db, q) };
      },
    );
  };
