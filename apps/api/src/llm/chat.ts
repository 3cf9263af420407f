import type { Config } from '../config.js';

/**
 * An OpenAI-compatible chat endpoint (ASSISTANT_LLM_URL, ASSISTANT_LLM_KEY, ASSISTANT_LLM_MODEL);
 * knows nothing of unions. Null when it is not configured: the product then says 'Chưa cấu hình'.
 * One call is one streamed chat completion (`POST {URL}/chat/completions`, `stream: true`): the
 * text arrives through `onDelta` as it is written, the tool calls are gathered by their index.
 */

/** A function the model may ask for; `parameters` is a JSON Schema object. */
export interface ChatTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** A tool call as the model asked for it: `arguments` is the model's JSON text, not yet checked. */
export interface ChatToolCall {
  id: string;
  name: string;
  arguments: string;
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; toolCalls?: ChatToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

/** What one completion answered. */
export interface ChatTurn {
  content: string;
  toolCalls: ChatToolCall[];
  /** 'stop', 'tool_calls', 'length'…, null when the stream did not say. */
  finishReason: string | null;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** Offered with `tool_choice: 'auto'`; none: the model can only answer in text. */
  tools?: ChatTool[];
  /** Each piece of the answer's text as it streams. */
  onDelta?: (text: string) => void;
}

export interface ChatModel {
  readonly model: string;
  chat(request: ChatRequest): Promise<ChatTurn>;
}

/** Why a call failed; the caller answers without the model. Never carries the key. */
export type ChatFailure = 'timeout' | 'transport' | 'http' | 'format';

export class ChatModelError extends Error {
  constructor(
    readonly kind: ChatFailure,
    detail: string,
  ) {
    super(`Mô hình ngôn ngữ không trả lời được: ${detail}`);
    this.name = 'ChatModelError';
  }
}

export type ChatSettings = Pick<
  Config,
  'ASSISTANT_LLM_URL' | 'ASSISTANT_LLM_KEY' | 'ASSISTANT_LLM_MODEL' | 'ASSISTANT_LLM_TIMEOUT_MS'
>;

/** The configured model, or null without ASSISTANT_LLM_URL and ASSISTANT_LLM_MODEL. */
export function chatModelOf(config: ChatSettings): ChatModel | null {
  if (!config.ASSISTANT_LLM_URL || !config.ASSISTANT_LLM_MODEL) return null;
  return new OpenAiChatModel({
    url: config.ASSISTANT_LLM_URL,
    key: config.ASSISTANT_LLM_KEY,
    model: config.ASSISTANT_LLM_MODEL,
    timeoutMs: config.ASSISTANT_LLM_TIMEOUT_MS,
  });
}

type Json = Record<string, unknown>;

/** The OpenAI wire shape of a message. */
function wireMessage(m: ChatMessage): Json {
  if (m.role === 'tool') return { role: 'tool', tool_call_id: m.toolCallId, content: m.content };
  if (m.role === 'assistant' && m.toolCalls?.length) {
    return {
      role: 'assistant',
      content: m.content,
      tool_calls: m.toolCalls.map((c) => ({
        id: c.id,
        type: 'function',
        function: { name: c.name, arguments: c.arguments },
      })),
    };
  }
  return { role: m.role, content: m.content };
}

class OpenAiChatModel implements ChatModel {
  readonly model: string;

  constructor(
    private readonly settings: { url: string; key: string | undefined; model: string; timeoutMs: number },
  ) {
    this.model = settings.model;
  }

