import type { AssistantConversation } from '@congdoan/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.js';
import { assistantConversations } from '../../../db/schema/index.js';
import { AppError } from '../../../errors.js';
import { actorOf } from '../../../plugins/auth.js';
import { writeTransaction } from '../../../write/transaction.js';
import { conversationOrFail } from './repository.js';

/** PUT assistant/conversations: renames one of the caller's conversations. */
export async function renameConversation(
  db: Db,
  request: FastifyRequest,
  body: { id: number; title: string },
): Promise<AssistantConversation> {
  const { userId } = actorOf(request);
  await writeTransaction(db, request, async ({ tx }) => {
    const [renamed] = await tx
      .update(assistantConversations)
      .set({ title: body.title })
      .where(and(eq(assistantConversations.id, body.id), eq(assistantConversations.userId, userId)))
      .returning({ id: assistantConversations.id });
    if (!renamed) throw new AppError('assistant_conversation_not_found');
  });
  return conversationOrFail(db, userId, body.id);
}

/** DELETE assistant/conversations: one of the caller's conversations, with its messages. */
export async function deleteConversation(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const { userId } = actorOf(request);
  await writeTransaction(db, request, async ({ tx }) => {
    const [deleted] = await tx
      .delete(assistantConversations)
      .where(and(eq(assistantConversations.id, id), eq(assistantConversations.userId, userId)))
      .returning({ id: assistantConversations.id });
    if (!deleted) throw new AppError('assistant_conversation_not_found');
  });
}

/** DELETE assistant/conversations/all: every conversation of the caller; answers how many went. */
export async function deleteAllConversations(db: Db, request: FastifyRequest): Promise<number> {
  const { userId } = actorOf(request);
  return writeTransaction(db, request, async ({ tx }) => {
    const deleted = await tx
      .delete(assistantConversations)
      .where(eq(assistantConversations.userId, userId))
      .returning({ id: assistantConversations.id });
    return deleted.length;
  });
}
