import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assistantUnanswered, knowledgeArticles } from '../../../db/schema/index.js';
import { auditRows, buildKnowledgeCategory, buildUnanswered, useTestApp } from '../../../test/harness.js';

const t = useTestApp({ world: true });
const admin = () => t.world.as.admin.token;

type Item = { id: number; question: string; count: number; articleId: number | null };
const rowOf = async (id: number) =>
  (await t.ctx.database.db.select().from(assistantUnanswered).where(eq(assistantUnanswered.id, id)))[0];

describe('assistant/unanswered', () => {
  it('lists the questions asked most first, a page at a time', async () => {
    const rare = await buildUnanswered(t.ctx, { question: 'Câu hỏi hiếm gặp về sân bóng', count: 1 });
    const often = await buildUnanswered(t.ctx, { question: 'Câu hỏi hay gặp về sân bóng', count: 7 });
    const res = await t.call('GET', '/assistant/unanswered', {
      token: admin(),
      query: { search: 'san bong', limit: 10 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      count: 2,
      list: [
        { id: often.id, count: 7, articleId: null },
        { id: rare.id, count: 1 },
      ],
    });
    const firstPage = await t.call('GET', '/assistant/unanswered', {
      token: admin(),
      query: { search: 'sân bóng', limit: 1 },
    });
    expect((firstPage.json().data.list as Item[]).map((q) => q.id)).toEqual([often.id]);
  });

  it('turns a question into an article, linked to it and audited', async () => {
    const question = await buildUnanswered(t.ctx, {
      question: 'Nghỉ thai sản có đóng đoàn phí không',
      count: 3,
    });
    const category = await buildKnowledgeCategory(t.ctx);
    const res = await t.call('POST', '/assistant/unanswered/article', admin(), {
      id: question.id,
      categoryId: category.id,
      answer: 'Tháng nghỉ hưởng chế độ bảo hiểm xã hội không phải đóng đoàn phí.',
      source: 'Quyết định 61/QĐ-TLĐ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().data as Item;
    expect(item).toMatchObject({ id: question.id, count: 3 });
    expect(item.articleId).not.toBeNull();
    const article = await t.call('GET', `/assistant/knowledge/articles/detail?id=${item.articleId}`, admin());
    expect(article.json().data).toMatchObject({
      categoryId: category.id,
      question: 'Nghỉ thai sản có đóng đoàn phí không',
      source: 'Quyết định 61/QĐ-TLĐ',
    });
    expect((await auditRows(t.ctx, 'knowledge-article', item.articleId!)).map((r) => r.action)).toEqual([
      'create',
    ]);

    const again = await t.call('POST', '/assistant/unanswered/article', admin(), {
      id: question.id,
      categoryId: category.id,
      answer: 'Lần hai',
      source: 'Nguồn',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Câu hỏi này đã có bài viết trả lời');
  });

  it('refuses a bad article in Vietnamese and writes nothing', async () => {
    const question = await buildUnanswered(t.ctx);
    const before = (await t.ctx.database.db.select().from(knowledgeArticles)).length;
    const noCategory = await t.call('POST', '/assistant/unanswered/article', admin(), {
      id: question.id,
      categoryId: 999_999,
      answer: 'Trả lời',
      source: 'Nguồn',
    });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toBe('Nhóm câu hỏi không tồn tại');
    const noAnswer = await t.call('POST', '/assistant/unanswered/article', admin(), {
      id: question.id,
      categoryId: (await buildKnowledgeCategory(t.ctx)).id,
      source: 'Nguồn',
    });
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json().message).toContain('câu trả lời');
    expect((await t.ctx.database.db.select().from(knowledgeArticles)).length).toBe(before);
    expect((await rowOf(question.id))?.articleId).toBeNull();
  });

  it('dismisses a question; a missing one is not found', async () => {
    const question = await buildUnanswered(t.ctx);
    const res = await t.call('DELETE', `/assistant/unanswered?id=${question.id}`, admin());
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(question.id)).toBeUndefined();
    const again = await t.call('DELETE', `/assistant/unanswered?id=${question.id}`, admin());
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Không tìm thấy câu hỏi chưa trả lời được');
  });
});
