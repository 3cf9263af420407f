import {
  type AssistantAnswer,
  type AssistantArticleRef,
  type AssistantSlots,
  assistantSlots,
} from '@congdoan/shared';
import { z } from 'zod';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import type { ChatMessage, ChatModel, ChatTool, ChatToolCall } from '../../llm/chat.js';
import { DATA_FUNCTIONS, type FigureIntent } from './data.js';
import { type AskContext, answerQuestion, type DataFunction, readOnly } from './engine.js';
import { type KnowledgeHit, searchKnowledge } from './knowledge.js';
import { dayLabel } from './periods.js';
import { placeSlots } from './places.js';
import { fold } from './text.js';

export interface ModelContext extends AskContext {
  /** The conversation so far (questions and answers' text), oldest first. */
  history: { role: 'user' | 'assistant'; content: string }[];
}

/** Said before the built-in answer when the model failed (timeout, an error, an empty answer). */
export const MODEL_FALLBACK_LINE = 'Mô hình ngôn ngữ không phản hồi; trả lời bằng bộ máy tích hợp.';

/** Rounds in which the model may call data functions; the round after them offers none. */
const MAX_TOOL_ROUNDS = 3;
/** The last messages of the conversation the model is given. */
const HISTORY_MESSAGES = 6;
/** The knowledge base passages the model is given. */
const PASSAGES = 3;

function name(max: number) {
  return z.string().trim().min(1, 'tên trống').max(max, `tên dài quá ${max} ký tự`).optional();
}

/**
 * What a model may give a data function: names, gender and a period, as a question would say them;
 * never an id (names resolve within the asker's scope like the engine's) and nothing else.
 */
export const toolArguments = assistantSlots
  .pick({ gender: true, from: true, to: true, organizationName: true, wardName: true, zoneName: true })
  .extend({
    gender: z
      .enum(['nam', 'nu'], { error: 'giới tính là "nam" hoặc "nu"' })
      .optional()
      .describe('Giới tính: "nu" (nữ) hoặc "nam"'),
    from: z.iso
      .date({ error: 'ngày không hợp lệ (YYYY-MM-DD)' })
      .optional()
      .describe('Ngày đầu của khoảng thời gian (YYYY-MM-DD)'),
    to: z.iso
      .date({ error: 'ngày không hợp lệ (YYYY-MM-DD)' })
      .optional()
      .describe('Ngày cuối của khoảng thời gian (YYYY-MM-DD)'),
    organizationName: name(200).describe('Tên công đoàn được hỏi'),
    wardName: name(100).describe('Tên phường, xã được hỏi'),
    zoneName: name(100).describe('Tên khu, cụm công nghiệp được hỏi'),
  })
  .strict()
  .refine((a) => (a.from === undefined) === (a.to === undefined), {
    message: 'cần cả ngày đầu và ngày cuối',
    path: ['to'],
  })
  .refine((a) => !a.from || !a.to || a.from <= a.to, { message: 'ngày cuối trước ngày đầu', path: ['to'] });
type ToolArguments = z.infer<typeof toolArguments>;

/**
 * The tools' parameters as JSON Schema, without what a small local model's server chokes on or
 * only pays tokens for ($schema, the long date pattern: `format: date` says it).
 */
function toolParameters(): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(toolArguments) as Record<string, unknown>;
  const properties = schema.properties as Record<string, Record<string, unknown>>;
  for (const property of Object.values(properties)) delete property.pattern;
  return schema;
}

/** A tool's name: the intent with '_' for '.', as OpenAI function names allow only [a-zA-Z0-9_-]. */
export const toolNameOf = (intent: FigureIntent) => intent.replaceAll('.', '_');

const SYSTEM_PROMPT = [
  'Bạn là Trợ lý AI của hệ thống quản lý công đoàn. Luôn trả lời bằng tiếng Việt, ngắn gọn, lịch sự.',
  'Chỉ trả lời từ các số liệu và đoạn trích được cung cấp dưới đây, hoặc từ kết quả của các hàm dữ liệu.',
  'Không bao giờ tự đặt ra số liệu, tên đơn vị, ngày tháng hay quy định. Nếu không có thông tin, hãy nói rõ là bạn không biết.',
  'Số liệu đã nằm trong phạm vi được xem của người hỏi; nếu hàm dữ liệu từ chối, hãy nói người hỏi không có quyền xem.',
  'Khi dùng một đoạn trích, ghi số bài trong ngoặc vuông, ví dụ [Bài 12].',
].join('\n');

