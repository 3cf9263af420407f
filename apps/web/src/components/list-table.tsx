import { formatNumber, type ListPage, type SortOrder } from '@congdoan/shared';
import { Alert, Card, Empty, Flex, Pagination, Spin, Table, type TableColumnsType, Typography } from 'antd';
import type { ColumnType, SortOrder as TableSortOrder } from 'antd/es/table/interface';
import { type Key, type ReactNode, useEffect } from 'react';
import { useAppAbility } from '../lib/ability';
import { type ListPaging, PAGE_SIZES } from '../lib/url-filters';
import { useCompactList } from '../lib/use-compact-list';
import { KeyboardScroll } from './keyboard-scroll';
import './list-table.css';
import { type RowAction, RowActions, RowActionsMenu, resolveRowActions } from './row-actions';

/** A list's URL state as the table reads and changes it (`useUrlFilters`, or a local state). */
export interface ListTableState {
  filters: ListPaging;
  // Method syntax on purpose: a list's own `update` (its sort columns typed) stands for this one.
  update(change: Partial<ListPaging>): void;
}

/** A row drawn as a card on a phone: its name, and two key facts under it. */
export interface ListCardSpec<T> {
  title: (row: T) => ReactNode;
  /** The name said to a screen reader on the card's action menu. */
  name: (row: T) => string;
  facts: (row: T) => ReactNode[];
}

/**
 * The list query of a page: its rows and total, whether it loads, why it failed. A total the server
 * stopped counting at (`countCapped`: a floor) reads 'Hơn N …', and a full page still offers the
 * next one.
 */
export interface ListQuery<T> {
  data?: (ListPage<T> & { countCapped?: boolean }) | undefined;
  isFetching: boolean;
  error: Error | null;
}

export interface ListTableProps<T> {
  columns: TableColumnsType<T>;
  list: ListQuery<T>;
  /** Page, size and sort, and how to change them. */
  state: ListTableState;
  /** The columns the server sorts by (USER_SORT_COLUMNS…): a column whose key is one gets a sorter. */
  sortable?: readonly string[];
  /** The page sizes offered; the app's own when absent. */
  pageSizes?: readonly number[];
  /** What the total counts: 'Tổng 12 người dùng'. */
  noun: string;
  /** A row's actions: buttons in a 'Thao tác' column fixed on the right, a menu on a card. */
  rowActions?: (row: T) => readonly RowAction[];
  /** The text when there is no row. */
  emptyText?: string;
  /** What a failed load says; the server's message by default. */
  errorText?: string;
  /** An 'STT' column first: the row's number across pages. */
  numbered?: boolean;
  size?: 'small' | 'middle';
  /** Rows as cards; by default when the window is a phone's. */
  compact?: boolean;
}

/**
 * How the rows are drawn: a table, and below the phone breakpoint a card a row; or, on every
 * screen, by the page itself in place of both (the inbox's entries), the pager, the empty text and
 * the error staying the list's.
 */
export type ListRows<T> =
  | { card: ListCardSpec<T>; renderRows?: never }
  | { renderRows: (rows: readonly T[]) => ReactNode; card?: never };
const NO_VALUE = '—';
/** The width a column without one is counted at, and the narrowest a flexible column gets. */
const COLUMN_WIDTH_DEFAULT = 120;

const toTableOrder = (order: SortOrder | undefined): TableSortOrder =>
  order === 'desc' ? 'descend' : 'ascend';

/**
 * One line of text that never wraps (a word or an e-mail is never broken): cut with an ellipsis,
 * the whole text in a tooltip when it is cut.
 */
export function CellText({ text }: { text: string }) {
  return (
    <Typography.Text ellipsis={{ tooltip: text }} style={{ color: 'inherit', maxWidth: '100%', minWidth: 0 }}>
      {text}
    </Typography.Text>
  );
}

