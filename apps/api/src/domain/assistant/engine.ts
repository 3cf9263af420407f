import type { AssistantAnswer, AssistantIntent, AssistantSlots } from '@congdoan/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import { DATA_FUNCTIONS } from './data.js';
import { KNOWLEDGE_MIN_SCORE, type KnowledgeHit, searchKnowledge } from './knowledge.js';
import { placeSlots, placeWords } from './places.js';
import { closestQuestions, starterQuestions } from './suggestions.js';
import { fold } from './text.js';
import { CONFIDENT, isFigureIntent, readQuestion, VOCABULARY } from './understand.js';

/** What answering needs besides the question: the moment it is asked (the eval fixes it). */
export interface AskContext {
  now: Date;
}

/**
 * One intent's data function: read-only, over the asker's scope, from the slots the engine (or a
 * model's tool call, validated by `slots`) gives it.
 */
export interface DataFunction {
  intent: AssistantIntent;
  /** One Vietnamese sentence of what it answers (a model's tool description). */
  description: string;
  run(db: DbOrTx, actor: Actor, slots: AssistantSlots, context: AskContext): Promise<AssistantAnswer>;
}

/** A question's reads stop here: an answer that takes longer is an error, not a wait. */
const STATEMENT_TIMEOUT = '5s';

/** Runs `read` in a read-only transaction with a statement timeout: nothing an answer does can write. */
export function readOnly<T>(db: DbOrTx, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    await tx.execute(sql.raw(`set local statement_timeout = '${STATEMENT_TIMEOUT}'`));
    return read(tx);
  });
}

const answerOf = (
  intent: AssistantIntent,
  slots: AssistantSlots,
  text: string,
  more: Partial<AssistantAnswer> = {},
): AssistantAnswer => ({
  intent,
  slots,
  text,
  table: null,
  link: null,
  source: 'none',
  articles: [],
  suggestions: [],
  refused: false,
  ...more,
});

export const GREETING =
  'Xin chào! Mình là trợ lý của hệ thống công đoàn. Mình trả lời được số liệu trong phạm vi của bạn (đoàn viên, công đoàn cơ sở, người lao động, cán bộ, đơn vị chưa nộp báo cáo, sự kiện, thông báo chưa đọc) và các câu hỏi về đoàn phí, kinh phí công đoàn, Luật Công đoàn và cách dùng hệ thống.';
export const NOT_UNDERSTOOD = 'Mình chưa hiểu câu hỏi này. Có phải bạn muốn hỏi…?';

function knowledgeAnswer(hit: KnowledgeHit, others: KnowledgeHit[], slots: AssistantSlots): AssistantAnswer {
  const { article } = hit;
  return answerOf('knowledge', slots, article.answer, {
    source: 'knowledge',
    articles: [
      {
        id: article.id,
        question: article.question,
        source: article.source,
        effectiveFrom: article.effectiveFrom,
      },
    ],
    suggestions: others.map((o) => o.article.question).slice(0, 2),
  });
}

/**
 * Answers one question with the built-in engine: understands it (intent and slots), runs the
 * intent's data function in a read-only transaction, or answers from the knowledge base; below the
 * confidence threshold it offers the closest questions it can answer instead of guessing.
 */
export async function answerQuestion(
  db: DbOrTx,
  actor: Actor,
  question: string,
  context: AskContext,
): Promise<AssistantAnswer> {
  return readOnly(db, async (tx) => {
    const known = new Set([...VOCABULARY, ...(await placeWords(tx))]);
    const reading = readQuestion(question, context.now, known);
    const figureIntent = reading.intent && isFigureIntent(reading.intent) ? reading.intent : null;
    const slots = figureIntent
      ? { ...reading.slots, ...(await placeSlots(tx, fold(question))) }
      : reading.slots;
    if (reading.intent === 'greeting')
      return answerOf('greeting', slots, GREETING, { suggestions: starterQuestions(actor) });
    if (figureIntent && reading.confidence >= CONFIDENT)
      return DATA_FUNCTIONS[figureIntent].run(tx, actor, slots, context);
    const hits = await searchKnowledge(tx, question, 4);
    const [best, ...others] = hits;
    // a figure's noun without its question ("đoàn viên nữ") is asked back, unless an article fits well
    const needed = figureIntent ? KNOWLEDGE_MIN_SCORE * 2 : KNOWLEDGE_MIN_SCORE;
    if (best && best.score >= needed) return knowledgeAnswer(best, others, slots);
    return answerOf('unknown', slots, NOT_UNDERSTOOD, {
      suggestions: closestQuestions(
        question,
        actor,
        figureIntent,
        hits.map((h) => h.article.question),
      ),
    });
  });
}
