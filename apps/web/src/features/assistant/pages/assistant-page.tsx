import { MessageOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Drawer, Flex, Typography, theme } from 'antd';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { antdThemeFor } from '../../../lib/antd-theme';
import { useBelowWidth } from '../../../lib/use-below-width';
import { useSessionUser } from '../../../lib/use-session-user';
import { useAssistantSettings } from '../api/settings';
import { useSuggestions } from '../api/suggestions';
import { ChatSettings } from '../components/chat-settings';
import { ConversationList } from '../components/conversation-list';
import { MessageList } from '../components/message-list';
import { QuestionInput } from '../components/question-input';
import { StartPanel } from '../components/start-panel';
import { useChat } from '../components/use-chat';
import '../components/assistant.css';

/** Below this width the conversations move into a drawer. */
const SIDE_LIST_MIN_PX = 992;

export const MODEL_NOT_CONFIGURED = 'Mô hình ngôn ngữ: Chưa cấu hình — trợ lý trả lời bằng bộ máy tích hợp.';

/** The chat's own colours (its light or dark setting), whatever the app's skin. */
function ChatSurface({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label="Khung trò chuyện"
      className="assistant-chat"
      style={{
        background: token.colorBgContainer,
        color: token.colorText,
        borderColor: token.colorBorderSecondary,
      }}
    >
      {children}
    </section>
  );
}

/**
 * Trợ lý AI (/trade-union/ai-chatbot): the user's conversations on the left (a drawer on phones), the
 * open one in the middle with its answers streaming in, the question box under it; an empty
 * conversation greets and offers the questions for the user's role and the FAQ to browse.
 */
export function AssistantPage() {
  const settings = useAssistantSettings();
  const suggestions = useSuggestions();
  const user = useSessionUser();
  const chat = useChat({ sound: settings.sound });
  const narrow = useBelowWidth(SIDE_LIST_MIN_PX);
  const [drawer, setDrawer] = useState(false);
  const chatTheme = useMemo(() => ({ ...antdThemeFor(settings.theme), inherit: false }), [settings.theme]);
  const body = useRef<HTMLDivElement>(null);

  // the newest message (or the answer as it streams) stays in view
  const shown = chat.messages.length + (chat.pending?.text.length ?? 0);
  useEffect(() => {
    const box = body.current;
    if (shown > 0 && box) box.scrollTop = box.scrollHeight;
  }, [shown]);

  const open = (id: number) => {
    setDrawer(false);
    chat.open(id);
  };
  const startNew = () => {
    setDrawer(false);
    chat.reset();
  };
  const list = (
    <ConversationList
      autoSave={settings.autoSave}
      currentId={chat.conversationId}
      onOpen={open}
      onNew={startNew}
    />
  );
  const busy = chat.pending !== null;
  const empty = chat.messages.length === 0 && !busy && !chat.opening;
  const name = user?.fullName.split(' ').at(-1);

  return (
    <div className="assistant-page">
      {narrow ? (
        <Drawer
          title="Cuộc trò chuyện"
          placement="left"
          open={drawer}
          onClose={() => setDrawer(false)}
          width={320}
        >
          {list}
        </Drawer>
      ) : (
        <aside className="assistant-side">{list}</aside>
      )}
      <ConfigProvider theme={chatTheme}>
        <ChatSurface>
          <Flex className="assistant-chat-head" justify="space-between" align="center" gap={8} wrap>
            <Flex gap={8} align="center">
              {narrow && (
                <Button icon={<MessageOutlined />} onClick={() => setDrawer(true)}>
                  Cuộc trò chuyện
                </Button>
              )}
            </Flex>
            <ChatSettings settings={settings} compact={narrow} />
          </Flex>
          {suggestions.data?.modelConfigured === false && (
            <Typography.Text type="secondary" className="assistant-model-note">
              {MODEL_NOT_CONFIGURED}
            </Typography.Text>
          )}
          <div className="assistant-chat-body" ref={body}>
            {empty ? (
              <StartPanel
                greeting={name ? `Xin chào ${name}!` : 'Xin chào!'}
                intro={suggestions.data?.intro ?? ''}
                questions={suggestions.data?.questions ?? []}
                onAsk={chat.ask}
              />
            ) : (
              <MessageList
                messages={chat.messages}
                pending={chat.pending}
                error={chat.error}
                onAsk={chat.ask}
              />
            )}
            {empty && chat.error && (
              <MessageList messages={[]} pending={null} error={chat.error} onAsk={chat.ask} />
            )}
          </div>
          <QuestionInput busy={busy} onAsk={chat.ask} />
        </ChatSurface>
      </ConfigProvider>
    </div>
  );
}
