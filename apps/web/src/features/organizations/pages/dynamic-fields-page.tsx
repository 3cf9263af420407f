import { PlusOutlined } from '@ant-design/icons';
import { DYNAMIC_FIELD_TYPE_LABELS, type DynamicFieldItem } from '@congdoan/shared';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Modal,
  Row,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { KeyboardScroll } from '../../../components/keyboard-scroll';
import { deleteRowAction, editRowAction, RowActions } from '../../../components/row-actions';
import { UrlTabs } from '../../../components/url-tabs';
import { ApiError } from '../../../lib/api-client';
import { useToast } from '../../../lib/use-toast';
import { useDeleteDynamicField } from '../api/delete-dynamic-field';
import { useDynamicFields } from '../api/list-dynamic-fields';
import { ChoiceListCard } from '../components/choice-list-card';
import { formatCount, formatCustomValue, NO_VALUE } from '../components/custom-value-format';
import { DynamicFieldFormModal } from '../components/dynamic-field-form-modal';

const OPTIONS_SHOWN = 4;

function DynamicFieldsTab() {
  const fields = useDynamicFields();
  const toast = useToast();
  const remove = useDeleteDynamicField();
  const [modal, modalHolder] = Modal.useModal();
  const [editing, setEditing] = useState<{ field: DynamicFieldItem | null } | null>(null);
  const list = fields.data ?? [];
  const nextSortOrder = list.reduce((max, f) => Math.max(max, f.sortOrder), 0) + 1;

  /**
   * The first call deletes a field nobody filled in; for one that holds values the server answers
   * 409 with how many: the user confirms, and the second call removes the values too.
   */
  const deleteField = async (field: DynamicFieldItem) => {
    try {
      await remove.mutateAsync({ id: field.id });
      toast.success('Đã xóa trường tùy chỉnh', field.label);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'dynamic_field_in_use')) {
        toast.error(error);
        return;
      }
      modal.confirm({
        title: 'Trường đang có giá trị',
        content: error.message,
        okText: 'Xóa cả giá trị',
        okButtonProps: { danger: true },
        cancelText: 'Hủy',
        onOk: () =>
          remove.mutateAsync({ id: field.id, confirm: true }).then(
            () => toast.success('Đã xóa trường tùy chỉnh và các giá trị của trường', field.label),
            (e: unknown) => toast.error(e),
          ),
      });
    }
  };

  const columns: TableColumnsType<DynamicFieldItem> = [
    { title: 'Thứ tự', dataIndex: 'sortOrder', width: 80, align: 'end' },
    {
      title: 'Mã trường',
      dataIndex: 'key',
      width: 190,
      render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
    },
    { title: 'Tên trường', dataIndex: 'label', minWidth: 160 },
    {
      title: 'Kiểu dữ liệu',
      dataIndex: 'type',
      width: 130,
      render: (_v, row) => DYNAMIC_FIELD_TYPE_LABELS[row.type],
    },
    {
      title: 'Lựa chọn',
      dataIndex: 'options',
      minWidth: 180,
      render: (options: string[]) =>
        options.length === 0 ? (
          '—'
        ) : (
          <Flex gap={4} wrap>
            {options.slice(0, OPTIONS_SHOWN).map((o) => (
              <Tag key={o} style={{ marginInlineEnd: 0 }}>
                {o}
              </Tag>
            ))}
            {options.length > OPTIONS_SHOWN && (
              <Tag style={{ marginInlineEnd: 0 }} title={options.slice(OPTIONS_SHOWN).join(', ')}>
                +{options.length - OPTIONS_SHOWN}
              </Tag>
            )}
          </Flex>
        ),
    },
    {
      title: 'Bắt buộc',
      dataIndex: 'required',
      width: 100,
      align: 'center',
      render: (required: boolean) => (required ? <Tag color="orange">Có</Tag> : 'Không'),
    },
    {
      title: 'Giá trị mặc định',
      dataIndex: 'defaultValue',
      width: 140,
      render: (_v, row) => (row.defaultValue === null ? NO_VALUE : formatCustomValue(row, row.defaultValue)),
    },
    {
      title: 'Trạng thái',
      dataIndex: 'active',
      width: 120,
      align: 'center',
      render: (active: boolean) => (active ? <Tag color="green">Đang dùng</Tag> : <Tag>Ngừng dùng</Tag>),
    },
    {
      title: 'Số đơn vị có giá trị',
      dataIndex: 'usageCount',
      width: 110,
      align: 'end',
      render: (n: number) => formatCount(n),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_v, row) => (
        <RowActions
          actions={[
            editRowAction('organization', () => setEditing({ field: row }), 'dynamic_field'),
            deleteRowAction(
              'organization',
              `Xóa trường "${row.label}"?`,
              () => deleteField(row),
              'dynamic_field',
            ),
          ]}
        />
      ),
    },
  ];

  return (
    <>
      {modalHolder}
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">
          Các trường thông tin bổ sung của mỗi công đoàn cơ sở: hiện trên trang chi tiết, biểu mẫu và tệp
          Excel. Trường ngừng dùng không còn trên biểu mẫu; giá trị đã nhập vẫn được giữ và xuất Excel.
        </Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ field: null })}>
          Thêm trường
        </Button>
      </Flex>
      {fields.isError && (
        <Alert type="error" showIcon title={fields.error.message} style={{ marginBottom: 12 }} />
      )}
      <KeyboardScroll label="Danh sách trường tùy chỉnh">
        <Table<DynamicFieldItem>
          rowKey="id"
          columns={columns}
          dataSource={list}
          loading={fields.isFetching}
          pagination={false}
          scroll={{ x: 1320 }}
          locale={{ emptyText: 'Chưa có trường tùy chỉnh nào' }}
        />
      </KeyboardScroll>
      <DynamicFieldFormModal
        open={editing !== null}
        field={editing?.field ?? null}
        nextSortOrder={nextSortOrder}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

function ChoicesTab() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <ChoiceListCard list="loai_hinh" />
      </Col>
      <Col xs={24} xl={12}>
        <ChoiceListCard list="loai_cong_ty" />
      </Col>
    </Row>
  );
}

/** /trade-union/organizations/dynamic-fields: custom fields, and the two lists an administrator keeps. */
export function DynamicFieldsPage() {
  return (
    <Card>
      <UrlTabs
        items={[
          { key: 'fields', label: 'Trường tùy chỉnh', children: <DynamicFieldsTab /> },
          { key: 'choices', label: 'Loại hình và loại công ty', children: <ChoicesTab /> },
        ]}
      />
    </Card>
  );
}
