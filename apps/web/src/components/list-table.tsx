import { Alert, Table, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { PAGE_SIZES } from '../lib/url-filters';

export type PageChange = { page: number } | { limit: number };

interface ListTableProps<T> {
  columns: TableColumnsType<T>;
  /** The list query of the page: its rows and total, whether it loads, why it failed. */
  list: { data?: { list: T[]; count: number } | undefined; isFetching: boolean; error: Error | null };
  /** The page and page size the URL holds. */
  page: number;
  limit: number;
  /** The page sizes offered; the app's own when absent. */
  pageSizes?: readonly number[];
  /** What the total counts: 'Tổng 12 người dùng'. */
  noun: string;
  scrollX: number;
  /** Another page, or another page size (which starts again at page 1). */
  onPageChange: (change: PageChange) => void;
}

const counts = new Intl.NumberFormat('vi-VN');

/**
 * The table of a list page whose filters and page live in the URL (users, union staff,
 * organisations): the server's refusal above it, 'Tổng N …' and the page sizes below; a delete that
 * empties the last page steps back to the new last one.
 */
export function ListTable<T extends { id: number }>({
  columns,
  list,
  page,
  limit,
  pageSizes = PAGE_SIZES,
  noun,
  scrollX,
  onPageChange,
}: ListTableProps<T>) {
  const { data } = list;
  useEffect(() => {
    if (data && data.list.length === 0 && data.count > 0 && page > 1) {
      onPageChange({ page: Math.max(1, Math.ceil(data.count / limit)) });
    }
  }, [data, page, limit, onPageChange]);

  return (
    <>
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} />}
      <Table<T>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: scrollX }}
        locale={{ emptyText: 'Không có dữ liệu' }}
        pagination={{
          current: page,
          pageSize: limit,
          total: data?.count ?? 0,
          showSizeChanger: true,
          pageSizeOptions: pageSizes.map(String),
          showTotal: (total) => `Tổng ${counts.format(total)} ${noun}`,
          onChange: (nextPage, nextLimit) =>
            onPageChange(nextLimit !== limit ? { limit: nextLimit } : { page: nextPage }),
        }}
      />
    </>
  );
}
