import {
  ApartmentOutlined,
  EditOutlined,
  EyeOutlined,
  FormOutlined,
  PlusOutlined,
  ProfileOutlined,
} from '@ant-design/icons';
import { ORGANIZATION_SORT_COLUMNS, type OrganizationItem } from '@congdoan/shared';
import { Button, Flex, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ImportButton } from '../../../components/import-files';
import { ListPageLayout } from '../../../components/list-page';
import { deleteRowAction, type RowAction } from '../../../components/row-actions';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { filterValuesOf } from '../../../lib/url-filters';
import { useFileDownload } from '../../../lib/use-file-download';
import { useListPage } from '../../../lib/use-list-page';
import { useToast } from '../../../lib/use-toast';
import { useOrganizationName } from '../../../lookups/organization-name';
import { useDeleteOrganization } from '../api/delete-organization';
import { downloadOrganizationReport } from '../api/export-report';
import { organizationListFilters, useOrganizations } from '../api/list-organizations';
import { membersText } from '../components/custom-value-format';
import { customColumn, organizationColumns, StatusTag } from '../components/organization-columns';
import { organizationFilterFields } from '../components/organization-filter-fields';
import { OrganizationImportModal } from '../components/organization-import-modal';
import { StatisticsPanel } from '../components/statistics-panel';

/** /trade-union/organizations: the grassroots unions in the caller's scope, with filters in the URL. */
export function OrganizationsListPage() {
  const page = useListPage(organizationListFilters, { columns: 'organizations' });
  const { filters } = page;
  const organizations = useOrganizations(filters);
  const data = organizations.data;

  const ability = useAppAbility();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteOrganization();
  const [importing, setImporting] = useState(false);
  const report = useFileDownload('Xuất báo cáo thất bại');

  const fields = data?.dynamicFieldSchemas ?? [];
  const customColumns = useMemo(() => fields.map(customColumn), [fields]);

  const actionsOf = (row: OrganizationItem): RowAction[] => [
    {
      key: 'detail',
      label: 'Xem chi tiết',
      icon: <EyeOutlined />,
      action: 'read',
      subject: 'organization',
      onClick: () => navigate(paths.organizations.detail.getHref(row.id)),
    },
    {
      key: 'edit',
      label: 'Sửa',
      icon: <EditOutlined />,
      action: 'update',
      subject: 'organization',
      onClick: () => navigate(paths.organizations.edit.getHref(row.id)),
    },
    deleteRowAction('organization', `Xóa đơn vị "${row.name}"? Thao tác không thể hoàn tác.`, () =>
      remove
        .mutateAsync(row.id)
        .then(() => toast.success('Đã xóa đơn vị'))
        .catch((e: unknown) => toast.error(e)),
    ),
  ];

  // The parent filter read from the URL holds only an id; the picker's first page may not list it.
  const parentName = useOrganizationName(filters.organizationParentId, true).data;

  return (
    <ListPageLayout
      title="Danh sách công đoàn cơ sở"
      page={page}
      query={organizations}
      actions={
        <>
          {ability.can('read', 'organization') && (
            <Button
              type="text"
              icon={<ApartmentOutlined />}
              onClick={() => navigate(paths.organizations.structure.getHref())}
            >
              Cơ cấu tổ chức
            </Button>
          )}
          {ability.can('dynamic_field', 'organization') && (
            <Button
              type="text"
              icon={<FormOutlined />}
              onClick={() => navigate(paths.organizations.dynamicFields.getHref())}
            >
              Trường tùy chỉnh
            </Button>
          )}
        </>
      }
      search={{ placeholder: 'Tìm theo tên hoặc mã đơn vị', label: 'Tìm kiếm công đoàn cơ sở', width: 280 }}
      filters={(values, change) => organizationFilterFields(values, change, parentName)}
      aboveTable={
        ability.can('statistic', 'organization') && <StatisticsPanel filters={filterValuesOf(filters)} />
      }
      toolbar={
        <>
          {ability.can('download_report', 'organization') && (
            <Tooltip title="Báo cáo CĐCS (BaoCao_CDCS.xlsx) theo xã/phường và cụm/khu công nghiệp đang lọc">
              <Button
                icon={<ProfileOutlined />}
                loading={report.busy}
                onClick={() => void report.download(() => downloadOrganizationReport(filters))}
              >
                Xuất báo cáo
              </Button>
            </Tooltip>
          )}
          {ability.can('import_excel', 'organization') && <ImportButton onClick={() => setImporting(true)} />}
          {ability.can('create', 'organization') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(paths.organizations.create.getHref())}
            >
              Thêm mới
            </Button>
          )}
        </>
      }
      columns={organizationColumns}
      customColumns={customColumns}
      sortable={ORGANIZATION_SORT_COLUMNS}
      noun="đơn vị"
      rowActions={actionsOf}
      card={{
        title: (row) => <Link to={paths.organizations.detail.getHref(row.id)}>{row.name}</Link>,
        name: (row) => row.name,
        facts: (row) => [
          [row.code, row.xaPhuongName].filter(Boolean).join(' · ') || null,
          <Flex key="count" gap={6} align="center">
            <StatusTag status={row.status} />
            <span>{membersText(row.memberCount)}</span>
          </Flex>,
        ],
      }}
    >
      {importing && <OrganizationImportModal onClose={() => setImporting(false)} />}
    </ListPageLayout>
  );
}
