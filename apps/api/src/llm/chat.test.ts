import { beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../test/config.js';
import { FAKE_LLM_KEY, FAKE_LLM_MODEL, useFakeLlm } from '../test/fake-llm.js';
import { ChatModelError, type ChatTool, chatModelOf, readStream } from './chat.js';

const { fake, env } = useFakeLlm();

const modelOf = (extra: Record<string, string> = {}) => {
  const model = chatModelOf(testConfig({ ...env, ...extra }));
  if (!model) throw new Error('the model should be configured');
  return model;
};

const countTool: ChatTool = {
  name: 'members_count',
  description: 'Số đoàn viên',
  parameters: { type: 'object', properties: { gender: { type: 'string', enum: ['nam', 'nu'] } } },
};

beforeEach(() => fake.reset());

describe('chatModelOf', () => {
  it('is null unless both the address and the model are set', () => {
    expect(chatModelOf(testConfig())).toBeNull();
    expect(chatModelOf(testConfig({ ASSISTANT_LLM_URL: 'http://127.0.0.1:9/v1' }))).toBeNull();
    expect(chatModelOf(testConfig({ ASSISTANT_LLM_MODEL: 'gpt-4o-mini' }))).toBeNull();
    expect(chatModelOf(testConfig({ ASSISTANT_LLM_URL: ' ', ASSISTANT_LLM_MODEL: '' }))).toBeNull();
    expect(
      chatModelOf(
        testConfig({ ASSISTANT_LLM_URL: 'http://127.0.0.1:9/v1/', ASSISTANT_LLM_MODEL: 'gpt-4o-mini' }),
      )?.model,
    ).toBe('gpt-4o-mini');
  });
});

describe('the chat client', () => {
  it('posts the documented request with the key and streams the text in order', async () => {
    fake.script({ content: ['Công đoàn ', 'có ', '1.234 ', 'đoàn viên.'] });
    const deltas: string[] = [];
    const turn = await modelOf().chat({
      messages: [
        { role: 'system', content: 'Trả lời bằng tiếng Việt.' },
        { role: 'user', content: 'Có bao nhiêu đoàn viên?' },
      ],
      tools: [countTool],
      onDelta: (text) => deltas.push(text),
    });
    expect(deltas).toEqual(['Công đoàn ', 'có ', '1.234 ', 'đoàn viên.']);
    expect(turn).toEqual({ content: 'Công đoàn có 1.234 đoàn viên.', toolCalls: [], finishReason: 'stop' });
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe(`Bearer ${FAKE_LLM_KEY}`);
    expect(request!.body).toEqual({
      model: FAKE_LLM_MODEL,
      messages: [
        { role: 'system', content: 'Trả lời bằng tiếng Việt.' },
        { role: 'user', content: 'Có bao nhiêu đoàn viên?' },
      ],
      tools: [{ type: 'function', function: countTool }],
      tool_choice: 'auto',
      stream: true,
      temperature: 0.2,
    });
  });

  it('sends no Authorization header without a key, and no tools when none are offered', async () => {
    await modelOf({ ASSISTANT_LLM_KEY: '' }).chat({ messages: [{ role: 'user', content: 'Xin chào' }] });
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBeUndefined();
    expect(request!.body).not.toHaveProperty('tools');
    expect(request!.body).not.toHaveProperty('tool_choice');
  });

  it('gathers streamed tool calls by index, and sends them back with their results', async () => {
    fake.script(
      {
        toolCalls: [
          { id: 'call_a', name: 'members_count', arguments: '{"gender":"nu"}' },
          { id: 'call_b', name: 'unions_count', arguments: '{}' },
        ],
      },
      { content: ['Xong.'] },
    );
    const model = modelOf();
    const turn = await model.chat({
      messages: [{ role: 'user', content: 'Bao nhiêu nữ?' }],
      tools: [countTool],
    });
    expect(turn).toEqual({
      content: '',
      toolCalls: [
        { id: 'call_a', name: 'members_count', arguments: '{"gender":"nu"}' },
        { id: 'call_b', name: 'unions_count', arguments: '{}' },
      ],
      finishReason: 'tool_calls',
    });
    await model.chat({
      messages: [
        { role: 'user', content: 'Bao nhiêu nữ?' },
        { role: 'assistant', content: null, toolCalls: turn.toolCalls },
        { role: 'tool', toolCallId: 'call_a', content: '{"text":"640"}' },
      ],
    });
    expect((fake.requests[1]!.body.messages as unknown[]).slice(1)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_a',
            type: 'function',
            function: { name: 'members_count', arguments: '{"gender":"nu"}' },
          },
          { id: 'call_b', type: 'function', function: { name: 'unions_count', arguments: '{}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_a', content: '{"text":"640"}' },
    ]);
  });

  it('fails clearly on a non-2xx answer, naming the status and the endpoint’s words', async () => {
    fake.script({ status: 500, error: 'upstream overloaded' });
    const failure = await modelOf()
      .chat({ messages: [{ role: 'user', content: 'x' }] })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ChatModelError);
    expect(failure).toMatchObject({ kind: 'http' });
    expect((failure as Error).message).toBe(
      'Mô hình ngôn ngữ không trả lời được: HTTP 500: upstream overloaded',
    );
    expect((failure as Error).message).not.toContain(FAKE_LLM_KEY);
  });

  it('gives up after ASSISTANT_LLM_TIMEOUT_MS when the stream does not finish', async () => {
    fake.script({ hang: true });
    const started = Date.now();
    const failure = await modelOf({ ASSISTANT_LLM_TIMEOUT_MS: '1000' })
      .chat({ messages: [{ role: 'user', content: 'x' }] })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({
      kind: 'timeout',
      message: 'Mô hình ngôn ngữ không trả lời được: quá thời gian chờ',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails as a transport error when nothing listens', async () => {
    const failure = await modelOf({ ASSISTANT_LLM_URL: 'http://127.0.0.1:9/v1' })
      .chat({ messages: [{ role: 'user', content: 'x' }] })
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'transport' });
  });
});