/** The 'STT' column: the row's number across pages, fixed on the left with the columns fixed there. */
export function rowNumberColumn<T>({ page, limit }: ListPaging, fixed = false): ColumnType<T> {
  return {
    title: 'STT',
    key: 'index',
    width: 56,
    align: 'center',
    ...(fixed && { fixed: 'left' as const }),
    render: (_v, _r, i) => (page - 1) * limit + i + 1,
  };
}

const columnKeyOf = <T,>(column: ColumnType<T>): Key | undefined =>
  column.key ?? (typeof column.dataIndex === 'string' ? column.dataIndex : undefined);

/**
 * The house defaults of a column: a key (its data field), one line cut with an ellipsis and a
 * tooltip, '—' for no value; and, for a column the server sorts by, a sorter bound to the URL.
 */
function withDefaults<T>(columns: TableColumnsType<T>, state: ListTableState, sortable: readonly string[]) {
  const { sortBy, order } = state.filters;
  return columns.map((col): ColumnType<T> => {
    const column = col as ColumnType<T>;
    const key = columnKeyOf(column);
    const sorts = typeof key === 'string' && sortable.includes(key);
    const { render } = column;
    return {
      ...column,
      key,
      ...(sorts && {
        sorter: true,
        sortOrder: sortBy === key ? toTableOrder(order) : null,
      }),
      ...(column.ellipsis === undefined && {
        ellipsis: { showTitle: false },
        render: (value: unknown, row: T, index: number) => {
          const shown = render ? render(value, row, index) : (value as ReactNode);
          if (shown === null || shown === undefined || shown === '') return NO_VALUE;
          return typeof shown === 'string' || typeof shown === 'number' ? (
            <CellText text={String(shown)} />
          ) : (
            shown
          );
        },
      }),
    };
  });
}

interface ListCardsProps<T> {
  rows: readonly T[];
  card: ListCardSpec<T>;
  rowActions?: ((row: T) => readonly RowAction[]) | undefined;
  noun: string;
  emptyText: string;
}

