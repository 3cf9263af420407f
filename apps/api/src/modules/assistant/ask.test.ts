import type { AssistantMessage, AssistantStreamEvent } from '@congdoan/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  assistantConversations,
  assistantMessages,
  assistantUnanswered,
  rateLimits,
} from '../../db/schema/index.js';
import { bearer, buildConversation, buildUser, login, useTestApp } from '../../test/harness.js';
import { QUESTIONS_PER_MINUTE } from './ask.js';
import { titleOf } from './service.js';

const t = useTestApp({ world: true });

const GREETING = 'xin chào';
const NONSENSE = 'qwxz plorb zintak vurf';

/** A new user of grassroots[0] (their own conversations and settings). */
async function newUser() {
  const user = await buildUser(t.ctx, { organizationId: t.world.grassroots[0].id });
  return { id: user.id, token: (await login(t.ctx, user.username!)).accessToken };
}

/** Asks and reads the ndjson lines of the answer. */
async function ask(token: string, body: object) {
  const res = await t.call('POST', '/assistant/ask', token, body);
  const events =
    res.statusCode === 200
      ? res.body
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as AssistantStreamEvent)
      : [];
  return { res, events };
}

const answerOf = (events: AssistantStreamEvent[]) =>
  (events.at(-1) as Extract<AssistantStreamEvent, { type: 'answer' }>).message as AssistantMessage;
const startOf = (events: AssistantStreamEvent[]) =>
  events[0] as Extract<AssistantStreamEvent, { type: 'start' }>;
const conversationsOf = (userId: number) =>
  t.ctx.database.db.select().from(assistantConversations).where(eq(assistantConversations.userId, userId));
const messagesOf = (conversationId: number) =>
  t.ctx.database.db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(assistantMessages.id);

