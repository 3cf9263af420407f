import {
  ApartmentOutlined,
  DeleteOutlined,
  EditOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { OrganizationDetail } from '@congdoan/shared';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Descriptions,
  type DescriptionsProps,
  Empty,
  Flex,
  Skeleton,
  Typography,
} from 'antd';
import { Link, useParams } from 'react-router';
import { RecordHeader, RecordPage, useDeleteAndLeave } from '../../../components/record-page';
import { idParam } from '../../../components/status-page';
import { UrlTabs } from '../../../components/url-tabs';
import { paths } from '../../../config/paths';
import { asksForAdmission, useAppAbility } from '../../../lib/ability';
import { formatDateTime } from '../../../lib/format-date-time';
import { useDeleteOrganization } from '../api/delete-organization';
import { useOrganization } from '../api/get-organization';
import { useDynamicFields } from '../api/list-dynamic-fields';
import { formatCount, formatCustomValue } from '../components/custom-value-format';
import { OrganizationChildrenTable } from '../components/organization-children-table';
import { OrganizationHistory } from '../components/organization-history';
import { OrganizationNotFound } from '../components/organization-not-found';
import { OrganizationStaffTable } from '../components/organization-staff-table';
import { LevelTag, StatusTag } from '../components/organization-tags';
import { UnionBoardsTab } from '../components/union-boards';

const dash = (v: string | number | null) => (v === null || v === '' ? '—' : v);

/**
 * The way from the root of the hierarchy to this organisation: each ancestor the caller may open a
 * link, those above the caller's scope (a chair's federation) plain names.
 */
function Hierarchy({ organization }: { organization: OrganizationDetail }) {
  return (
    <Flex gap={8} align="flex-start">
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        <ApartmentOutlined /> Trực thuộc:
      </Typography.Text>
      {organization.ancestors.length === 0 ? (
        <Typography.Text>Đơn vị gốc (không có đơn vị cấp trên)</Typography.Text>
      ) : (
        <Breadcrumb
          style={{ flex: '1 1 0', minWidth: 0 }}
          items={[
            ...organization.ancestors.map((a) => ({
              key: a.id,
              title: a.inScope ? (
                <Link to={paths.organizations.detail.getHref(a.id)}>{a.name}</Link>
              ) : (
                <span title="Ngoài phạm vi dữ liệu của bạn">{a.name}</span>
              ),
            })),
            { key: organization.id, title: organization.name },
          ]}
        />
      )}
    </Flex>
  );
}

function generalItems(o: OrganizationDetail): DescriptionsProps['items'] {
  return [
    { key: 'level', label: 'Cấp đơn vị', children: <LevelTag level={o.level} /> },
    { key: 'loaiHinh', label: 'Loại hình', children: dash(o.loaiHinhName) },
    { key: 'loaiCongTy', label: 'Loại công ty', children: dash(o.loaiCongTyName) },
    { key: 'namThanhLap', label: 'Năm thành lập', children: dash(o.namThanhLap) },
    { key: 'xaPhuong', label: 'Xã/phường', children: dash(o.xaPhuongName) },
    { key: 'cumKhuCn', label: 'Cụm/khu công nghiệp', children: dash(o.cumKhuCnName) },
    { key: 'address', label: 'Địa chỉ', children: dash(o.address), span: { xs: 1, md: 2 } },
    { key: 'phone', label: 'Số điện thoại', children: dash(o.phoneNumber) },
    { key: 'email', label: 'Email', children: dash(o.email) },
    { key: 'chair', label: 'Chủ tịch công đoàn', children: dash(o.chairName) },
    { key: 'chairPhone', label: 'Điện thoại chủ tịch', children: dash(o.chairPhone) },
    { key: 'workers', label: 'Số CNVCLĐ', children: formatCount(o.workerCount) },
    {
      key: 'members',
      label: 'Số đoàn viên',
      // The figure alone in its element (a reader, or a test, finds it as it is), its source beside it.
      children: (
        <>
          <span>{formatCount(o.memberCount)}</span>
          {o.memberCount !== null && (
            <Typography.Text type="secondary">
              {' '}
              ({o.memberRecordCount > 0 ? 'đếm từ hồ sơ đoàn viên' : 'số liệu khai báo'})
            </Typography.Text>
          )}
        </>
      ),
    },
    { key: 'executiveBoardSize', label: 'Số ủy viên BCH', children: formatCount(o.executiveBoardSize) },
    { key: 'auditCommitteeSize', label: 'Số ủy viên UBKT', children: formatCount(o.auditCommitteeSize) },
    { key: 'businessSector', label: 'Ngành nghề sản xuất kinh doanh', children: dash(o.businessSector) },
    { key: 'country', label: 'Quốc gia', children: dash(o.country) },
    { key: 'note', label: 'Ghi chú', children: dash(o.note), span: { xs: 1, md: 2 } },
    { key: 'updatedAt', label: 'Cập nhật lần cuối', children: formatDateTime(o.updatedAt) },
  ];
}

/**
 * 'Thông tin bổ sung': every custom field in use, with this organisation's value or '—'; an inactive
 * field only when the organisation holds a value of it (kept, not asked for any more).
 */
function CustomFields({ organization }: { organization: OrganizationDetail }) {
  const fields = useDynamicFields();
  if (fields.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (fields.isError) return <Alert type="error" showIcon title={fields.error.message} />;
  const shown = fields.data.filter((f) => f.active || organization.customFields[f.key] !== undefined);
  if (shown.length === 0) return <Empty description="Chưa có trường thông tin tùy chỉnh" />;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={shown.map((f) => ({
        key: f.key,
        label: f.label,
        children: formatCustomValue(f, organization.customFields[f.key]),
      }))}
    />
  );
}

