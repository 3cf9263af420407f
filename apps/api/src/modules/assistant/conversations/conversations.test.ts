import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assistantConversations, assistantMessages } from '../../../db/schema/index.js';
import { buildConversation, tokenFor, useTestApp } from '../../../test/harness.js';

const t = useTestApp({ world: true });
const member = () => t.world.as.member;
const chair = () => t.world.as.chair;

const messagesOf = async (conversationId: number) =>
  t.ctx.database.db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId));

describe('assistant/conversations', () => {
  it("lists the caller's own conversations, latest used first, with their message counts", async () => {
    const older = await buildConversation(t.ctx, { userId: member().id, title: 'Đoàn phí', messages: 4 });
    const newer = await buildConversation(t.ctx, { userId: member().id, title: 'Sự kiện tuần này' });
    const theirs = await buildConversation(t.ctx, { userId: chair().id });
    const res = await t.call('GET', '/assistant/conversations', member().token);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { id: number; title: string; messageCount: number }[];
    expect(list.map((c) => c.id)).not.toContain(theirs.id);
    const mine = list.filter((c) => [older.id, newer.id].includes(c.id));
    expect(mine).toMatchObject([
      { id: newer.id, title: 'Sự kiện tuần này', messageCount: 2 },
      { id: older.id, title: 'Đoàn phí', messageCount: 4 },
    ]);
  });

  it('answers one conversation with its messages, oldest first', async () => {
    const conversation = await buildConversation(t.ctx, { userId: member().id, messages: 3 });
    const res = await t.call('GET', `/assistant/conversations/detail?id=${conversation.id}`, member().token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: conversation.id,
      messageCount: 3,
      messages: [
        { role: 'user', content: 'Câu hỏi 1', answer: null },
        { role: 'assistant', content: 'Câu trả lời 1' },
        { role: 'user', content: 'Câu hỏi 2' },
      ],
    });
  });

  it("reads, renames and deletes another user's conversation as not found, and changes nothing", async () => {
    const theirs = await buildConversation(t.ctx, { userId: chair().id, title: 'Của chủ tịch' });
    const token = member().token;
    for (const res of [
      await t.call('GET', `/assistant/conversations/detail?id=${theirs.id}`, token),
      await t.call('PUT', '/assistant/conversations', token, { id: theirs.id, title: 'Của tôi' }),
      await t.call('DELETE', `/assistant/conversations?id=${theirs.id}`, token),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Không tìm thấy cuộc trò chuyện');
    }
    const [row] = await t.ctx.database.db
      .select()
      .from(assistantConversations)
      .where(eq(assistantConversations.id, theirs.id));
    expect(row?.title).toBe('Của chủ tịch');
    expect(await messagesOf(theirs.id)).toHaveLength(2);
  });

  it('renames one, refusing an empty title in Vietnamese', async () => {
    const conversation = await buildConversation(t.ctx, { userId: member().id, title: 'Cũ' });
    const res = await t.call('PUT', '/assistant/conversations', member().token, {
      id: conversation.id,
      title: '  Hỏi về đoàn phí  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: conversation.id, title: 'Hỏi về đoàn phí', messageCount: 2 });
    const empty = await t.call('PUT', '/assistant/conversations', member().token, {
      id: conversation.id,
      title: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('tên cuộc trò chuyện');
    const detail = await t.call(
      'GET',
      `/assistant/conversations/detail?id=${conversation.id}`,
      member().token,
    );
    expect(detail.json().data.title).toBe('Hỏi về đoàn phí');
  });

  it('deletes one with its messages, then all of the caller’s, leaving other users’ alone', async () => {
    const token = await tokenFor(t.ctx, { organizationId: t.world.grassroots[0].id });
    const me = (await t.call('GET', '/auth/me', token)).json().data as { id: number };
    const one = await buildConversation(t.ctx, { userId: me.id });
    const two = await buildConversation(t.ctx, { userId: me.id });
    const theirs = await buildConversation(t.ctx, { userId: chair().id });

    const deleted = await t.call('DELETE', `/assistant/conversations?id=${one.id}`, token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await messagesOf(one.id)).toEqual([]);
    const left = (await t.call('GET', '/assistant/conversations', token)).json().data as { id: number }[];
    expect(left.map((c) => c.id)).toEqual([two.id]);

    const all = await t.call('DELETE', '/assistant/conversations/all', token);
    expect(all.statusCode, all.body).toBe(200);
    expect((await t.call('GET', '/assistant/conversations', token)).json().data).toEqual([]);
    const detail = await t.call('GET', `/assistant/conversations/detail?id=${theirs.id}`, chair().token);
    expect(detail.statusCode).toBe(200);
  });
});
