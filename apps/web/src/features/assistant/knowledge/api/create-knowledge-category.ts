import type { KnowledgeCategoryItem } from '@congdoan/shared';
import { api } from '../../../../lib/api';
import { useWrite } from '../../../../lib/query-keys';

/** What the category form sends: its name (the order and description keep their defaults). */
export interface KnowledgeCategoryValues {
  name: string;
}

/** POST assistant/knowledge/categories → the new category (a name taken: 409 knowledge_category_exists). */
export const createKnowledgeCategory = (body: KnowledgeCategoryValues) =>
  api.post<KnowledgeCategoryItem>('assistant/knowledge/categories', body);

export const useCreateKnowledgeCategory = () => useWrite('knowledge', createKnowledgeCategory);
