import { toSearchText, type UnansweredArticleBody, type UnansweredQuestionItem } from '@congdoan/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client.js';
import { assistantUnanswered } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { writeTransaction } from '../../../write/transaction.js';
import { insertArticle } from '../knowledge/service.js';
import { unansweredOrFail } from './repository.js';

/**
 * Counts a question the assistant could not answer: one row per folded question, its count and
 * the last time it was asked — never who asked it.
 */
export async function countUnanswered(db: DbOrTx, question: string, at: Date): Promise<void> {
  await db
    .insert(assistantUnanswered)
    .values({ questionKey: toSearchText(question), question, count: 1, lastAskedAt: at })
    .onConflictDoUpdate({
      target: assistantUnanswered.questionKey,
      set: { count: sql`${assistantUnanswered.count} + 1`, lastAskedAt: at },
    });
}

/**
 * POST assistant/unanswered/article: a knowledge base article written from an unanswered question
 * (its question unless the body gives another), and the question linked to it.
 */
export async function articleFromUnanswered(
  db: Db,
  request: FastifyRequest,
  body: UnansweredArticleBody,
): Promise<UnansweredQuestionItem> {
  const { id, ...article } = body;
  await writeTransaction(
    db,
    request,
    async (w) => {
      const [row] = await w.tx
        .select()
        .from(assistantUnanswered)
        .where(eq(assistantUnanswered.id, id))
        .for('update');
      if (!row) throw new AppError('assistant_unanswered_not_found');
      if (row.articleId !== null) throw new AppError('assistant_unanswered_answered');
      const articleId = await insertArticle(w, { ...article, question: article.question ?? row.question });
      await w.tx.update(assistantUnanswered).set({ articleId }).where(eq(assistantUnanswered.id, id));
    },
    { foreignKey: 'knowledge_category_ref_invalid' },
  );
  return unansweredOrFail(db, id);
}

/** DELETE assistant/unanswered: dismisses a question (asked again, it is counted from one). */
export async function dismissUnanswered(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await writeTransaction(db, request, async ({ tx }) => {
    const [deleted] = await tx
      .delete(assistantUnanswered)
      .where(eq(assistantUnanswered.id, id))
      .returning({ id: assistantUnanswered.id });
    if (!deleted) throw new AppError('assistant_unanswered_not_found');
  });
}
