import { z } from 'zod';
import {
  clearable,
  clearableText,
  idParam,
  idRule,
  optionalId,
  pageQuery,
  requiredText,
  updateOf,
} from './common.js';

/**
 * The assistant (P14, docs/requirements.md, "Assistant"): questions in Vietnamese answered from the
 * federation's live figures inside the asker's data scope and from a knowledge base that
 * administrators keep. The built-in engine understands a fixed set of intents, each a read-only
 * data function; nothing the asker types reaches a query but the slots it recognises.
 */

export const ASSISTANT_QUESTION_MAX = 500;
export const ASSISTANT_TITLE_MAX = 120;
/** Messages kept per conversation (older ones are dropped from its start). */
export const ASSISTANT_MESSAGES_MAX = 400;
export const ASSISTANT_CONVERSATIONS_MAX = 200;

/**
 * What a question asks. Each figure intent is one data function over the asker's scope; 'knowledge'
 * is answered by an article; 'greeting' by what the assistant can do; 'unknown' by the three
 * closest questions it can answer.
 */
export const ASSISTANT_INTENTS = [
  /** How many members (optionally women or men) — the member records in force. */
  'members.count',
  /** The share of women among the members. */
  'members.femaleShare',
  /** Members admitted or received within a period. */
  'members.joined',
  /** Members who left within a period. */
  'members.left',
  /** How many grassroots unions are active. */
  'unions.count',
  /** How many workers (CNVCLĐ) the unions' figures count. */
  'workers.count',
  /** The units that have not reported in the current reporting occurrence. */
  'reports.missing',
  /** The events within a period (this week when none is said). */
  'events.upcoming',
  /** The asker's unread notices. */
  'notifications.unread',
  /** How many union staff (cán bộ công đoàn) are in office. */
  'staff.count',
  'knowledge',
  'greeting',
  'unknown',
] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

/** What the engine read from the question; each is matched against real records, never run as text. */
export const assistantSlots = z.object({
  organizationId: z.number().int().optional(),
  organizationName: z.string().optional(),
  xaPhuongId: z.number().int().optional(),
  wardName: z.string().optional(),
  cumKhuCnId: z.number().int().optional(),
  zoneName: z.string().optional(),
  gender: z.enum(['nam', 'nu']).optional(),
  /** The period asked about: ISO days, both inclusive, and how the question said it ('tháng này'). */
  from: z.string().optional(),
  to: z.string().optional(),
  periodLabel: z.string().optional(),
});
export type AssistantSlots = z.infer<typeof assistantSlots>;

/** Where an answer came from, which the page says under it. */
export const ASSISTANT_SOURCES = ['figures', 'knowledge', 'model', 'none'] as const;
export type AssistantSource = (typeof ASSISTANT_SOURCES)[number];

export const assistantArticleRef = z.object({
  id: z.number().int(),
  question: z.string(),
  source: z.string(),
  effectiveFrom: z.string().nullable(),
});
export type AssistantArticleRef = z.infer<typeof assistantArticleRef>;

export const assistantAnswer = z.object({
  intent: z.enum(ASSISTANT_INTENTS),
  slots: assistantSlots,
  /** The answer in one or a few sentences, plain text (line breaks kept). */
  text: z.string(),
  /** A small table where it helps (the units that have not reported, this week's events). */
  table: z
    .object({ columns: z.array(z.string()), rows: z.array(z.array(z.union([z.string(), z.number()]))) })
    .nullable(),
  /** The page that shows the same figure, filtered the same way. */
  link: z.object({ href: z.string(), label: z.string() }).nullable(),
  source: z.enum(ASSISTANT_SOURCES),
  /** The knowledge base articles the answer comes from, with their sources. */
  articles: z.array(assistantArticleRef),
  /** Questions to ask next, or (for 'unknown') "Có phải bạn muốn hỏi…?". */
  suggestions: z.array(z.string()),
  /** The question named data outside the asker's scope, and was refused. */
  refused: z.boolean(),
});
export type AssistantAnswer = z.infer<typeof assistantAnswer>;

// --- Asking ------------------------------------------------------------------------------------------

export const assistantAskBody = z.object({
  question: requiredText('câu hỏi', ASSISTANT_QUESTION_MAX),
  /** The conversation to continue; none starts a new one (kept only when autoSave is on). */
  conversationId: optionalId,
});
export type AssistantAskBody = z.infer<typeof assistantAskBody>;

/**
 * POST assistant/ask answers `application/x-ndjson`, one event per line: `start`, then `delta`s of
 * the answer's text as it is written, then `answer` with the whole message (or `error`).
 */
export type AssistantStreamEvent =
  | { type: 'start'; conversationId: number | null }
  | { type: 'delta'; text: string }
  | { type: 'answer'; message: AssistantMessage }
  | { type: 'error'; message: string };

// --- Conversations -----------------------------------------------------------------------------------

export const ASSISTANT_ROLES = ['user', 'assistant'] as const;

