import {
  type KnowledgeArticleBody,
  type KnowledgeArticleItem,
  type KnowledgeCategoryItem,
  type knowledgeArticleUpdateBody,
  type knowledgeCategoryBody,
  type knowledgeCategoryUpdateBody,
  toSearchText,
} from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.js';
import { knowledgeArticles, knowledgeCategories } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { actorOf } from '../../../plugins/auth.js';
import { applyPatch } from '../../../write/patch.js';
import {
  assertExists,
  assertNotInUse,
  assertUnique,
  type Write,
  writeTransaction,
} from '../../../write/transaction.js';
import { articleOrFail, categoryOrFail } from './repository.js';

/** The knowledge base's writes (administrators): each audited, with what it was and what it became. */

type CategoryBody = z.infer<typeof knowledgeCategoryBody>;
type CategoryUpdateBody = z.infer<typeof knowledgeCategoryUpdateBody>;
type ArticleUpdateBody = z.infer<typeof knowledgeArticleUpdateBody>;

const CATEGORY_CONFLICTS = {
  unique: { knowledge_categories_name_key: 'knowledge_category_exists' },
  foreignKey: 'knowledge_category_in_use',
} as const;
/** A category deleted while an article is written into it. */
const ARTICLE_CONFLICTS = { foreignKey: 'knowledge_category_ref_invalid' } as const;

type CategoryRow = typeof knowledgeCategories.$inferSelect;
const categoryFields = (r: CategoryRow) => ({
  name: r.name,
  description: r.description,
  sortOrder: r.sortOrder,
});

/** A category's name is unique ignoring case and accents. */
async function assertCategoryNameFree(tx: DbOrTx, name: string, exceptId?: number) {
  await assertUnique(
    tx,
    knowledgeCategories,
    knowledgeCategories.id,
    [
      {
        column: knowledgeCategories.nameKey,
        value: toSearchText(name),
        code: 'knowledge_category_exists',
        exact: true,
      },
    ],
    exceptId,
  );
}

async function lockedCategory(tx: DbOrTx, id: number): Promise<CategoryRow> {
  const [row] = await tx
    .select()
    .from(knowledgeCategories)
    .where(eq(knowledgeCategories.id, id))
    .for('update');
  if (!row) throw new AppError('knowledge_category_not_found');
  return row;
}

/** POST assistant/knowledge/categories. */
export async function createCategory(
  db: Db,
  request: FastifyRequest,
  body: CategoryBody,
): Promise<KnowledgeCategoryItem> {
  const id = await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      await assertCategoryNameFree(tx, body.name);
      const [created] = await tx
        .insert(knowledgeCategories)
        .values({
          name: body.name,
          nameKey: toSearchText(body.name),
          description: body.description ?? null,
          sortOrder: body.sortOrder,
        })
        .returning();
      await audit({
        action: 'create',
        subject: 'knowledge-category',
        recordId: created!.id,
        after: categoryFields(created!),
      });
      return created!.id;
    },
    CATEGORY_CONFLICTS,
  );
  return categoryOrFail(db, id);
}

/** PUT assistant/knowledge/categories: the fields given change, the others stay. */
export async function updateCategory(
  db: Db,
  request: FastifyRequest,
  body: CategoryUpdateBody,
): Promise<KnowledgeCategoryItem> {
  const { id, ...patch } = body;
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const before = await lockedCategory(tx, id);
      const fields = applyPatch(categoryFields(before), patch);
      await assertCategoryNameFree(tx, fields.name, id);
      const [after] = await tx
        .update(knowledgeCategories)
        .set({ ...fields, nameKey: toSearchText(fields.name), updatedAt: new Date() })
        .where(eq(knowledgeCategories.id, id))
        .returning();
      await audit({
        action: 'update',
        subject: 'knowledge-category',
        recordId: id,
        before: categoryFields(before),
        after: categoryFields(after!),
      });
    },
    CATEGORY_CONFLICTS,
  );
  return categoryOrFail(db, id);
}

