import { STAFF_EMPLOYMENT_LABELS, type StaffItem, TERM_STATE_LABELS } from '@congdoan/shared';
import { Alert, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { ORGANIZATION_STAFF_PAGE_SIZE, useOrganizationStaff } from '../api/list-organization-staff';
import { formatCustomValue } from './custom-value-format';

const date = (v: string | null) => (v ? formatCustomValue({ type: 'date' }, v) : '…');

/** 'Cán bộ công đoàn': the union staff of this organisation, with position and term. */
export function OrganizationStaffTable({ organizationId }: { organizationId: number }) {
  const [page, setPage] = useState(1);
  const staff = useOrganizationStaff(organizationId, page);
  const columns: TableColumnsType<StaffItem> = [
    {
      title: 'STT',
      key: 'index',
      width: 64,
      align: 'center',
      render: (_v, _r, i) => (page - 1) * ORGANIZATION_STAFF_PAGE_SIZE + i + 1,
    },
    { title: 'Họ và tên', dataIndex: 'fullName', minWidth: 180 },
    { title: 'Chức vụ', dataIndex: 'positionName', minWidth: 160, render: (v: string | null) => v ?? '—' },
    {
      title: 'Hình thức',
      dataIndex: 'employment',
      width: 130,
      render: (_v, row) => STAFF_EMPLOYMENT_LABELS[row.employment],
    },
    {
      title: 'Nhiệm kỳ',
      key: 'term',
      width: 210,
      render: (_v, row) =>
        row.termStart || row.termEnd ? `${date(row.termStart)} – ${date(row.termEnd)}` : '—',
    },
    {
      title: 'Trạng thái',
      dataIndex: 'termState',
      width: 140,
      render: (_v, row) => (
        <Tag color={row.termState === 'current' ? 'success' : 'default'}>
          {TERM_STATE_LABELS[row.termState]}
        </Tag>
      ),
    },
    { title: 'Số điện thoại', dataIndex: 'phoneNumber', width: 130, render: (v: string | null) => v ?? '—' },
  ];
  return (
    <>
      {staff.isError && (
        <Alert type="error" showIcon title={staff.error.message} style={{ marginBottom: 12 }} />
      )}
      <Table<StaffItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={staff.data?.list}
        loading={staff.isFetching}
        locale={{ emptyText: 'Chưa có cán bộ công đoàn' }}
        scroll={{ x: 1010 }}
        pagination={{
          current: page,
          pageSize: ORGANIZATION_STAFF_PAGE_SIZE,
          total: staff.data?.count ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (n) => `Tổng ${n} cán bộ`,
          hideOnSinglePage: true,
        }}
      />
    </>
  );
}
