import { type KnowledgeArticleItem, toSearchText } from '@congdoan/shared';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import type { DbOrTx } from '../../db/client.js';
import { byName } from '../../db/query.js';
import { knowledgeArticles, knowledgeCategories } from '../../db/schema/index.js';

export interface KnowledgeHit {
  article: KnowledgeArticleItem;
  /**
   * BM25+ score of the match, weighted by the share of the question's content found (confidenceOf);
   * the engine answers from the first hit when it is at or above KNOWLEDGE_MIN_SCORE.
   */
  score: number;
}

/**
 * The score a hit needs before the engine answers from it. With the seeded knowledge base a
 * question on one of its topics scores 15 and more ("đoàn phí" 53, "doan phj dong bao nhieu" 15),
 * one outside it 10 at most ("lương hưu được tính thế nào" 9, "giá vàng hôm nay" 2):
 * knowledge.test.ts holds both.
 */
export const KNOWLEDGE_MIN_SCORE = 12;

/**
 * Folded words that say nothing about the topic: question words and particles. 'bao nhieu' is one
 * of them here (every "how much" question has it) while the intents read it; 'co' (có, cơ) and
 * 'de' (để, đề) are kept as pair halves ("co so", "de nghi") and only dropped as single words.
 */
const STOP_WORDS = new Set([
  'a',
  'ai',
  'bao',
  'ban',
  'cac',
  'can',
  'cho',
  'co',
  'cua',
  'da',
  'de',
  'duoc',
  'gi',
  'hay',
  'khi',
  'khong',
  'la',
  'lam',
  'minh',
  'mot',
  'nao',
  'nay',
  'nhe',
  'nhieu',
  'nhu',
  'nhung',
  'oi',
  'phai',
  'sao',
  'the',
  'thi',
  'toi',
  'tren',
  'va',
  'vay',
  've',
  'voi',
]);

/** The folded syllables of a text, in order (đ → d, marks dropped; '2%' → '2'). */
function syllables(text: string): string[] {
  return toSearchText(text)
    .split(/[^a-z0-9]+/)
    .filter((s) => s.length > 0);
}

/**
 * The index terms of a text: each meaningful syllable and each pair of adjacent syllables ("cong
 * doan", "doan vien", "co so"), since a Vietnamese word is often two syllables and the pair is
 * what tells "công đoàn" from "đoàn phí". A pair of two stop words ("bao nhieu") is no term.
 */
export function knowledgeTerms(text: string): string[] {
  const words = syllables(text);
  const terms = words.filter((w) => !STOP_WORDS.has(w));
  for (let i = 1; i < words.length; i++) {
    const [a, b] = [words[i - 1]!, words[i]!];
    if (!(STOP_WORDS.has(a) && STOP_WORDS.has(b))) terms.push(`${a} ${b}`);
  }
  return terms;
}

interface IndexedArticle {
  id: number;
  question: string;
  keywords: string;
  answer: string;
}

interface Cached {
  signature: string;
  index: MiniSearch<IndexedArticle>;
  articles: Map<number, KnowledgeArticleItem>;
}

/**
 * The index of the active articles, built on the first question and again when the articles change.
 * Keyed by their content, not by the database: two databases holding the same rows share it.
 */
let cached: Cached | null = null;

/**
 * A digest of every article and category as stored: an administrator's edit, a deactivation or a
 * renamed category changes it, so the next question rebuilds the index. One small read: the
 * knowledge base holds hundreds of rows, not millions.
 */
async function signatureOf(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      digest: sql<string>`md5(coalesce(string_agg(row_to_json(${knowledgeArticles})::text || ${knowledgeCategories.name}, '|' order by ${knowledgeArticles.id}), ''))`,
    })
    .from(knowledgeArticles)
    .innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeArticles.categoryId));
  return `${row?.n}:${row?.digest}`;
}

/**
 * The articles as the API answers them (with their category's name), ordered by category and id:
 * the one read of articles the search's index and the knowledge routes share.
 */