describe('readStream', () => {
  const streamOf = (...parts: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
  const chunk = (delta: object, finish: string | null = null) =>
    `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}`;

  it('reads lines split across packets, CRLF endings, comments, and stops at [DONE]', async () => {
    const whole = [
      ': keep-alive',
      chunk({ content: 'Đoàn phí ' }),
      '',
      chunk({ content: 'là 0,5%.' }),
      chunk({}, 'stop'),
      'data: [DONE]',
      chunk({ content: ' never read' }),
      '',
    ].join('\r\n');
    const cut = whole.indexOf('phí') + 1;
    const deltas: string[] = [];
    const turn = await readStream(streamOf(whole.slice(0, cut), whole.slice(cut)), (d) => deltas.push(d));
    expect(deltas).toEqual(['Đoàn phí ', 'là 0,5%.']);
    expect(turn).toEqual({ content: 'Đoàn phí là 0,5%.', toolCalls: [], finishReason: 'stop' });
  });

  it('reads a stream that ends without [DONE] or a last newline', async () => {
    const turn = await readStream(streamOf(`${chunk({ content: 'a' })}\n${chunk({ content: 'b' }, 'stop')}`));
    expect(turn.content).toBe('ab');
    expect(turn.finishReason).toBe('stop');
  });

  it('fails as a format error on a data line that is not JSON, and on an error event', async () => {
    await expect(readStream(streamOf('data: {oops\n\n'))).rejects.toMatchObject({ kind: 'format' });
    await expect(
      readStream(streamOf(`data: ${JSON.stringify({ error: { message: 'rate limited' } })}\n\n`)),
    ).rejects.toThrow('rate limited');
  });
});
