import type { AssistantAnswer, AssistantIntent, AssistantSlots } from '@congdoan/shared';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';

/** What answering needs besides the question: the moment it is asked (the eval fixes it). */
export interface AskContext {
  now: Date;
}

/**
 * One intent's data function: read-only, over the asker's scope, from the slots the engine (or a
 * model's tool call, validated by `slots`) gives it.
 */
export interface DataFunction {
  intent: AssistantIntent;
  /** One Vietnamese sentence of what it answers (a model's tool description). */
  description: string;
  run(db: DbOrTx, actor: Actor, slots: AssistantSlots, context: AskContext): Promise<AssistantAnswer>;
}

/**
 * Answers one question with the built-in engine: understands it (intent and slots), runs the
 * intent's data function in a read-only transaction, or searches the knowledge base.
 */
export async function answerQuestion(
  _db: DbOrTx,
  _actor: Actor,
  _question: string,
  _context: AskContext,
): Promise<AssistantAnswer> {
  throw new Error('not yet');
}
