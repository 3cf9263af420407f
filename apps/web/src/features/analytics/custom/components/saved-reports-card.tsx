import { DeleteOutlined, EditOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { type SavedReportItem, savedReportBody } from '@congdoan/shared';
import { Button, Card, Empty, Flex, Form, Input, List, Popconfirm, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../../components/form-modal';
import { RoleMultiSelect } from '../../../../components/role-select';
import { rulesFrom } from '../../../../lib/form-rules';
import { useToast } from '../../../../lib/use-toast';
import { useDeleteSavedReport, useSavedReports, useUpdateSavedReport } from '../api/saved-reports';

const rules = rulesFrom(savedReportBody);

export interface SaveFormValues {
  name: string;
  description?: string | null;
  sharedRoleIds?: number[];
}

/** The fields of a saved report: its name, what it is for, the roles it is shared with. */
export function SaveFields({ autoFocus = true }: { autoFocus?: boolean }) {
  return (
    <>
      <Form.Item name="name" label="Tên báo cáo" rules={rules('name')}>
        <Input autoFocus={autoFocus} maxLength={150} />
      </Form.Item>
      <Form.Item name="description" label="Mô tả" rules={rules('description')}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
      <Form.Item
        name="sharedRoleIds"
        label="Chia sẻ với vai trò"
        extra="Người được chia sẻ chỉ xem được báo cáo, với số liệu trong phạm vi dữ liệu của chính họ"
      >
        <RoleMultiSelect placeholder="Chỉ mình tôi" />
      </Form.Item>
    </>
  );
}

/** Rename (and re-share) a saved report, without changing its definition. */
function RenameModal({ report, onClose }: { report: SavedReportItem; onClose: () => void }) {
  const [form] = Form.useForm<SaveFormValues>();
  const update = useUpdateSavedReport();
  const toast = useToast();
  return (
    <FormModal<SaveFormValues>
      form={form}
      title="Đổi tên báo cáo"
      initialValues={{
        name: report.name,
        description: report.description ?? '',
        sharedRoleIds: report.sharedRoles.map((r) => r.id),
      }}
      onSubmit={async (values) => {
        await update.mutateAsync({
          id: report.id,
          name: values.name,
          description: values.description || null,
          sharedRoleIds: values.sharedRoleIds ?? [],
        });
        toast.success('Đã lưu báo cáo');
        onClose();
      }}
      onClose={onClose}
    >
      <SaveFields />
    </FormModal>
  );
}

/** "Báo cáo đã lưu": mine and those shared with me; open any, rename or delete my own. */
export function SavedReportsCard({
  currentId,
  onOpen,
}: {
  currentId: number | null;
  onOpen: (report: SavedReportItem) => void;
}) {
  const saved = useSavedReports();
  const remove = useDeleteSavedReport();
  const toast = useToast();
  const [which, setWhich] = useState<'mine' | 'shared'>('mine');
  const [renaming, setRenaming] = useState<SavedReportItem | null>(null);
  const all = saved.data ?? [];
  const shown = all.filter((r) => (which === 'mine' ? r.canEdit : !r.canEdit));

  return (
    <Card title="Báo cáo đã lưu" size="small">
      <Flex vertical gap={8}>
        <Segmented
          block
          value={which}
          onChange={(v) => setWhich(v as 'mine' | 'shared')}
          options={[
            { value: 'mine', label: `Của tôi (${all.filter((r) => r.canEdit).length})` },
            { value: 'shared', label: `Được chia sẻ (${all.filter((r) => !r.canEdit).length})` },
          ]}
        />
        {shown.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              saved.isError
                ? 'Không tải được danh sách báo cáo đã lưu'
                : which === 'mine'
                  ? 'Chưa có báo cáo nào. Chọn chỉ số rồi bấm «Lưu»'
                  : 'Chưa có báo cáo nào được chia sẻ với bạn'
            }
          />
        ) : (
          <List
            size="small"
            loading={saved.isFetching && !saved.data}
            dataSource={shown}
            renderItem={(report) => (
              <List.Item
                actions={[
                  <Button
                    key="open"
                    size="small"
                    type={report.id === currentId ? 'primary' : 'default'}
                    icon={<FolderOpenOutlined />}
                    aria-label={`Mở báo cáo ${report.name}`}
                    onClick={() => onOpen(report)}
                  />,
                  ...(report.canEdit
                    ? [
                        <Button
                          key="rename"
                          size="small"
                          icon={<EditOutlined />}
                          aria-label={`Đổi tên báo cáo ${report.name}`}
                          onClick={() => setRenaming(report)}
                        />,
                        <Popconfirm
                          key="delete"
                          title={`Xóa báo cáo «${report.name}»?`}
                          okText="Xóa"
                          cancelText="Hủy"
                          okButtonProps={{ danger: true }}
                          onConfirm={async () => {
                            try {
                              await remove.mutateAsync(report.id);
                              toast.success('Đã xóa báo cáo');
                            } catch (error) {
                              toast.failed('Không xóa được báo cáo', error);
                            }
                          }}
                        >
                          <Button
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={`Xóa báo cáo ${report.name}`}
                          />
                        </Popconfirm>,
                      ]
                    : []),
                ]}
              >
                <List.Item.Meta
                  title={report.name}
                  description={
                    <Flex vertical gap={2}>
                      {report.description && (
                        <Typography.Text type="secondary">{report.description}</Typography.Text>
                      )}
                      {report.canEdit ? (
                        report.sharedRoles.length > 0 && (
                          <Flex gap={4} wrap>
                            {report.sharedRoles.map((r) => (
                              <Tag key={r.id}>{r.name}</Tag>
                            ))}
                          </Flex>
                        )
                      ) : (
                        <Typography.Text type="secondary">Người tạo: {report.ownerName}</Typography.Text>
                      )}
                    </Flex>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Flex>
      {renaming && <RenameModal report={renaming} onClose={() => setRenaming(null)} />}
    </Card>
  );
}
