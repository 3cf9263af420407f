import { type UserPickerItem, type ZaloAccountItem, zaloLinkBody } from '@congdoan/shared';
import { Alert, Descriptions, Form, Modal, Select, Typography } from 'antd';
import { type UIEvent, useEffect, useMemo, useState } from 'react';
import { emptyListText } from '../../../components/list-select';
import { rulesFrom } from '../../../lib/form-rules';
import { useDebouncedValue } from '../../../lib/use-debounced-callback';
import { useToast } from '../../../lib/use-toast';
import { useLinkZaloAccount } from '../api/link-zalo-account';
import { useSystemUsers } from '../api/list-system-users';
import { displayNameOf } from './zalo-format';

const rules = rulesFrom(zaloLinkBody);

const LINK_SUCCESS = 'Liên kết tài khoản thành công!';
const LINK_FAILED = 'Lỗi khi liên kết tài khoản';
const USERS_FAILED = 'Lỗi khi tải danh sách người dùng hệ thống';
/** How close to the end of the open list a scroll asks for the next 50. */
const LOAD_MORE_PX = 48;

/** A system user as the picker shows it (spec §3): full name, then e-mail and role or 'Chưa phân quyền'. */
export const userDescription = (user: Pick<UserPickerItem, 'email' | 'roleName'>) =>
  [user.email, user.roleName?.trim() || 'Chưa phân quyền'].filter(Boolean).join(' · ');

/**
 * Link a Zalo account to a system user (zalo-account:link; spec §2, §4): the account, its current web
 * user, and a searchable select of active users loaded 50 at a time; 'Liên kết' stays disabled until a
 * user is chosen and while the link is being made.
 */
export function ZaloLinkModal({ account, onClose }: { account: ZaloAccountItem; onClose: () => void }) {
  const toast = useToast();
  const link = useLinkZaloAccount();
  const [form] = Form.useForm<{ userId?: number }>();
  const userId = Form.useWatch('userId', form);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const users = useSystemUsers(search, true);
  const [chosen, setChosen] = useState<UserPickerItem | null>(null);

  useEffect(() => {
    if (users.isError) toast.failed(USERS_FAILED, users.error);
  }, [users.isError, users.error, toast]);

  const loaded = useMemo(() => users.data?.pages.flatMap((p) => p.list) ?? [], [users.data]);
  const options = chosen && !loaded.some((u) => u.id === chosen.id) ? [chosen, ...loaded] : loaded;

  const loadMore = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    const nearEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_PX;
    if (nearEnd && users.hasNextPage && !users.isFetchingNextPage) void users.fetchNextPage();
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.userId) return;
    try {
      await link.mutateAsync({ zaloAccountId: account.id, userId: values.userId });
      toast.success(LINK_SUCCESS);
      onClose();
    } catch (error) {
      toast.failed(LINK_FAILED, error);
    }
  };

  return (
    <Modal
      open
      title="Liên kết tài khoản Zalo"
      okText="Liên kết"
      cancelText="Hủy"
      onOk={() => void submit()}
      onCancel={onClose}
      // an account already linked is never relinked here: unlink first (the server would answer 409)
      okButtonProps={{ disabled: Boolean(account.webUser) || !userId || link.isPending }}
      confirmLoading={link.isPending}
      width={560}
      destroyOnHidden
    >
      {link.isError && (
        <Alert type="error" showIcon title={link.error.message} style={{ marginBottom: 16 }} />
      )}
      <Descriptions
        column={1}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          { key: 'account', label: 'Tài khoản Zalo', children: displayNameOf(account) },
          {
            key: 'current',
            label: 'Đang liên kết với',
            children: account.webUser ? (
              account.webUser.fullName
            ) : (
              <Typography.Text type="secondary">Chưa liên kết</Typography.Text>
            ),
          },
        ]}
      />
      {account.webUser && (
        <Alert
          type="info"
          showIcon
          title={`Tài khoản này đang liên kết với ${account.webUser.fullName}. Liên kết không bị ghi đè: hãy hủy liên kết trước khi liên kết với người dùng khác.`}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form
        noValidate
        form={form}
        layout="vertical"
        disabled={Boolean(account.webUser) || link.isPending}
        onFinish={() => void submit()}
      >
        <Form.Item name="userId" label="Tài khoản hệ thống" rules={rules('userId')}>
          <Select<number>
            allowClear
            placeholder="Tìm theo tên, e-mail"
            loading={users.isFetching}
            showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
            onOpenChange={(open) => {
              if (!open) setTyped('');
            }}
            onPopupScroll={loadMore}
            notFoundContent={emptyListText({ isError: users.isError, isFetching: users.isFetching })}
            onChange={(value) => setChosen(options.find((u) => u.id === value) ?? null)}
            options={options.map((u) => ({ value: u.id, label: u.fullName, title: u.fullName }))}
            optionRender={(option) => {
              const user = options.find((u) => u.id === option.value);
              return (
                <div>
                  <div>{option.label}</div>
                  {user && <div style={{ fontSize: 12, opacity: 0.65 }}>{userDescription(user)}</div>}
                </div>
              );
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
