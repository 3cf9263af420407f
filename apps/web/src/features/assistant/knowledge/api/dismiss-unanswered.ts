import { api } from '../../../../lib/api';
import { useWrite } from '../../../../lib/query-keys';

/** DELETE assistant/unanswered?id=: the question is dismissed (asked again, it is counted anew). */
export const dismissUnanswered = (id: number) =>
  api.delete<unknown>('assistant/unanswered', { query: { id } });

export const useDismissUnanswered = () => useWrite('knowledge', dismissUnanswered);
