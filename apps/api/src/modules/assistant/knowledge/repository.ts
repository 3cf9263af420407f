import { type KnowledgeArticleItem, type KnowledgeCategoryItem, toSearchText } from '@congdoan/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../../actor.js';
import type { DbOrTx } from '../../../db/client.js';
import { byName } from '../../../db/query.js';
import { knowledgeArticles, knowledgeCategories } from '../../../db/schema/index.js';
import { selectArticles } from '../../../domain/assistant/knowledge.js';
import { AppError } from '../../../errors.js';

/**
 * The knowledge base is no union's data: every signed-in user reads its active articles; an
 * administrator, who keeps it, reads the inactive ones too.
 */
const keepsKnowledge = (actor: Actor) => actor.ability.can('manage', 'all');

const categoryColumns = {
  id: knowledgeCategories.id,
  name: knowledgeCategories.name,
  description: knowledgeCategories.description,
  sortOrder: knowledgeCategories.sortOrder,
  // Drizzle writes a column of the selected table without its table inside a select's field.
  articleCount: sql<number>`(select count(*)::int from ${knowledgeArticles} a
    where a.category_id = knowledge_categories.id and a.active)`,
};

const categoriesWhere = (db: DbOrTx, where?: SQL) =>
  db
    .select(categoryColumns)
    .from(knowledgeCategories)
    .where(where)
    .orderBy(
      asc(knowledgeCategories.sortOrder),
      byName(knowledgeCategories.name),
      asc(knowledgeCategories.id),
    );

const toCategory = (row: KnowledgeCategoryItem): KnowledgeCategoryItem => ({
  ...row,
  articleCount: Number(row.articleCount),
});

/** GET assistant/knowledge/categories: by their order, each with its count of active articles. */
export async function listCategories(db: DbOrTx): Promise<KnowledgeCategoryItem[]> {
  return (await categoriesWhere(db)).map(toCategory);
}

export async function categoryOrFail(db: DbOrTx, id: number): Promise<KnowledgeCategoryItem> {
  const [row] = await categoriesWhere(db, eq(knowledgeCategories.id, id));
  if (!row) throw new AppError('knowledge_category_not_found');
  return toCategory(row);
}

/** The articles the caller may read: inactive ones to administrators only. */
const articlesWhere = (db: DbOrTx, actor: Actor, where?: SQL) =>
  selectArticles(db, and(where, keepsKnowledge(actor) ? undefined : eq(knowledgeArticles.active, true)));

/**
 * GET assistant/knowledge/articles: of one category or all; `search` finds the articles whose
 * question or keywords hold every word of it, with or without diacritics (đ = d). The knowledge
 * base is a few hundred articles, so they are folded here rather than in SQL.
 */
export async function listArticles(
  db: DbOrTx,
  actor: Actor,
  query: { categoryId?: number; search?: string },
): Promise<KnowledgeArticleItem[]> {
  const articles = await articlesWhere(
    db,
    actor,
    query.categoryId === undefined ? undefined : eq(knowledgeArticles.categoryId, query.categoryId),
  );
  const words = toSearchText(query.search).split(' ').filter(Boolean);
  if (words.length === 0) return articles;
  return articles.filter((a) => {
    const text = toSearchText(a.question, a.keywords);
    return words.every((w) => text.includes(w));
  });
}

/** One article the caller may read; 404 when there is none (or it is inactive, to a non-administrator). */
export async function articleOrFail(db: DbOrTx, actor: Actor, id: number): Promise<KnowledgeArticleItem> {
  const [article] = await articlesWhere(db, actor, eq(knowledgeArticles.id, id));
  if (!article) throw new AppError('knowledge_article_not_found');
  return article;
}
