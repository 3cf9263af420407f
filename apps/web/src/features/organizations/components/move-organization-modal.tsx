import type { OrganizationTreeNode } from '@congdoan/shared';
import { Alert, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { OrganizationCodeSelect } from '../../../components/organization-select';
import { messageOf, useToast } from '../../../lib/use-toast';
import { useMoveOrganization } from '../api/move-organization';

export type MovingOrganization = Pick<OrganizationTreeNode, 'id' | 'name' | 'organizationParentId'> & {
  parentName?: string | null;
};

/**
 * 'Chuyển đơn vị cấp trên': pick the new parent among the organisations in scope. The server
 * refuses the organisation itself or one under it; its message shows in the dialog.
 */
export function MoveOrganizationModal({
  organization,
  onClose,
  onMoved,
}: {
  organization: MovingOrganization | null;
  onClose: () => void;
  onMoved?: (parentId: number) => void;
}) {
  const [form] = Form.useForm<{ organizationParentId: number | null }>();
  const move = useMoveOrganization();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ organizationParentId }: { organizationParentId: number | null }) => {
    if (!organization || organizationParentId === null) return;
    setError(null);
    try {
      const moved = await move.mutateAsync({ id: organization.id, organizationParentId });
      toast.success('Đã chuyển đơn vị', `"${organization.name}" nay trực thuộc "${moved.parentName ?? ''}"`);
      onMoved?.(organizationParentId);
      onClose();
    } catch (err) {
      setError(messageOf(err));
    }
  };

  return (
    <Modal
      open={organization !== null}
      title="Chuyển đơn vị cấp trên"
      okText="Chuyển"
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={move.isPending}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (!open) setError(null);
      }}
    >
      {organization && (
        <>
          <Typography.Paragraph>
            Đơn vị: <strong>{organization.name}</strong>
            <br />
            Hiện trực thuộc:{' '}
            {organization.organizationParentId === null
              ? 'không có (đơn vị gốc)'
              : (organization.parentName ?? '—')}
          </Typography.Paragraph>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Form
            noValidate
            form={form}
            layout="vertical"
            onFinish={submit}
            preserve={false}
            clearOnDestroy
            disabled={move.isPending}
          >
            <Form.Item
              name="organizationParentId"
              label="Đơn vị cấp trên mới"
              rules={[{ required: true, message: 'Vui lòng chọn đơn vị cấp trên' }]}
            >
              <OrganizationCodeSelect
                excludeId={organization.id}
                placeholder="Tìm theo tên hoặc mã đơn vị"
                aria-label="Đơn vị cấp trên mới"
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
