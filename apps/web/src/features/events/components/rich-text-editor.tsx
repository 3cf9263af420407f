import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Flex, Input, Popover, Tooltip, theme } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { richTextOrEmpty } from './event-form-values';
import './events.css';

interface RichTextEditorProps {
  id?: string;
  /** HTML. */
  value?: string | undefined;
  onChange?: (html: string) => void;
  'aria-label': string;
  disabled?: boolean;
}

/** A link the editor may keep: a web or mail address (the server's sanitiser keeps no other). */
export const linkHref = (raw: string): string | null => {
  const text = raw.trim();
  if (!text) return null;
  if (/^(https?:|mailto:)/i.test(text)) return text;
  if (/^[\w.-]+\.[a-z]{2,}(\/.*)?$/i.test(text)) return `https://${text}`;
  return null;
};

function ToolButton({
  label,
  icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        // keep the selection in the text while the button is pressed
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

function LinkButton({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const url = linkHref(href);
    if (url) editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref(String(editor.getAttributes('link').href ?? ''));
      }}
      trigger="click"
      content={
        <Flex gap={8}>
          <Input
            aria-label="Địa chỉ liên kết"
            placeholder="https://…"
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              apply();
            }}
            status={href.trim() && !linkHref(href) ? 'error' : undefined}
            style={{ width: 260 }}
          />
          <Button type="primary" onClick={apply} disabled={!linkHref(href)}>
            Gắn
          </Button>
        </Flex>
      }
    >
      <Tooltip title="Gắn liên kết">
        <Button
          type="text"
          size="small"
          icon={<LinkOutlined />}
          aria-label="Gắn liên kết"
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
        />
      </Tooltip>
    </Popover>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      heading: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Flex
      gap={2}
      wrap
      align="center"
      role="toolbar"
      aria-label="Định dạng nội dung"
      className="rich-text-toolbar"
    >
      <ToolButton
        label="In đậm"
        icon={<BoldOutlined />}
        active={state.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label="In nghiêng"
        icon={<ItalicOutlined />}
        active={state.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label="Gạch chân"
        icon={<UnderlineOutlined />}
        active={state.underline}
        disabled={disabled}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        label="Gạch ngang"
        icon={<StrikethroughOutlined />}
        active={state.strike}
        disabled={disabled}
        onClick={() => chain().toggleStrike().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label="Tiêu đề mục"
        icon={<span style={{ fontWeight: 600 }}>T</span>}
        active={state.heading}
        disabled={disabled}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <ToolButton
        label="Danh sách gạch đầu dòng"
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="Danh sách đánh số"
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Divider orientation="vertical" />
      <LinkButton editor={editor} disabled={disabled} />
      <ToolButton
        label="Bỏ liên kết"
        icon={<DisconnectOutlined />}
        disabled={disabled || !state.link}
        onClick={() => chain().unsetLink().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label="Hoàn tác"
        icon={<UndoOutlined />}
        disabled={disabled || !state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label="Làm lại"
        icon={<RedoOutlined />}
        disabled={disabled || !state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </Flex>
  );
}

/**
 * Formatted text (an event's content) as HTML: bold, italic, underline, strike, section titles,
 * lists and links, with undo. The server sanitises what it receives; an editor with no text gives ''.
 * TipTap (ProseMirror) loads only with the page that uses this editor.
 */
export function RichTextEditor({ id, value, onChange, disabled = false, ...rest }: RichTextEditorProps) {
  const { token } = theme.useToken();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // The toolbar makes level 3; 2 and 4 (kept by the server, sent by the deployed clients) survive an edit.
        heading: { levels: [2, 3, 4] },
        // the server keeps no <hr>
        horizontalRule: false,
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value ?? '',
    editable: !disabled,
    // created after the first render: no editor during a server render
    immediatelyRender: false,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': rest['aria-label'],
        class: 'rich-text-content',
      },
    },
    onUpdate: ({ editor: e }) => onChange?.(richTextOrEmpty(e.getHTML())),
  });

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div
      className="rich-text-editor"
      style={{
        ['--rich-text-border' as string]: token.colorBorder,
        borderRadius: token.borderRadius,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        color: token.colorText,
        ['--rich-text-focus' as string]: token.colorPrimary,
        ['--rich-text-divider' as string]: token.colorSplit,
      }}
    >
      {editor ? (
        <>
          <Toolbar editor={editor} disabled={disabled} />
          <EditorContent editor={editor} />
        </>
      ) : (
        <div className="rich-text-placeholder" style={{ minHeight: 220 }} />
      )}
    </div>
  );
}