/** The aggregates of an answer as the model reads them: its text and table, nothing else. */
function figuresOf(answer: Pick<AssistantAnswer, 'text' | 'table'>): string {
  const lines = [answer.text];
  if (answer.table) {
    lines.push(answer.table.columns.join(' | '));
    for (const row of answer.table.rows) lines.push(row.join(' | '));
  }
  return lines.join('\n');
}

function passageOf({ article }: KnowledgeHit): string {
  const effective = article.effectiveFrom ? `, hiệu lực từ ${article.effectiveFrom}` : '';
  return `[Bài ${article.id}] ${article.question}\n${article.answer}\n(Nguồn: ${article.source}${effective})`;
}

function contextOf(builtIn: AssistantAnswer, passages: KnowledgeHit[]): string {
  const parts = [`Trả lời của bộ máy tích hợp cho câu hỏi này:\n${figuresOf(builtIn)}`];
  if (passages.length > 0) parts.push(`Đoạn trích cơ sở tri thức:\n${passages.map(passageOf).join('\n\n')}`);
  return parts.join('\n\n');
}

const articleRef = ({ article }: KnowledgeHit): AssistantArticleRef => ({
  id: article.id,
  question: article.question,
  source: article.source,
  effectiveFrom: article.effectiveFrom,
});

/** What one tool call gave: the message back to the model, and the answer when a data function ran. */
interface ToolResult {
  content: string;
  answer?: AssistantAnswer;
}

/**
 * How a question says each kind of name, so that the engine's own resolver (`placeSlots`) reads the
 * model's names as it reads a question's: among all wards, zones and unions, the data function then
 * refusing one outside the asker's scope.
 */
const NAMED = [
  [
    'zoneName',
    /^(khu cong nghiep|cum cong nghiep|khu che xuat|khu kinh te) /,
    'khu cong nghiep',
    'khu, cụm công nghiệp',
  ],
  ['wardName', /^(phuong|xa|dac khu|thi tran) /, 'phuong', 'phường, xã'],
  [
    'organizationName',
    /^(cong doan|cong ty|doanh nghiep|don vi|truong|benh vien|nha may|xi nghiep) /,
    'cong doan',
    'công đoàn',
  ],
] as const;

/** The slots of a tool call: its names resolved to ids (a message when one is not found), its period labelled. */
async function slotsOf(db: DbOrTx, args: ToolArguments): Promise<AssistantSlots | string> {
  let slots: AssistantSlots = { gender: args.gender };
  if (args.from && args.to) {
    slots = {
      ...slots,
      from: args.from,
      to: args.to,
      periodLabel: `từ ${dayLabel(args.from)} đến ${dayLabel(args.to)}`,
    };
  }
  for (const [key, said, cue, what] of NAMED) {
    const value = args[key];
    if (value === undefined) continue;
    const folded = fold(value);
    const found = await placeSlots(db, said.test(`${folded} `) ? folded : `${cue} ${folded}`);
    if (Object.keys(found).length === 0) return `Không tìm thấy ${what} có tên «${value}».`;
    slots = { ...slots, ...found };
  }
  return Object.fromEntries(Object.entries(slots).filter(([, v]) => v !== undefined)) as AssistantSlots;
}

const toolError = (message: string): ToolResult => ({ content: JSON.stringify({ error: message }) });

/**
 * Answers with the configured model: it phrases the answer from the figures the data functions
 * computed and the passages retrieved, and may call the data functions as tools (their arguments
 * validated like any request). Only aggregates and passages are sent, never member records.
 * `onDelta` receives the answer's text as it streams. A refusal of the built-in engine is answered
 * as it is, without the model; a failure of the model answers the built-in answer after
 * MODEL_FALLBACK_LINE (the deltas already streamed are then followed by that whole text).
 */
