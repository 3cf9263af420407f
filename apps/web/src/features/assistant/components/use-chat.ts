import type { AssistantMessage } from '@congdoan/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../lib/use-toast';
import { askQuestion } from '../api/ask';
import { conversationQuery, conversationsQuery } from '../api/conversations';
import { playAnswerSound } from './answer-sound';

/** The answer being written: the question it answers and the text streamed so far. */
export interface PendingAnswer {
  text: string;
}

export interface Chat {
  conversationId: number | null;
  messages: AssistantMessage[];
  pending: PendingAnswer | null;
  /** The last question's failure, in Vietnamese. */
  error: string | null;
  /** A conversation's messages are being read. */
  opening: boolean;
  ask: (question: string) => void;
  open: (conversationId: number) => void;
  /** A fresh conversation: the next question starts a new one. */
  reset: () => void;
}

const userMessage = (content: string): AssistantMessage => ({
  id: null,
  role: 'user',
  content,
  answer: null,
  createdAt: new Date().toISOString(),
});

/**
 * The conversation on screen: the messages of the one opened, the question being answered with its
 * text as it streams, and what failed. Asking sends the open conversation's id; the server answers
 * which conversation it kept the exchange in (none with autoSave off).
 */
export function useChat({ sound }: { sound: boolean }): Chat {
  const client = useQueryClient();
  const [conversationId, setConversationId] = useState<number | null>(null);
  const [messages, setMessages] = useState<AssistantMessage[]>([]);
  const [pending, setPending] = useState<PendingAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const soundOn = useRef(sound);
  soundOn.current = sound;

  useEffect(() => () => abort.current?.abort(), []);

  const ask = useCallback(
    (question: string) => {
      const text = question.trim();
      if (!text || abort.current) return;
      const controller = new AbortController();
      abort.current = controller;
      setError(null);
      setMessages((list) => [...list, userMessage(text)]);
      setPending({ text: '' });
      askQuestion(
        { question: text, conversationId: conversationId ?? undefined },
        (event) => {
          if (controller.signal.aborted) return;
          switch (event.type) {
            case 'start':
              setConversationId(event.conversationId);
              return;
            case 'delta':
              setPending((p) => ({ text: (p?.text ?? '') + event.text }));
              return;
            case 'answer':
              setPending(null);
              setMessages((list) => [...list, event.message]);
              if (soundOn.current) playAnswerSound();
              return;
            case 'error':
              setPending(null);
              setError(event.message);
              return;
          }
        },
        controller.signal,
      )
        .catch((e: unknown) => {
          if (controller.signal.aborted) return;
          setPending(null);
          setError(messageOf(e));
        })
        .finally(() => {
          if (abort.current === controller) abort.current = null;
          setPending(null);
          // the list (a new conversation, or this one moved to the top) and the detail read again
          void client.invalidateQueries({ queryKey: conversationsQuery().queryKey });
        });
    },
    [client, conversationId],
  );

  const stop = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setPending(null);
    setError(null);
  }, []);

  const open = useCallback(
    (id: number) => {
      stop();
      setConversationId(id);
      setMessages([]);
      setOpening(true);
      client
        .fetchQuery(conversationQuery(id))
        .then((detail) => setMessages(detail.messages))
        .catch((e: unknown) => setError(messageOf(e)))
        .finally(() => setOpening(false));
    },
    [client, stop],
  );

  const reset = useCallback(() => {
    stop();
    setConversationId(null);
    setMessages([]);
  }, [stop]);

  return { conversationId, messages, pending, error, opening, ask, open, reset };
}
