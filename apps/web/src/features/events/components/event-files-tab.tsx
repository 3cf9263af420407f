import { CloudUploadOutlined } from '@ant-design/icons';
import type { EventDetail } from '@congdoan/shared';
import { Alert, Button, Card, Flex, Progress, type UploadFile } from 'antd';
import { useState } from 'react';
import { useAppAbility } from '../../../lib/ability';
import { useToast } from '../../../lib/use-toast';
import { useUploadEventFiles } from '../api/upload-event-files';
import { AttachmentPicker } from './attachment-picker';
import { EventFilesList } from './event-files-list';

/** 'Tệp đính kèm' of an event: its files, and for those who may (upload_file_event) more of them. */
export function EventFilesTab({ event }: { event: EventDetail }) {
  const ability = useAppAbility();
  const toast = useToast();
  const upload = useUploadEventFiles();
  const [chosen, setChosen] = useState<UploadFile[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const canUpload = event.coTheQuanLy && ability.can('upload_file_event', 'event');

  const send = () => {
    const files = chosen.flatMap((f) => (f.originFileObj ? [f.originFileObj as File] : []));
    if (files.length === 0) return;
    setPercent(0);
    upload.mutate(
      { id: event.id, files, onProgress: setPercent },
      {
        onSuccess: () => {
          toast.success(`Đã tải lên ${files.length} tệp`);
          setChosen([]);
        },
        onSettled: () => setPercent(null),
      },
    );
  };

  return (
    <Flex vertical gap={16}>
      <EventFilesList event={event} />
      {canUpload && (
        <Card size="small" title="Thêm tệp đính kèm">
          <Flex vertical gap={8}>
            {upload.isError && <Alert type="error" showIcon title={upload.error.message} />}
            <AttachmentPicker
              value={chosen}
              onChange={setChosen}
              existing={event.files.length}
              disabled={upload.isPending}
            />
            {percent !== null && <Progress percent={percent} size="small" aria-label="Tiến độ tải tệp lên" />}
            <Button
              type="primary"
              icon={<CloudUploadOutlined />}
              disabled={chosen.length === 0}
              loading={upload.isPending}
              onClick={send}
              style={{ alignSelf: 'flex-start' }}
            >
              Tải lên
            </Button>
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