export async function answerWithModel(
  db: DbOrTx,
  actor: Actor,
  question: string,
  context: ModelContext,
  model: ChatModel,
  onDelta: (text: string) => void,
): Promise<AssistantAnswer> {
  const builtIn = await answerQuestion(db, actor, question, context);
  if (builtIn.refused) return builtIn;
  const passages = await searchKnowledge(db, question, PASSAGES);

  const functions = new Map<string, DataFunction>();
  for (const [intent, fn] of Object.entries(DATA_FUNCTIONS) as [FigureIntent, DataFunction][]) {
    functions.set(toolNameOf(intent), fn);
  }
  const parameters = toolParameters();
  const tools: ChatTool[] = [...functions].map(([name, fn]) => ({
    name,
    description: fn.description,
    parameters,
  }));

  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'system', content: contextOf(builtIn, passages) },
    ...context.history.slice(-HISTORY_MESSAGES),
    { role: 'user', content: question },
  ];

  const runTool = async (call: ChatToolCall): Promise<ToolResult> => {
    const fn = functions.get(call.name);
    if (!fn) return toolError(`Không có hàm dữ liệu "${call.name}".`);
    let raw: unknown;
    try {
      raw = call.arguments.trim() === '' ? {} : JSON.parse(call.arguments);
    } catch {
      return toolError('Tham số không phải JSON hợp lệ.');
    }
    const parsed = toolArguments.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) =>
        i.code === 'unrecognized_keys'
          ? `không có tham số ${i.keys.join(', ')}`
          : `${i.path.join('.') || 'tham số'}: ${i.message}`,
      );
      return toolError(`Tham số không hợp lệ (${issues.join('; ')}); hàm không được chạy.`);
    }
    // Ids never come from the model: its names are resolved as a question's are, and the data
    // function runs as the engine runs it, read-only, over the asker's scope.
    try {
      const outcome = await readOnly(db, async (tx) => {
        const slots = await slotsOf(tx, parsed.data);
        return typeof slots === 'string' ? slots : fn.run(tx, actor, slots, context);
      });
      if (typeof outcome === 'string') return toolError(`${outcome} Hàm không được chạy.`);
      if (outcome.refused) return { content: JSON.stringify({ refused: outcome.text }), answer: outcome };
      return { content: JSON.stringify({ figures: figuresOf(outcome) }), answer: outcome };
    } catch {
      return toolError('Không tính được số liệu này.');
    }
  };

  let used: AssistantAnswer | undefined;
  let refused = false;
  let streamed = false;
  const stream = (text: string) => {
    streamed = true;
    onDelta(text);
  };
  try {
    let text = '';
    for (let round = 0; ; round++) {
      const offered = round < MAX_TOOL_ROUNDS ? tools : [];
      const turn = await model.chat({ messages, tools: offered, onDelta: stream });
      if (turn.toolCalls.length === 0 || offered.length === 0) {
        text = turn.content.trim();
        break;
      }
      messages.push({ role: 'assistant', content: turn.content || null, toolCalls: turn.toolCalls });
      for (const call of turn.toolCalls) {
        const result = await runTool(call);
        messages.push({ role: 'tool', toolCallId: call.id, content: result.content });
        if (result.answer) {
          used = result.answer;
          refused ||= result.answer.refused;
        }
      }
    }
    if (text === '') throw new Error('the model answered no text');
    const basis = used ?? builtIn;
    const cited = passages.filter((hit) => text.includes(`[Bài ${hit.article.id}]`)).map(articleRef);
    const articles = [...basis.articles, ...cited.filter((a) => !basis.articles.some((b) => b.id === a.id))];
    return {
      intent: basis.intent,
      slots: basis.slots,
      text,
      table: basis.table,
      link: basis.link,
      source: 'model',
      articles,
      suggestions: builtIn.suggestions,
      refused: builtIn.refused || refused,
    };
  } catch {
    const text = `${MODEL_FALLBACK_LINE}\n${builtIn.text}`;
    onDelta(streamed ? `\n\n${text}` : text);
    return { ...builtIn, text };
  }
}
