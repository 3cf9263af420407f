import type { KnowledgeArticleItem } from '@congdoan/shared';
import type { KnowledgeArticleValues } from '../api/create-knowledge-article';

/** What the article form starts from: an article to edit, or a new one (a question to answer, a category). */
export type ArticleFormStart =
  | { kind: 'edit'; article: KnowledgeArticleItem }
  | { kind: 'new'; categoryId?: number | undefined }
  /** An unanswered question turned into an article (POST assistant/unanswered/article). */
  | { kind: 'unanswered'; id: number; question: string; categoryId?: number | undefined };

/** The form's first values: the article's own, else a new article's (active, the question given). */
export function articleFormValues(start: ArticleFormStart): Partial<KnowledgeArticleValues> {
  if (start.kind === 'edit') {
    const { article } = start;
    return {
      categoryId: article.categoryId,
      question: article.question,
      answer: article.answer,
      keywords: article.keywords ?? '',
      source: article.source,
      sourceUrl: article.sourceUrl ?? '',
      effectiveFrom: article.effectiveFrom ?? undefined,
      active: article.active,
    };
  }
  return {
    ...(start.categoryId !== undefined && { categoryId: start.categoryId }),
    question: start.kind === 'unanswered' ? start.question : '',
    answer: '',
    keywords: '',
    source: '',
    sourceUrl: '',
    active: true,
  };
}

export const articleFormTitle = (start: ArticleFormStart): string =>
  start.kind === 'edit'
    ? 'Cập nhật bài viết'
    : start.kind === 'unanswered'
      ? 'Tạo bài viết từ câu hỏi chưa trả lời được'
      : 'Thêm bài viết';
