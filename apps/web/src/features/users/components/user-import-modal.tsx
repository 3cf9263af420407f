import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import type { ImportRowError, UserImportResult } from '@congdoan/shared';
import { Alert, Button, Flex, Modal, Progress, Table, type TableColumnsType, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../lib/use-toast';
import { downloadUserImportErrors, downloadUserImportTemplate, useImportUsers } from '../api/import-users';
import { fileProblem, importErrorsOf, importSummary } from './import-outcome';
import { saveFile } from './save-file';

type ErrorRow = ImportRowError & { key: number };

const errorColumns: TableColumnsType<ErrorRow> = [
  { title: 'Dòng', dataIndex: 'row', key: 'row', width: 80, align: 'center' },
  { title: 'Cột', dataIndex: 'column', key: 'column', width: 180 },
  { title: 'Lỗi', dataIndex: 'message', key: 'message' },
];

type Outcome =
  | { kind: 'done'; result: UserImportResult }
  | { kind: 'rows'; message: string; errors: ImportRowError[] }
  | { kind: 'refused'; message: string };

/** Import users from a workbook: template, upload with progress, then a summary or the row errors. */
export function UserImportModal({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const importUsers = useImportUsers();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState<'template' | 'errors' | null>(null);

  const choose = (chosen: File) => {
    const problem = fileProblem(chosen);
    setOutcome(problem ? { kind: 'refused', message: problem } : null);
    setFile(problem ? null : chosen);
    setPercent(null);
  };

  const download = async (which: 'template' | 'errors') => {
    setBusy(which);
    try {
      saveFile(
        which === 'template' ? await downloadUserImportTemplate() : await downloadUserImportErrors(file!),
      );
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(null);
    }
  };

  const submit = () => {
    if (!file) return;
    setOutcome(null);
    setPercent(0);
    importUsers.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: (result) => {
          setOutcome({ kind: 'done', result });
          toast.success(importSummary(result));
        },
        onError: (error) => {
          const errors = importErrorsOf(error);
          setOutcome(
            errors
              ? { kind: 'rows', message: error.message, errors }
              : { kind: 'refused', message: error.message },
          );
        },
        onSettled: () => setPercent(null),
      },
    );
  };

  const sending = importUsers.isPending;
  return (
    <Modal
      open
      title="Nhập người dùng từ Excel"
      width={820}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={!sending}
      footer={[
        <Button key="close" onClick={onClose} disabled={sending}>
          Đóng
        </Button>,
        <Button
          key="import"
          type="primary"
          icon={<UploadOutlined />}
          disabled={!file || outcome?.kind === 'done'}
          loading={sending}
          onClick={submit}
        >
          Nhập dữ liệu
        </Button>,
      ]}
    >
      <Flex vertical gap={16}>
        <Flex align="center" justify="space-between" gap={12} wrap>
          <Typography.Text type="secondary">
            Điền từ dòng 3 của file mẫu. Có dòng lỗi thì không dòng nào được ghi; nhập lại cùng một file không
            tạo trùng.
          </Typography.Text>
          <Button
            icon={<DownloadOutlined />}
            loading={busy === 'template'}
            onClick={() => void download('template')}
          >
            Tải file mẫu
          </Button>
        </Flex>
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          multiple={false}
          disabled={sending}
          fileList={file ? [{ uid: 'file', name: file.name, size: file.size, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            choose(chosen);
            return false; // sent on 'Nhập dữ liệu', not on choice
          }}
          onRemove={() => {
            setFile(null);
            setOutcome(null);
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">Kéo thả hoặc bấm để chọn file Excel (.xlsx)</p>
          <p className="ant-upload-hint">Một file, tối đa 5 MB và 10.000 dòng</p>
        </Upload.Dragger>
        {percent !== null && (
          <div>
            <Progress percent={percent} status="active" />
            <Typography.Text type="secondary">
              {percent < 100 ? 'Đang tải file lên…' : 'Đang kiểm tra và ghi dữ liệu, vui lòng chờ…'}
            </Typography.Text>
          </div>
        )}
        {outcome?.kind === 'done' && <Alert type="success" showIcon title={importSummary(outcome.result)} />}
        {outcome?.kind === 'refused' && <Alert type="error" showIcon title={outcome.message} />}
        {outcome?.kind === 'rows' && (
          <>
            <Alert
              type="error"
              showIcon
              title={outcome.message}
              description="Sửa các dòng dưới đây (hoặc tải file kèm cột Lỗi, sửa ngay trong file) rồi nhập lại."
              action={
                <Button
                  danger
                  icon={<DownloadOutlined />}
                  loading={busy === 'errors'}
                  onClick={() => void download('errors')}
                >
                  Tải file kèm lỗi
                </Button>
              }
            />
            <Table<ErrorRow>
              size="small"
              columns={errorColumns}
              dataSource={outcome.errors.map((e, key) => ({ ...e, key }))}
              locale={{ emptyText: 'Không có dữ liệu' }}
              pagination={{ pageSize: 8, showSizeChanger: false, hideOnSinglePage: true }}
            />
          </>
        )}
      </Flex>
    </Modal>
  );
}
