import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  FileExcelOutlined,
  PlusOutlined,
  SwapOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  MEMBER_AGE_BAND_LABELS,
  MEMBER_AGE_BANDS,
  MEMBER_GENDER_LABELS,
  MEMBER_GENDERS,
  MEMBER_SORT_COLUMNS,
  MEMBER_STATUS_LABELS,
  MEMBER_STATUSES,
  type MemberItem,
  type MemberListItem,
  vietnamDate,
} from '@congdoan/shared';
import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CellLines } from '../../../components/cell-lines';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import { CellText } from '../../../components/list-table';
import {
  OrganizationSubtreeFilter,
  useFilterOrganizationName,
} from '../../../components/organization-filter';
import type { RowAction } from '../../../components/row-actions';
import { paths } from '../../../config/paths';
import { asksForAdmission, useAppAbility } from '../../../lib/ability';
import { formatDate } from '../../../lib/format-date-time';
import { useFileDownload } from '../../../lib/use-file-download';
import { useListPage } from '../../../lib/use-list-page';
import { useToast } from '../../../lib/use-toast';
import { useDeleteMember } from '../api/delete-member';
import { exportMembers } from '../api/export-members';
import {
  ALL_STATUSES,
  type MemberListFilters,
  memberListFilters,
  type StatusChoice,
  statusChoiceOf,
  useMemberList,
} from '../api/list-members';
import { ChangeStatusDialog, canChangeStatus } from '../components/change-status-dialog';
import { MemberStatusTag } from '../components/member-status-tag';

/** The joining years offered: this year back over a working life. */
const joinedYears = () => {
  const year = Number(vietnamDate().slice(0, 4));
  return Array.from({ length: 61 }, (_, i) => year - i);
};

const statusOptions = [
  { value: ALL_STATUSES, label: 'Tất cả trạng thái' },
  ...MEMBER_STATUSES.map((s) => ({ value: s, label: MEMBER_STATUS_LABELS[s] })),
];

/** Where a member transferred away went, under the union they left. */
const movedTo = (row: MemberListItem) => (row.departure ? `sang ${row.departure.toOrganizationName}` : null);

/**
 * /trade-union/members/list: the union members of the caller's scope, 20 a page, with filters,
 * page and sort in the URL. It opens on the members đang sinh hoạt (the roster an officer works
 * with); 'Tất cả trạng thái' shows those who left too. 'Đã chuyển đi' also shows, read-only, who was
 * transferred away to another union, when and where to (under the union they left). 'Xuất Excel' takes the filtered list.
 * 'Thêm đoàn viên' for a caller who may admit; 'Đề nghị kết nạp' for one who may only ask for it.
 */
