import type {
  KnowledgeArticleItem,
  KnowledgeCategoryItem,
  ListPage,
  UnansweredQuestionItem,
} from '@congdoan/shared';
import { knowledgeArticleBody } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../../../../lib/form-rules';
import { formatDateTime, formatDay } from '../../../../lib/format-date-time';
import { knowledgeArticlesQuery } from '../../../../lookups/knowledge-articles';
import { knowledgeCategoriesQuery } from '../../../../lookups/knowledge-categories';
import { type Right, renderPage } from '../../../../test/render-page';
import { rowActions, rowText } from '../../../../test/rendered-rows';
import { unansweredQuery } from '../api/list-unanswered';
import { categoryProblem } from '../components/article-form-drawer';
import { articleFormValues } from '../components/article-form-values';
import { deleteCategoryQuestion } from '../components/category-panel';
import { KnowledgePage } from './knowledge-page';

/** The browser's time, as the page writes it. */
const UPDATED = formatDay('2026-11-20T03:05:00.000Z');
const ADMIN: Right[] = [['manage', 'all']];
const PAGE = '/trade-union/ai-chatbot/knowledge';

const categories: KnowledgeCategoryItem[] = [
  { id: 1, name: 'Đoàn phí', description: null, sortOrder: 0, articleCount: 2 },
  { id: 2, name: 'Hướng dẫn sử dụng', description: null, sortOrder: 1, articleCount: 0 },
];

const article = (over: Partial<KnowledgeArticleItem>): KnowledgeArticleItem => ({
  id: 1,
  categoryId: 1,
  categoryName: 'Đoàn phí',
  question: 'Đoàn phí đóng bao nhiêu?',
  answer: 'Đoàn viên đóng đoàn phí bằng 0,5% tiền lương làm căn cứ đóng bảo hiểm xã hội.',
  keywords: 'đoàn phí, phí công đoàn',
  source: 'Quyết định 61/QĐ-TLĐ',
  sourceUrl: null,
  effectiveFrom: '2025-07-01',
  active: true,
  updatedAt: '2026-11-20T03:05:00.000Z',
  ...over,
});

const unanswered: ListPage<UnansweredQuestionItem> = {
  list: [
    {
      id: 7,
      question: 'thủ tục nghỉ thai sản',
      count: 12,
      lastAskedAt: '2026-12-01T02:00:00.000Z',
      articleId: null,
    },
    {
      id: 3,
      question: 'lương tối thiểu vùng',
      count: 4,
      lastAskedAt: '2026-11-28T09:30:00.000Z',
      articleId: null,
    },
  ],
  count: 2,
};

function render(url: string, rights: Right[] = ADMIN) {
  return renderPage(<KnowledgePage />, {
    url,
    rights,
    data: [
      [knowledgeCategoriesQuery().queryKey, categories],
      [
        knowledgeArticlesQuery({ categoryId: undefined, search: undefined }).queryKey,
        [
          article({}),
          article({ id: 2, question: 'Ai được miễn đoàn phí?', effectiveFrom: null, active: false }),
        ],
      ],
      [unansweredQuery({ page: 1, limit: 20 }).queryKey, unanswered],
    ],
  });
}

