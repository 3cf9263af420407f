import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, type TableColumnsType } from 'antd';
import { type ReactNode, useState } from 'react';
import { FilterBar } from '../../../components/filter-bar';
import { ListSearch } from '../../../components/list-search';
import { ListTable } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { useAppAbility } from '../../../lib/ability';
import { useToast } from '../../../lib/use-toast';
import type { ListControls } from '../../../lib/use-url-filters';
import { CategoryFormModal } from './category-form-modal';

export type CategorySubject = 'ward' | 'industrial-zone' | 'position';

interface ListQuery<T> {
  data?: { list: T[]; count: number } | undefined;
  isFetching: boolean;
  error: Error | null;
}

export interface CategoryListProps<T extends { id: number; name: string }, F extends object> {
  subject: CategorySubject;
  title: string;
  /** The category in a sentence: 'xã/phường' → 'Đã thêm xã/phường', 'Thêm xã/phường'. */
  noun: string;
  searchPlaceholder: string;
  /** The list's URL state (useUrlFilters): page, size and the search box. */
  list: ListControls;
  query: ListQuery<T>;
  columns: TableColumnsType<T>;
  /** Filters beside the search box (they keep their own value in the URL). */
  filters?: ReactNode;
  /** The Form.Items of the create/edit form. */
  formFields: ReactNode;
  formValues: (row: T | null) => Partial<F>;
  save: (values: F, row: T | null) => Promise<unknown>;
  remove: (row: T) => Promise<unknown>;
}

/**
 * One category screen: search and filters, a paged table whose page and size live in the URL,
 * edit and delete through the row-action cell, create and edit in a modal form. Every action is
 * offered only when the ability allows it; the server's message is shown when it refuses.
 */
export function CategoryList<T extends { id: number; name: string }, F extends object>(
  props: CategoryListProps<T, F>,
) {
  const { subject, noun, list, query } = props;
  const ability = useAppAbility();
  const toast = useToast();
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  // The modal's form is destroyed when hidden, so each opening starts from the row's values.
  const open = (row: T | null) => setEditing({ row });

  const canChange = ability.can('update', subject) || ability.can('delete', subject);
  const actionsColumn: TableColumnsType<T>[number] = {
    title: 'Thao tác',
    key: 'actions',
    width: 110,
    fixed: 'right',
    render: (_, row) => (
      <RowActions
        actions={[
          {
            key: 'edit',
            label: 'Sửa',
            icon: <EditOutlined />,
            action: 'update',
            subject,
            onClick: () => open(row),
          },
          {
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
          },
        ]}
      />
    ),
  };
  // A reader gets no empty 'Thao tác' column.
  const columns = canChange ? [...props.columns, actionsColumn] : props.columns;

  const row = editing?.row ?? null;
  return (
    <Card
      title={props.title}
      extra={
        ability.can('create', subject) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)}>
            Thêm {noun}
          </Button>
        )
      }
    >
      <FilterBar
        search={
          <ListSearch
            {...list.search}
            placeholder={props.searchPlaceholder}
            aria-label={props.searchPlaceholder}
            style={{ maxWidth: 360 }}
          />
        }
        onReset={list.reset}
      >
        {props.filters}
      </FilterBar>
      <ListTable<T>
        columns={columns}
        list={query}
        page={list.filters.page}
        limit={list.filters.limit}
        noun={noun}
        scrollX={720}
        onPageChange={list.update}
      />
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
    </Card>
  );
}
