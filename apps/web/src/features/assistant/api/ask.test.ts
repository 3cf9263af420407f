import type { AssistantStreamEvent } from '@congdoan/shared';
import { describe, expect, it, vi } from 'vitest';
import { askQuestion, STREAM_CUT_MESSAGE } from './ask';

/** The API answering with these ndjson lines, sent in small pieces as a stream would. */
function streamAnswer(lines: object[]) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    const text = lines.map((line) => `${JSON.stringify(line)}\n`).join('');
    const bytes = new TextEncoder().encode(text);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
  });
  return sent;
}

const message = {
  id: 41,
  role: 'assistant' as const,
  content: 'Xin chào!',
  answer: null,
  createdAt: '2026-12-06T14:00:00.000Z',
};

describe('asking the assistant', () => {
  it('posts the question and hands on start, each piece of text, then the answer', async () => {
    const sent = streamAnswer([
      { type: 'start', conversationId: 5 },
      { type: 'delta', text: 'Xin ' },
      { type: 'delta', text: 'chào!' },
      { type: 'answer', message },
    ]);
    const events: AssistantStreamEvent[] = [];
    await askQuestion({ question: 'xin chào', conversationId: 5 }, (e) => events.push(e));
    expect(sent).toEqual([
      { url: '/api/v1/assistant/ask', body: { question: 'xin chào', conversationId: 5 } },
    ]);
    expect(events).toEqual([
      { type: 'start', conversationId: 5 },
      { type: 'delta', text: 'Xin ' },
      { type: 'delta', text: 'chào!' },
      { type: 'answer', message },
    ]);
  });

  it('ends a stream cut before its answer with a message saying so', async () => {
    streamAnswer([
      { type: 'start', conversationId: null },
      { type: 'delta', text: 'Đoàn' },
    ]);
    const events: AssistantStreamEvent[] = [];
    await askQuestion({ question: 'đoàn phí' }, (e) => events.push(e));
    expect(events.at(-1)).toEqual({ type: 'error', message: STREAM_CUT_MESSAGE });
  });

  it("rejects with the server's Vietnamese message when it refuses before streaming", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { code: 'too_many_requests', message: 'Bạn hỏi quá nhanh, vui lòng thử lại sau một phút' },
        { status: 429 },
      ),
    );
    await expect(askQuestion({ question: 'a' }, () => undefined)).rejects.toThrow(
      'Bạn hỏi quá nhanh, vui lòng thử lại sau một phút',
    );
  });
});
