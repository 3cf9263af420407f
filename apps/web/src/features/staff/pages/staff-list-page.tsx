import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  STAFF_EMPLOYMENT_LABELS,
  STAFF_EMPLOYMENTS,
  type StaffItem,
  TERM_STATE_LABELS,
  TERM_STATES,
} from '@congdoan/shared';
import { Button, Card, Checkbox, Flex, Select, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { FilterBar } from '../../../components/filter-bar';
import { ListSearch } from '../../../components/list-search';
import { ListTable } from '../../../components/list-table';
import { OrganizationSelect } from '../../../components/organization-select';
import { PositionSelect } from '../../../components/position-select';
import { RowActions } from '../../../components/row-actions';
import { useAppAbility } from '../../../lib/ability';
import { useToast } from '../../../lib/use-toast';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useOrganizationName } from '../../../lookups/organization-name';
import { useDeleteStaff } from '../api/delete-staff';
import { type StaffListFilters, staffListFilters, useStaffList } from '../api/list-staff';
import { viDate } from '../components/history-format';
import { StaffDetailDrawer } from '../components/staff-detail-drawer';
import { StaffFormModal } from '../components/staff-form-modal';
import { TermTag } from '../components/term-tag';

/** /trade-union/staff: the union officers of the organisations in the caller's scope. */
export function StaffListPage() {
  const { filters, update, reset, search } = useUrlFilters(staffListFilters);
  const staff = useStaffList(filters);

  const ability = useAppAbility();
  const toast = useToast();
  const remove = useDeleteStaff();
  // The name of a filter's organisation read from the URL (the picker's first page may not list it).
  const [pickedName, setPickedName] = useState<{ id: number; name: string } | null>(null);
  const knownName = pickedName && pickedName.id === filters.organizationId ? pickedName.name : undefined;
  const orgName = useOrganizationName(
    filters.organizationId,
    knownName === undefined && ability.can('read', 'organization'),
  );
  const organizationName = knownName ?? orgName.data;
  const [detailId, setDetailId] = useState<number | null>(null);
  const [form, setForm] = useState<{ staffId: number | null } | null>(null);

  const columns: TableColumnsType<StaffItem> = [
    {
      title: 'STT',
      key: 'index',
      width: 56,
      align: 'center',
      render: (_v, _r, i) => (filters.page - 1) * filters.limit + i + 1,
    },
    { title: 'Họ và tên', dataIndex: 'fullName', key: 'fullName', width: 170 },
    {
      title: 'Chức vụ',
      dataIndex: 'positionName',
      key: 'positionName',
      width: 150,
      render: (v) => v ?? '—',
    },
    { title: 'Đơn vị', dataIndex: 'organizationName', key: 'organizationName' },
    {
      title: 'Số điện thoại',
      dataIndex: 'phoneNumber',
      key: 'phoneNumber',
      width: 120,
      render: (v) => v ?? '—',
    },
    {
      title: 'Nhiệm kỳ',
      key: 'term',
      width: 190,
      render: (_v, row) => (
        <Flex vertical gap={4} align="start">
          <Typography.Text>
            {row.termStart ? viDate(row.termStart) : '…'} – {row.termEnd ? viDate(row.termEnd) : '…'}
          </Typography.Text>
          <TermTag state={row.termState} />
        </Flex>
      ),
    },
    {
      title: 'Hình thức',
      dataIndex: 'employment',
      key: 'employment',
      width: 110,
      render: (v: StaffItem['employment']) => STAFF_EMPLOYMENT_LABELS[v],
    },
    {
      title: 'Thao tác',
      key: 'actions',
      fixed: 'right',
      width: 110,
      render: (_v, row) => (
        <RowActions
          actions={[
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
          ]}
        />
      ),
    },
  ];

  return (
    <Card
      title="Quản lý cán bộ công đoàn"
      extra={
        ability.can('create', 'staff') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ staffId: null })}>
            Thêm cán bộ
          </Button>
        )
      }
    >
      <FilterBar
        search={
          <ListSearch
            {...search}
            placeholder="Tìm theo tên, CCCD, điện thoại, email"
            aria-label="Tìm kiếm cán bộ"
            style={{ width: 320 }}
          />
        }
        onReset={reset}
      >
        <OrganizationSelect
          aria-label="Lọc theo đơn vị"
          placeholder="Đơn vị"
          value={filters.organizationId ?? null}
          selectedName={organizationName}
          onChange={(organizationId, option) => {
            if (option) setPickedName({ id: option.value, name: option.label });
            update({ organizationId: organizationId ?? undefined });
          }}
          style={{ width: 300 }}
        />
        <Checkbox
          checked={filters.includeChildren ?? false}
          disabled={filters.organizationId === undefined}
          onChange={(e) => update({ includeChildren: e.target.checked || undefined })}
        >
          Gồm đơn vị trực thuộc
        </Checkbox>
        <PositionSelect
          placeholder="Chức vụ"
          aria-label="Lọc theo chức vụ"
          value={filters.positionId}
          onChange={(positionId) => update({ positionId: positionId ?? undefined })}
          style={{ width: 200 }}
        />
        <Select<StaffListFilters['termState']>
          allowClear
          placeholder="Nhiệm kỳ"
          aria-label="Lọc theo nhiệm kỳ"
          value={filters.termState}
          onChange={(termState) => update({ termState })}
          options={TERM_STATES.map((t) => ({ value: t, label: TERM_STATE_LABELS[t] }))}
          style={{ width: 160 }}
        />
        <Select<StaffListFilters['employment']>
          allowClear
          placeholder="Hình thức"
          aria-label="Lọc theo hình thức"
          value={filters.employment}
          onChange={(employment) => update({ employment })}
          options={STAFF_EMPLOYMENTS.map((e) => ({ value: e, label: STAFF_EMPLOYMENT_LABELS[e] }))}
          style={{ width: 160 }}
        />
      </FilterBar>
      <ListTable<StaffItem>
        columns={columns}
        list={staff}
        page={filters.page}
        limit={filters.limit}
        noun="cán bộ"
        scrollX={1100}
        onPageChange={update}
      />
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
    </Card>
  );
}
