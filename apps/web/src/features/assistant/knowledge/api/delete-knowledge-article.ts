import { api } from '../../../../lib/api';
import { useWrite } from '../../../../lib/query-keys';

/** DELETE assistant/knowledge/articles?id=. */
export const deleteKnowledgeArticle = (id: number) =>
  api.delete<unknown>('assistant/knowledge/articles', { query: { id } });

export const useDeleteKnowledgeArticle = () => useWrite('knowledge', deleteKnowledgeArticle);
