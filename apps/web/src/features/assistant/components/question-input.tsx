import { SendOutlined } from '@ant-design/icons';
import { ASSISTANT_QUESTION_MAX } from '@congdoan/shared';
import { Button, Flex, type GetRef, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';

export interface QuestionInputProps {
  busy: boolean;
  onAsk: (question: string) => void;
}

/** The question box: Enter sends, Shift+Enter starts a new line; closed while an answer is written. */
export function QuestionInput({ busy, onAsk }: QuestionInputProps) {
  const [text, setText] = useState('');
  const box = useRef<GetRef<typeof Input.TextArea>>(null);
  const wasBusy = useRef(busy);
  // the box is closed while an answer is written: the cursor comes back to it for the next question
  useEffect(() => {
    if (wasBusy.current && !busy) box.current?.focus();
    wasBusy.current = busy;
  }, [busy]);
  const send = () => {
    if (busy || !text.trim()) return;
    onAsk(text);
    setText('');
  };
  return (
    <div className="assistant-input">
      <label htmlFor="assistant-question" className="assistant-input-label">
        Câu hỏi
      </label>
      <Flex gap={8} align="end">
        <Input.TextArea
          id="assistant-question"
          ref={box}
          aria-label="Câu hỏi"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            send();
          }}
          autoSize={{ minRows: 1, maxRows: 6 }}
          maxLength={ASSISTANT_QUESTION_MAX}
          showCount
          disabled={busy}
          placeholder="Nhập câu hỏi (Enter để gửi, Shift+Enter để xuống dòng)"
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={send}
          disabled={busy || !text.trim()}
          loading={busy}
        >
          Gửi
        </Button>
      </Flex>
    </div>
  );
}