/** DELETE assistant/knowledge/categories: only an empty one (409 while it holds articles). */
export async function deleteCategory(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const before = await lockedCategory(tx, id);
      await assertNotInUse(
        tx,
        'nhóm câu hỏi',
        id,
        [{ label: 'bài viết', table: knowledgeArticles, column: knowledgeArticles.categoryId }],
        'knowledge_category_in_use',
      );
      await tx.delete(knowledgeCategories).where(eq(knowledgeCategories.id, id));
      await audit({
        action: 'delete',
        subject: 'knowledge-category',
        recordId: id,
        before: categoryFields(before),
      });
    },
    CATEGORY_CONFLICTS,
  );
}

type ArticleRow = typeof knowledgeArticles.$inferSelect;
const articleFields = (r: ArticleRow) => ({
  categoryId: r.categoryId,
  question: r.question,
  answer: r.answer,
  keywords: r.keywords,
  source: r.source,
  sourceUrl: r.sourceUrl,
  effectiveFrom: r.effectiveFrom,
  active: r.active,
});
type ArticleFields = ReturnType<typeof articleFields>;

const assertCategoryExists = (tx: DbOrTx, categoryId: number) =>
  assertExists(tx, knowledgeCategories, categoryId, 'knowledge_category_ref_invalid');

/** Writes a new article inside a write (`tx`), audited; answers its id. */
export async function insertArticle(
  w: Pick<Write, 'tx' | 'audit'>,
  body: KnowledgeArticleBody,
): Promise<number> {
  await assertCategoryExists(w.tx, body.categoryId);
  const values: ArticleFields = {
    categoryId: body.categoryId,
    question: body.question,
    answer: body.answer,
    keywords: body.keywords ?? null,
    source: body.source,
    sourceUrl: body.sourceUrl ?? null,
    effectiveFrom: body.effectiveFrom ?? null,
    active: body.active,
  };
  const [created] = await w.tx.insert(knowledgeArticles).values(values).returning();
  await w.audit({
    action: 'create',
    subject: 'knowledge-article',
    recordId: created!.id,
    after: articleFields(created!),
  });
  return created!.id;
}

/** POST assistant/knowledge/articles. */
export async function createArticle(
  db: Db,
  request: FastifyRequest,
  body: KnowledgeArticleBody,
): Promise<KnowledgeArticleItem> {
  const id = await writeTransaction(db, request, (w) => insertArticle(w, body), ARTICLE_CONFLICTS);
  return articleOrFail(db, actorOf(request), id);
}

async function lockedArticle(tx: DbOrTx, id: number): Promise<ArticleRow> {
  const [row] = await tx.select().from(knowledgeArticles).where(eq(knowledgeArticles.id, id)).for('update');
  if (!row) throw new AppError('knowledge_article_not_found');
  return row;
}

/** PUT assistant/knowledge/articles: the fields given change, the others stay (null clears). */
export async function updateArticle(
  db: Db,
  request: FastifyRequest,
  body: ArticleUpdateBody,
): Promise<KnowledgeArticleItem> {
  const { id, ...patch } = body;
  await writeTransaction(
    db,
    request,
    async ({ tx, audit }) => {
      const before = await lockedArticle(tx, id);
      const fields = applyPatch(articleFields(before), patch);
      if (fields.categoryId !== before.categoryId) await assertCategoryExists(tx, fields.categoryId);
      const [after] = await tx
        .update(knowledgeArticles)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(knowledgeArticles.id, id))
        .returning();
      await audit({
        action: 'update',
        subject: 'knowledge-article',
        recordId: id,
        before: articleFields(before),
        after: articleFields(after!),
      });
    },
    ARTICLE_CONFLICTS,
  );
  return articleOrFail(db, actorOf(request), id);
}

/** DELETE assistant/knowledge/articles: an unanswered question it answered is unlinked. */
export async function deleteArticle(db: Db, request: FastifyRequest, id: number): Promise<void> {
  await writeTransaction(db, request, async ({ tx, audit }) => {
    const before = await lockedArticle(tx, id);
    await tx.delete(knowledgeArticles).where(eq(knowledgeArticles.id, id));
    await audit({
      action: 'delete',
      subject: 'knowledge-article',
      recordId: id,
      before: articleFields(before),
    });
  });
}