/** The rows as cards (a phone): the name, two facts under it, the actions in a menu beside it. */
export function ListCards<T extends { id: number }>({
  rows,
  card,
  rowActions,
  noun,
  emptyText,
}: ListCardsProps<T>) {
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <Flex vertical gap={8} role="list" aria-label={`Danh sách ${noun}`}>
      {rows.map((row) => (
        <Card key={row.id} size="small" role="listitem" styles={{ body: { padding: '10px 12px' } }}>
          <Flex gap={8} align="start">
            <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text strong ellipsis className="list-card-title">
                {card.title(row)}
              </Typography.Text>
              {card.facts(row).map((fact, i) =>
                typeof fact === 'object' && fact !== null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the facts of a card are fixed, in their order
                  <div key={i} style={{ minWidth: 0 }}>
                    {fact}
                  </div>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the facts of a card are fixed, in their order
                  <Typography.Text key={i} type="secondary" ellipsis>
                    {fact || NO_VALUE}
                  </Typography.Text>
                ),
              )}
            </Flex>
            {rowActions && <RowActionsMenu actions={rowActions(row)} rowName={card.name(row)} />}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}

/** The width the table needs: its columns' widths (a flexible column counted at its minimum). */
const widthOf = <T,>(columns: readonly ColumnType<T>[]) =>
  columns.reduce(
    (sum, c) => sum + (typeof c.width === 'number' ? c.width : (c.minWidth ?? COLUMN_WIDTH_DEFAULT)),
    0,
  );

/** The 'Thao tác' column's width for at most `count` icon buttons (24 px each, 2 px apart, 8 px padding). */
const actionsWidth = (count: number) => Math.max(88, 26 * count + 22);

/**
 * The table of a list page whose filters, page and sort live in the URL: the server's refusal above
 * it, 'Tổng N …' and the page sizes below; a sortable header sorts on the server (docs/requirements.md,
 * "Sorting": a sort change goes back to page 1); a delete that empties the last page steps back to
 * the new last one. Below the phone breakpoint the rows are cards (docs/requirements.md, "Lists on
 * a phone").
 */
export function ListTable<T extends { id: number }>({
  columns,
  list,
  state,
  sortable = [],
  pageSizes = PAGE_SIZES,
  noun,
  rowActions,
  card,
  emptyText = 'Không có dữ liệu',
  errorText,
  numbered = false,
  renderRows,
  size = 'middle',
  ...props
}: ListTableProps<T> & ListRows<T>) {
  const { data } = list;
  const { page, limit } = state.filters;
  const phone = useCompactList();
  const compact = props.compact ?? phone;
  const ability = useAppAbility();
  const { update } = state;
  useEffect(() => {
    if (data && data.list.length === 0 && data.count > 0 && page > 1) {
      update({ page: Math.max(1, Math.ceil(data.count / limit)) });
    }
  }, [data, page, limit, update]);

  const rows = data?.list ?? [];
  const capped = data?.countCapped === true;
  const count = data?.count ?? 0;
  const pagination = {
    current: page,
    pageSize: limit,
    total: capped
      ? Math.max(count, (page - 1) * limit + rows.length + (rows.length === limit ? 1 : 0))
      : count,
    // no size to choose on a phone, nor where the list has one size only (the inbox)
    showSizeChanger: !compact && pageSizes.length > 1,
    pageSizeOptions: pageSizes.map(String),
    showTotal: (total: number) =>
      capped ? `Hơn ${formatNumber(count)} ${noun}` : `Tổng ${formatNumber(total)} ${noun}`,
    onChange: (nextPage: number, nextLimit: number) =>
      update(nextLimit !== limit ? { limit: nextLimit } : { page: nextPage }),
  };
  const error = list.error && (
    <Alert type="error" showIcon title={errorText ?? list.error.message} style={{ marginBottom: 16 }} />
  );

  if (compact || renderRows) {
    return (
      <>
        {error}
        <Spin spinning={list.isFetching}>
          {card ? (
            <ListCards rows={rows} card={card} rowActions={rowActions} noun={noun} emptyText={emptyText} />
          ) : rows.length > 0 ? (
            renderRows?.(rows)
          ) : (
            data && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
          )}
        </Spin>
        {rows.length > 0 && (
          // the cards' pager is the small one, closer to them; a page's own rows keep the full one
          <Flex justify="center" style={{ marginTop: card ? 12 : 16 }}>
            <Pagination {...pagination} size={card ? 'small' : undefined} />
          </Flex>
        )}
      </>
    );
  }

  // A reader gets no empty 'Thao tác' column.
  const mostActions = rowActions
    ? Math.max(0, ...rows.map((row) => resolveRowActions(rowActions(row), ability).length))
    : 0;
  const numberedColumns = numbered
    ? [
        rowNumberColumn<T>(state.filters, (columns[0] as ColumnType<T> | undefined)?.fixed === 'left'),
        ...columns,
      ]
    : columns;
  const shown = withDefaults(numberedColumns, state, sortable);
  const all: ColumnType<T>[] =
    mostActions > 0 && rowActions
      ? [
          ...shown,
          {
            title: 'Thao tác',
            key: 'actions',
            fixed: 'right',
            align: 'center',
            width: actionsWidth(mostActions),
            render: (_v, row) => <RowActions actions={rowActions(row)} />,
          },
        ]
      : shown;

  return (
    <>
      {error}
      <KeyboardScroll label={`Bảng ${noun}`}>
        <Table<T>
          rowKey="id"
          size={size}
          columns={all}
          dataSource={rows}
          loading={list.isFetching}
          scroll={{ x: widthOf(all) }}
          locale={{ emptyText }}
          onChange={(_pagination, _filters, sorter, extra) => {
            if (extra.action !== 'sort' || Array.isArray(sorter)) return;
            const sortBy = sorter.order ? String(sorter.columnKey) : undefined;
            update({
              sortBy,
              order: sorter.order ? (sorter.order === 'descend' ? 'desc' : 'asc') : undefined,
            });
          }}
          pagination={pagination}
        />
      </KeyboardScroll>
    </>
  );
}
