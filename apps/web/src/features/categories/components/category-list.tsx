import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form } from 'antd';
import { type ReactNode, useState } from 'react';
import type { FilterFields } from '../../../components/filter-bar';
import { FormModal } from '../../../components/form-modal';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import type { ListQuery } from '../../../components/list-table';
import { deleteRowAction, editRowAction, type RowAction } from '../../../components/row-actions';
import { useAppAbility } from '../../../lib/ability';
import { ApiError } from '../../../lib/api-client';
import { serverFieldProblems } from '../../../lib/server-field-problems';
import type { ListPaging } from '../../../lib/url-filters';
import type { ListPageState } from '../../../lib/use-list-page';
import { useToast } from '../../../lib/use-toast';

/**
 * The form field a server refusal belongs to, so that the message shows under it:
 * a taken name or code, a ward that no longer exists.
 */
export function fieldOfError(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.code) return undefined;
  if (error.code.endsWith('_name_exists')) return 'name';
  if (error.code.endsWith('_code_exists')) return 'code';
  if (error.code === 'ward_ref_invalid') return 'xaPhuongId';
  return undefined;
}

/** A category's writes: an update takes the form's values and the row's id. */
export interface CategoryWrites<F> {
  create: { mutateAsync(values: F): Promise<unknown> };
  update: { mutateAsync(values: F & { id: number }): Promise<unknown> };
  remove: { mutateAsync(id: number): Promise<unknown> };
}

export type CategorySubject = 'ward' | 'industrial-zone' | 'position' | 'category';

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
  /** The list's state (useListPage): filters, page, size, sort and the search box. */
  list: ListPageState<L>;
  query: ListQuery<T>;
  columns: ListColumn<T>[];
  /** The columns the server sorts by (CATEGORY_SORT_COLUMNS…). */
  sortable: readonly string[];
  /** Two facts under the name when a row is a card on a phone. */
  facts: (row: T) => ReactNode[];
  /** Filters beside the search box (they keep their value in the URL). */
  filters?: FilterFields<L>;
  /** The Form.Items of the create/edit form. */
  formFields: ReactNode;
  formValues: (row: T | null) => Partial<F>;
  /** Its create, update and delete (the mutations of its api/ hooks). */
  writes: CategoryWrites<F>;
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
  const { subject, noun, list, query, writes } = props;
  const ability = useAppAbility();
  const toast = useToast();
  const [form] = Form.useForm<F>();
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  // The modal's form is destroyed when hidden, so each opening starts from the row's values.
  const open = (row: T | null) => setEditing({ row });

  const remove = (row: T) =>
    writes.remove.mutateAsync(row.id).then(
      () => toast.success(`Đã xóa ${noun}`, row.name),
      (error: unknown) => toast.error(error),
    );
  const actionsOf = (row: T): RowAction[] => [
    editRowAction(subject, () => open(row)),
    ...(props.fixed ? [] : [deleteRowAction(subject, `Xóa ${noun} "${row.name}"?`, () => remove(row))]),
  ];

  const row = editing?.row ?? null;
  return (
    <ListPageLayout
      title={props.title}
      page={list}
      query={query}
      aside={props.sections}
      above={props.fixed && <Alert type="info" showIcon title={props.fixed} style={{ marginBottom: 16 }} />}
      search={{ placeholder: props.searchPlaceholder, label: props.searchPlaceholder, width: 360 }}
      filters={props.filters}
      columns={props.columns}
      sortable={props.sortable}
      noun={noun}
      rowActions={actionsOf}
      card={{ title: (row) => row.name, name: (row) => row.name, facts: props.facts }}
      actions={
        !props.fixed &&
        ability.can('create', subject) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)}>
            Thêm {noun}
          </Button>
        )
      }
    >
      <FormModal<F>
        form={form}
        open={editing !== null}
        title={row ? `Cập nhật ${noun}` : `Thêm ${noun}`}
        okText={row ? 'Lưu' : 'Thêm'}
        initialValues={props.formValues(row)}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          await (row
            ? writes.update.mutateAsync({ ...values, id: row.id })
            : writes.create.mutateAsync(values));
          toast.success(row ? `Đã cập nhật ${noun}` : `Đã thêm ${noun}`, (values as { name?: string }).name);
          setEditing(null);
        }}
        // Each category's form has the fields its own refusals name.
        fieldProblems={(error) => serverFieldProblems(error, fieldOfError)}
      >
        {props.formFields}
      </FormModal>
    </ListPageLayout>
  );
}
