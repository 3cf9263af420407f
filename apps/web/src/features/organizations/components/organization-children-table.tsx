import type { OrganizationItem } from '@congdoan/shared';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useOrganizations } from '../api/list-organizations';
import { formatCount } from './custom-value-format';
import { LevelTag, StatusTag } from './organization-tags';

const PAGE_SIZE = 10;

/** 'Đơn vị trực thuộc': the organisations directly under this one, each a link to its page. */
export function OrganizationChildrenTable({ organizationId }: { organizationId: number }) {
  const [page, setPage] = useState(1);
  const children = useOrganizations({ page, limit: PAGE_SIZE, organizationParentId: organizationId });
  const columns: TableColumnsType<OrganizationItem> = [
    {
      title: 'STT',
      key: 'index',
      width: 64,
      align: 'center',
      render: (_v, _r, i) => (page - 1) * PAGE_SIZE + i + 1,
    },
    {
      title: 'Tên đơn vị',
      dataIndex: 'name',
      minWidth: 240,
      render: (name: string, row) => <Link to={paths.organizations.detail.getHref(row.id)}>{name}</Link>,
    },
    { title: 'Mã', dataIndex: 'code', width: 100, render: (v: string | null) => v ?? '—' },
    { title: 'Cấp', dataIndex: 'level', width: 220, render: (_v, row) => <LevelTag level={row.level} /> },
    { title: 'Xã/phường', dataIndex: 'xaPhuongName', width: 170, render: (v: string | null) => v ?? '—' },
    {
      title: 'Số đoàn viên',
      dataIndex: 'memberCount',
      align: 'end',
      width: 120,
      render: (v: number | null) => formatCount(v),
    },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      width: 140,
      render: (_v, row) => <StatusTag status={row.status} />,
    },
  ];
  return (
    <>
      {children.isError && (
        <Alert type="error" showIcon title={children.error.message} style={{ marginBottom: 12 }} />
      )}
      <Table<OrganizationItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={children.data?.list}
        loading={children.isFetching}
        locale={{ emptyText: 'Không có đơn vị trực thuộc' }}
        scroll={{ x: 1110 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: children.data?.count ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (n) => `Tổng ${n} đơn vị`,
          hideOnSinglePage: true,
        }}
      />
    </>
  );
}