describe('assistant/ask', () => {
  it('streams ndjson lines: start, the text in deltas, then the answer', async () => {
    const { token } = await newUser();
    const { res, events } = await ask(token, { question: GREETING });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    expect(events[0]?.type).toBe('start');
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.length).toBeGreaterThanOrEqual(1);
    expect(events.at(-1)?.type).toBe('answer');
    const message = answerOf(events);
    expect(message).toMatchObject({ role: 'assistant', answer: { intent: 'greeting' } });
    expect(deltas.map((d) => d.text).join('')).toBe(message.content);
  });

  it('keeps the question and answer in a new conversation titled from the question, then continues it', async () => {
    const { id, token } = await newUser();
    const first = await ask(token, { question: GREETING });
    const conversationId = startOf(first.events).conversationId!;
    expect(conversationId).toEqual(expect.any(Number));
    expect(answerOf(first.events).id).toEqual(expect.any(Number));
    expect((await conversationsOf(id)).map((c) => [c.id, c.title])).toEqual([[conversationId, 'xin chào']]);

    const second = await ask(token, { question: NONSENSE, conversationId });
    expect(startOf(second.events).conversationId).toBe(conversationId);
    const detail = await t.call('GET', `/assistant/conversations/detail?id=${conversationId}`, token);
    expect(detail.json().data).toMatchObject({
      messageCount: 4,
      messages: [
        { role: 'user', content: GREETING, answer: null },
        { role: 'assistant', answer: { intent: 'greeting' } },
        { role: 'user', content: NONSENSE },
        { id: answerOf(second.events).id, role: 'assistant', answer: { intent: 'unknown' } },
      ],
    });
  });

  it("answers from the asker's own scope: a chair asking about another union is refused its figure", async () => {
    const { events } = await ask(t.world.as.chair.token, {
      question: `${t.world.elsewhere.name} có bao nhiêu đoàn viên?`,
    });
    const refused = answerOf(events).answer!;
    expect(refused).toMatchObject({ refused: true });
    expect(refused.text).toContain('Bạn không có quyền xem số liệu của đơn vị này.');
    const { events: own } = await ask(t.world.as.chair.token, {
      question: 'Công đoàn mình có bao nhiêu đoàn viên?',
    });
    expect(answerOf(own).answer).toMatchObject({
      intent: 'members.count',
      refused: false,
      source: 'figures',
    });
  });

  it("refuses another user's conversation with a JSON 404 before streaming, storing nothing", async () => {
    const { token } = await newUser();
    const theirs = await buildConversation(t.ctx, { userId: t.world.as.chair.id });
    const { res } = await ask(token, { question: GREETING, conversationId: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Không tìm thấy cuộc trò chuyện');
    expect(await messagesOf(theirs.id)).toHaveLength(2);
  });

  it('keeps nothing with autoSave off: no conversation, messages without ids', async () => {
    const { id, token } = await newUser();
    await t.call('PUT', '/assistant/settings', token, { autoSave: false });
    const { res, events } = await ask(token, { question: GREETING });
    expect(res.statusCode, res.body).toBe(200);
    expect(startOf(events).conversationId).toBeNull();
    expect(answerOf(events)).toMatchObject({ id: null, answer: { intent: 'greeting' } });
    expect(await conversationsOf(id)).toEqual([]);
  });

  it('counts a question it cannot answer, folded and without who asked', async () => {
    const { token } = await newUser();
    const other = await newUser();
    const question = `${NONSENSE} ${Date.now()}`;
    const { events } = await ask(token, { question });
    expect(answerOf(events).answer).toMatchObject({ intent: 'unknown' });
    await ask(other.token, { question: question.toUpperCase() });
    const rows = await t.ctx.database.db.select().from(assistantUnanswered);
    const row = rows.find((r) => r.question === question);
    expect(row).toMatchObject({ count: 2, articleId: null });
    // nothing of who asked is kept
    expect(Object.keys(row!).sort()).toEqual(
      ['articleId', 'count', 'firstAskedAt', 'id', 'lastAskedAt', 'question', 'questionKey'].sort(),
    );
    const listed = await t.call('GET', '/assistant/unanswered', {
      token: t.world.as.admin.token,
      query: { search: question },
    });
    expect(listed.json().data.list).toMatchObject([{ id: row!.id, count: 2 }]);
    await ask(token, { question: GREETING });
    expect((await t.ctx.database.db.select().from(assistantUnanswered)).length).toBe(rows.length);
  });

  it('refuses an empty or too long question in Vietnamese, storing nothing', async () => {
    const { id, token } = await newUser();
    const empty = await ask(token, { question: '   ' });
    expect(empty.res.statusCode).toBe(400);
    expect(empty.res.json().message).toContain('câu hỏi');
    const long = await ask(token, { question: 'a'.repeat(501) });
    expect(long.res.statusCode).toBe(400);
    expect(long.res.json().message).toContain('Tối đa 500 ký tự');
    expect(await conversationsOf(id)).toEqual([]);
  });

  it(`answers 429 in Vietnamese after ${QUESTIONS_PER_MINUTE} questions in a minute`, async () => {
    const { id, token } = await newUser();
    await t.ctx.database.db.insert(rateLimits).values({
      key: `assistant:ask:${id}`,
      count: QUESTIONS_PER_MINUTE,
      resetAt: new Date(Date.now() + 60_000),
    });
    const { res } = await ask(token, { question: GREETING });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Bạn đã hỏi quá nhiều câu trong một phút. Vui lòng đợi một lát rồi hỏi tiếp',
    );
    expect(await conversationsOf(id)).toEqual([]);
  });

  it('writes the lines as they come, uncompressed, to a client that accepts compression', async () => {
    const { token } = await newUser();
    const address = await t.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/v1/assistant/ask`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ question: GREETING }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const reads: string[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      reads.push(value);
    }
    const lines = reads.join('').split('\n').filter(Boolean);
    expect(JSON.parse(lines[0]!).type).toBe('start');
    expect(JSON.parse(lines.at(-1)!).type).toBe('answer');
    // the start line arrived by itself, before the answer was written
    expect(reads.length).toBeGreaterThan(1);
    expect(reads[0]).not.toContain('"answer"');
  });
});

describe('titleOf', () => {
  it('keeps a short question whole and cuts a long one at a word', () => {
    expect(titleOf('  Đoàn phí   đóng bao nhiêu? ')).toBe('Đoàn phí đóng bao nhiêu?');
    const long =
      'Phường mình có bao nhiêu đoàn viên nữ đang sinh hoạt ở các công đoàn cơ sở trong khu công nghiệp';
    const title = titleOf(long);
    expect(title.endsWith('…')).toBe(true);
    expect(title.length).toBeLessThanOrEqual(61);
    expect(long.startsWith(title.slice(0, -1))).toBe(true);
  });
});