export async function selectArticles(db: DbOrTx, where?: SQL): Promise<KnowledgeArticleItem[]> {
  const a = knowledgeArticles;
  const rows = await db
    .select({
      id: a.id,
      categoryId: a.categoryId,
      categoryName: knowledgeCategories.name,
      question: a.question,
      answer: a.answer,
      keywords: a.keywords,
      source: a.source,
      sourceUrl: a.sourceUrl,
      effectiveFrom: a.effectiveFrom,
      active: a.active,
      updatedAt: a.updatedAt,
    })
    .from(a)
    .innerJoin(knowledgeCategories, eq(knowledgeCategories.id, a.categoryId))
    .where(where)
    .orderBy(asc(knowledgeCategories.sortOrder), byName(knowledgeCategories.name), asc(a.id));
  return rows.map(({ updatedAt, ...row }) => ({ ...row, updatedAt: updatedAt.toISOString() }));
}

const loadArticles = (db: DbOrTx) => selectArticles(db, eq(knowledgeArticles.active, true));

/** The index over the active articles: question ×3, keywords ×2, answer ×1, on our own terms. */
async function indexOf(db: DbOrTx): Promise<Cached> {
  const signature = await signatureOf(db);
  if (cached?.signature === signature) return cached;
  const articles = await loadArticles(db);
  const index = new MiniSearch<IndexedArticle>({
    fields: ['question', 'keywords', 'answer'],
    tokenize: knowledgeTerms,
    // The terms are folded already; MiniSearch's default would lower-case them again.
    processTerm: (term) => term,
    searchOptions: { boost: { question: 3, keywords: 2, answer: 1 } },
  });
  index.addAll(
    articles.map((a) => ({ id: a.id, question: a.question, keywords: a.keywords ?? '', answer: a.answer })),
  );
  cached = { signature, index, articles: new Map(articles.map((a) => [a.id, a])) };
  return cached;
}

/**
 * How a question is matched: its terms (each once) OR'ed; a typo of one letter forgiven in a
 * syllable of five letters or more and in a pair ("doan phj"), not in a short syllable, since those
 * differ by one letter all the time ("phi", "phu"; "tuan", "toan"); the last syllable may be
 * unfinished ("đoàn ph").
 */
function searchOptionsFor(question: string): SearchOptions {
  const last = syllables(question).at(-1);
  return {
    tokenize: (text) => [...new Set(knowledgeTerms(text))],
    processTerm: (term) => term,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    maxFuzzy: 1,
    prefix: (term) => term === last && term.length >= 2,
    combineWith: 'OR',
  };
}

/**
 * The terms of a question that can tell a topic: its syllables and the pairs of them, without the
 * question words (a pair with one, like "dong bao" of "đóng bao nhiêu", still matches but is not
 * counted as the question's content).
 */
function contentTermsOf(question: string): Set<string> {
  return new Set(knowledgeTerms(question).filter((t) => t.split(' ').every((w) => !STOP_WORDS.has(w))));
}

/**
 * A hit's score: the BM25+ sum over the question's terms the article holds (MiniSearch multiplies
 * it by how many matched, which would let a long question outscore a short exact one), times the
 * square of the share of the question's content terms found. Syllables are ambiguous once folded
 * ("màu" = "mẫu", "giá" of "gia nhập", "cấp" of "trợ cấp" and "cấp trên"): a question outside the
 * knowledge base finds a few of its syllables and none of its pairs, a question inside finds both,
 * and the square keeps the two apart.
 */
function confidenceOf(result: SearchResult, content: Set<string>): number {
  if (content.size === 0) return 0;
  const found = new Set(result.queryTerms.filter((t) => content.has(t))).size;
  return (result.score / (result.queryTerms.length || 1)) * (found / content.size) ** 2;
}

/**
 * The active articles that best match a question, best first by their score (confidenceOf, BM25+
 * over folded text: with or without diacritics, đ = d). The engine answers from the first when it reaches
 * KNOWLEDGE_MIN_SCORE.
 */
export async function searchKnowledge(db: DbOrTx, question: string, limit = 3): Promise<KnowledgeHit[]> {
  if (syllables(question).length === 0 || limit <= 0) return [];
  const { index, articles } = await indexOf(db);
  const content = contentTermsOf(question);
  return index
    .search(question, searchOptionsFor(question))
    .map((r) => ({ article: articles.get(r.id as number)!, score: confidenceOf(r, content) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/**
 * The n articles nearest a question whatever their score, for "Có phải bạn muốn hỏi…?" when
 * nothing reached the threshold.
 */
export async function closestArticles(db: DbOrTx, question: string, n = 3): Promise<KnowledgeHit[]> {
  return searchKnowledge(db, question, n);
}
