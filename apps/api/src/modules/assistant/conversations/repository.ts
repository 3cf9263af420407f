import type { AssistantConversation, AssistantConversationDetail, AssistantMessage } from '@congdoan/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { assistantConversations, assistantMessages } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';

/**
 * A conversation is its owner's alone: another user's reads as not found, whatever their rights.
 */
const columns = {
  id: assistantConversations.id,
  title: assistantConversations.title,
  // Drizzle writes a column of the selected table without its table inside a select's field.
  messageCount: sql<number>`(select count(*)::int from ${assistantMessages} m
    where m.conversation_id = assistant_conversations.id)`,
  createdAt: assistantConversations.createdAt,
  updatedAt: assistantConversations.updatedAt,
};

type Row = { id: number; title: string; messageCount: number; createdAt: Date; updatedAt: Date };
const toItem = (row: Row): AssistantConversation => ({
  ...row,
  messageCount: Number(row.messageCount),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const conversationsOf = (db: DbOrTx, userId: number, where?: SQL) =>
  db
    .select(columns)
    .from(assistantConversations)
    .where(and(eq(assistantConversations.userId, userId), where))
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id));

/** GET assistant/conversations: the caller's own, the latest used first. */
export async function listConversations(db: DbOrTx, userId: number): Promise<AssistantConversation[]> {
  return (await conversationsOf(db, userId)).map(toItem);
}

/** One of the caller's conversations; 404 when there is none or it is someone else's. */
export async function conversationOrFail(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<AssistantConversation> {
  const [row] = await conversationsOf(db, userId, eq(assistantConversations.id, id));
  if (!row) throw new AppError('assistant_conversation_not_found');
  return toItem(row);
}

type MessageRow = typeof assistantMessages.$inferSelect;
export const toMessage = (row: MessageRow): AssistantMessage => ({
  id: row.id,
  role: row.role as AssistantMessage['role'],
  content: row.content,
  answer: row.answer ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** GET assistant/conversations/detail: the conversation with its messages, oldest first. */
export async function conversationDetail(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<AssistantConversationDetail> {
  const conversation = await conversationOrFail(db, userId, id);
  const messages = await db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, id))
    .orderBy(asc(assistantMessages.id));
  return { ...conversation, messages: messages.map(toMessage) };
}

/** The last `limit` messages of a conversation (question and answer text), oldest first. */
export async function recentMessages(db: DbOrTx, conversationId: number, limit: number) {
  const rows = await db
    .select({ role: assistantMessages.role, content: assistantMessages.content })
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(desc(assistantMessages.id))
    .limit(limit);
  return rows.reverse().map((r) => ({ role: r.role as 'user' | 'assistant', content: r.content }));
}
