import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knowledgeArticles, knowledgeCategories } from '../../../db/schema/index.js';
import {
  auditRows,
  buildKnowledgeArticle,
  buildKnowledgeCategory,
  useTestApp,
} from '../../../test/harness.js';

const t = useTestApp({ world: true });
const admin = () => t.world.as.admin.token;
const member = () => t.world.as.member.token;

let n = 0;
const categoryCount = async () => (await t.ctx.database.db.select().from(knowledgeCategories)).length;
const articleCount = async () => (await t.ctx.database.db.select().from(knowledgeArticles)).length;

type Article = { id: number; question: string; active: boolean };

describe('assistant/knowledge categories', () => {
  it('creates, renames and deletes a category, each write audited', async () => {
    const created = await t.call('POST', '/assistant/knowledge/categories', admin(), {
      name: `Đoàn phí ${++n}`,
      description: 'Mức đóng, cách tính',
      sortOrder: 2,
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({
      description: 'Mức đóng, cách tính',
      sortOrder: 2,
      articleCount: 0,
    });

    const renamed = await t.call('PUT', '/assistant/knowledge/categories', admin(), {
      id,
      name: `Kinh phí ${++n}`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ id, description: 'Mức đóng, cách tính', sortOrder: 2 });

    const listed = (await t.call('GET', '/assistant/knowledge/categories', member())).json().data;
    expect(listed.map((c: { id: number }) => c.id)).toContain(id);

    const deleted = await t.call('DELETE', `/assistant/knowledge/categories?id=${id}`, admin());
    expect(deleted.statusCode, deleted.body).toBe(200);
    const missing = await t.call('PUT', '/assistant/knowledge/categories', admin(), { id, name: 'Khác' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Không tìm thấy nhóm câu hỏi');
    expect((await auditRows(t.ctx, 'knowledge-category', id)).map((r) => r.action).sort()).toEqual([
      'create',
      'delete',
      'update',
    ]);
  });

  it('refuses a name already taken, ignoring case and accents, with a 409 that writes nothing', async () => {
    const taken = await buildKnowledgeCategory(t.ctx, { name: `Luật Công đoàn ${++n}` });
    const before = await categoryCount();
    const res = await t.call('POST', '/assistant/knowledge/categories', admin(), {
      name: taken.name.toUpperCase().replace('Đ', 'D').replace('Ậ', 'A'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Tên nhóm câu hỏi đã tồn tại');
    expect(await categoryCount()).toBe(before);
  });

  it('refuses an empty name or a bad order in Vietnamese', async () => {
    const before = await categoryCount();
    const empty = await t.call('POST', '/assistant/knowledge/categories', admin(), { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('tên nhóm câu hỏi');
    const order = await t.call('POST', '/assistant/knowledge/categories', admin(), {
      name: 'Nhóm',
      sortOrder: 'x',
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toContain('Thứ tự không hợp lệ');
    expect(await categoryCount()).toBe(before);
  });

  it('refuses to delete a category that still has articles (409)', async () => {
    const category = await buildKnowledgeCategory(t.ctx);
    await buildKnowledgeArticle(t.ctx, { categoryId: category.id });
    const res = await t.call('DELETE', `/assistant/knowledge/categories?id=${category.id}`, admin());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Không thể xóa: nhóm câu hỏi đang được sử dụng bởi 1 bài viết');
    const [row] = await t.ctx.database.db
      .select()
      .from(knowledgeCategories)
      .where(eq(knowledgeCategories.id, category.id));
    expect(row).toBeDefined();
  });
});

describe('assistant/knowledge articles', () => {
  it('creates, updates only the fields given, and deletes an article, each write audited', async () => {
    const category = await buildKnowledgeCategory(t.ctx);
    const created = await t.call('POST', '/assistant/knowledge/articles', admin(), {
      categoryId: category.id,
      question: 'Đoàn phí đóng bao nhiêu?',
      answer: 'Đoàn viên đóng đoàn phí bằng 0,5% tiền lương làm căn cứ đóng bảo hiểm xã hội.',
      keywords: 'đoàn phí, phí công đoàn',
      source: 'Quyết định 61/QĐ-TLĐ ngày 29/7/2025',
      sourceUrl: 'https://congdoan.vn/van-ban/61',
      effectiveFrom: '2025-07-01',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({
      categoryId: category.id,
      categoryName: category.name,
      effectiveFrom: '2025-07-01',
      active: true,
    });
    const categories = (await t.call('GET', '/assistant/knowledge/categories', member())).json().data;
    expect(categories.find((c: { id: number }) => c.id === category.id)).toMatchObject({ articleCount: 1 });

    const updated = await t.call('PUT', '/assistant/knowledge/articles', admin(), { id, sourceUrl: '' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      question: 'Đoàn phí đóng bao nhiêu?',
      keywords: 'đoàn phí, phí công đoàn',
      sourceUrl: null,
      effectiveFrom: '2025-07-01',
    });

    const deleted = await t.call('DELETE', `/assistant/knowledge/articles?id=${id}`, admin());
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await t.call('GET', `/assistant/knowledge/articles/detail?id=${id}`, admin());
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Không tìm thấy bài viết');
    expect((await auditRows(t.ctx, 'knowledge-article', id)).map((r) => r.action).sort()).toEqual([
      'create',
      'delete',
      'update',
    ]);
  });

  it('refuses a missing answer, a bad date or URL and an unknown category in Vietnamese, writing nothing', async () => {
    const category = await buildKnowledgeCategory(t.ctx);
    const body = { categoryId: category.id, question: 'Câu hỏi', answer: 'Trả lời', source: 'Nguồn' };
    const before = await articleCount();
    const cases: [object, string][] = [
      [{ answer: ' ' }, 'câu trả lời'],
      [{ source: '' }, 'nguồn'],
      [{ effectiveFrom: '2025-13-01' }, 'Ngày hiệu lực không hợp lệ'],
      [{ sourceUrl: 'không phải địa chỉ' }, 'Địa chỉ nguồn không hợp lệ'],
      [{ categoryId: 999_999 }, 'Nhóm câu hỏi không tồn tại'],
    ];
    for (const [change, message] of cases) {
      const res = await t.call('POST', '/assistant/knowledge/articles', admin(), { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await articleCount()).toBe(before);
  });

  it('shows inactive articles to administrators only', async () => {
    const category = await buildKnowledgeCategory(t.ctx);
    const shown = await buildKnowledgeArticle(t.ctx, { categoryId: category.id });
    const hidden = await buildKnowledgeArticle(t.ctx, { categoryId: category.id, active: false });
    const ids = async (token: string) =>
      (
        (await t.call('GET', `/assistant/knowledge/articles?categoryId=${category.id}`, token)).json()
          .data as Article[]
      ).map((a) => a.id);
    expect(await ids(member())).toEqual([shown.id]);
    expect(await ids(admin())).toEqual([shown.id, hidden.id]);
    const detail = await t.call('GET', `/assistant/knowledge/articles/detail?id=${hidden.id}`, member());
    expect(detail.statusCode).toBe(404);
    const categories = (await t.call('GET', '/assistant/knowledge/categories', member())).json().data;
    expect(categories.find((c: { id: number }) => c.id === category.id)).toMatchObject({ articleCount: 1 });
  });

  it('searches questions and keywords with or without diacritics, đ read as d', async () => {
    const category = await buildKnowledgeCategory(t.ctx);
    const dues = await buildKnowledgeArticle(t.ctx, {
      categoryId: category.id,
      question: 'Mức đóng đoàn phí hằng tháng là bao nhiêu?',
    });
    const fee = await buildKnowledgeArticle(t.ctx, {
      categoryId: category.id,
      question: 'Doanh nghiệp đóng kinh phí thế nào?',
      keywords: 'kinh phí công đoàn, 2%',
    });
    await buildKnowledgeArticle(t.ctx, { categoryId: category.id, question: 'Cách chuyển sinh hoạt' });
    const search = async (text: string) =>
      (
        (
          await t.call('GET', '/assistant/knowledge/articles', {
            token: member(),
            query: { categoryId: category.id, search: text },
          })
        ).json().data as Article[]
      ).map((a) => a.id);
    expect(await search('đoàn phí hằng tháng')).toEqual([dues.id]);
    expect(await search('doan phi hang thang')).toEqual([dues.id]);
    expect(await search('KINH PHI')).toEqual([fee.id]);
    expect(await search('Đóng')).toEqual([dues.id, fee.id]);
    expect(await search('doan phi')).toEqual([dues.id, fee.id]);
    expect(await search('bảo hiểm')).toEqual([]);
  });
});
