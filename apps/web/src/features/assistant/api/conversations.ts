import type { AssistantConversation, AssistantConversationDetail } from '@congdoan/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ROOT, useWrite } from '../../../lib/query-keys';

/** GET assistant/conversations: the user's own, newest first. */
export const listConversations = (signal?: AbortSignal) =>
  api.get<AssistantConversation[]>('assistant/conversations', { signal });

export const conversationsQuery = () =>
  queryOptions({
    queryKey: [...ROOT.assistant, 'conversations'],
    queryFn: ({ signal }) => listConversations(signal),
  });

export const useConversations = (enabled: boolean) => useQuery({ ...conversationsQuery(), enabled });

/** GET assistant/conversations/detail: one conversation with its messages. */
export const getConversation = (id: number, signal?: AbortSignal) =>
  api.get<AssistantConversationDetail>('assistant/conversations/detail', { query: { id }, signal });

export const conversationQuery = (id: number) =>
  queryOptions({
    queryKey: [...ROOT.assistant, 'conversations', 'detail', id],
    queryFn: ({ signal }) => getConversation(id, signal),
  });

/** PUT assistant/conversations: a new title. */
export const renameConversation = (body: { id: number; title: string }) =>
  api.put<AssistantConversation>('assistant/conversations', body);
export const useRenameConversation = () => useWrite('assistantConversation', renameConversation);

/** DELETE assistant/conversations?id=: one conversation and its messages. */
export const deleteConversation = (id: number) =>
  api.delete<{ success: true }>('assistant/conversations', { query: { id } });
export const useDeleteConversation = () => useWrite('assistantConversation', deleteConversation);

/** DELETE assistant/conversations/all: every conversation of the user. */
export const deleteAllConversations = () => api.delete<{ success: true }>('assistant/conversations/all');
export const useDeleteAllConversations = () => useWrite('assistantConversation', deleteAllConversations);
