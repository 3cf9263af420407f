import type { UnansweredQuestionItem } from '@congdoan/shared';
import { api } from '../../../../lib/api';
import { useWrite } from '../../../../lib/query-keys';
import type { KnowledgeArticleValues } from './create-knowledge-article';

/** POST assistant/unanswered/article → the question, now linked to the article written for it (`articleId`). */
export const createArticleFromUnanswered = ({ id, body }: { id: number; body: KnowledgeArticleValues }) =>
  api.post<UnansweredQuestionItem>('assistant/unanswered/article', { ...body, id });

export const useCreateArticleFromUnanswered = () => useWrite('knowledge', createArticleFromUnanswered);