  async chat({ messages, tools = [], onDelta }: ChatRequest): Promise<ChatTurn> {
    const body: Json = {
      model: this.model,
      messages: messages.map(wireMessage),
      stream: true,
      temperature: 0.2,
    };
    if (tools.length > 0) {
      body.tools = tools.map((t) => ({
        type: 'function',
        function: { name: t.name, description: t.description, parameters: t.parameters },
      }));
      body.tool_choice = 'auto';
    }
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'text/event-stream',
    };
    if (this.settings.key) headers.authorization = `Bearer ${this.settings.key}`;
    // One deadline for the whole answer, the stream's last byte included.
    const signal = AbortSignal.timeout(this.settings.timeoutMs);
    try {
      const response = await fetch(`${this.settings.url}/chat/completions`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal,
      });
      if (!response.ok) {
        const said = await response.text().catch(() => '');
        throw new ChatModelError('http', `HTTP ${response.status}${errorWords(said)}`);
      }
      if (!response.body) throw new ChatModelError('format', 'câu trả lời rỗng');
      return await readStream(response.body, onDelta);
    } catch (err) {
      if (err instanceof ChatModelError) throw err;
      if (err instanceof Error && (err.name === 'TimeoutError' || signal.aborted)) {
        throw new ChatModelError('timeout', 'quá thời gian chờ');
      }
      throw new ChatModelError('transport', 'không kết nối được');
    }
  }
}

/** The endpoint's own words from an OpenAI error body (`{ error: { message } }`), shortened. */
function errorWords(raw: string): string {
  try {
    const message = (JSON.parse(raw) as { error?: { message?: unknown } }).error?.message;
    return typeof message === 'string' && message ? `: ${message.slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

/**
 * Reads the server-sent events of a streamed completion: `data: {chunk}` lines until
 * `data: [DONE]` (or the end of the stream); each chunk's `choices[0].delta.content` is passed on,
 * its `delta.tool_calls` pieces joined by `index` (the id and name come first, the arguments in parts).
 */
export async function readStream(
  stream: ReadableStream<Uint8Array>,
  onDelta?: (text: string) => void,
): Promise<ChatTurn> {
  const decoder = new TextDecoder();
  let buffered = '';
  let content = '';
  let finishReason: string | null = null;
  const calls = new Map<number, ChatToolCall>();
  let done = false;

  const line = (raw: string) => {
    const text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    // Comments (': keep-alive'), event names and blank separators carry nothing here.
    if (!text.startsWith('data:')) return;
    const data = text.slice(5).trim();
    if (data === '[DONE]') {
      done = true;
      return;
    }
    let chunk: Json;
    try {
      chunk = JSON.parse(data) as Json;
    } catch {
      throw new ChatModelError('format', 'một phần của câu trả lời không phải JSON');
    }
    if (chunk.error) throw new ChatModelError('http', errorWords(JSON.stringify(chunk)).slice(2) || 'lỗi');
    const choice = (Array.isArray(chunk.choices) ? chunk.choices[0] : undefined) as Json | undefined;
    if (!choice) return;
    if (typeof choice.finish_reason === 'string') finishReason = choice.finish_reason;
    const delta = (choice.delta ?? {}) as Json;
    if (typeof delta.content === 'string' && delta.content !== '') {
      content += delta.content;
      onDelta?.(delta.content);
    }
    if (Array.isArray(delta.tool_calls)) {
      for (const piece of delta.tool_calls as Json[]) {
        const index = typeof piece.index === 'number' ? piece.index : 0;
        const call = calls.get(index) ?? { id: '', name: '', arguments: '' };
        const fn = (piece.function ?? {}) as Json;
        if (typeof piece.id === 'string') call.id = piece.id;
        if (typeof fn.name === 'string') call.name += fn.name;
        if (typeof fn.arguments === 'string') call.arguments += fn.arguments;
        calls.set(index, call);
      }
    }
  };

  const reader = stream.getReader();
  try {
    while (!done) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      buffered += decoder.decode(value, { stream: true });
      let newline = buffered.indexOf('\n');
      while (newline >= 0 && !done) {
        line(buffered.slice(0, newline));
        buffered = buffered.slice(newline + 1);
        newline = buffered.indexOf('\n');
      }
    }
    if (!done && buffered) line(buffered + decoder.decode());
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const toolCalls = [...calls.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }));
  return { content, toolCalls, finishReason };
}
