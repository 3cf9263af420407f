import { DownloadOutlined } from '@ant-design/icons';
import type { ImportRowError } from '@congdoan/shared';
import { Alert, Button, Table, type TableColumnsType } from 'antd';

type ErrorRow = ImportRowError & { key: number };

const errorColumns: TableColumnsType<ErrorRow> = [
  {
    title: 'Dòng',
    dataIndex: 'row',
    key: 'row',
    width: 80,
    align: 'center',
    // Row 0: the problem is the sheet's own (its name, no data row).
    render: (row: number) => (row > 0 ? row : '—'),
  },
  { title: 'Cột', dataIndex: 'column', key: 'column', width: 180 },
  { title: 'Lỗi', dataIndex: 'message', key: 'message' },
];
/** An import of several sheets (companies: one a zone) names each problem's sheet first. */
const sheetColumn: TableColumnsType<ErrorRow>[number] = {
  title: 'Sheet',
  dataIndex: 'sheet',
  key: 'sheet',
  width: 180,
};

/** A refused import's problems: row, column and message (and the sheet, for an import of several). */
export function ImportErrorsTable({ errors, pageSize = 8 }: { errors: ImportRowError[]; pageSize?: number }) {
  return (
    <Table<ErrorRow>
      size="small"
      columns={errors.some((e) => e.sheet) ? [sheetColumn, ...errorColumns] : errorColumns}
      dataSource={errors.map((e, key) => ({ ...e, key }))}
      locale={{ emptyText: 'Không có dữ liệu' }}
      pagination={{ pageSize, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
}

/**
 * A file refused for its rows: the message, how to fix them (with the errors workbook's button when
 * the import has one), then the rows.
 */
export function ImportRowsRefused({
  message,
  errors,
  onDownloadErrors,
  downloading = false,
  pageSize,
}: {
  message: string;
  errors: ImportRowError[];
  onDownloadErrors?: (() => void) | undefined;
  downloading?: boolean;
  pageSize?: number;
}) {
  return (
    <>
      <Alert
        type="error"
        showIcon
        title={message}
        description={
          onDownloadErrors
            ? 'Sửa các dòng dưới đây (hoặc tải file kèm cột Lỗi, sửa ngay trong file) rồi nhập lại.'
            : 'Sửa các dòng dưới đây trong file rồi nhập lại.'
        }
        action={
          onDownloadErrors && (
            <Button danger icon={<DownloadOutlined />} loading={downloading} onClick={onDownloadErrors}>
              Tải file kèm lỗi
            </Button>
          )
        }
      />
      {errors.length > 0 && <ImportErrorsTable errors={errors} pageSize={pageSize} />}
    </>
  );
}
