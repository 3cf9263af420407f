import {
  APPROVAL_NOTE_MAX,
  type ApprovalDetail,
  approvalDecisionBody,
  approvalRejectBody,
} from '@congdoan/shared';
import { Alert, Form, type FormInstance, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { rulesFrom } from '../../../lib/form-rules';
import { messageOf, useToast } from '../../../lib/use-toast';
import { useApproveRequest, useRejectRequest } from '../api/decide-approval';
import { kindLabel } from './approval-tags';

export type Decision = 'approve' | 'reject';

/** The note's rule of each decision, from the shared schemas: optional to approve, a reason to reject. */
const NOTE_RULES = {
  approve: rulesFrom(approvalDecisionBody)('note'),
  reject: rulesFrom(approvalRejectBody)('note'),
};

interface DecisionFormProps {
  decision: Decision;
  request: Pick<ApprovalDetail, 'kind' | 'memberName'>;
  form: FormInstance<{ note?: string }>;
  onFinish: (values: { note?: string }) => void;
  saving: boolean;
  error: string | null;
}

/** The decision's form alone (rendered by the tests): what is decided, and the note or the reason. */
export function DecisionForm({ decision, request, form, onFinish, saving, error }: DecisionFormProps) {
  const approve = decision === 'approve';
  return (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Typography.Paragraph>
        {kindLabel(request.kind)}
        {request.memberName ? ` — ${request.memberName}` : ''}.
        {approve
          ? ' Thay đổi sẽ được áp dụng vào hồ sơ đoàn viên ngay khi phê duyệt.'
          : ' Lý do từ chối sẽ được gửi tới người đề nghị.'}
      </Typography.Paragraph>
      <Form noValidate form={form} layout="vertical" onFinish={onFinish} disabled={saving}>
        <Form.Item
          name="note"
          label={approve ? 'Ý kiến (không bắt buộc)' : 'Lý do từ chối'}
          rules={NOTE_RULES[decision]}
        >
          <Input.TextArea rows={3} maxLength={APPROVAL_NOTE_MAX} autoFocus />
        </Form.Item>
      </Form>
    </>
  );
}

interface DecisionModalProps {
  decision: Decision;
  request: ApprovalDetail;
  /** The request as the server answered after the decision. */
  onDone: (decided: ApprovalDetail) => void;
  /** The decision failed (the record changed since, someone decided first): the page reads it again. */
  onFailed: () => void;
  onClose: () => void;
}

/** Approve a request (with a note if any) or reject it with the reason its requester will read. */
export function DecisionModal({ decision, request, onDone, onFailed, onClose }: DecisionModalProps) {
  const [form] = Form.useForm<{ note?: string }>();
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const approving = decision === 'approve';
  const saving = approve.isPending || reject.isPending;
  const onFinish = async ({ note }: { note?: string }) => {
    setError(null);
    const text = note?.trim() ?? '';
    try {
      const decided = approving
        ? await approve.mutateAsync({ id: request.id, note: text || null })
        : await reject.mutateAsync({ id: request.id, note: text });
      toast.success(
        approving ? 'Đã phê duyệt yêu cầu' : 'Đã từ chối yêu cầu',
        request.memberName ?? undefined,
      );
      onDone(decided);
    } catch (err) {
      setError(messageOf(err));
      onFailed();
    }
  };
  return (
    <Modal
      open
      title={approving ? 'Phê duyệt yêu cầu' : 'Từ chối yêu cầu'}
      okText={approving ? 'Phê duyệt' : 'Từ chối'}
      okButtonProps={{ danger: !approving }}
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <DecisionForm
        decision={decision}
        request={request}
        form={form}
        onFinish={(values) => void onFinish(values)}
        saving={saving}
        error={error}
      />
    </Modal>
  );
}
