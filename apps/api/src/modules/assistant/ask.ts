import {
  type AssistantAnswer,
  type AssistantAskBody,
  type AssistantStreamEvent,
  ERRORS,
} from '@congdoan/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loggableError } from '../../db/loggable-error.js';
import { answerQuestion } from '../../domain/assistant/engine.js';
import { answerWithModel } from '../../domain/assistant/model.js';
import { AppError } from '../../errors.js';
import { chatModelOf } from '../../llm/chat.js';
import { actorOf } from '../../plugins/auth.js';
import type { Services } from '../../services.js';
import { conversationOrFail, recentMessages } from './conversations/repository.js';
import { keepAnswer, keepQuestion } from './service.js';
import { settingsOf } from './settings/repository.js';
import { countUnanswered } from './unanswered/service.js';

/** Questions a user may ask per minute. */
export const QUESTIONS_PER_MINUTE = 30;
/** The messages of the conversation a model is given as its history. */
const HISTORY_MESSAGES = 10;
/** The built-in engine's answer is written a few words at a time, a moment apart, so it streams too. */
const WORDS_PER_DELTA = 4;
const DELTA_PAUSE_MS = 15;

/** The text in pieces of a few words; joined, they are the text again. */
export function deltasOf(text: string): string[] {
  const words = text.split(/(?<=\s)(?=\S)/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_DELTA)
    out.push(words.slice(i, i + WORDS_PER_DELTA).join(''));
  return out;
}

/**
 * POST assistant/ask: everything that can refuse the question (too many, another user's
 * conversation) answers as JSON before the stream starts; then `application/x-ndjson`, one
 * AssistantStreamEvent a line — start, deltas of the text, the answer (or an error). The reply is
 * written to the socket as it goes (hijacked, so no compression holds it back), the way the
 * notifications' event stream is.
 */
export async function ask(
  { db, limiter, config }: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  body: AssistantAskBody,
): Promise<void> {
  const actor = actorOf(request);
  const window = await limiter.take(`assistant:ask:${actor.userId}`, QUESTIONS_PER_MINUTE, 60_000);
  if (!window.allowed) throw new AppError('assistant_too_many_questions');
  const given = body.conversationId ?? null;
  if (given !== null) await conversationOrFail(db, actor.userId, given);
  const { autoSave } = await settingsOf(db, actor.userId);
  const history = given === null ? [] : await recentMessages(db, given, HISTORY_MESSAGES);
  const conversationId = autoSave ? await keepQuestion(db, request, body.question, given) : null;

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // nginx and the like: pass the lines on as they come
    'x-accel-buffering': 'no',
  });
  let open = true;
  res.on('close', () => {
    open = false;
  });
  const send = (event: AssistantStreamEvent) => {
    if (open) res.write(`${JSON.stringify(event)}\n`);
  };

  try {
    send({ type: 'start', conversationId });
    const now = new Date();
    const model = chatModelOf(config);
    let answer: AssistantAnswer;
    if (model) {
      answer = await answerWithModel(db, actor, body.question, { now, history }, model, (text) =>
        send({ type: 'delta', text }),
      );
    } else {
      answer = await answerQuestion(db, actor, body.question, { now });
      for (const [i, text] of deltasOf(answer.text).entries()) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, DELTA_PAUSE_MS));
        send({ type: 'delta', text });
      }
    }
    if (answer.intent === 'unknown') await countUnanswered(db, body.question, now);
    send({ type: 'answer', message: await keepAnswer(db, request, conversationId, answer) });
  } catch (error) {
    request.log.error({ err: loggableError(error) }, 'assistant answer');
    const message = error instanceof AppError ? error.message : ERRORS.internal_error.message;
    send({ type: 'error', message });
  } finally {
    res.end();
  }
}
