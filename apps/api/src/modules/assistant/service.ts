import {
  ASSISTANT_CONVERSATIONS_MAX,
  ASSISTANT_MESSAGES_MAX,
  type AssistantAnswer,
  type AssistantMessage,
} from '@congdoan/shared';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { assistantConversations, assistantMessages } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { writeTransaction } from '../../write/transaction.js';
import { toMessage } from './conversations/repository.js';

/** A new conversation is titled with the start of its first question. */
export const TITLE_LENGTH = 60;

/** The first ~60 characters of the question, cut at a word, '…' when cut. */
export function titleOf(question: string): string {
  const text = question.replace(/\s+/g, ' ').trim();
  if (text.length <= TITLE_LENGTH) return text;
  const cut = text.slice(0, TITLE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A message of a conversation not kept (autoSave off): it has no id. */
const unkept = (
  role: AssistantMessage['role'],
  content: string,
  answer: AssistantAnswer | null,
  at: Date,
) => ({
  id: null,
  role,
  content,
  answer,
  createdAt: at.toISOString(),
});

/**
 * Keeps the question asked (autoSave on): in the caller's conversation `conversationId` (404 when
 * it is not theirs), or in a new one titled from it, the user's oldest dropped beyond
 * ASSISTANT_CONVERSATIONS_MAX. Answers the conversation it is kept in.
 */
export async function keepQuestion(
  db: Db,
  request: FastifyRequest,
  question: string,
  conversationId: number | null,
): Promise<number> {
  const { userId } = actorOf(request);
  return writeTransaction(db, request, async ({ tx }) => {
    let id = conversationId;
    if (id === null) {
      const [created] = await tx
        .insert(assistantConversations)
        .values({ userId, title: titleOf(question) })
        .returning({ id: assistantConversations.id });
      id = created!.id;
      await dropOldestConversations(tx, userId);
    } else {
      const [touched] = await tx
        .update(assistantConversations)
        .set({ updatedAt: new Date() })
        .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)))
        .returning({ id: assistantConversations.id });
      if (!touched) throw new AppError('assistant_conversation_not_found');
    }
    await tx.insert(assistantMessages).values({ conversationId: id, role: 'user', content: question });
    return id;
  });
}

/** The answer, kept in its conversation (or not, when the question was not); answers the message. */
export async function keepAnswer(
  db: Db,
  request: FastifyRequest,
  conversationId: number | null,
  answer: AssistantAnswer,
): Promise<AssistantMessage> {
  if (conversationId === null) return unkept('assistant', answer.text, answer, new Date());
  return writeTransaction(db, request, async ({ tx }) => {
    const [row] = await tx
      .insert(assistantMessages)
      .values({ conversationId, role: 'assistant', content: answer.text, answer })
      .returning();
    await tx
      .update(assistantConversations)
      .set({ updatedAt: new Date() })
      .where(eq(assistantConversations.id, conversationId));
    await dropOldestMessages(tx, conversationId);
    return toMessage(row!);
  });
}

/** Keeps the latest ASSISTANT_MESSAGES_MAX messages of a conversation. */
async function dropOldestMessages(tx: DbOrTx, conversationId: number) {
  const latest = tx
    .select({ id: assistantMessages.id })
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(desc(assistantMessages.id))
    .limit(ASSISTANT_MESSAGES_MAX);
  await tx
    .delete(assistantMessages)
    .where(
      and(eq(assistantMessages.conversationId, conversationId), notInArray(assistantMessages.id, latest)),
    );
}

/** Keeps the latest used ASSISTANT_CONVERSATIONS_MAX conversations of a user. */
async function dropOldestConversations(tx: DbOrTx, userId: number) {
  const latest = tx
    .select({ id: assistantConversations.id })
    .from(assistantConversations)
    .where(eq(assistantConversations.userId, userId))
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
    .limit(ASSISTANT_CONVERSATIONS_MAX);
  await tx
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.userId, userId), notInArray(assistantConversations.id, latest)));
}