/**
 * The union's members: counted from their records when it keeps them (with the way to the list of
 * them, its units' members included), else the figure it declares.
 */
function MembersNote({ organization }: { organization: OrganizationDetail }) {
  const ability = useAppAbility();
  const counted = organization.memberRecordCount > 0;
  const grassroots = organization.level === 'grassroots';
  return (
    <Flex vertical gap={12}>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'members',
            label: counted ? 'Số đoàn viên đang sinh hoạt (đếm từ hồ sơ)' : 'Số đoàn viên (đơn vị khai báo)',
            children: formatCount(organization.memberCount),
          },
          ...(counted
            ? [
                {
                  key: 'records',
                  label: 'Hồ sơ đoàn viên (mọi trạng thái)',
                  children: formatCount(organization.memberRecordCount),
                },
              ]
            : []),
          {
            key: 'users',
            label: 'Tài khoản người dùng thuộc đơn vị',
            children: formatCount(organization.userCount),
          },
        ]}
      />
      {!counted && grassroots && (
        <Alert
          type="info"
          showIcon
          title="Đơn vị chưa nhập hồ sơ đoàn viên: số đoàn viên là số liệu đơn vị khai báo. Khi có hồ sơ, số đoàn viên được đếm từ hồ sơ."
        />
      )}
      <Flex gap={8} wrap>
        {ability.can('read', 'member') && (
          <Link
            to={paths.members.list.getHref({ organizationId: organization.id, includeChildren: !grassroots })}
          >
            <Button icon={<TeamOutlined />}>Danh sách đoàn viên</Button>
          </Link>
        )}
        {grassroots && organization.status === 'active' && ability.can('create', 'member') && (
          <Link to={paths.members.create.getHref(organization.id)}>
            <Button icon={<UserAddOutlined />}>Thêm đoàn viên</Button>
          </Link>
        )}
        {grassroots && organization.status === 'active' && asksForAdmission(ability) && (
          <Link to={paths.members.admission.getHref(organization.id)}>
            <Button icon={<UserAddOutlined />}>Đề nghị kết nạp</Button>
          </Link>
        )}
      </Flex>
    </Flex>
  );
}

/** /trade-union/organizations/detail/:id: an organisation's fields, place, units, staff and history. */
export function OrganizationDetailPage() {
  const { id: rawId } = useParams();
  const id = idParam(rawId);
  const detail = useOrganization(id);
  return (
    <RecordPage id={id} query={detail} notFound={<OrganizationNotFound />}>
      {(organization) => <OrganizationDetailView organization={organization} />}
    </RecordPage>
  );
}

function OrganizationDetailView({ organization: o }: { organization: OrganizationDetail }) {
  const ability = useAppAbility();
  const remove = useDeleteOrganization();
  const { confirmDelete: ask, modalHolder } = useDeleteAndLeave();

  const confirmDelete = () =>
    // A refusal says what still belongs to it ('... còn 3 đơn vị trực thuộc, 2 người dùng').
    ask({
      title: 'Xóa đơn vị',
      content: `Xóa "${o.name}"? Thao tác không thể hoàn tác.`,
      remove: () => remove.mutateAsync(o.id),
      done: 'Đã xóa đơn vị',
      name: o.name,
      list: paths.organizations.list.getHref(),
    });

  const canReadStaff = ability.can('read', 'staff');
  const tabs = [
    {
      key: 'children',
      label: `Đơn vị trực thuộc (${formatCount(o.childCount)})`,
      children: <OrganizationChildrenTable organizationId={o.id} />,
    },
    ...(canReadStaff
      ? [
          {
            key: 'staff',
            label: `Cán bộ công đoàn (${formatCount(o.staffCount)})`,
            children: <OrganizationStaffTable organizationId={o.id} />,
          },
          { key: 'boards', label: 'Ban lãnh đạo', children: <UnionBoardsTab organizationId={o.id} /> },
        ]
      : []),
    { key: 'members', label: 'Đoàn viên', children: <MembersNote organization={o} /> },
    { key: 'history', label: 'Lịch sử thay đổi', children: <OrganizationHistory organizationId={o.id} /> },
  ];

  return (
    <Flex vertical gap={16}>
      {modalHolder}
      <RecordHeader
        title={o.name}
        tags={
          <>
            <Typography.Text type="secondary">Mã đơn vị: {o.code ?? '—'}</Typography.Text>
            <StatusTag status={o.status} />
          </>
        }
        facts={<Hierarchy organization={o} />}
        list={paths.organizations.list.getHref()}
        actions={
          <>
            {ability.can('update', 'organization') && (
              <Link to={paths.organizations.edit.getHref(o.id)}>
                <Button type="primary" icon={<EditOutlined />}>
                  Sửa
                </Button>
              </Link>
            )}
            {ability.can('delete', 'organization') && (
              <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
                Xóa
              </Button>
            )}
          </>
        }
      />
      <Card title="Thông tin chung">
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xxl: 3 }} items={generalItems(o)} />
      </Card>
      <Card title="Thông tin bổ sung">
        <CustomFields organization={o} />
      </Card>
      <Card>
        <UrlTabs items={tabs} />
      </Card>
    </Flex>
  );
}
