import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ListPage } from '@congdoan/shared';
import { Alert, Button, Flex, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { FilterBar, type FilterFields } from '../../../components/filter-bar';
import { ListPageCard } from '../../../components/list-page-card';
import { ListSearch } from '../../../components/list-search';
import { ListTable } from '../../../components/list-table';
import type { RowAction } from '../../../components/row-actions';
import { useAppAbility } from '../../../lib/ability';
import type { ListPaging } from '../../../lib/url-filters';
import { useCompactList } from '../../../lib/use-compact-list';
import { useToast } from '../../../lib/use-toast';
import type { ListControls } from '../../../lib/use-url-filters';
import { CategoryFormModal } from './category-form-modal';

export type CategorySubject = 'ward' | 'industrial-zone' | 'position' | 'category';

interface ListQuery<T> {
  data?: ListPage<T> | undefined;
  isFetching: boolean;
  error: Error | null;
}

export interface CategoryListProps<
  T extends { id: number; name: string },
  F extends object,
  L extends ListPaging = ListPaging,
> {
  subject: CategorySubject;
  title: string;
  /** The category in a sentence: 'xã/phường' → 'Đã thêm xã/phường', 'Thêm xã/phường'. */
  noun: string;
  searchPlaceholder: string;
  /** The list's URL state (useUrlFilters): filters, page, size, sort and the search box. */
  list: ListControls<L>;
  query: ListQuery<T>;
  columns: TableColumnsType<T>;
  /** The columns the server sorts by (CATEGORY_SORT_COLUMNS…). */
  sortable: readonly string[];
  /** Two facts under the name when a row is a card on a phone. */
  facts: (row: T) => ReactNode[];
  /** Filters beside the search box (they keep their value in the URL). */
  filters?: FilterFields<L>;
  /** The Form.Items of the create/edit form. */
  formFields: ReactNode;
  formValues: (row: T | null) => Partial<F>;
  save: (values: F, row: T | null) => Promise<unknown>;
  remove: (row: T) => Promise<unknown>;
  /**
   * The lists this page holds, to choose among (the member categories' kinds): beside the list on a
   * wide screen, above it on a phone.
   */
  sections?: ReactNode;
  /**
   * A list the product reads by code (the genders): its rows are renamed and reordered, never added
   * or deleted, and it says so.
   */
  fixed?: string;
}

/**
 * One category screen: search and filters, a paged table whose page and size live in the URL,
 * edit and delete through the row-action cell, create and edit in a modal form. Every action is
 * offered only when the ability allows it; the server's message is shown when it refuses.
 */
export function CategoryList<
  T extends { id: number; name: string },
  F extends object,
  L extends ListPaging = ListPaging,
>(props: CategoryListProps<T, F, L>) {
  const { subject, noun, list, query } = props;
  const ability = useAppAbility();
  const toast = useToast();
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  // The modal's form is destroyed when hidden, so each opening starts from the row's values.
  const open = (row: T | null) => setEditing({ row });

  const compact = useCompactList();
  const deleteAction = (row: T): RowAction => ({
    key: 'delete',
    label: 'Xóa',
    icon: <DeleteOutlined />,
    action: 'delete',
    subject,
    danger: true,
    confirm: { content: `Xóa ${noun} "${row.name}"?` },
    onClick: () =>
      props.remove(row).then(
        () => toast.success(`Đã xóa ${noun}`, row.name),
        (error: unknown) => toast.error(error),
      ),
  });
  const actionsOf = (row: T): RowAction[] => [
    {
      key: 'edit',
      label: 'Sửa',
      icon: <EditOutlined />,
      action: 'update',
      subject,
      onClick: () => open(row),
    },
    ...(props.fixed ? [] : [deleteAction(row)]),
  ];

  const row = editing?.row ?? null;
  const content = (
    <>
      {props.fixed && <Alert type="info" showIcon title={props.fixed} style={{ marginBottom: 16 }} />}
      <FilterBar<L>
        search={
          <ListSearch
            {...list.search}
            placeholder={props.searchPlaceholder}
            aria-label={props.searchPlaceholder}
            style={{ width: 360, maxWidth: '100%' }}
          />
        }
        onReset={list.reset}
        fields={
          props.filters && { filters: list.filters, onChange: (c) => list.update(c), render: props.filters }
        }
      />
      <ListTable<T>
        columns={props.columns}
        list={query}
        state={list}
        sortable={props.sortable}
        noun={noun}
        rowActions={actionsOf}
        card={{ title: (row) => row.name, name: (row) => row.name, facts: props.facts }}
      />
    </>
  );
  return (
    <ListPageCard
      title={props.title}
      extra={
        !props.fixed &&
        ability.can('create', subject) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)}>
            Thêm {noun}
          </Button>
        )
      }
    >
      {props.sections ? (
        <Flex gap={compact ? 12 : 24} vertical={compact}>
          {props.sections}
          <div style={{ flex: 1, minWidth: 0 }}>{content}</div>
        </Flex>
      ) : (
        content
      )}
      <CategoryFormModal<F>
        open={editing !== null}
        title={row ? `Cập nhật ${noun}` : `Thêm ${noun}`}
        okText={row ? 'Lưu' : 'Thêm'}
        initialValues={props.formValues(row)}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          await props.save(values, row);
          toast.success(row ? `Đã cập nhật ${noun}` : `Đã thêm ${noun}`, (values as { name?: string }).name);
          setEditing(null);
        }}
      >
        {props.formFields}
      </CategoryFormModal>
    </ListPageCard>
  );
}
