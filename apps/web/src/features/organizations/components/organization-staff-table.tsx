import {
  STAFF_EMPLOYMENT_LABELS,
  STAFF_SORT_COLUMNS,
  type StaffItem,
  TERM_STATE_LABELS,
} from '@congdoan/shared';
import { type TableColumnsType, Tag } from 'antd';
import { ListTable } from '../../../components/list-table';
import { UNION_LIST_PAGE_SIZE } from '../../../lib/url-filters';
import { useLocalList } from '../../../lib/use-local-list';
import { useOrganizationStaff } from '../api/list-organization-staff';
import { formatCustomValue } from './custom-value-format';

const date = (v: string | null) => (v ? formatCustomValue({ type: 'date' }, v) : '…');
const term = (row: StaffItem) =>
  row.termStart || row.termEnd ? `${date(row.termStart)} – ${date(row.termEnd)}` : null;
const TermState = ({ row }: { row: StaffItem }) => (
  <Tag color={row.termState === 'current' ? 'success' : 'default'}>{TERM_STATE_LABELS[row.termState]}</Tag>
);

type SortColumn = (typeof STAFF_SORT_COLUMNS)[number];

/** 'Cán bộ công đoàn': the union staff of this organisation, with position and term. */
export function OrganizationStaffTable({ organizationId }: { organizationId: number }) {
  const state = useLocalList<SortColumn>(UNION_LIST_PAGE_SIZE);
  const staff = useOrganizationStaff(organizationId, state.filters);
  const columns: TableColumnsType<StaffItem> = [
    { title: 'Họ và tên', dataIndex: 'fullName', width: 200, fixed: 'left' },
    { title: 'Chức vụ', dataIndex: 'positionName', minWidth: 160 },
    {
      title: 'Hình thức',
      dataIndex: 'employment',
      width: 130,
      render: (_v, row) => STAFF_EMPLOYMENT_LABELS[row.employment],
    },
    { title: 'Nhiệm kỳ', key: 'termStart', width: 210, render: (_v, row) => term(row) },
    { title: 'Trạng thái', dataIndex: 'termState', width: 140, render: (_v, row) => <TermState row={row} /> },
    { title: 'Số điện thoại', dataIndex: 'phoneNumber', width: 130 },
  ];
  return (
    <ListTable<StaffItem>
      size="small"
      numbered
      columns={columns}
      list={staff}
      state={state}
      sortable={STAFF_SORT_COLUMNS}
      noun="cán bộ"
      emptyText="Chưa có cán bộ công đoàn"
      card={{
        title: (row) => row.fullName,
        name: (row) => row.fullName,
        facts: (row) => [
          [row.positionName, STAFF_EMPLOYMENT_LABELS[row.employment]].filter(Boolean).join(' · '),
          <span key="term">
            <TermState row={row} /> {term(row)}
          </span>,
        ],
      }}
    />
  );
}
