import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  STAFF_EMPLOYMENT_LABELS,
  STAFF_EMPLOYMENTS,
  STAFF_SORT_COLUMNS,
  type StaffItem,
  TERM_STATE_LABELS,
  TERM_STATES,
} from '@congdoan/shared';
import { Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import { CellText } from '../../../components/list-table';
import {
  OrganizationSubtreeFilter,
  useFilterOrganizationName,
} from '../../../components/organization-filter';
import { PositionSelect } from '../../../components/position-select';
import type { RowAction } from '../../../components/row-actions';
import { useAppAbility } from '../../../lib/ability';
import { useListPage } from '../../../lib/use-list-page';
import { useToast } from '../../../lib/use-toast';
import { useDeleteStaff } from '../api/delete-staff';
import { type StaffListFilters, staffListFilters, useStaffList } from '../api/list-staff';
import { viDate } from '../components/history-format';
import { StaffDetailDrawer } from '../components/staff-detail-drawer';
import { StaffFormModal } from '../components/staff-form-modal';
import { TermTag } from '../components/term-tag';

const termText = (row: StaffItem) =>
  `${row.termStart ? viDate(row.termStart) : '…'} – ${row.termEnd ? viDate(row.termEnd) : '…'}`;

/** /trade-union/staff: the union officers of the organisations in the caller's scope. */
export function StaffListPage() {
  const page = useListPage(staffListFilters, { columns: 'staff' });
  const { filters } = page;
  const staff = useStaffList(filters);

  const ability = useAppAbility();
  const toast = useToast();
  const remove = useDeleteStaff();
  const { name: organizationName, remember: rememberOrganization } = useFilterOrganizationName(
    filters.organizationId,
  );
  const [detailId, setDetailId] = useState<number | null>(null);
  const [form, setForm] = useState<{ staffId: number | null } | null>(null);

  const columns: ListColumn<StaffItem>[] = [
    { title: 'Họ và tên', dataIndex: 'fullName', key: 'fullName', width: 170, fixed: 'left' },
    { title: 'Chức vụ', dataIndex: 'positionName', key: 'positionName', width: 140, optional: 'shown' },
    {
      title: 'Đơn vị',
      dataIndex: 'organizationName',
      key: 'organizationName',
      minWidth: 160,
      optional: 'shown',
    },
    { title: 'Số điện thoại', dataIndex: 'phoneNumber', key: 'phoneNumber', width: 120, optional: 'hidden' },
    { title: 'Email', dataIndex: 'email', key: 'email', width: 200, optional: 'hidden' },
    {
      title: 'Ngày sinh',
      dataIndex: 'dateOfBirth',
      key: 'dateOfBirth',
      width: 110,
      optional: 'hidden',
      render: (v: string | null) => (v ? viDate(v) : null),
    },
    {
      title: 'Nhiệm kỳ',
      key: 'termStart',
      width: 190,
      optional: 'shown',
      render: (_v, row) => (
        <Flex vertical gap={4} align="start">
          <Typography.Text>{termText(row)}</Typography.Text>
          <TermTag state={row.termState} />
        </Flex>
      ),
    },
    {
      title: 'Hình thức',
      dataIndex: 'employment',
      key: 'employment',
      width: 116,
      optional: 'shown',
      render: (v: StaffItem['employment']) => STAFF_EMPLOYMENT_LABELS[v],
    },
  ];

  const actionsOf = (row: StaffItem): RowAction[] => [
    {
      key: 'detail',
      label: 'Xem chi tiết',
      icon: <EyeOutlined />,
      action: 'read',
      subject: 'staff',
      onClick: () => setDetailId(row.id),
    },
    {
      key: 'edit',
      label: 'Chỉnh sửa',
      icon: <EditOutlined />,
      action: 'update',
      subject: 'staff',
      onClick: () => setForm({ staffId: row.id }),
    },
    {
      key: 'delete',
      label: 'Xóa',
      icon: <DeleteOutlined />,
      action: 'delete',
      subject: 'staff',
      danger: true,
      confirm: {
        content: `Xóa cán bộ công đoàn ${row.fullName}?${row.username ? ' Tài khoản đã liên kết được giữ lại.' : ''}`,
      },
      onClick: () =>
        remove
          .mutateAsync(row.id)
          .then(() => toast.success('Đã xóa cán bộ công đoàn', row.fullName))
          .catch((e: unknown) => toast.error(e)),
    },
  ];

  return (
    <ListPageLayout
      title="Quản lý cán bộ công đoàn"
      page={page}
      query={staff}
      actions={
        ability.can('create', 'staff') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ staffId: null })}>
            Thêm cán bộ
          </Button>
        )
      }
      search={{ placeholder: 'Tìm theo tên, CCCD, điện thoại, email', label: 'Tìm kiếm cán bộ', width: 320 }}
      filters={(values, change) => (
        <>
          <OrganizationSubtreeFilter
            values={values}
            selectedName={values.organizationId === filters.organizationId ? organizationName : undefined}
            onPick={rememberOrganization}
            change={change}
          />
          <PositionSelect
            placeholder="Chức vụ"
            aria-label="Lọc theo chức vụ"
            value={values.positionId}
            onChange={(positionId) => change({ positionId: positionId ?? undefined })}
            style={{ width: 200 }}
          />
          <Select<StaffListFilters['termState']>
            allowClear
            placeholder="Nhiệm kỳ"
            aria-label="Lọc theo nhiệm kỳ"
            value={values.termState}
            onChange={(termState) => change({ termState })}
            options={TERM_STATES.map((t) => ({ value: t, label: TERM_STATE_LABELS[t] }))}
            style={{ width: 160 }}
          />
          <Select<StaffListFilters['employment']>
            allowClear
            placeholder="Hình thức"
            aria-label="Lọc theo hình thức"
            value={values.employment}
            onChange={(employment) => change({ employment })}
            options={STAFF_EMPLOYMENTS.map((e) => ({ value: e, label: STAFF_EMPLOYMENT_LABELS[e] }))}
            style={{ width: 160 }}
          />
        </>
      )}
      numbered
      columns={columns}
      sortable={STAFF_SORT_COLUMNS}
      noun="cán bộ"
      rowActions={actionsOf}
      card={{
        title: (row) => row.fullName,
        name: (row) => row.fullName,
        facts: (row) => [
          [row.positionName, row.organizationName].filter(Boolean).join(' · '),
          <Flex key="term" gap={6} align="center">
            <TermTag state={row.termState} />
            <CellText text={termText(row)} />
          </Flex>,
        ],
      }}
    >
      <StaffDetailDrawer staffId={detailId} onClose={() => setDetailId(null)} />
      {form && (
        <StaffFormModal
          staffId={form.staffId}
          organization={
            filters.organizationId !== undefined && organizationName
              ? { id: filters.organizationId, name: organizationName }
              : null
          }
          onClose={() => setForm(null)}
        />
      )}
    </ListPageLayout>
  );
}
