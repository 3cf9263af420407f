import { ASSISTANT_DEFAULT_SETTINGS, type AssistantSettings } from '@congdoan/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT } from '../../../lib/query-keys';

/** GET assistant/settings: the user's chat settings (the defaults until they change one). */
export const getAssistantSettings = (signal?: AbortSignal) =>
  api.get<AssistantSettings>('assistant/settings', { signal });

export const assistantSettingsQuery = () =>
  queryOptions({
    queryKey: [...ROOT.assistant, 'settings'],
    queryFn: ({ signal }) => getAssistantSettings(signal),
  });

/** The settings, the defaults while they load (or if they cannot be read). */
export function useAssistantSettings(): AssistantSettings {
  return useQuery(assistantSettingsQuery()).data ?? ASSISTANT_DEFAULT_SETTINGS;
}

/** PUT assistant/settings: only the fields given change. */
export const saveAssistantSettings = (patch: Partial<AssistantSettings>) =>
  api.put<AssistantSettings>('assistant/settings', patch);

/**
 * Saves a change optimistically: the switch moves at once, and moves back (the error is the
 * caller's to show) when the server refuses it.
 */
export function useSaveAssistantSettings() {
  const client = useQueryClient();
  const { queryKey } = assistantSettingsQuery();
  return useMutation({
    mutationFn: saveAssistantSettings,
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, { ...ASSISTANT_DEFAULT_SETTINGS, ...before, ...patch });
      return { before };
    },
    onError: (_error, _patch, context) => client.setQueryData(queryKey, context?.before),
    onSuccess: (saved) => client.setQueryData(queryKey, saved),
  });
}
