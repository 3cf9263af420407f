import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knowledgeArticles, knowledgeCategories } from '../../db/schema/index.js';
import { KNOWLEDGE_SEED, seedKnowledge } from '../../seed/knowledge.js';
import { useTestApp } from '../../test/harness.js';
import { closestArticles, KNOWLEDGE_MIN_SCORE, knowledgeTerms, searchKnowledge } from './knowledge.js';

// A fresh database holds the seeded knowledge base, as the server's start leaves it.
const t = useTestApp();
const db = () => t.ctx.database.db;

/** The question of the article the engine would answer from, or null when none reaches the threshold. */
async function answerOf(question: string): Promise<string | null> {
  const [best] = await searchKnowledge(db(), question);
  return best && best.score >= KNOWLEDGE_MIN_SCORE ? best.article.question : null;
}

async function articleId(question: string): Promise<number> {
  const [row] = await db()
    .select({ id: knowledgeArticles.id })
    .from(knowledgeArticles)
    .where(eq(knowledgeArticles.question, question));
  return row!.id;
}

const DUES = 'Đoàn phí công đoàn đóng bao nhiêu?';
const UNION_FEE = 'Kinh phí công đoàn 2% là gì, ai phải đóng?';
const FOREIGN = 'Người nước ngoài có được gia nhập công đoàn không?';

describe('the seeded knowledge base', () => {
  it('holds at least 35 articles in 7 categories, each with a source, and the dues article its facts', async () => {
    const [categories] = await db().select({ n: count() }).from(knowledgeCategories);
    const articles = await db().select().from(knowledgeArticles);
    expect(categories!.n).toBeGreaterThanOrEqual(7);
    expect(articles.length).toBeGreaterThanOrEqual(35);
    expect(articles.every((a) => a.source.length > 0 && a.answer.length > 0 && a.active)).toBe(true);
    const dues = articles.find((a) => a.question === DUES)!;
    expect(dues.answer).toContain('0,5%');
    expect(dues.answer).toContain('234.000');
    expect(dues.source).toContain('61/QĐ-TLĐ');
    expect(dues.effectiveFrom).toBe('2025-07-01');
  });

  it('is seeded once: a second seeding adds nothing and keeps an administrator’s edit', async () => {
    const id = await articleId('Đoàn viên có nghĩa vụ gì?');
    await db()
      .update(knowledgeArticles)
      .set({ answer: 'Bản sửa của quản trị viên.' })
      .where(eq(knowledgeArticles.id, id));
    const before = await db().select({ n: count() }).from(knowledgeArticles);

    await seedKnowledge(db());

    expect(await db().select({ n: count() }).from(knowledgeArticles)).toEqual(before);
    const [edited] = await db().select().from(knowledgeArticles).where(eq(knowledgeArticles.id, id));
    expect(edited!.answer).toBe('Bản sửa của quản trị viên.');
    expect(KNOWLEDGE_SEED.flatMap((c) => c.articles).length).toBe(before[0]!.n);
  });
});

describe('searchKnowledge', () => {
  it.each([
    ['đoàn phí đóng bao nhiêu', DUES],
    ['doan phi dong bao nhieu', DUES],
    ['đoan phi', DUES],
    ['doan phi dong bao nhieu %', DUES],
    ['đòan phí', DUES],
    ['doan phi dong bao nheiu', DUES],
    ['cho mình hỏi đoàn phí năm nay đóng bao nhiêu vậy ạ', DUES],
    ['kinh phi cong doan 2%', UNION_FEE],
    ['người nước ngoài có được vào công đoàn không', FOREIGN],
    [
      'nghỉ thai sản có phải đóng đoàn phí không',
      'Tháng không có thu nhập hoặc nghỉ hưởng bảo hiểm xã hội có phải đóng đoàn phí không?',
    ],
    ['tạm dừng đóng kinh phí công đoàn', 'Khi nào được miễn, giảm hoặc tạm dừng đóng kinh phí công đoàn?'],
    ['chuyen sinh hoat doan vien', 'Làm thế nào để chuyển sinh hoạt đoàn viên sang công đoàn khác?'],
    ['lien ket zalo', 'Làm thế nào để liên kết tài khoản Zalo?'],
  ])('answers «%s» from «%s»', async (question, expected) => {
    expect(await answerOf(question)).toBe(expected);
  });

  it.each([
    'con mèo màu xanh bay lên trời',
    'giá vàng hôm nay',
    'thời tiết hôm nay thế nào',
    'xin chào',
    'lương hưu được tính thế nào',
    'mất việc có được trợ cấp thất nghiệp không',
    'hợp đồng thử việc bao lâu',
    'bao nhiêu',
    '???',
  ])('finds nothing above the threshold for «%s»', async (question) => {
    expect(await answerOf(question)).toBeNull();
  });

  it('offers the nearest articles of a vague question as suggestions, best first', async () => {
    const near = await closestArticles(db(), 'zalo', 3);
    expect(near[0]?.article.question).toBe('Làm thế nào để liên kết tài khoản Zalo?');
    expect(near.length).toBeLessThanOrEqual(3);
  });

  it('finds an administrator’s edit by its new words on the next question', async () => {
    expect(await answerOf('mất việc có được trợ cấp thất nghiệp không')).toBeNull();
    // Not bumping updated_at: the index follows the content, whatever the writer did.
    const id = await articleId('Thẻ đoàn viên công đoàn dùng để làm gì?');
    await db()
      .update(knowledgeArticles)
      .set({
        question: 'Đoàn viên mất việc có được trợ cấp thất nghiệp không?',
        answer:
          'Trợ cấp thất nghiệp do cơ quan bảo hiểm xã hội chi trả; công đoàn hướng dẫn đoàn viên làm hồ sơ.',
        keywords: 'mất việc, thất nghiệp, trợ cấp',
      })
      .where(eq(knowledgeArticles.id, id));

    expect(await answerOf('mất việc có được trợ cấp thất nghiệp không')).toBe(
      'Đoàn viên mất việc có được trợ cấp thất nghiệp không?',
    );
    // The old words lead elsewhere now.
    expect(await answerOf('thẻ đoàn viên dùng để làm gì')).not.toBe(
      'Thẻ đoàn viên công đoàn dùng để làm gì?',
    );
  });

  it('never returns an inactive article', async () => {
    const id = await articleId(DUES);
    await db().update(knowledgeArticles).set({ active: false }).where(eq(knowledgeArticles.id, id));
    try {
      for (const question of ['đoàn phí đóng bao nhiêu', 'doan phi', DUES]) {
        const hits = await searchKnowledge(db(), question, 50);
        expect(hits.length).toBeGreaterThan(0);
        expect(hits.map((h) => h.article.id)).not.toContain(id);
      }
    } finally {
      await db().update(knowledgeArticles).set({ active: true }).where(eq(knowledgeArticles.id, id));
    }
    expect(await answerOf('đoàn phí đóng bao nhiêu')).toBe(DUES);
  });
});

describe('knowledgeTerms', () => {
  it('folds syllables (đ = d) and pairs adjacent ones, dropping question words but not the pairs they form', () => {
    const terms = knowledgeTerms('Công đoàn cơ sở có bao nhiêu đoàn viên?');
    expect(terms).toEqual(
      expect.arrayContaining(['cong', 'doan', 'so', 'vien', 'cong doan', 'co so', 'doan vien']),
    );
    expect(terms).not.toContain('co');
    expect(terms).not.toContain('bao nhieu');
  });
});
