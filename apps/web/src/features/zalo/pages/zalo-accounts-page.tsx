import {
  ApiOutlined,
  DisconnectOutlined,
  EyeOutlined,
  LinkOutlined,
  ReloadOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { formatNumber, type ZaloAccountItem } from '@congdoan/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Select, Tag } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import type { FilterFields } from '../../../components/filter-bar';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import type { RowAction } from '../../../components/row-actions';
import { useAppAbility } from '../../../lib/ability';
import { invalidateKeys } from '../../../lib/query-client';
import { LOOKUP, ROOT } from '../../../lib/query-keys';
import { useListPage } from '../../../lib/use-list-page';
import { useToast } from '../../../lib/use-toast';
import { useZaloStatus, zaloReady } from '../../../lookups/zalo-status';
import {
  useZaloAccounts,
  type ZaloAccountListFilters,
  zaloAccountListFilters,
} from '../api/list-zalo-accounts';
import { useSyncZaloAccounts } from '../api/sync-zalo-accounts';
import { useUnlinkZaloAccount } from '../api/unlink-zalo-account';
import { ZaloAccountDetailModal } from '../components/zalo-account-detail-modal';
import { ZaloCreateUserModal } from '../components/zalo-create-user-modal';
import {
  choiceOf,
  displayNameOf,
  filterOf,
  oaNotice,
  syncToast,
  YES_NO_OPTIONS,
  type YesNoChoice,
} from '../components/zalo-format';
import { ZaloLinkModal } from '../components/zalo-link-modal';
import { ZaloOaDrawer } from '../components/zalo-oa-drawer';
import { ActiveTag, FollowsTag, LinkedTag } from '../components/zalo-tags';

const LIST_FAILED = 'Không tải được danh sách';
const UNLINK_SUCCESS = 'Đã hủy liên kết tài khoản';
const UNLINK_FAILED = 'Hủy liên kết thất bại';
const SYNC_FAILED = 'Đồng bộ từ Zalo OA thất bại';

/** The three yes/no filters (spec §2: follows, active, linked; each all / yes / no). */
const YES_NO_FILTERS = [
  { key: 'isFollowingOa', prefix: 'Theo dõi OA', label: 'Lọc theo theo dõi OA' },
  { key: 'isActive', prefix: 'Hoạt động', label: 'Lọc theo trạng thái hoạt động' },
  { key: 'isLinkedToWeb', prefix: 'Đã liên kết', label: 'Lọc theo liên kết tài khoản web' },
] as const;

const zaloFilterFields: FilterFields<ZaloAccountListFilters> = (values, change) =>
  YES_NO_FILTERS.map(({ key, prefix, label }) => (
    <Select<YesNoChoice>
      key={key}
      aria-label={label}
      prefix={`${prefix}:`}
      value={choiceOf(values[key])}
      onChange={(choice) => change({ [key]: filterOf(choice) })}
      options={YES_NO_OPTIONS}
      style={{ width: 200 }}
    />
  ));

const zaloColumns: ListColumn<ZaloAccountItem>[] = [
  { title: 'Tên hiển thị', key: 'displayName', minWidth: 200, render: (_v, row) => displayNameOf(row) },
  {
    title: 'Theo dõi OA',
    key: 'isFollowingOa',
    width: 120,
    align: 'center',
    render: (_v, row) => <FollowsTag value={row.isFollowingOa} />,
  },
  {
    title: 'Trạng thái',
    key: 'isActive',
    width: 150,
    align: 'center',
    render: (_v, row) => <ActiveTag value={row.isActive} />,
  },
  {
    title: 'Liên kết web',
    key: 'isLinkedToWeb',
    width: 120,
    align: 'center',
    render: (_v, row) => <LinkedTag value={row.isLinkedToWeb} />,
  },
  { title: 'Người dùng web', key: 'webUser', minWidth: 180, render: (_v, row) => row.webUser?.fullName },
];

/**
 * What a row offers (spec §2): view, link and unlink (only when linked), kept disabled without their
 * right; a user made from an unlinked one, offered to those who may both create users and link
 * accounts (the server asks both).
 */
function zaloRowActions(
  row: ZaloAccountItem,
  mayLink: boolean,
  open: {
    detail: (row: ZaloAccountItem) => void;
    link: (row: ZaloAccountItem) => void;
    unlink: (row: ZaloAccountItem) => Promise<unknown>;
    createUser: (row: ZaloAccountItem) => void;
  },
): RowAction[] {
  const name = displayNameOf(row);
  return [
    {
      key: 'detail',
      label: 'Xem chi tiết',
      icon: <EyeOutlined />,
      action: 'detail',
      subject: 'zalo-account',
      keepWhenForbidden: true,
      onClick: () => open.detail(row),
    },
    {
      key: 'link',
      label: 'Liên kết tài khoản',
      icon: <LinkOutlined />,
      action: 'link',
      subject: 'zalo-account',
      keepWhenForbidden: true,
      onClick: () => open.link(row),
    },
    ...(row.isLinkedToWeb
      ? [
          {
            key: 'unlink',
            label: 'Hủy liên kết',
            icon: <DisconnectOutlined />,
            action: 'unlink' as const,
            subject: 'zalo-account' as const,
            danger: true,
            keepWhenForbidden: true,
            confirm: {
              title: 'Hủy liên kết tài khoản Zalo?',
              content: `Chỉ gỡ liên kết giữa tài khoản Zalo "${name}" và người dùng "${row.webUser?.fullName ?? ''}". Không xóa tài khoản Zalo, người dùng hay bất kỳ dữ liệu gốc nào.`,
            },
            onClick: () => open.unlink(row),
          },
        ]
      : mayLink
        ? [
            {
              key: 'createUser',
              label: 'Tạo người dùng',
              icon: <UserAddOutlined />,
              action: 'create' as const,
              subject: 'user' as const,
              onClick: () => open.createUser(row),
            },
          ]
        : []),
  ];
}

/** The counts in the header (spec §2): total and linked, over every account the caller sees. */
function ZaloCountTags({ total, linked }: { total: number | undefined; linked: number | undefined }) {
  const shown = (n: number | undefined) => (n === undefined ? '…' : formatNumber(n));
  return (
    <Flex gap={4} wrap role="status" aria-live="polite">
      <Tag color="blue">Tổng số: {shown(total)}</Tag>
      <Tag color="green">Đã liên kết: {shown(linked)}</Tag>
    </Flex>
  );
}

type Dialog = { kind: 'detail' | 'link' | 'createUser'; row: ZaloAccountItem } | { kind: 'oa' } | null;

/**
 * /trade-union/users/zalo-accounts (spec §2 'Zalo accounts screen'): the followers of the
 * federation's Official Account, their link to system users, and for the administrator the OA's
 * connection. 'Tải lại' syncs the followers from the OA first when it is connected.
 */
export function ZaloAccountsPage() {
  const page = useListPage(zaloAccountListFilters);
  const accounts = useZaloAccounts(page.filters);
  const totals = accounts.data?.summary;
  const status = useZaloStatus();
  const ability = useAppAbility();
  const administrator = ability.can('manage', 'all');
  const queryClient = useQueryClient();
  const toast = useToast();
  const sync = useSyncZaloAccounts();
  const unlink = useUnlinkZaloAccount();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  // Spec §8: a list that fails to load says so in a toast too.
  useEffect(() => {
    if (accounts.error) toast.error(accounts.error, LIST_FAILED);
  }, [accounts.error, toast]);

  const reload = async () => {
    if (zaloReady(status.data)) {
      try {
        const { title, description } = syncToast(await sync.mutateAsync());
        toast.success(title, description);
        return;
      } catch (error) {
        toast.failed(SYNC_FAILED, error);
      }
    }
    // Without the OA (or after a failed sync) only the list and the OA's state are read again.
    await invalidateKeys(queryClient, [ROOT.zalo, LOOKUP.zaloStatus]);
  };

  const actionsOf = (row: ZaloAccountItem) =>
    zaloRowActions(row, ability.can('link', 'zalo-account'), {
      detail: (r) => setDialog({ kind: 'detail', row: r }),
      link: (r) => setDialog({ kind: 'link', row: r }),
      createUser: (r) => setDialog({ kind: 'createUser', row: r }),
      unlink: (r) =>
        unlink
          .mutateAsync(r.id)
          .then(() => toast.success(UNLINK_SUCCESS))
          .catch((error: unknown) => toast.failed(UNLINK_FAILED, error)),
    });

  const notice = oaNotice(status.data);
  const oaButton = (label: ReactNode) => (
    <Button icon={<ApiOutlined />} onClick={() => setDialog({ kind: 'oa' })}>
      {label}
    </Button>
  );

  return (
    <ListPageLayout
      page={page}
      query={accounts}
      title={
        <Flex gap={12} align="center" wrap>
          <span>Tài khoản Zalo</span>
          <ZaloCountTags total={totals?.total} linked={totals?.linked} />
        </Flex>
      }
      actions={
        <>
          {administrator && oaButton('Kết nối Zalo OA')}
          <Button
            icon={<ReloadOutlined />}
            loading={sync.isPending || accounts.isFetching}
            onClick={() => void reload()}
          >
            Tải lại
          </Button>
        </>
      }
      above={
        notice && (
          <Alert
            type="warning"
            showIcon
            title={notice.title}
            description={
              // The button under the text rather than beside it: a phone has no room for both side by side.
              <Flex vertical gap={8} align="start">
                <span>{notice.description}</span>
                {administrator && oaButton('Kết nối Zalo OA')}
              </Flex>
            }
            style={{ marginBottom: 16 }}
          />
        )
      }
      search={{
        placeholder: 'Tìm theo tên Zalo, số điện thoại, tên người dùng web',
        label: 'Tìm tài khoản Zalo',
        width: 340,
      }}
      filters={zaloFilterFields}
      numbered
      columns={zaloColumns}
      noun="tài khoản"
      rowActions={actionsOf}
      card={{
        title: (row) => displayNameOf(row),
        name: (row) => displayNameOf(row),
        facts: (row) => [
          row.webUser ? `Người dùng web: ${row.webUser.fullName}` : 'Chưa liên kết tài khoản web',
          <Flex key="states" gap={4} wrap>
            <FollowsTag value={row.isFollowingOa} long />
            <ActiveTag value={row.isActive} />
            <LinkedTag value={row.isLinkedToWeb} long />
          </Flex>,
        ],
      }}
    >
      {dialog?.kind === 'detail' && <ZaloAccountDetailModal row={dialog.row} onClose={close} />}
      {dialog?.kind === 'link' && <ZaloLinkModal account={dialog.row} onClose={close} />}
      {dialog?.kind === 'createUser' && <ZaloCreateUserModal account={dialog.row} onClose={close} />}
      {administrator && (
        <ZaloOaDrawer
          open={dialog?.kind === 'oa'}
          status={status.data}
          statusError={status.error}
          onClose={close}
        />
      )}
    </ListPageLayout>
  );
}
