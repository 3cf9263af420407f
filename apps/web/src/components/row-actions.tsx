import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import type { AppAbility, AppAction, AppSubject } from '@congdoan/shared';
import { Button, Dropdown, Modal, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useAppAbility } from '../lib/ability';

/**
 * The shared row-action cell (docs/requirements.md, "Row actions"): one button per action, hidden when the ability
 * forbids it, or shown disabled with 'Không có quyền' when the action is kept; an optional
 * confirmation dialog ('Xác nhận' / 'Bạn chắc chắn?' / 'Đồng ý' / 'Hủy' unless told otherwise).
 */
export interface RowAction {
  key: string;
  label: string;
  icon?: ReactNode;
  action: AppAction;
  subject: AppSubject;
  onClick: () => unknown;
  confirm?: true | { title?: ReactNode; content?: ReactNode };
  danger?: boolean;
  /** Show the button disabled instead of hiding it when the ability forbids the action. */
  keepWhenForbidden?: boolean;
}

/** A row's 'Sửa': the right to update its subject, unless the subject's edit has a right of its own. */
export const editRowAction = (
  subject: AppSubject,
  onClick: () => unknown,
  action: AppAction = 'update',
): RowAction => ({
  key: 'edit',
  label: 'Sửa',
  icon: <EditOutlined />,
  action,
  subject,
  onClick,
});

/** A row's 'Xóa', asked first with `question` ('Xóa chức vụ "Phó Chủ tịch"?'). */
export const deleteRowAction = (
  subject: AppSubject,
  question: ReactNode,
  onClick: () => unknown,
  action: AppAction = 'delete',
): RowAction => ({
  key: 'delete',
  label: 'Xóa',
  icon: <DeleteOutlined />,
  action,
  subject,
  danger: true,
  confirm: { content: question },
  onClick,
});

export const FORBIDDEN_TOOLTIP = 'Không có quyền';
export const CONFIRM_DEFAULTS = {
  title: 'Xác nhận',
  content: 'Bạn chắc chắn?',
  okText: 'Đồng ý',
  cancelText: 'Hủy',
} as const;

export interface ResolvedRowAction extends RowAction {
  forbidden: boolean;
}

/** Which actions show, and which of them are disabled, for this ability. */
export function resolveRowActions(actions: readonly RowAction[], ability: AppAbility): ResolvedRowAction[] {
  return actions.flatMap((item) => {
    const forbidden = ability.cannot(item.action, item.subject);
    if (forbidden && !item.keepWhenForbidden) return [];
    return [{ ...item, forbidden }];
  });
}

export function confirmDialogTexts(confirm: RowAction['confirm']) {
  const custom = typeof confirm === 'object' ? confirm : {};
  return {
    title: custom.title ?? CONFIRM_DEFAULTS.title,
    content: custom.content ?? CONFIRM_DEFAULTS.content,
    okText: CONFIRM_DEFAULTS.okText,
    cancelText: CONFIRM_DEFAULTS.cancelText,
  };
}

/** Runs an action, through its confirmation dialog when it has one. */
function useRunAction() {
  const [modal, modalHolder] = Modal.useModal();
  const run = (item: ResolvedRowAction) => {
    if (!item.confirm) {
      void item.onClick();
      return;
    }
    modal.confirm({
      ...confirmDialogTexts(item.confirm),
      okButtonProps: { danger: item.danger },
      // Returning the promise keeps the dialog open with a spinner until the action settles.
      onOk: async () => {
        await item.onClick();
      },
    });
  };
  return { run, modalHolder };
}

export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  const ability = useAppAbility();
  const { run, modalHolder } = useRunAction();
  const visible = resolveRowActions(actions, ability);
  if (visible.length === 0) return null;

  return (
    <Space size={2}>
      {modalHolder}
      {visible.map((item) => {
        const button = (
          <Button
            type="text"
            size="small"
            icon={item.icon}
            danger={item.danger}
            disabled={item.forbidden}
            aria-label={item.label}
            onClick={() => run(item)}
          >
            {item.icon ? null : item.label}
          </Button>
        );
        return (
          <Tooltip key={item.key} title={item.forbidden ? FORBIDDEN_TOOLTIP : item.label}>
            {/* a disabled button fires no mouse events: the span carries the tooltip */}
            {item.forbidden ? (
              <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>{button}</span>
            ) : (
              button
            )}
          </Tooltip>
        );
      })}
    </Space>
  );
}

/** The label of a row's action menu: 'Thao tác' and what the row is, for a screen reader. */
export const ROW_ACTIONS_MENU_LABEL = 'Thao tác';

/**
 * The same actions in a menu behind one '⋮' button: a row shown as a card on a phone, where a
 * button per action would not fit. A forbidden action kept shows disabled with 'Không có quyền'.
 */
export function RowActionsMenu({ actions, rowName }: { actions: readonly RowAction[]; rowName?: string }) {
  const ability = useAppAbility();
  const { run, modalHolder } = useRunAction();
  const visible = resolveRowActions(actions, ability);
  if (visible.length === 0) return null;
  return (
    <>
      {modalHolder}
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: visible.map((item) => ({
            key: item.key,
            icon: item.icon,
            danger: item.danger,
            disabled: item.forbidden,
            title: item.forbidden ? FORBIDDEN_TOOLTIP : undefined,
            label: item.label,
          })),
          onClick: ({ key }) => {
            const item = visible.find((a) => a.key === key);
            if (item && !item.forbidden) run(item);
          },
        }}
      >
        <Button
          type="text"
          icon={<MoreOutlined />}
          aria-label={rowName ? `${ROW_ACTIONS_MENU_LABEL}: ${rowName}` : ROW_ACTIONS_MENU_LABEL}
        />
      </Dropdown>
    </>
  );
}
