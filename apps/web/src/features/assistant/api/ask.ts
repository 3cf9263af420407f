import type { AssistantAskBody, AssistantStreamEvent } from '@congdoan/shared';
import { api } from '../../../lib/api';
import { readNdjson } from './ndjson';

/** Said when the stream ends without an answer (the connection dropped midway). */
export const STREAM_CUT_MESSAGE = 'Câu trả lời bị gián đoạn. Vui lòng hỏi lại.';

/**
 * POST assistant/ask: the answer streams back as ndjson events (start, delta…, answer | error),
 * each handed to `onEvent` as it arrives. Sent through the one API client, so the token travels and
 * is refreshed like any request's; a refusal before the stream (400, 404, 429) rejects with the
 * server's Vietnamese message, and a stream that ends without its answer ends with an error event.
 */
export async function askQuestion(
  body: AssistantAskBody,
  onEvent: (event: AssistantStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await api.open('assistant/ask', { method: 'POST', body, signal });
  if (!response.body) {
    onEvent({ type: 'error', message: STREAM_CUT_MESSAGE });
    return;
  }
  let finished = false;
  await readNdjson<AssistantStreamEvent>(response.body, (event) => {
    if (event.type === 'answer' || event.type === 'error') finished = true;
    onEvent(event);
  });
  if (!finished) onEvent({ type: 'error', message: STREAM_CUT_MESSAGE });
}
