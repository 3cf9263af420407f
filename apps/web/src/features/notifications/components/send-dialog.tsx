import {
  formatNumber,
  type NotificationItem,
  type NotificationSendResult,
  ZALO_NOT_CONFIGURED_MESSAGE,
} from '@congdoan/shared';
import { Alert, Checkbox, Flex, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { OrganizationMultiSelect } from '../../../components/organization-select';
import { RoleMultiSelect, useRoleChoices } from '../../../components/role-select';
import { UserMultiSelect } from '../../../components/user-select';
import { useAppAbility } from '../../../lib/ability';
import { useDebouncedValue } from '../../../lib/use-debounced-callback';
import { useToast } from '../../../lib/use-toast';
import { useZaloStatus, zaloReady } from '../../../lookups/zalo-status';
import { useRecipientPreview } from '../api/preview-recipients';
import { type RecipientChoiceBody, useSendNotification } from '../api/send-notification';

/** Whom the dialog sends to, as its fields hold it. */
export interface RecipientChoice {
  nguoiNhanIds: number[];
  roleIds: number[];
  organizationIds: number[];
  tatCa: boolean;
}

const NOBODY: RecipientChoice = { nguoiNhanIds: [], roleIds: [], organizationIds: [], tatCa: false };

/** The choice as the API takes it: users as strings (spec §7), nothing left empty. */
export function choiceBody(choice: RecipientChoice): RecipientChoiceBody | null {
  if (choice.tatCa) return { tatCa: true };
  const body: RecipientChoiceBody = {
    ...(choice.nguoiNhanIds.length ? { nguoiNhanIds: choice.nguoiNhanIds.map(String) } : {}),
    ...(choice.roleIds.length ? { roleIds: choice.roleIds } : {}),
    ...(choice.organizationIds.length ? { organizationIds: choice.organizationIds } : {}),
  };
  return Object.keys(body).length ? body : null;
}

/**
 * The toast after a send: whom it reached now and in all, and the e-mails and Zalo messages queued
 * when those channels were chosen; 'info' when everyone chosen already had it.
 */
export function sendToast(
  result: NotificationSendResult,
  channels: { email: boolean; zalo: boolean },
): { kind: 'success' | 'info'; title: string; description: string } {
  const total = `Tổng ${formatNumber(result.soNguoiNhan)} người nhận`;
  if (result.soNguoiNhanMoi === 0) {
    return { kind: 'info', title: 'Những người được chọn đều đã nhận thông báo này', description: total };
  }
  return {
    kind: 'success',
    title: `Đã gửi thông báo tới ${formatNumber(result.soNguoiNhanMoi)} người`,
    description: [
      total,
      channels.email ? `${formatNumber(result.soEmail)} e-mail đang được gửi` : null,
      channels.zalo ? `${formatNumber(result.soZalo)} tin Zalo đang được gửi` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  };
}

export interface SendDialogProps {
  /** The notification to send: the management list's row, or one a host page has just written. */
  item: Pick<NotificationItem, 'id' | 'tieuDe' | 'soNguoiNhan'>;
  /** The recipients chosen when it opens (a host page's units or people); the sender may change them. */
  preset?: Partial<RecipientChoice>;
  onClose: () => void;
}

/**
 * Send a notification to users, roles or organisations (each with the units under it), or to
 * everyone in the sender's scope; the server keeps to that scope. Before sending it says how many
 * active users the choice reaches now (POST thong-bao/send/preview). Another feature's page gets it
 * from the app level, which composes the two (docs/architecture.md, "Web structure").
 */
export function SendDialog({ item, preset, onClose }: SendDialogProps) {
  const ability = useAppAbility();
  const toast = useToast();
  const send = useSendNotification();
  const roles = useRoleChoices();
  const [choice, setChoice] = useState<RecipientChoice>(() => ({ ...NOBODY, ...preset }));
  const [email, setEmail] = useState(false);
  const [zalo, setZalo] = useState(false);
  // Whether the OA can send is asked by those who may read Zalo accounts (GET zalo/status's right);
  // for the others the server's delivery says it.
  const zaloStatus = useZaloStatus(ability.can('read', 'zalo-account'));
  const zaloOff = zaloStatus.isSuccess && !zaloReady(zaloStatus.data);
  const guiZalo = zalo && !zaloOff;
  const body = choiceBody(choice);
  const settled = useDebouncedValue(body);
  const preview = useRecipientPreview(settled);
  const change = (part: Partial<RecipientChoice>) => setChoice((c) => ({ ...c, ...part }));

  const submit = async () => {
    if (!body) return;
    try {
      const result = await send.mutateAsync({
        ...body,
        thongBaoId: item.id,
        guiEmail: email,
        guiZalo,
      });
      const { kind, title, description } = sendToast(result, { email, zalo: guiZalo });
      toast[kind](title, description);
      onClose();
    } catch {
      // The server's message shows in the dialog.
    }
  };

  return (
    <Modal
      open
      title={`Gửi thông báo: ${item.tieuDe}`}
      okText="Gửi"
      cancelText="Hủy"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: !body || preview.isError || preview.data?.soNguoiNhan === 0 }}
      confirmLoading={send.isPending}
      width={640}
      destroyOnHidden
    >
      {send.isError && (
        <Alert type="error" showIcon title={send.error.message} style={{ marginBottom: 16 }} />
      )}
      <Form noValidate layout="vertical" disabled={send.isPending}>
        <Form.Item>
          <Checkbox checked={choice.tatCa} onChange={(e) => change({ tatCa: e.target.checked })}>
            Tất cả người dùng trong phạm vi của tôi
          </Checkbox>
        </Form.Item>
        {roles.roles.length > 0 && (
          <Form.Item label="Theo vai trò" htmlFor="send-roles">
            <RoleMultiSelect
              id="send-roles"
              value={choice.roleIds}
              onChange={(roleIds) => change({ roleIds })}
              disabled={choice.tatCa}
            />
          </Form.Item>
        )}
        <Form.Item label="Theo đơn vị (gồm các đơn vị trực thuộc)" htmlFor="send-organizations">
          <OrganizationMultiSelect
            id="send-organizations"
            placeholder="Chọn đơn vị"
            value={choice.organizationIds}
            onChange={(organizationIds) => change({ organizationIds })}
            disabled={choice.tatCa}
          />
        </Form.Item>
        {ability.can('read', 'user') && (
          <Form.Item label="Người nhận cụ thể" htmlFor="send-users">
            <UserMultiSelect
              id="send-users"
              placeholder="Tìm theo tên, e-mail"
              value={choice.nguoiNhanIds}
              onChange={(nguoiNhanIds) => change({ nguoiNhanIds })}
              disabled={choice.tatCa}
            />
          </Form.Item>
        )}
        <Form.Item style={{ marginBottom: 8 }}>
          <Checkbox checked={email} onChange={(e) => setEmail(e.target.checked)}>
            Gửi kèm e-mail (cho người có địa chỉ e-mail)
          </Checkbox>
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }} extra={zaloOff ? ZALO_NOT_CONFIGURED_MESSAGE : undefined}>
          <Checkbox checked={guiZalo} disabled={zaloOff} onChange={(e) => setZalo(e.target.checked)}>
            Gửi qua Zalo (cho người đã liên kết Zalo và đang theo dõi OA)
          </Checkbox>
        </Form.Item>
      </Form>
      <Flex role="status" aria-live="polite" style={{ minHeight: 24 }}>
        {!body ? (
          <Typography.Text type="secondary">
            Chọn người nhận theo vai trò, đơn vị hoặc từng người.
          </Typography.Text>
        ) : preview.isError ? (
          <Typography.Text type="danger">{preview.error.message}</Typography.Text>
        ) : preview.data && JSON.stringify(settled) === JSON.stringify(body) ? (
          <Typography.Text strong>
            Sẽ gửi tới {formatNumber(preview.data.soNguoiNhan)} người dùng đang hoạt động
            {item.soNguoiNhan > 0 && ` (ai đã nhận sẽ không nhận lại)`}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">Đang đếm người nhận…</Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
