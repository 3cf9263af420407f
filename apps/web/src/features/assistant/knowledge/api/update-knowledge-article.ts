import type { KnowledgeArticleItem } from '@congdoan/shared';
import { api } from '../../../../lib/api';
import { useWrite } from '../../../../lib/query-keys';
import { emptiedAsNull } from '../../../../lib/update-body';
import type { KnowledgeArticleValues } from './create-knowledge-article';

/** PUT assistant/knowledge/articles: every field of the form; an emptied one is sent as null, which clears it. */
export const updateKnowledgeArticle = ({ id, body }: { id: number; body: KnowledgeArticleValues }) =>
  api.put<KnowledgeArticleItem>('assistant/knowledge/articles', { ...emptiedAsNull(body), id });

export const useUpdateKnowledgeArticle = () => useWrite('knowledge', updateKnowledgeArticle);
