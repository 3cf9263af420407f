import { api } from '../../../../lib/api';
import { useWrite } from '../../../../lib/query-keys';

/** DELETE assistant/knowledge/categories?id=; one that still holds articles is refused (409 knowledge_category_in_use). */
export const deleteKnowledgeCategory = (id: number) =>
  api.delete<unknown>('assistant/knowledge/categories', { query: { id } });

export const useDeleteKnowledgeCategory = () => useWrite('knowledge', deleteKnowledgeCategory);
