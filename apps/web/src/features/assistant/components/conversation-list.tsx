import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ASSISTANT_TITLE_MAX, type AssistantConversation } from '@congdoan/shared';
import { Alert, Button, Empty, Flex, Input, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { CONFIRM_DEFAULTS } from '../../../components/row-actions';
import { formatMessageTime } from '../../../lib/format-date-time';
import { useToast } from '../../../lib/use-toast';
import {
  useConversations,
  useDeleteAllConversations,
  useDeleteConversation,
  useRenameConversation,
} from '../api/conversations';

export interface ConversationListProps {
  autoSave: boolean;
  /** The conversation on screen. */
  currentId: number | null;
  onOpen: (id: number) => void;
  onNew: () => void;
}

function RenameDialog({
  conversation,
  onClose,
}: {
  conversation: AssistantConversation | null;
  onClose: () => void;
}) {
  const rename = useRenameConversation();
  const toast = useToast();
  const [title, setTitle] = useState('');
  const save = () =>
    conversation &&
    rename.mutate(
      { id: conversation.id, title },
      {
        onSuccess: () => {
          toast.success('Đã đổi tên cuộc trò chuyện');
          onClose();
        },
        onError: (error) => toast.failed('Đổi tên thất bại', error),
      },
    );
  return (
    <Modal
      open={conversation !== null}
      title="Đổi tên cuộc trò chuyện"
      okText="Lưu"
      cancelText="Hủy"
      onOk={save}
      onCancel={onClose}
      okButtonProps={{ disabled: !title.trim(), loading: rename.isPending }}
      afterOpenChange={(open) => open && setTitle(conversation?.title ?? '')}
      destroyOnHidden
    >
      <label htmlFor="assistant-rename">Tên cuộc trò chuyện</label>
      <Input
        id="assistant-rename"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        onPressEnter={save}
        maxLength={ASSISTANT_TITLE_MAX}
        showCount
      />
    </Modal>
  );
}

/**
 * The user's conversations, newest first: open one, start a new one, rename, delete one or all (each
 * deletion confirmed). With autoSave off nothing asked is kept, which the panel says instead.
 */
export function ConversationList({ autoSave, currentId, onOpen, onNew }: ConversationListProps) {
  const conversations = useConversations(autoSave);
  const remove = useDeleteConversation();
  const removeAll = useDeleteAllConversations();
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const [renaming, setRenaming] = useState<AssistantConversation | null>(null);
  const list = conversations.data ?? [];

  const confirmDelete = (conversation: AssistantConversation) =>
    modal.confirm({
      ...CONFIRM_DEFAULTS,
      title: 'Xóa cuộc trò chuyện?',
      content: `«${conversation.title}» và các tin nhắn của nó sẽ bị xóa.`,
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(conversation.id)
          .then(() => {
            if (conversation.id === currentId) onNew();
            toast.success('Đã xóa cuộc trò chuyện');
          })
          .catch((error: unknown) => toast.failed('Xóa thất bại', error)),
    });

  const confirmDeleteAll = () =>
    modal.confirm({
      ...CONFIRM_DEFAULTS,
      title: 'Xóa tất cả cuộc trò chuyện?',
      content: `${list.length} cuộc trò chuyện và mọi tin nhắn của chúng sẽ bị xóa.`,
      okButtonProps: { danger: true },
      onOk: () =>
        removeAll
          .mutateAsync()
          .then(() => {
            onNew();
            toast.success('Đã xóa tất cả cuộc trò chuyện');
          })
          .catch((error: unknown) => toast.failed('Xóa thất bại', error)),
    });

  return (
    <nav aria-label="Cuộc trò chuyện" className="assistant-conversations">
      {modalHolder}
      <Button type="primary" icon={<PlusOutlined />} block onClick={onNew}>
        Cuộc trò chuyện mới
      </Button>
      {!autoSave && (
        <Alert
          type="info"
          showIcon
          title="Lưu tự động đang tắt"
          description="Câu hỏi và câu trả lời không được lưu lại. Bật lại trong «Cài đặt trò chuyện» để giữ các cuộc trò chuyện."
        />
      )}
      {autoSave && conversations.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {autoSave && conversations.isError && (
        <Alert type="error" showIcon title={conversations.error.message} />
      )}
      {autoSave && conversations.isSuccess && list.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có cuộc trò chuyện nào" />
      )}
      {autoSave && list.length > 0 && (
        <>
          <ul className="assistant-conversation-items">
            {list.map((conversation) => (
              <li
                key={conversation.id}
                className={conversation.id === currentId ? 'assistant-conversation-current' : undefined}
              >
                <button
                  type="button"
                  className="assistant-conversation-open"
                  aria-current={conversation.id === currentId ? 'true' : undefined}
                  onClick={() => onOpen(conversation.id)}
                >
                  <Typography.Text ellipsis className="assistant-conversation-title">
                    {conversation.title}
                  </Typography.Text>
                  <Typography.Text type="secondary" className="assistant-time">
                    {formatMessageTime(conversation.updatedAt)}
                  </Typography.Text>
                </button>
                <Flex>
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`Đổi tên ${conversation.title}`}
                    onClick={() => setRenaming(conversation)}
                  />
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Xóa ${conversation.title}`}
                    onClick={() => confirmDelete(conversation)}
                  />
                </Flex>
              </li>
            ))}
          </ul>
          <Button danger block icon={<DeleteOutlined />} onClick={confirmDeleteAll}>
            Xóa tất cả
          </Button>
        </>
      )}
      <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} />
    </nav>
  );
}
