import {
  MEMBER_REASON_MAX,
  MEMBER_STATUS_LABELS,
  MEMBER_STATUS_TRANSITIONS,
  type MemberItem,
  type MemberStatus,
  memberStatusBody,
  vietnamDate,
} from '@congdoan/shared';
import { Alert, Form, type FormInstance, Input, Modal, Radio, Typography } from 'antd';
import { DateField } from '../../../components/date-field';
import { rulesFrom } from '../../../lib/form-rules';
import { useToast } from '../../../lib/use-toast';
import { useChangeMemberStatus } from '../api/change-member-status';
import { MemberStatusTag } from './member-status-tag';

const rules = rulesFrom(memberStatusBody);

/** The statuses a member may move to from `status` (none once expelled or dead). */
export const statusTargets = (status: MemberStatus): readonly MemberStatus[] =>
  MEMBER_STATUS_TRANSITIONS[status];

/** Whether the member's status may still change. */
export const canChangeStatus = (status: MemberStatus) => statusTargets(status).length > 0;

/** A target as the officer reads it: coming back is said as such. */
const targetLabel = (status: MemberStatus) =>
  status === 'dang_sinh_hoat' ? 'Trở lại sinh hoạt' : MEMBER_STATUS_LABELS[status];

type Member = Pick<MemberItem, 'id' | 'fullName' | 'status'>;

export interface StatusFormValues {
  id: number;
  status?: MemberStatus;
  effectiveOn?: string;
  reason?: string;
}

/** The dialog's form: the allowed statuses, the date (today unless told) and the reason. */
export function ChangeStatusForm({
  member,
  form,
  onFinish,
  saving,
  error,
}: {
  member: Member;
  form: FormInstance<StatusFormValues>;
  onFinish: (values: StatusFormValues) => void;
  saving: boolean;
  error: Error | null;
}) {
  const targets = statusTargets(member.status);
  const today = vietnamDate();
  const target = Form.useWatch('status', form);
  return (
    <>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <Typography.Paragraph>
        Trạng thái hiện tại: <MemberStatusTag status={member.status} />
      </Typography.Paragraph>
      <Form<StatusFormValues>
        noValidate
        id="member-status-form"
        form={form}
        layout="vertical"
        initialValues={{
          id: member.id,
          effectiveOn: today,
          status: targets.length === 1 ? targets[0] : undefined,
        }}
        onFinish={onFinish}
        disabled={saving}
      >
        <Form.Item name="status" label="Trạng thái mới" rules={rules('status')}>
          <Radio.Group options={targets.map((s) => ({ value: s, label: targetLabel(s) }))} />
        </Form.Item>
        <Form.Item name="effectiveOn" label="Ngày hiệu lực" rules={rules('effectiveOn')}>
          <DateField disabledDate={(d) => d.format('YYYY-MM-DD') > today} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Lý do"
          rules={rules('reason')}
          dependencies={['status']}
          required={target !== undefined && target !== 'dang_sinh_hoat'}
          extra={target === 'dang_sinh_hoat' ? 'Không bắt buộc khi trở lại sinh hoạt' : undefined}
        >
          <Input.TextArea rows={3} maxLength={MEMBER_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </>
  );
}

/** 'Đổi trạng thái' of one member: a line of their history is written with it. */
export function ChangeStatusDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const [form] = Form.useForm<StatusFormValues>();
  const change = useChangeMemberStatus();
  const toast = useToast();

  const onFinish = async (values: StatusFormValues) => {
    const status = values.status as MemberStatus;
    try {
      await change.mutateAsync({
        id: member.id,
        status,
        effectiveOn: values.effectiveOn ?? vietnamDate(),
        reason: values.reason?.trim() || null,
      });
      toast.success(`Đã chuyển sang "${MEMBER_STATUS_LABELS[status]}"`, member.fullName);
      onClose();
    } catch {
      // The server's message shows above the form.
    }
  };

  return (
    <Modal
      open
      title={`Đổi trạng thái: ${member.fullName}`}
      okText="Lưu"
      cancelText="Hủy"
      onCancel={onClose}
      okButtonProps={{ htmlType: 'submit', form: 'member-status-form', loading: change.isPending }}
      destroyOnHidden
    >
      <ChangeStatusForm
        member={member}
        form={form}
        onFinish={(values) => void onFinish(values)}
        saving={change.isPending}
        error={change.error}
      />
    </Modal>
  );
}
