import type { KnowledgeArticleBody, KnowledgeArticleItem } from '@congdoan/shared';
import { api } from '../../../../lib/api';
import { useWrite } from '../../../../lib/query-keys';

/** The article form's values as sent: every field of knowledgeArticleBody, a blank optional one as ''. */
export type KnowledgeArticleValues = Omit<
  KnowledgeArticleBody,
  'keywords' | 'sourceUrl' | 'effectiveFrom'
> & {
  keywords?: string | null | undefined;
  sourceUrl?: string | null | undefined;
  effectiveFrom?: string | null | undefined;
};

/** POST assistant/knowledge/articles → the new article (a blank optional field is stored as none). */
export const createKnowledgeArticle = (body: KnowledgeArticleValues) =>
  api.post<KnowledgeArticleItem>('assistant/knowledge/articles', body);

export const useCreateKnowledgeArticle = () => useWrite('knowledge', createKnowledgeArticle);
