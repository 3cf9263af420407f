import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** The answer's shape, `assistantSuggestions` of packages/shared (zod stays out of the web app). */
export interface AssistantSuggestions {
  intro: string;
  questions: string[];
  modelConfigured: boolean;
}

/** GET assistant/suggestions: starter questions for the user's role, and whether a model is set up. */
export const getSuggestions = (signal?: AbortSignal) =>
  api.get<AssistantSuggestions>('assistant/suggestions', { signal });

export const suggestionsQuery = () =>
  queryOptions({
    queryKey: [...ROOT.assistant, 'suggestions'],
    queryFn: ({ signal }) => getSuggestions(signal),
  });

export const useSuggestions = () => useQuery(suggestionsQuery());
