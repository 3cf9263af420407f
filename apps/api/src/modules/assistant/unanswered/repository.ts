import {
  type ListPage,
  toSearchText,
  type UnansweredQuery,
  type UnansweredQuestionItem,
} from '@congdoan/shared';
import { count, desc, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { listPage } from '../../../db/paging.js';
import { assistantUnanswered } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';

const columns = {
  id: assistantUnanswered.id,
  question: assistantUnanswered.question,
  count: assistantUnanswered.count,
  lastAskedAt: assistantUnanswered.lastAskedAt,
  articleId: assistantUnanswered.articleId,
};
type Row = { [K in keyof typeof columns]: (typeof assistantUnanswered.$inferSelect)[K] };
const toItem = ({ lastAskedAt, ...row }: Row): UnansweredQuestionItem => ({
  ...row,
  lastAskedAt: lastAskedAt.toISOString(),
});

/** GET assistant/unanswered: the questions asked most first (then the latest), without who asked. */
export function listUnanswered(db: DbOrTx, q: UnansweredQuery): Promise<ListPage<UnansweredQuestionItem>> {
  const search = toSearchText(q.search);
  const where = search
    ? like(assistantUnanswered.questionKey, `%${search.replace(/[\\%_]/g, '\\$&')}%`)
    : undefined;
  return listPage(
    q,
    db
      .select(columns)
      .from(assistantUnanswered)
      .where(where)
      .orderBy(
        desc(assistantUnanswered.count),
        desc(assistantUnanswered.lastAskedAt),
        desc(assistantUnanswered.id),
      ),
    db.select({ n: count() }).from(assistantUnanswered).where(where),
    toItem,
  );
}

export async function unansweredOrFail(db: DbOrTx, id: number): Promise<UnansweredQuestionItem> {
  const [row] = await db.select(columns).from(assistantUnanswered).where(eq(assistantUnanswered.id, id));
  if (!row) throw new AppError('assistant_unanswered_not_found');
  return toItem(row);
}
