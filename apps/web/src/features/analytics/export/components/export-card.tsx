import { DownloadOutlined } from '@ant-design/icons';
import { formatNumber } from '@congdoan/shared';
import { Alert, Button, Card, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { type DownloadState, useFileDownload } from '../../../../lib/use-file-download';
import { downloadExport, type ExportFilter, type ExportItem, type ExportValues } from '../api/exports';
import { ExportFilterField, FILTER_LABELS } from './export-filters';

/** Bytes as a person reads them: '850 KB', '1,2 MB'. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024))} KB`;
  return `${formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`;
}

/** What the button says while the file comes: how much has arrived, of how much when known. */
export function progressText(progress: DownloadState | null): string {
  if (!progress || progress.received === 0) return 'Đang chuẩn bị tệp…';
  const received = sizeText(progress.received);
  return progress.total ? `Đã nhận ${received} / ${sizeText(progress.total)}` : `Đã nhận ${received}`;
}

/** One download: what it holds, its pickers, its button with progress, and its failure said. */
export function ExportCard({ item }: { item: ExportItem }) {
  const [values, setValues] = useState<ExportValues>({});
  const file = useFileDownload(`Không tải được "${item.title}"`);
  const onChange = (filter: ExportFilter, value: number | string | null) =>
    setValues((v) => ({ ...v, [filter]: value }));
  const missing = (item.required ?? []).filter((f) => values[f] == null);
  const headingId = `export-${item.key}`;
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      styles={{ body: { height: '100%' } }}
      aria-labelledby={headingId}
      role="region"
    >
      <Flex vertical gap={10} style={{ height: '100%' }}>
        <Typography.Title level={5} id={headingId} style={{ margin: 0 }}>
          {item.title}
        </Typography.Title>
        <Typography.Text type="secondary">{item.description}</Typography.Text>
        {item.filters.length > 0 && (
          <Form layout="vertical" component="div" style={{ width: '100%' }} noValidate>
            {item.filters.map((filter) => (
              <Form.Item
                key={filter}
                label={FILTER_LABELS[filter]}
                style={{ marginBottom: 8 }}
                required={item.required?.includes(filter)}
              >
                <Flex vertical gap={6}>
                  <ExportFilterField filter={filter} values={values} onChange={onChange} />
                </Flex>
              </Form.Item>
            ))}
          </Form>
        )}
        <Flex vertical gap={6} style={{ marginTop: 'auto' }}>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            loading={file.busy}
            disabled={missing.length > 0}
            onClick={() => void file.download((onProgress) => downloadExport(item, values, onProgress))}
          >
            {file.busy ? progressText(file.progress) : 'Tải xuống'}
          </Button>
          {missing.length > 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Chọn {missing.map((f) => FILTER_LABELS[f].toLowerCase()).join(', ')} để tải.
            </Typography.Text>
          )}
          {file.error && !file.busy && (
            <Alert type="error" showIcon title={`Không tải được tệp: ${file.error}`} />
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
