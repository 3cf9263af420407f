import { PlusOutlined } from '@ant-design/icons';
import { CHOICE_LIST_LABELS, type ChoiceItem, type ChoiceList, choiceCreateBody } from '@congdoan/shared';
import { Alert, Button, Card, Form, Input, InputNumber, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { deleteRowAction, editRowAction, RowActions } from '../../../components/row-actions';
import { useAppAbility } from '../../../lib/ability';
import { rulesFrom } from '../../../lib/form-rules';
import { serverFieldProblems } from '../../../lib/server-field-problems';
import { useToast } from '../../../lib/use-toast';
import { useDeleteChoice } from '../api/delete-choice';
import { useChoices } from '../api/list-choices';
import { useSaveChoice } from '../api/save-choice';
import { formatCount } from './custom-value-format';

const rules = rulesFrom(choiceCreateBody);

interface ChoiceForm {
  name: string;
  sortOrder: number;
}

function ChoiceFormModal({
  list,
  editing,
  onClose,
}: {
  list: ChoiceList;
  /** undefined: closed; null: a new entry. */
  editing: ChoiceItem | null | undefined;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ChoiceForm>();
  const save = useSaveChoice();
  const toast = useToast();
  const noun = CHOICE_LIST_LABELS[list].toLowerCase();
  const submit = async (values: ChoiceForm) => {
    // An emptied order is the first place, as on a create (the update refuses a blank order).
    const body = { ...values, sortOrder: values.sortOrder ?? 0 };
    await save.mutateAsync(editing ? { id: editing.id, ...body } : { list, ...body });
    toast.success(editing ? `Đã cập nhật ${noun}` : `Đã thêm ${noun}`, values.name);
    onClose();
  };
  return (
    <FormModal<ChoiceForm>
      form={form}
      open={editing !== undefined}
      title={editing ? `Cập nhật ${noun}` : `Thêm ${noun}`}
      okText={editing ? 'Lưu' : 'Thêm'}
      initialValues={editing ? { name: editing.name, sortOrder: editing.sortOrder } : { sortOrder: 0 }}
      onSubmit={submit}
      fieldProblems={(error) => serverFieldProblems(error, { choice_name_exists: 'name' })}
      onClose={onClose}
    >
      <Form.Item name="name" label="Tên" rules={rules('name')}>
        <Input />
      </Form.Item>
      <Form.Item name="sortOrder" label="Thứ tự hiển thị" rules={rules('sortOrder')}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}

/**
 * One list an administrator keeps ('Loại hình' or 'Loại công ty'): its entries with how many
 * organisations use each; add, rename, reorder, delete (refused while in use, the server says so).
 */
export function ChoiceListCard({ list }: { list: ChoiceList }) {
  const choices = useChoices(list);
  const ability = useAppAbility();
  const toast = useToast();
  const remove = useDeleteChoice();
  const [editing, setEditing] = useState<ChoiceItem | null | undefined>(undefined);
  const canEdit = ability.can('dynamic_field', 'organization');
  const label = CHOICE_LIST_LABELS[list];
  const noun = label.toLowerCase();

  const columns: TableColumnsType<ChoiceItem> = [
    { title: 'Tên', dataIndex: 'name' },
    { title: 'Thứ tự', dataIndex: 'sortOrder', width: 80, align: 'end' },
    {
      title: 'Số đơn vị',
      dataIndex: 'usageCount',
      width: 100,
      align: 'end',
      render: (n: number) => formatCount(n),
    },
    ...(canEdit
      ? [
          {
            title: 'Thao tác',
            key: 'actions',
            width: 100,
            render: (_v: unknown, row: ChoiceItem) => (
              <RowActions
                actions={[
                  editRowAction('organization', () => setEditing(row), 'dynamic_field'),
                  deleteRowAction(
                    'organization',
                    `Xóa ${noun} "${row.name}"?`,
                    () =>
                      remove.mutateAsync(row.id).then(
                        () => toast.success(`Đã xóa ${noun}`, row.name),
                        (error: unknown) => toast.error(error),
                      ),
                    'dynamic_field',
                  ),
                ]}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={label}
      size="small"
      extra={
        canEdit && (
          <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            Thêm
          </Button>
        )
      }
    >
      {choices.isError && (
        <Alert type="error" showIcon title={choices.error.message} style={{ marginBottom: 12 }} />
      )}
      <Table<ChoiceItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={choices.data}
        loading={choices.isFetching}
        pagination={false}
        locale={{ emptyText: 'Không có dữ liệu' }}
      />
      <ChoiceFormModal list={list} editing={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
