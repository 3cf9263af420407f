import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useFakeService } from './fake-service.js';

/**
 * A fake OpenAI-compatible chat endpoint on 127.0.0.1 for the tests (docs/requirements.md,
 * "Assistant"): `POST /chat/completions` with `stream: true` answered as the documented server-sent
 * events, one `chat.completion.chunk` per `data:` line and `data: [DONE]` at the end, the text in
 * `delta.content` pieces and tool calls in `delta.tool_calls` pieces (id and name first, the
 * arguments split), `finish_reason` 'tool_calls' or 'stop'. The real client runs against it through
 * ASSISTANT_LLM_URL. Each request is recorded; its answer is scripted.
 */

export const FAKE_LLM_KEY = 'sk-fake-llm-key';
export const FAKE_LLM_MODEL = 'fake-model-1';

export interface FakeLlmRequest {
  headers: IncomingMessage['headers'];
  /** The parsed JSON body. */
  body: Record<string, unknown>;
  /** The raw body, as sent (to search for what must never be sent). */
  raw: string;
}

/** One answer of the fake: text (in the pieces given), tool calls, an HTTP error, or no answer in time. */
export type FakeLlmReply =
  | { content: string[] }
  | { toolCalls: { id?: string; name: string; arguments: string }[] }
  | { status: number; error?: string }
  | { hang: true };

/** Decides the answer to a request from what it holds (the n-th request of the test, from 0). */
export type FakeLlmResponder = (request: FakeLlmRequest, n: number) => FakeLlmReply;

export class FakeLlm {
  readonly requests: FakeLlmRequest[] = [];
  /** Answers used first, in order; then `responder`. */
  readonly replies: FakeLlmReply[] = [];
  responder: FakeLlmResponder = () => ({ content: ['Xin chào.'] });
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();
  url = '';

  async start() {
    this.server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async close() {
    for (const res of this.hanging) res.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The settings that point the product at this fake. */
  env(): Record<string, string> {
    return {
      ASSISTANT_LLM_URL: this.url,
      ASSISTANT_LLM_KEY: FAKE_LLM_KEY,
      ASSISTANT_LLM_MODEL: FAKE_LLM_MODEL,
    };
  }

  /** The next answers, in order. */
  script(...replies: FakeLlmReply[]) {
    this.replies.push(...replies);
  }

  reset() {
    this.requests.length = 0;
    this.replies.length = 0;
    this.responder = () => ({ content: ['Xin chào.'] });
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions')
      return void res.writeHead(404).end();
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return void res.writeHead(400).end();
    }
    const request = { headers: req.headers, body, raw };
    const n = this.requests.push(request) - 1;
    const reply = this.replies.shift() ?? this.responder(request, n);
    if ('hang' in reply) {
      this.hanging.add(res);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      return;
    }
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ error: { message: reply.error ?? 'The server had an error' } }));
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`;
    const send = async (text: string) => {
      res.write(text);
      // Each piece its own packet, as a real stream arrives.
      await new Promise((r) => setTimeout(r, 5));
    };
    await send(chunk({ role: 'assistant', content: '' }));
    if ('content' in reply) {
      for (const piece of reply.content) await send(chunk({ content: piece }));
      await send(chunk({}, 'stop'));
    } else {
      for (const [index, call] of reply.toolCalls.entries()) {
        const id = call.id ?? `call_${n}_${index}`;
        await send(
          chunk({
            tool_calls: [{ index, id, type: 'function', function: { name: call.name, arguments: '' } }],
          }),
        );
        // The arguments in two pieces, as models stream them.
        const half = Math.ceil(call.arguments.length / 2);
        for (const part of [call.arguments.slice(0, half), call.arguments.slice(half)]) {
          if (part) await send(chunk({ tool_calls: [{ index, function: { arguments: part } }] }));
        }
      }
      await send(chunk({}, 'tool_calls'));
    }
    res.end('data: [DONE]\n\n');
  }
}

/** A fake model for a test file (useFakeService). */
export const useFakeLlm = () => useFakeService(new FakeLlm());
