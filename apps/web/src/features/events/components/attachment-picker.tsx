import { UploadOutlined } from '@ant-design/icons';
import { EVENT_FILE_EXTENSIONS, EVENT_FILE_SIZE_MAX, EVENT_FILES_MAX } from '@congdoan/shared';
import { Alert, Button, Flex, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { acceptInDialog } from '../../../lib/upload-accept';
import { EVENT_FILE_ACCEPT, pickAttachments } from './attachment-rules';

interface AttachmentPickerProps {
  id?: string;
  value?: UploadFile[] | undefined;
  onChange?: (files: UploadFile[]) => void;
  /** How many attachments the event has already (the 10 count them too). */
  existing: number;
  disabled?: boolean;
}

/**
 * Files to attach, checked here as the server will (count, size, extension) with its words; they go
 * with the form (or the page's upload button), never on their own.
 */
export function AttachmentPicker({ id, value = [], onChange, existing, disabled }: AttachmentPickerProps) {
  const [problems, setProblems] = useState<string[]>([]);
  const full = existing + value.length >= EVENT_FILES_MAX;
  return (
    <Flex vertical gap={8}>
      <Upload
        multiple
        accept={acceptInDialog(EVENT_FILE_ACCEPT)}
        fileList={value}
        disabled={disabled}
        // nothing is sent on its own: the files go with the form
        beforeUpload={() => false}
        onChange={({ fileList }) => {
          const { kept, problems: found } = pickAttachments(
            value,
            fileList.filter((f) => !value.some((v) => v.uid === f.uid)),
            existing,
          );
          // a removal: the list as antd gives it
          const next = fileList.length < value.length ? fileList : kept;
          setProblems(fileList.length < value.length ? [] : found);
          onChange?.(next);
        }}
      >
        <Button id={id} icon={<UploadOutlined />} disabled={disabled || full}>
          Chọn tệp
        </Button>
      </Upload>
      <Typography.Text type="secondary">
        Tối đa {EVENT_FILES_MAX} tệp, mỗi tệp không quá {EVENT_FILE_SIZE_MAX / (1024 * 1024)} MB; định dạng:{' '}
        {EVENT_FILE_EXTENSIONS.join(', ')}.
      </Typography.Text>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={problems.length === 1 ? problems[0] : 'Một số tệp không được chọn'}
          description={
            problems.length > 1 ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : undefined
          }
          closable={{ 'aria-label': 'Đóng' }}
          onClose={() => setProblems([])}
        />
      )}
    </Flex>
  );
}
