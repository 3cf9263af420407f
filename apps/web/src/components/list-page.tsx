import { Flex } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { type ChoosableColumn, optionalColumnsOf, visibleColumns } from '../lib/column-visibility';
import type { ListPaging } from '../lib/url-filters';
import type { ListPageState } from '../lib/use-list-page';
import { ColumnChooser } from './column-chooser';
import { FilterBar, type FilterFields } from './filter-bar';
import { ListPageCard } from './list-page-card';
import { ListSearch } from './list-search';
import { type ListQuery, type ListRows, ListTable, type ListTableProps } from './list-table';

/** A list page's column: `optional` ones come and go through 'Cột hiển thị'. */
export type ListColumn<T> = ChoosableColumn<ColumnType<T>>;

interface ListPageLayoutBaseProps<T extends { id: number }, F extends ListPaging>
  extends Omit<ListTableProps<T>, 'columns' | 'list' | 'state' | 'size' | 'compact'> {
  title: ReactNode;
  /** The page's buttons ('Thêm mới', 'Nhập Excel'…), beside the title (under it on a phone). */
  actions?: ReactNode;
  /** The list's state (`useListPage`). */
  page: ListPageState<F>;
  /** The rows of the page (the list's query, asked with `page.filters`). */
  query: ListQuery<T>;
  /** The search box: its placeholder, what a screen reader calls it, its width on a wide screen. */
  search?: { placeholder: string; label: string; width: number };
  /** The filters beside the search (in the 'Bộ lọc' drawer on a phone). */
  filters?: FilterFields<F>;
  columns?: readonly ListColumn<T>[];
  /** The list's custom fields as columns, in their own group of the chooser (organisations). */
  customColumns?: readonly ListColumn<T>[];
  /** What stands between the title and the filters (a notice, a summary, a choice of view). */
  above?: ReactNode;
  /** What stands between the filters and the table (the organisations' statistics). */
  aboveTable?: ReactNode;
  /** A row of tools right above the table, the column chooser first; without it the chooser ends the filters' row. */
  toolbar?: ReactNode;
  /** A note under the table. */
  below?: ReactNode;
  /** The lists this page holds, to choose among: beside the list on a wide screen, above it on a phone. */
  aside?: ReactNode;
  /** The page's dialogs and drawers. */
  children?: ReactNode;
}

export type ListPageLayoutProps<T extends { id: number }, F extends ListPaging> = ListPageLayoutBaseProps<
  T,
  F
> &
  ListRows<T>;

/**
 * A list page said once (docs/requirements.md, "Lists" and "Lists on a phone"): the card with its
 * title and buttons, the search and filters ('Bộ lọc' drawer on a phone), 'Cột hiển thị' for the
 * optional columns, the table with its pager and its empty and error texts, or a card a row on a
 * phone. The page states its columns, filters, query and actions; `useListPage` holds the rest.
 */
export function ListPageLayout<T extends { id: number }, F extends ListPaging>(
  props: ListPageLayoutProps<T, F>,
) {
  const {
    title,
    actions,
    page,
    query,
    search,
    filters,
    columns = [],
    customColumns,
    above,
    aboveTable,
    toolbar,
    below,
    aside,
    children,
    ...table
  } = props;
  const { compact } = page;
  const all = [...columns, ...(customColumns ?? [])];
  const choosable = all.some((c) => c.optional);
  const chooser = choosable && !compact && (
    <ColumnChooser
      standard={optionalColumnsOf(columns)}
      custom={customColumns && optionalColumnsOf(customColumns)}
      choices={page.choices}
      onChange={page.choose}
    />
  );
  const content = (
    <>
      {above}
      {(search || filters) && (
        <FilterBar<F>
          compact={compact}
          search={
            search && (
              <ListSearch
                {...page.search}
                placeholder={search.placeholder}
                aria-label={search.label}
                style={{ width: search.width, maxWidth: '100%' }}
              />
            )
          }
          onReset={page.reset}
          tools={!toolbar && chooser}
          fields={
            filters && { filters: page.filters, onChange: (change) => page.update(change), render: filters }
          }
        />
      )}
      {aboveTable}
      {toolbar && (
        <Flex gap={8} wrap justify="end" style={{ marginBottom: 12 }}>
          {chooser}
          {toolbar}
        </Flex>
      )}
      <ListTable<T>
        {...(table as ListRows<T> & typeof table)}
        compact={compact}
        columns={visibleColumns(all, page.choices)}
        list={query}
        state={page}
      />
      {below}
    </>
  );
  return (
    <ListPageCard title={title} extra={actions} compact={compact}>
      {aside ? (
        <Flex gap={compact ? 12 : 24} vertical={compact}>
          {aside}
          <div style={{ flex: 1, minWidth: 0 }}>{content}</div>
        </Flex>
      ) : (
        content
      )}
      {children}
    </ListPageCard>
  );
}
