import type { PendingSource } from '@congdoan/shared';
import { Select, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { CellLines } from '../../../components/cell-lines';
import { FilterBar } from '../../../components/filter-bar';
import { ListPageCard } from '../../../components/list-page-card';
import { ListSearch } from '../../../components/list-search';
import { ListTable } from '../../../components/list-table';
import { formatDateTime } from '../../../lib/format-date-time';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { type PendingRow, pendingFilters, usePendingList } from '../api/list-pending';
import { KindSelect } from '../components/approval-filters';
import { CellLink } from '../components/cell-link';

const SOURCE_OPTIONS: { value: PendingSource; label: string }[] = [
  { value: 'approval', label: 'Yêu cầu về đoàn viên' },
  { value: 'membership-report', label: 'Báo cáo đoàn số' },
];

export const PENDING_EMPTY_TEXT = 'Không có yêu cầu nào chờ bạn phê duyệt';

/** The item's title, opening the page that decides it (a request's detail, the reports page). */
const opener = (row: PendingRow) => (
  <CellLink to={row.link} title={row.title}>
    {row.title}
  </CellLink>
);

const kindTag = (row: PendingRow) => (
  <Tag color={row.source === 'approval' ? 'blue' : 'purple'}>{row.kindLabel}</Tag>
);

/**
 * /trade-union/approval/pending: what the caller may decide, oldest first: requests about members
 * and the membership reports waiting for them, each opening the page that decides it.
 */
export function PendingPage() {
  const { filters, update, reset, search } = useUrlFilters(pendingFilters);
  const list = usePendingList(filters);

  const columns: ColumnType<PendingRow>[] = [
    {
      title: 'Nội dung',
      key: 'title',
      minWidth: 240,
      render: (_v, row) => (
        <CellLines sub={row.organizationName} ellipsis={{ tooltip: row.organizationName }}>
          {opener(row)}
        </CellLines>
      ),
    },
    { title: 'Loại', key: 'kind', width: 240, render: (_v, row) => kindTag(row) },
    { title: 'Người gửi', dataIndex: 'requesterName', key: 'requesterName', width: 200 },
    {
      title: 'Thời gian gửi',
      key: 'createdAt',
      width: 160,
      render: (_v, row) => formatDateTime(row.createdAt),
    },
  ];

  return (
    <ListPageCard title="Yêu cầu chờ phê duyệt">
      <FilterBar
        search={
          <ListSearch
            {...search}
            placeholder="Tìm theo đoàn viên, báo cáo, đơn vị"
            aria-label="Tìm yêu cầu"
            style={{ width: 300, maxWidth: '100%' }}
          />
        }
        onReset={reset}
        fields={{
          filters,
          onChange: update,
          render: (values, change) => (
            <>
              <Select<PendingSource>
                aria-label="Nguồn"
                placeholder="Mọi nguồn"
                allowClear
                value={values.source}
                onChange={(source) => change({ source: source ?? undefined })}
                options={SOURCE_OPTIONS}
                style={{ width: 220, maxWidth: '100%' }}
              />
              <KindSelect value={values.kind} onChange={(kind) => change({ kind })} />
            </>
          ),
        }}
      />
      <ListTable<PendingRow>
        columns={columns}
        list={list}
        state={{ filters, update }}
        noun="yêu cầu"
        emptyText={filters.search || filters.source || filters.kind ? 'Không tìm thấy' : PENDING_EMPTY_TEXT}
        card={{
          title: opener,
          name: (row) => row.title,
          facts: (row) => [
            `${row.organizationName} · ${formatDateTime(row.createdAt)}`,
            <span key="kind">{kindTag(row)}</span>,
          ],
        }}
      />
    </ListPageCard>
  );
}
