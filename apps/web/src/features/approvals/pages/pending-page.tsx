import type { PendingSource } from '@congdoan/shared';
import { Select, Tag } from 'antd';
import { CellLines } from '../../../components/cell-lines';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import { formatDateTime } from '../../../lib/format-date-time';
import { useListPage } from '../../../lib/use-list-page';
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
  const page = useListPage(pendingFilters);
  const { filters } = page;
  const list = usePendingList(filters);

  const columns: ListColumn<PendingRow>[] = [
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
    <ListPageLayout
      title="Yêu cầu chờ phê duyệt"
      page={page}
      query={list}
      search={{ placeholder: 'Tìm theo đoàn viên, báo cáo, đơn vị', label: 'Tìm yêu cầu', width: 300 }}
      filters={(values, change) => (
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
      )}
      columns={columns}
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
  );
}
