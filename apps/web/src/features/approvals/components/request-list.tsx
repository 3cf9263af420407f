import {
  APPROVAL_STATE_LABELS,
  APPROVAL_STATES,
  type ApprovalItem,
  type ApprovalState,
} from '@congdoan/shared';
import { Select } from 'antd';
import type { ReactNode } from 'react';
import { CellLines } from '../../../components/cell-lines';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date-time';
import { useListPage } from '../../../lib/use-list-page';
import { type RequestList as Endpoint, requestListFilters, useRequestList } from '../api/list-requests';
import { KindSelect } from './approval-filters';
import { ApprovalStateTag, kindLabel } from './approval-tags';
import { CellLink } from './cell-link';

/** The request's member (or its kind), opening its detail page. */
const opener = (row: ApprovalItem) => {
  const name = row.memberName ?? kindLabel(row.kind);
  return (
    <CellLink to={paths.approval.detail.getHref(row.id)} title={name}>
      {name}
    </CellLink>
  );
};
const unionsOf = (row: ApprovalItem) =>
  row.fromOrganizationName ? `${row.fromOrganizationName} → ${row.organizationName}` : row.organizationName;

interface RequestListProps {
  endpoint: Endpoint;
  title: string;
  /** The states the list may hold (history: the decided and cancelled). */
  states?: readonly ApprovalState[];
  /** The page's buttons. */
  extra?: ReactNode;
  emptyText: string;
}

/** A list of requests (my requests, history) with its kind and state filters in the URL. */
export function RequestList({
  endpoint,
  title,
  states = APPROVAL_STATES,
  extra,
  emptyText,
}: RequestListProps) {
  const page = useListPage(requestListFilters);
  const { filters } = page;
  const list = useRequestList(endpoint, filters);

  const columns: ListColumn<ApprovalItem>[] = [
    {
      title: 'Đoàn viên',
      key: 'member',
      minWidth: 240,
      render: (_v, row) => (
        <CellLines sub={unionsOf(row)} ellipsis={{ tooltip: unionsOf(row) }}>
          {opener(row)}
        </CellLines>
      ),
    },
    { title: 'Loại yêu cầu', key: 'kind', width: 220, render: (_v, row) => kindLabel(row.kind) },
    { title: 'Người gửi', dataIndex: 'requesterName', key: 'requesterName', width: 180 },
    {
      title: 'Thời gian gửi',
      key: 'createdAt',
      width: 150,
      render: (_v, row) => formatDateTime(row.createdAt),
    },
    {
      title: 'Xử lý',
      key: 'decided',
      width: 180,
      render: (_v, row) =>
        row.decidedAt ? <CellLines sub={row.deciderName}>{formatDateTime(row.decidedAt)}</CellLines> : null,
    },
    {
      title: 'Trạng thái',
      key: 'state',
      width: 120,
      render: (_v, row) => <ApprovalStateTag state={row.state} />,
    },
  ];

  return (
    <ListPageLayout
      title={title}
      actions={extra}
      page={page}
      query={list}
      search={{ placeholder: 'Tìm theo đoàn viên, đơn vị', label: 'Tìm yêu cầu', width: 280 }}
      filters={(values, change) => (
        <>
          <KindSelect value={values.kind} onChange={(kind) => change({ kind })} />
          <Select<ApprovalState>
            aria-label="Trạng thái"
            placeholder="Mọi trạng thái"
            allowClear
            value={values.state}
            onChange={(state) => change({ state: state ?? undefined })}
            options={states.map((s) => ({ value: s, label: APPROVAL_STATE_LABELS[s] }))}
            style={{ width: 180, maxWidth: '100%' }}
          />
        </>
      )}
      columns={columns}
      noun="yêu cầu"
      emptyText={filters.search || filters.kind || filters.state ? 'Không tìm thấy' : emptyText}
      card={{
        title: opener,
        name: (row) => `${kindLabel(row.kind)} ${row.memberName ?? ''}`.trim(),
        facts: (row) => [
          `${kindLabel(row.kind)} · ${formatDateTime(row.createdAt)}`,
          <ApprovalStateTag key="state" state={row.state} />,
        ],
      }}
    />
  );
}
