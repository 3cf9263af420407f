import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import type { ImportRowError } from '@congdoan/shared';
import { Alert, Button, Flex, Modal, Progress, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import type { DownloadedFile } from '../lib/api-client';
import { acceptInDialog } from '../lib/upload-accept';
import { useToast } from '../lib/use-toast';
import { ImportRowsRefused } from './import-errors-table';
import { TemplateButton, useImportFiles } from './import-files';
import { fileProblem, importErrorsOf } from './import-outcome';

type Outcome<R> =
  | { kind: 'done'; result: R }
  | { kind: 'rows'; message: string; errors: ImportRowError[] }
  | { kind: 'refused'; message: string };

export interface ImportModalProps<R> {
  title: string;
  /** What to fill in and how a refusal works, above the template button. */
  hint: ReactNode;
  /** The template download; absent when the caller may not download it. */
  downloadTemplate?: (() => Promise<DownloadedFile>) | undefined;
  /** Sends the file (through the feature's mutation, which invalidates its queries). */
  run: (file: File, onProgress: (percent: number) => void) => Promise<R>;
  /** The same workbook back with a 'Lỗi' column; absent for an import without one. */
  downloadErrors?: ((file: File) => Promise<DownloadedFile>) | undefined;
  /** The success line: 'Đã thêm N, cập nhật M …'. */
  summary: (result: R) => string;
  /** More of a success under its line (the rows an import skipped). */
  details?: (result: R) => ReactNode;
  onClose: () => void;
}

/**
 * Import from a workbook: template, upload with progress, then a summary or the row errors (with
 * the file of errors to fix in place). Used by the users, organisations and companies lists.
 */
export function ImportModal<R>({
  title,
  hint,
  downloadTemplate,
  run,
  downloadErrors,
  summary,
  details,
  onClose,
}: ImportModalProps<R>) {
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome<R> | null>(null);
  const files = useImportFiles(downloadTemplate, downloadErrors);
  const [sending, setSending] = useState(false);

  const choose = (chosen: File) => {
    const problem = fileProblem(chosen);
    setOutcome(problem ? { kind: 'refused', message: problem } : null);
    setFile(problem ? null : chosen);
    setPercent(null);
  };

  const submit = async () => {
    if (!file) return;
    setOutcome(null);
    setPercent(0);
    setSending(true);
    try {
      const result = await run(file, setPercent);
      setOutcome({ kind: 'done', result });
      toast.success(summary(result));
    } catch (error) {
      const errors = importErrorsOf(error);
      const message = error instanceof Error ? error.message : String(error);
      setOutcome(errors ? { kind: 'rows', message, errors } : { kind: 'refused', message });
    } finally {
      setSending(false);
      setPercent(null);
    }
  };

  return (
    <Modal
      open
      title={title}
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
          onClick={() => void submit()}
        >
          Nhập dữ liệu
        </Button>,
      ]}
    >
      <Flex vertical gap={16}>
        <Flex align="center" justify="space-between" gap={12} wrap>
          <Typography.Text type="secondary" style={{ flex: '1 1 360px' }}>
            {hint}
          </Typography.Text>
          {downloadTemplate && <TemplateButton files={files} />}
        </Flex>
        <Upload.Dragger
          accept={acceptInDialog('.xlsx')}
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
        {outcome?.kind === 'done' && (
          <>
            <Alert type="success" showIcon title={summary(outcome.result)} />
            {details?.(outcome.result)}
          </>
        )}
        {outcome?.kind === 'refused' && <Alert type="error" showIcon title={outcome.message} />}
        {outcome?.kind === 'rows' && (
          <ImportRowsRefused
            message={outcome.message}
            errors={outcome.errors}
            onDownloadErrors={downloadErrors && (() => files.errors(file!))}
            downloading={files.busy === 'errors'}
          />
        )}
      </Flex>
    </Modal>
  );
}