export const assistantMessage = z.object({
  /** Null for a message of a conversation not kept (autoSave off). */
  id: z.number().int().nullable(),
  role: z.enum(ASSISTANT_ROLES),
  content: z.string(),
  answer: assistantAnswer.nullable(),
  createdAt: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessage>;

export const assistantConversation = z.object({
  id: z.number().int(),
  title: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssistantConversation = z.infer<typeof assistantConversation>;

export const assistantConversationDetail = assistantConversation.extend({
  messages: z.array(assistantMessage),
});
export type AssistantConversationDetail = z.infer<typeof assistantConversationDetail>;

export const assistantConversationIdQuery = z.object({ id: idParam });
export const assistantConversationRenameBody = z.object({
  id: idParam,
  title: requiredText('tên cuộc trò chuyện', ASSISTANT_TITLE_MAX),
});

// --- Settings ----------------------------------------------------------------------------------------

export const ASSISTANT_THEMES = ['light', 'dark'] as const;

export const assistantSettings = z.object({
  /** Keep conversations (on by default); off: nothing asked is stored. */
  autoSave: z.boolean(),
  /** A short sound when an answer arrives. */
  sound: z.boolean(),
  /** The chat's own light or dark colours. */
  theme: z.enum(ASSISTANT_THEMES),
});
export type AssistantSettings = z.infer<typeof assistantSettings>;
export const ASSISTANT_DEFAULT_SETTINGS: AssistantSettings = { autoSave: true, sound: false, theme: 'light' };
export const assistantSettingsBody = updateOf(
  z.object({
    autoSave: z.boolean({ error: 'Giá trị lưu tự động không hợp lệ' }),
    sound: z.boolean({ error: 'Giá trị âm thanh không hợp lệ' }),
    theme: z.enum(ASSISTANT_THEMES, { error: 'Giao diện không hợp lệ' }),
  }),
);

/** Questions to start with: by the asker's role, and what the assistant says it can do. */
export const assistantSuggestions = z.object({
  /** What the assistant answers this asker, in one sentence (a member sees no union figures). */
  intro: z.string(),
  questions: z.array(z.string()),
  modelConfigured: z.boolean(),
});

// --- Knowledge base ----------------------------------------------------------------------------------

export const knowledgeCategoryBody = z.object({
  name: requiredText('tên nhóm câu hỏi', 150),
  description: clearableText(500).optional(),
  sortOrder: z.coerce
    .number({ error: 'Thứ tự không hợp lệ' })
    .int('Thứ tự không hợp lệ')
    .min(0)
    .max(9999)
    .default(0),
});
export const knowledgeCategoryUpdateBody = updateOf(knowledgeCategoryBody).extend({ id: idParam });
export const knowledgeCategoryItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  articleCount: z.number().int(),
});
export type KnowledgeCategoryItem = z.infer<typeof knowledgeCategoryItem>;

export const knowledgeArticleBody = z.object({
  categoryId: idRule('Vui lòng chọn nhóm câu hỏi'),
  question: requiredText('câu hỏi', 300),
  answer: requiredText('câu trả lời', 5000),
  /** Other words officers use for it, comma separated ("đoàn phí, phí công đoàn"). */
  keywords: clearableText(500).optional(),
  /** Where the fact comes from (a decision, a law, this product's guide). */
  source: requiredText('nguồn', 300),
  sourceUrl: clearable(
    z.string().trim().url('Địa chỉ nguồn không hợp lệ').max(500, 'Tối đa 500 ký tự'),
  ).optional(),
  /** The day the fact takes effect (YYYY-MM-DD), if it has one. */
  effectiveFrom: clearable(z.iso.date({ error: 'Ngày hiệu lực không hợp lệ' })).optional(),
  active: z.boolean({ error: 'Trạng thái hoạt động không hợp lệ' }).default(true),
});
export type KnowledgeArticleBody = z.infer<typeof knowledgeArticleBody>;
export const knowledgeArticleUpdateBody = updateOf(knowledgeArticleBody).extend({ id: idParam });
export const knowledgeArticleItem = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  question: z.string(),
  answer: z.string(),
  keywords: z.string().nullable(),
  source: z.string(),
  sourceUrl: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type KnowledgeArticleItem = z.infer<typeof knowledgeArticleItem>;
export const knowledgeArticleQuery = z.object({
  categoryId: optionalId,
  search: z.string().trim().max(200, 'Tối đa 200 ký tự').optional(),
});
export const knowledgeIdQuery = z.object({ id: idParam });

/** A question the assistant could not answer, counted without who asked. */
export const unansweredQuestionItem = z.object({
  id: z.number().int(),
  question: z.string(),
  count: z.number().int(),
  lastAskedAt: z.string(),
  articleId: z.number().int().nullable(),
});
export type UnansweredQuestionItem = z.infer<typeof unansweredQuestionItem>;

/** GET assistant/unanswered: most asked first, a page at a time; `search` over the folded question. */
export const unansweredQuery = pageQuery;
export type UnansweredQuery = z.infer<typeof unansweredQuery>;

/**
 * POST assistant/unanswered/article: an article written from an unanswered question (`id`) and
 * linked to it; the article's question is the one asked unless another is given.
 */
export const unansweredArticleBody = knowledgeArticleBody.extend({
  id: idParam,
  question: requiredText('câu hỏi', 300).optional(),
});
export type UnansweredArticleBody = z.infer<typeof unansweredArticleBody>;