describe('the knowledge base page', () => {
  it('lists the categories with their article counts, and the articles with their answer, source, effective day and state', () => {
    const html = render(PAGE);
    expect(html).toContain('Tất cả nhóm');
    expect(html).toMatch(/Đoàn phí<\/span>.*?2<\/span>/);
    expect(html).toContain('Hướng dẫn sử dụng');
    expect(rowText(html, 1)).toBe(
      `Đoàn phí đóng bao nhiêu? Đoàn viên đóng đoàn phí bằng 0,5% tiền lương làm căn cứ đóng bảo hiểm xã hội. Đoàn phí Quyết định 61/QĐ-TLĐ 01/07/2025 Đang dùng ${UPDATED}`,
    );
    expect(rowText(html, 2)).toBe(
      `Ai được miễn đoàn phí? Đoàn viên đóng đoàn phí bằng 0,5% tiền lương làm căn cứ đóng bảo hiểm xã hội. Đoàn phí Quyết định 61/QĐ-TLĐ — Ngừng dùng ${UPDATED}`,
    );
    expect(rowActions(html, 1)).toEqual(['Sửa', 'Xóa']);
    expect(html).toContain('Thêm bài viết');
    expect(html).toContain('aria-label="Đổi tên nhóm Đoàn phí"');
    expect(html).toContain('aria-label="Xóa nhóm Đoàn phí"');
  });

  it('shows the unanswered questions in the order the server gives (most asked first), counts only', () => {
    const html = render(`${PAGE}?tab=unanswered`);
    expect(rowText(html, 7)).toBe(`thủ tục nghỉ thai sản 12 ${formatDateTime('2026-12-01T02:00:00.000Z')}`);
    expect(rowText(html, 3)).toBe(`lương tối thiểu vùng 4 ${formatDateTime('2026-11-28T09:30:00.000Z')}`);
    expect(html.indexOf('data-row-key="7"')).toBeLessThan(html.indexOf('data-row-key="3"'));
    expect(rowActions(html, 7)).toEqual(['Tạo bài viết', 'Bỏ qua']);
    expect(html).toContain('không lưu người hỏi');
  });

  it('offers no action to someone who is not an administrator', () => {
    const html = render(PAGE, ['view-dashboard']);
    expect(rowActions(html, 1)).toEqual([]);
    expect(html).not.toContain('Xóa nhóm Đoàn phí');
  });

  it('warns before deleting a category that holds articles, which the server will refuse', () => {
    expect(deleteCategoryQuestion({ name: 'Đoàn phí', articleCount: 2 })).toBe(
      'Nhóm "Đoàn phí" đang có 2 bài viết và sẽ không xóa được. Vẫn thử xóa?',
    );
    expect(deleteCategoryQuestion({ name: 'Đoàn phí', articleCount: 0 })).toBe(
      'Xóa nhóm câu hỏi "Đoàn phí"?',
    );
  });
});

describe('the article form', () => {
  it('starts from the unanswered question, active, in the category given', () => {
    expect(
      articleFormValues({ kind: 'unanswered', id: 7, question: 'thủ tục nghỉ thai sản', categoryId: 2 }),
    ).toEqual({
      categoryId: 2,
      question: 'thủ tục nghỉ thai sản',
      answer: '',
      keywords: '',
      source: '',
      sourceUrl: '',
      active: true,
    });
  });

  it("starts from the article's own values, an absent optional one as blank", () => {
    expect(articleFormValues({ kind: 'edit', article: article({ keywords: null }) })).toEqual({
      categoryId: 1,
      question: 'Đoàn phí đóng bao nhiêu?',
      answer: 'Đoàn viên đóng đoàn phí bằng 0,5% tiền lương làm căn cứ đóng bảo hiểm xã hội.',
      keywords: '',
      source: 'Quyết định 61/QĐ-TLĐ',
      sourceUrl: '',
      effectiveFrom: '2025-07-01',
      active: true,
    });
  });

  it('says in Vietnamese what is missing or wrong before sending', () => {
    const values = articleFormValues({ kind: 'new', categoryId: 1 });
    expect(fieldError(knowledgeArticleBody, 'question', '', values)).toBe('Vui lòng nhập câu hỏi');
    expect(fieldError(knowledgeArticleBody, 'answer', ' ', values)).toBe('Vui lòng nhập câu trả lời');
    expect(fieldError(knowledgeArticleBody, 'source', '', values)).toBe('Vui lòng nhập nguồn');
    expect(fieldError(knowledgeArticleBody, 'sourceUrl', 'thuvienphapluat', values)).toBe(
      'Địa chỉ nguồn không hợp lệ',
    );
    expect(fieldError(knowledgeArticleBody, 'sourceUrl', '', values)).toBeUndefined();
    expect(categoryProblem(undefined)).toBe('Vui lòng chọn nhóm câu hỏi');
    expect(categoryProblem(2)).toBeUndefined();
  });
});
