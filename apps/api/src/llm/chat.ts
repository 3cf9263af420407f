import type { Config } from '../config.js';

/**
 * An OpenAI-compatible chat endpoint (ASSISTANT_LLM_URL, ASSISTANT_LLM_KEY, ASSISTANT_LLM_MODEL);
 * knows nothing of unions. Null when it is not configured: the product then says 'Chưa cấu hình'.
 */
export interface ChatModel {
  readonly model: string;
}

export function chatModelOf(_config: Config): ChatModel | null {
  return null;
}
