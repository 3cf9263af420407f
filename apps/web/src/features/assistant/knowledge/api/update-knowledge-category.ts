import type { KnowledgeCategoryItem } from '@congdoan/shared';
import { api } from '../../../../lib/api';
import { useWrite } from '../../../../lib/query-keys';
import type { KnowledgeCategoryValues } from './create-knowledge-category';

/** PUT assistant/knowledge/categories: a rename sends the name alone, the rest is kept. */
export const updateKnowledgeCategory = (body: KnowledgeCategoryValues & { id: number }) =>
  api.put<KnowledgeCategoryItem>('assistant/knowledge/categories', body);

export const useUpdateKnowledgeCategory = () => useWrite('knowledge', updateKnowledgeCategory);