export function MembersListPage() {
  const page = useListPage(memberListFilters, { columns: 'members' });
  const { filters } = page;
  const list = useMemberList(filters);
  const ability = useAppAbility();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteMember();
  const [changing, setChanging] = useState<MemberItem | null>(null);
  const excel = useFileDownload('Xuất Excel thất bại');
  const organization = useFilterOrganizationName(filters.organizationId);
  const canOpen = ability.can('detail', 'member');

  const columns: ListColumn<MemberListItem>[] = [
    {
      title: 'Họ và tên',
      key: 'fullName',
      width: 180,
      fixed: 'left',
      render: (_v, row) =>
        canOpen && !row.departure ? (
          <Link to={paths.members.detail.getHref(row.id)} style={{ display: 'block', minWidth: 0 }}>
            <CellText text={row.fullName} />
          </Link>
        ) : (
          row.fullName
        ),
    },
    {
      title: 'Ngày sinh',
      dataIndex: 'dateOfBirth',
      key: 'dateOfBirth',
      width: 108,
      optional: 'shown',
      render: (v: string) => formatDate(v),
    },
    {
      title: 'Giới tính',
      dataIndex: 'gender',
      key: 'gender',
      width: 84,
      optional: 'hidden',
      render: (v: MemberItem['gender']) => MEMBER_GENDER_LABELS[v],
    },
    {
      title: 'Công đoàn cơ sở',
      dataIndex: 'organizationName',
      key: 'organizationName',
      minWidth: 180,
      optional: 'shown',
      render: (v: string, row) => <CellLines sub={movedTo(row)}>{v}</CellLines>,
    },
    { title: 'Số thẻ', dataIndex: 'cardNumber', key: 'cardNumber', width: 130, optional: 'shown' },
    {
      title: 'Ngày vào công đoàn',
      dataIndex: 'joinedAt',
      key: 'joinedAt',
      width: 130,
      optional: 'hidden',
      render: (v: string | null) => formatDate(v),
    },
    {
      title: 'Trạng thái',
      key: 'status',
      width: 136,
      render: (_v, row) => (
        <CellLines align="start" sub={row.statusChangedAt ? `từ ${formatDate(row.statusChangedAt)}` : null}>
          <MemberStatusTag status={row.status} />
        </CellLines>
      ),
    },
    { title: 'Số CCCD', dataIndex: 'identity', key: 'identity', width: 130, optional: 'hidden' },
    { title: 'Số điện thoại', dataIndex: 'phoneNumber', key: 'phoneNumber', width: 120, optional: 'hidden' },
    { title: 'Email', dataIndex: 'email', key: 'email', width: 200, optional: 'hidden' },
    {
      title: 'Đảng viên',
      dataIndex: 'partyMember',
      key: 'partyMember',
      width: 96,
      optional: 'hidden',
      render: (v: boolean) => (v ? 'Có' : 'Không'),
    },
    { title: 'Dân tộc', dataIndex: 'ethnicityName', key: 'ethnicityName', width: 110, optional: 'hidden' },
    {
      title: 'Trình độ chuyên môn',
      dataIndex: 'qualificationName',
      key: 'qualificationName',
      width: 160,
      optional: 'hidden',
    },
    {
      title: 'Ngày tạo',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 110,
      optional: 'hidden',
      render: (v: string) => formatDate(v),
    },
  ];

  const actionsOf = (row: MemberListItem): RowAction[] => [
    {
      key: 'detail',
      label: 'Xem chi tiết',
      icon: <EyeOutlined />,
      action: 'detail',
      subject: 'member',
      onClick: () => navigate(paths.members.detail.getHref(row.id)),
    },
    {
      key: 'edit',
      label: 'Sửa',
      icon: <EditOutlined />,
      action: 'update',
      subject: 'member',
      onClick: () => navigate(paths.members.edit.getHref(row.id)),
    },
    ...(canChangeStatus(row.status)
      ? [
          {
            key: 'status',
            label: 'Đổi trạng thái',
            icon: <SwapOutlined />,
            action: 'update',
            subject: 'member',
            onClick: () => setChanging(row),
          } satisfies RowAction,
        ]
      : []),
    {
      key: 'delete',
      label: 'Xóa',
      icon: <DeleteOutlined />,
      action: 'delete',
      subject: 'member',
      danger: true,
      confirm: {
        title: 'Xóa đoàn viên',
        content: `Xóa hồ sơ đoàn viên ${row.fullName} (${row.cardNumber})? Nếu đoàn viên chỉ thôi sinh hoạt hay chuyển đi, hãy đổi trạng thái thay vì xóa.`,
      },
      onClick: () =>
        remove
          .mutateAsync(row.id)
          .then(() => toast.success('Đã xóa đoàn viên', row.fullName))
          .catch((e: unknown) => toast.error(e)),
    },
  ];

  return (
    <ListPageLayout
      title="Danh sách đoàn viên"
      page={page}
      query={list}
      actions={
        <>
          <Button
            icon={<FileExcelOutlined />}
            loading={excel.busy}
            onClick={() => void excel.download(() => exportMembers(filters))}
          >
            Xuất Excel
          </Button>
          {ability.can('import_excel', 'member') && (
            <Button icon={<UploadOutlined />} onClick={() => navigate(paths.members.import.getHref())}>
              Nhập Excel
            </Button>
          )}
          {ability.can('transfer', 'member') && (
            <Button icon={<SwapOutlined />} onClick={() => navigate(paths.members.transfer.getHref())}>
              Chuyển sinh hoạt
            </Button>
          )}
          {ability.can('create', 'member') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(paths.members.create.getHref(filters.organizationId))}
            >
              Thêm đoàn viên
            </Button>
          )}
          {asksForAdmission(ability) && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(paths.members.admission.getHref(filters.organizationId))}
            >
              Đề nghị kết nạp
            </Button>
          )}
        </>
      }
      search={{
        placeholder: 'Tìm theo tên, CCCD, số thẻ, điện thoại',
        label: 'Tìm kiếm đoàn viên',
        width: 320,
      }}
      filters={(values, change) => (
        <>
          <OrganizationSubtreeFilter
            values={values}
            selectedName={values.organizationId === filters.organizationId ? organization.name : undefined}
            onPick={organization.remember}
            change={change}
            width={280}
          />
          <Select<StatusChoice>
            aria-label="Lọc theo trạng thái"
            value={statusChoiceOf(values)}
            onChange={(status) => change({ status })}
            options={statusOptions}
            style={{ width: 170 }}
          />
          <Select<MemberListFilters['gender']>
            allowClear
            placeholder="Giới tính"
            aria-label="Lọc theo giới tính"
            value={values.gender}
            onChange={(gender) => change({ gender })}
            options={MEMBER_GENDERS.map((g) => ({ value: g, label: MEMBER_GENDER_LABELS[g] }))}
            style={{ width: 120 }}
          />
          <Select<MemberListFilters['ageBand']>
            allowClear
            placeholder="Độ tuổi"
            aria-label="Lọc theo độ tuổi"
            value={values.ageBand}
            onChange={(ageBand) => change({ ageBand })}
            options={MEMBER_AGE_BANDS.map((a) => ({ value: a, label: MEMBER_AGE_BAND_LABELS[a] }))}
            style={{ width: 170 }}
          />
          <Select<number>
            allowClear
            showSearch
            placeholder="Năm vào công đoàn"
            aria-label="Lọc theo năm vào công đoàn"
            value={values.joinedYear}
            onChange={(joinedYear) => change({ joinedYear })}
            options={joinedYears().map((y) => ({ value: y, label: String(y) }))}
            style={{ width: 170 }}
          />
          <Select<'1' | '0'>
            allowClear
            placeholder="Đảng viên"
            aria-label="Lọc theo đảng viên"
            value={values.partyMember === undefined ? undefined : values.partyMember ? '1' : '0'}
            onChange={(v) => change({ partyMember: v === undefined ? undefined : v === '1' })}
            options={[
              { value: '1', label: 'Là đảng viên' },
              { value: '0', label: 'Không là đảng viên' },
            ]}
            style={{ width: 170 }}
          />
        </>
      )}
      numbered
      columns={columns}
      sortable={MEMBER_SORT_COLUMNS}
      noun="đoàn viên"
      // a member transferred away is the receiving union's to open and change
      rowActions={(row) => (row.departure ? [] : actionsOf(row))}
      card={{
        title: (row) =>
          canOpen && !row.departure ? (
            <Link to={paths.members.detail.getHref(row.id)}>{row.fullName}</Link>
          ) : (
            row.fullName
          ),
        name: (row) => row.fullName,
        facts: (row) => [
          row.organizationName,
          ...(row.departure ? [`${movedTo(row)}, từ ${formatDate(row.departure.effectiveOn)}`] : []),
          <Flex key="status" gap={6} align="center">
            <MemberStatusTag status={row.status} />
            <CellText text={row.cardNumber} />
          </Flex>,
        ],
      }}
    >
      {changing && <ChangeStatusDialog member={changing} onClose={() => setChanging(null)} />}
    </ListPageLayout>
  );
}
