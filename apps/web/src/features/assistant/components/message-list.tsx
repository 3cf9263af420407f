import type { AssistantMessage } from '@congdoan/shared';
import { Alert, Flex, Spin, Typography } from 'antd';
import { formatMessageTime } from '../../../lib/format-date-time';
import { AnswerView } from './answer-view';
import type { PendingAnswer } from './use-chat';

export interface MessageListProps {
  messages: readonly AssistantMessage[];
  pending: PendingAnswer | null;
  error: string | null;
  onAsk: (question: string) => void;
  now?: Date;
}

function Time({ iso, now }: { iso: string; now?: Date }) {
  return (
    <Typography.Text type="secondary" className="assistant-time">
      <time dateTime={iso}>{formatMessageTime(iso, now)}</time>
    </Typography.Text>
  );
}

/**
 * The conversation: the user's questions on the right, the answers on the left, each with its time;
 * the answer being written shows its text as it streams, and a failure its Vietnamese message.
 */
export function MessageList({ messages, pending, error, onAsk, now }: MessageListProps) {
  const lastAnswer = messages.findLastIndex((m) => m.role === 'assistant');
  const busy = pending !== null;
  return (
    <div role="log" aria-label="Các tin nhắn" className="assistant-messages">
      {messages.map((message, index) => (
        <article
          // messages of an unsaved conversation have no id; their place in it does not change
          key={message.id ?? `n${index}`}
          aria-label={message.role === 'user' ? 'Bạn hỏi' : 'Trợ lý trả lời'}
          className={`assistant-message assistant-message-${message.role}`}
        >
          {message.role === 'user' ? (
            <div className="assistant-bubble">
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {message.content}
              </Typography.Paragraph>
            </div>
          ) : (
            <div className="assistant-bubble">
              {message.answer ? (
                <AnswerView answer={message.answer} last={index === lastAnswer} busy={busy} onAsk={onAsk} />
              ) : (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {message.content}
                </Typography.Paragraph>
              )}
            </div>
          )}
          <Time iso={message.createdAt} now={now} />
        </article>
      ))}
      {pending && (
        <article aria-label="Trợ lý đang trả lời" className="assistant-message assistant-message-assistant">
          <div className="assistant-bubble" aria-busy="true">
            <Flex gap={8} align="start">
              <Spin size="small" />
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {pending.text || 'Đang trả lời…'}
              </Typography.Paragraph>
            </Flex>
          </div>
        </article>
      )}
      {error && <Alert type="error" showIcon title={error} className="assistant-error" />}
    </div>
  );
}
