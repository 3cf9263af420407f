import { ORGANIZATION_SORT_COLUMNS, type OrganizationItem } from '@congdoan/shared';
import { Flex, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { CellText, ListTable } from '../../../components/list-table';
import { paths } from '../../../config/paths';
import { UNION_LIST_PAGE_SIZE } from '../../../lib/url-filters';
import { useLocalList } from '../../../lib/use-local-list';
import { useOrganizations } from '../api/list-organizations';
import { formatCount, membersText } from './custom-value-format';
import { LevelTag, StatusTag } from './organization-tags';

type SortColumn = (typeof ORGANIZATION_SORT_COLUMNS)[number];

/** 'Đơn vị trực thuộc': the organisations directly under this one, each a link to its page. */
export function OrganizationChildrenTable({ organizationId }: { organizationId: number }) {
  const state = useLocalList<SortColumn>(UNION_LIST_PAGE_SIZE);
  const children = useOrganizations({ ...state.filters, organizationParentId: organizationId });
  const link = (row: OrganizationItem) => (
    <Link to={paths.organizations.detail.getHref(row.id)}>
      <CellText text={row.name} />
    </Link>
  );
  const columns: TableColumnsType<OrganizationItem> = [
    {
      title: 'Tên đơn vị',
      dataIndex: 'name',
      width: 260,
      fixed: 'left',
      ellipsis: { showTitle: false },
      render: (_v, row) => link(row),
    },
    { title: 'Mã', dataIndex: 'code', width: 100 },
    { title: 'Cấp', dataIndex: 'level', width: 190, render: (_v, row) => <LevelTag level={row.level} /> },
    { title: 'Xã/phường', dataIndex: 'xaPhuongName', minWidth: 140 },
    { title: 'Số đoàn viên', dataIndex: 'memberCount', align: 'end', width: 120, render: formatCount },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      width: 130,
      render: (_v, row) => <StatusTag status={row.status} />,
    },
  ];
  return (
    <ListTable<OrganizationItem>
      size="small"
      numbered
      columns={columns}
      list={children}
      state={state}
      sortable={ORGANIZATION_SORT_COLUMNS}
      noun="đơn vị"
      emptyText="Không có đơn vị trực thuộc"
      card={{
        title: link,
        name: (row) => row.name,
        facts: (row) => [
          [row.code, row.xaPhuongName].filter(Boolean).join(' · ') || null,
          <Flex key="status" gap={6} align="center">
            <StatusTag status={row.status} />
            <span>{membersText(row.memberCount)}</span>
          </Flex>,
        ],
      }}
    />
  );
}
