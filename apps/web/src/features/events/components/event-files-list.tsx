import {
  DeleteOutlined,
  DownloadOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileWordOutlined,
  FileZipOutlined,
} from '@ant-design/icons';
import type { EventDetail, EventFileItem } from '@congdoan/shared';
import { Button, Empty, Flex, Modal, Table, Tooltip, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useAppAbility } from '../../../lib/ability';
import { formatDateTime } from '../../../lib/format-date-time';
import { saveFile } from '../../../lib/save-file';
import { useToast } from '../../../lib/use-toast';
import { useDeleteEventFile } from '../api/delete-event-file';
import { downloadEventFile, useEventImage } from '../api/download-event-file';
import { extensionOf, formatFileSize } from './attachment-rules';
import './events.css';
import { KeyboardScroll } from '../../../components/keyboard-scroll';

const ICONS: Record<string, ReactNode> = {
  pdf: <FilePdfOutlined />,
  doc: <FileWordOutlined />,
  docx: <FileWordOutlined />,
  xls: <FileExcelOutlined />,
  xlsx: <FileExcelOutlined />,
  ppt: <FilePptOutlined />,
  pptx: <FilePptOutlined />,
  zip: <FileZipOutlined />,
  rar: <FileZipOutlined />,
  jpg: <FileImageOutlined />,
  jpeg: <FileImageOutlined />,
  png: <FileImageOutlined />,
  gif: <FileImageOutlined />,
};

const THUMB = 40;

/**
 * An image attachment as a thumbnail that opens large: its bytes fetched with the token (the
 * download needs it), shown by a blob URL. A plain image in a dialog rather than antd's Image,
 * whose preview machinery would be shared with pages of the first load and grow it.
 */
function ImageThumb({ eventId, file }: { eventId: number; file: EventFileItem }) {
  const image = useEventImage(eventId, file.id);
  const [url, setUrl] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!image.data) return;
    const next = URL.createObjectURL(image.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image.data]);
  if (!url) {
    return (
      <span style={{ width: THUMB, textAlign: 'center', fontSize: 20 }}>
        <FileImageOutlined />
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className="event-image-thumb"
        aria-label={`Xem ảnh ${file.originalName}`}
        onClick={() => setOpen(true)}
      >
        <img src={url} alt="" width={THUMB} height={THUMB} />
      </button>
      <Modal
        open={open}
        title={file.originalName}
        footer={null}
        onCancel={() => setOpen(false)}
        width="min(960px, 96vw)"
        centered
        destroyOnHidden
      >
        <img
          src={url}
          alt={file.originalName}
          style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }}
        />
      </Modal>
    </>
  );
}

/**
 * An event's attachments: each with its icon (images as a thumbnail that opens large), size, who
 * added it and when, its download (with the token) and, for those who may, its delete.
 */
export function EventFilesList({ event }: { event: Pick<EventDetail, 'id' | 'files' | 'coTheQuanLy'> }) {
  const ability = useAppAbility();
  const toast = useToast();
  const remove = useDeleteEventFile();
  const [modal, modalHolder] = Modal.useModal();
  const [busy, setBusy] = useState<number | null>(null);
  const canRemove = event.coTheQuanLy && ability.can('upload_file_event', 'event');

  const download = async (file: EventFileItem) => {
    setBusy(file.id);
    try {
      saveFile(await downloadEventFile(event.id, file.id, file.originalName));
    } catch (error) {
      toast.failed('Không tải được tệp', error);
    } finally {
      setBusy(null);
    }
  };

  const confirmRemove = (file: EventFileItem) =>
    modal.confirm({
      title: 'Xóa tệp đính kèm',
      content: `Xóa tệp "${file.originalName}"?`,
      okText: 'Xóa',
      okButtonProps: { danger: true },
      cancelText: 'Hủy',
      onOk: () =>
        remove.mutateAsync({ id: event.id, fileId: file.id }).then(
          () => toast.success('Đã xóa tệp đính kèm', file.originalName),
          (error: unknown) => toast.failed('Không xóa được tệp', error),
        ),
    });

  if (event.files.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có tệp đính kèm" />;
  }
  return (
    <>
      {modalHolder}
      <KeyboardScroll label="Danh sách tệp đính kèm">
        <Table<EventFileItem>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={event.files}
          scroll={{ x: 560 }}
          columns={[
            {
              title: 'Tệp',
              key: 'name',
              render: (_v, file) => (
                <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                  {file.isImage ? (
                    <ImageThumb eventId={event.id} file={file} />
                  ) : (
                    <span style={{ width: THUMB, textAlign: 'center', fontSize: 20 }}>
                      {ICONS[extensionOf(file.originalName)] ?? <FileOutlined />}
                    </span>
                  )}
                  <Typography.Text ellipsis={{ tooltip: file.originalName }} style={{ minWidth: 0 }}>
                    {file.originalName}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: 'Kích thước',
              key: 'size',
              width: 110,
              align: 'end',
              render: (_v, file) => formatFileSize(file.size),
            },
            {
              title: 'Tải lên',
              key: 'uploadedAt',
              width: 200,
              render: (_v, file) => (
                <Flex vertical>
                  <span>{formatDateTime(file.uploadedAt)}</span>
                  {file.uploadedBy && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {file.uploadedBy.fullName}
                    </Typography.Text>
                  )}
                </Flex>
              ),
            },
            {
              title: 'Thao tác',
              key: 'actions',
              width: canRemove ? 96 : 64,
              align: 'center',
              render: (_v, file) => (
                <Flex gap={2} justify="center">
                  <Tooltip title="Tải xuống">
                    <Button
                      type="text"
                      size="small"
                      icon={<DownloadOutlined />}
                      aria-label={`Tải xuống ${file.originalName}`}
                      loading={busy === file.id}
                      onClick={() => void download(file)}
                    />
                  </Tooltip>
                  {canRemove && (
                    <Tooltip title="Xóa">
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Xóa ${file.originalName}`}
                        onClick={() => confirmRemove(file)}
                      />
                    </Tooltip>
                  )}
                </Flex>
              ),
            },
          ]}
        />
      </KeyboardScroll>
    </>
  );
}
