import { CheckCircleOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import {
  formatNumber,
  type ImportRowError,
  MEMBER_IMPORT_ACTION_LABELS,
  MEMBER_IMPORT_FIRST_ROW,
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_IMPORT_MAX_ROWS,
  type MemberImportAction,
  type MemberImportPreview,
  type MemberImportResult,
} from '@congdoan/shared';
import {
  Alert,
  Button,
  Card,
  Flex,
  Progress,
  Result,
  Statistic,
  Steps,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ImportRowsRefused } from '../../../components/import-errors-table';
import { TemplateButton, useImportFiles } from '../../../components/import-files';
import { fileProblem, importErrorsOf, importSummary } from '../../../components/import-outcome';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { acceptInDialog } from '../../../lib/upload-accept';
import { messageOf, useToast } from '../../../lib/use-toast';
import {
  downloadMemberImportErrors,
  downloadMemberTemplate,
  previewMemberImport,
  useImportMembers,
} from '../api/import-members';

type PreviewRow = MemberImportPreview['rows'][number];

/** Where the officer is: choosing (and checking) a file, reading its preview, importing it, done. */
type Choosing = {
  kind: 'choose';
  /** The upload's progress while the file is checked. */
  percent: number | null;
  problem: string | null;
  errors: ImportRowError[] | null;
};
type Stage =
  | Choosing
  | { kind: 'preview'; preview: MemberImportPreview }
  | { kind: 'importing'; percent: number }
  | { kind: 'done'; result: MemberImportResult };

const choosing = (change: Partial<Omit<Choosing, 'kind'>> = {}): Stage => ({
  kind: 'choose',
  percent: null,
  problem: null,
  errors: null,
  ...change,
});
const STEP: Record<Stage['kind'], number> = { choose: 0, preview: 1, importing: 2, done: 3 };
const ACTION_COLORS: Record<MemberImportAction, string> = {
  create: 'green',
  update: 'blue',
  skip: 'default',
};

const previewColumns: TableColumnsType<PreviewRow> = [
  { title: 'Dòng', dataIndex: 'row', key: 'row', width: 72, align: 'center' },
  {
    title: 'Họ và tên',
    key: 'fullName',
    width: 220,
    render: (_v, r) =>
      r.memberId ? <Link to={paths.members.detail.getHref(r.memberId)}>{r.fullName}</Link> : r.fullName,
  },
  { title: 'Công đoàn cơ sở', dataIndex: 'organizationName', key: 'organizationName', ellipsis: true },
  {
    title: 'Số thẻ',
    key: 'cardNumber',
    width: 150,
    render: (_v, r) => r.cardNumber ?? <Typography.Text type="secondary">Cấp số mới</Typography.Text>,
  },
  {
    title: 'Sẽ làm',
    key: 'action',
    width: 120,
    render: (_v, r) => <Tag color={ACTION_COLORS[r.action]}>{MEMBER_IMPORT_ACTION_LABELS[r.action]}</Tag>,
  },
  {
    title: 'Thay đổi',
    key: 'changes',
    render: (_v, r) => r.changes.join(', '),
  },
];

/**
 * /trade-union/members/import: the template, a file checked and previewed (how many members it adds,
 * updates, leaves unchanged, and what each of the first rows does) before anything is written, then
 * the import of the whole file, all rows or none. A file with problems lists them by row and column
 * and comes back with a 'Lỗi' column to fix in place.
 */
export function MemberImportPage() {
  const ability = useAppAbility();
  const navigate = useNavigate();
  const toast = useToast();
  const importMembers = useImportMembers();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>(choosing);
  const files = useImportFiles(downloadMemberTemplate, downloadMemberImportErrors);

  const choose = (chosen: File | null) => {
    const problem = chosen && fileProblem(chosen);
    setFile(problem ? null : chosen);
    setStage(choosing({ problem }));
  };

  /** A refusal of the file (preview or import) sends the officer back to choosing, with its reasons. */
  const refused = (error: unknown) =>
    setStage(choosing({ problem: messageOf(error), errors: importErrorsOf(error) }));

  const check = async () => {
    if (!file) return;
    setStage(choosing({ percent: 0 }));
    try {
      const preview = await previewMemberImport(file, (percent) => setStage(choosing({ percent })));
      setStage({ kind: 'preview', preview });
    } catch (error) {
      refused(error);
    }
  };

  const run = async () => {
    if (!file) return;
    setStage({ kind: 'importing', percent: 0 });
    try {
      const result = await importMembers.mutateAsync({
        file,
        onProgress: (percent) => setStage({ kind: 'importing', percent }),
      });
      toast.success(importSummary(result, 'đoàn viên'));
      setStage({ kind: 'done', result });
    } catch (error) {
      refused(error);
    }
  };

  const again = () => {
    setFile(null);
    setStage(choosing());
  };

  return (
    <Flex vertical gap={16}>
      <Card>
        <Steps
          current={STEP[stage.kind]}
          status={
            stage.kind === 'choose' && stage.problem ? 'error' : stage.kind === 'done' ? 'finish' : undefined
          }
          items={[
            { title: 'Chọn file', description: 'Điền theo file mẫu' },
            { title: 'Xem trước', description: 'Kiểm tra từng dòng' },
            { title: 'Nhập dữ liệu', description: 'Tất cả hoặc không dòng nào' },
            { title: 'Hoàn tất' },
          ]}
        />
      </Card>

      {stage.kind === 'choose' && (
        <Card
          title="Chọn file Excel"
          extra={ability.can('download_sample', 'member') && <TemplateButton files={files} />}
        >
          <Flex vertical gap={16}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              Điền từ dòng {MEMBER_IMPORT_FIRST_ROW} của file mẫu, tối đa{' '}
              {formatNumber(MEMBER_IMPORT_MAX_ROWS)} đoàn viên. Đoàn viên đã có (trùng số thẻ, hoặc trùng Số
              CCCD với đoàn viên đang sinh hoạt) được cập nhật các ô có ghi, ô để trống giữ nguyên; nhập lại
              cùng một file không tạo trùng.
            </Typography.Paragraph>
            <Upload.Dragger
              accept={acceptInDialog('.xlsx')}
              maxCount={1}
              multiple={false}
              disabled={stage.percent !== null}
              fileList={file ? [{ uid: 'file', name: file.name, size: file.size, status: 'done' }] : []}
              beforeUpload={(chosen) => {
                choose(chosen);
                return false; // sent on 'Kiểm tra file', not on choice
              }}
              onRemove={() => choose(null)}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">Kéo thả hoặc bấm để chọn file Excel (.xlsx)</p>
              <p className="ant-upload-hint">Một file, tối đa {MEMBER_IMPORT_MAX_BYTES / 1024 / 1024} MB</p>
            </Upload.Dragger>
            {stage.percent !== null && (
              <div>
                <Progress percent={stage.percent} status="active" />
                <Typography.Text type="secondary">
                  {stage.percent < 100 ? 'Đang tải file lên…' : 'Đang kiểm tra từng dòng, vui lòng chờ…'}
                </Typography.Text>
              </div>
            )}
            {stage.problem &&
              (stage.errors ? (
                <ImportRowsRefused
                  message={stage.problem}
                  errors={stage.errors}
                  onDownloadErrors={file ? () => files.errors(file) : undefined}
                  downloading={files.busy === 'errors'}
                  pageSize={10}
                />
              ) : (
                <Alert type="error" showIcon title={stage.problem} />
              ))}
            <Flex justify="end" gap={8}>
              <Button onClick={() => navigate(paths.members.list.getHref())}>Quay lại danh sách</Button>
              <Button
                type="primary"
                icon={<CheckCircleOutlined />}
                disabled={!file}
                loading={stage.percent !== null}
                onClick={() => void check()}
              >
                Kiểm tra file
              </Button>
            </Flex>
          </Flex>
        </Card>
      )}

      {stage.kind === 'preview' && (
        <PreviewCard preview={stage.preview} fileName={file?.name ?? ''} onBack={again} onImport={run} />
      )}

      {stage.kind === 'importing' && (
        <Card title="Đang nhập dữ liệu">
          <Progress percent={stage.percent} status="active" />
          <Typography.Text type="secondary">
            {stage.percent < 100 ? 'Đang tải file lên…' : 'Đang ghi dữ liệu, vui lòng chờ…'}
          </Typography.Text>
        </Card>
      )}

      {stage.kind === 'done' && (
        <Card>
          <Result
            status="success"
            title={importSummary(stage.result, 'đoàn viên')}
            subTitle="Số đoàn viên của các công đoàn cơ sở đã được tính lại theo hồ sơ."
            extra={[
              <Button key="list" type="primary" onClick={() => navigate(paths.members.list.getHref())}>
                Xem danh sách đoàn viên
              </Button>,
              <Button key="again" onClick={again}>
                Nhập file khác
              </Button>,
            ]}
          />
        </Card>
      )}
    </Flex>
  );
}

/** What the checked file would do: the counts, the first rows and what each does, and the import button. */
export function PreviewCard({
  preview,
  fileName,
  onBack,
  onImport,
}: {
  preview: MemberImportPreview;
  fileName: string;
  onBack: () => void;
  onImport: () => void;
}) {
  const total = preview.created + preview.updated + preview.skipped;
  const writes = preview.created + preview.updated;
  return (
    <Card title={`Xem trước: ${fileName}`}>
      <Flex vertical gap={16}>
        <Flex gap={48} wrap>
          <Statistic title="Thêm mới" value={preview.created} formatter={(v) => formatNumber(Number(v))} />
          <Statistic title="Cập nhật" value={preview.updated} formatter={(v) => formatNumber(Number(v))} />
          <Statistic
            title="Không thay đổi"
            value={preview.skipped}
            formatter={(v) => formatNumber(Number(v))}
          />
        </Flex>
        {writes === 0 ? (
          <Alert type="info" showIcon title="File không có gì mới so với hồ sơ đoàn viên hiện có." />
        ) : (
          <Alert
            type="success"
            showIcon
            title="File hợp lệ, chưa ghi dòng nào"
            description="Bấm “Nhập dữ liệu” để ghi toàn bộ file trong một lần."
          />
        )}
        <Table<PreviewRow>
          size="small"
          rowKey="row"
          columns={previewColumns}
          dataSource={preview.rows}
          scroll={{ x: 900 }}
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: 'Không có dữ liệu' }}
        />
        {preview.rows.length < total && (
          <Typography.Text type="secondary">
            Hiển thị {formatNumber(preview.rows.length)} dòng đầu trong {formatNumber(total)} dòng của file.
          </Typography.Text>
        )}
        <Flex justify="end" gap={8}>
          <Button onClick={onBack}>Chọn file khác</Button>
          <Button type="primary" icon={<UploadOutlined />} disabled={writes === 0} onClick={onImport}>
            Nhập dữ liệu
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
