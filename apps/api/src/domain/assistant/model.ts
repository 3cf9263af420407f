import type { AssistantAnswer } from '@congdoan/shared';
import type { Actor } from '../../actor.js';
import type { DbOrTx } from '../../db/client.js';
import type { ChatModel } from '../../llm/chat.js';
import type { AskContext } from './engine.js';

export interface ModelContext extends AskContext {
  /** The conversation so far (questions and answers' text), oldest first. */
  history: { role: 'user' | 'assistant'; content: string }[];
}

/**
 * Answers with the configured model: it phrases the answer from the figures the data functions
 * computed and the passages retrieved, and may call the data functions as tools (their arguments
 * validated like any request). Only aggregates and passages are sent, never member records.
 * `onDelta` receives the answer's text as it streams.
 */
export async function answerWithModel(
  _db: DbOrTx,
  _actor: Actor,
  _question: string,
  _context: ModelContext,
  _model: ChatModel,
  _onDelta: (text: string) => void,
): Promise<AssistantAnswer> {
  throw new Error('not yet');
}
