import { BankOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { CompanyItem } from '@congdoan/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { ImportButton } from '../../../components/import-files';
import { IndustrialZoneSelect } from '../../../components/industrial-zone-select';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import { deleteRowAction, type RowAction } from '../../../components/row-actions';
import { useAppAbility } from '../../../lib/ability';
import { formatDateTime } from '../../../lib/format-date-time';
import { useListPage } from '../../../lib/use-list-page';
import { useToast } from '../../../lib/use-toast';
import { useDeleteCompany } from '../api/delete-company';
import { companyListFilters, useCompanies } from '../api/list-companies';
import { CompanyFormModal } from '../components/company-form-modal';
import { CompanyImportModal } from '../components/company-import-modal';
import { FoundUnionModal } from '../components/found-union-modal';
import { ZoneSummary } from '../components/zone-summary';

const UNCLASSIFIED = 'Chưa phân loại';

/**
 * /trade-union/organizations/companies-without-union: the companies of the industrial zones that
 * have no grassroots union yet, in the caller's scope; when a union is founded at one, 'Thành lập
 * công đoàn' turns it into a grassroots union in one step.
 */
export function CompaniesListPage() {
  const page = useListPage(companyListFilters, { columns: 'companies' });
  const { filters } = page;
  const companies = useCompanies(filters);
  const ability = useAppAbility();
  const toast = useToast();
  const remove = useDeleteCompany();
  const [form, setForm] = useState<{ companyId: number | null } | null>(null);
  const [founding, setFounding] = useState<CompanyItem | null>(null);
  const [importing, setImporting] = useState(false);

  const columns: ListColumn<CompanyItem>[] = [
    { title: 'Tên công ty', dataIndex: 'ten', key: 'ten', minWidth: 260 },
    {
      title: 'Cụm/khu công nghiệp',
      dataIndex: 'cumKhuCongNghiepTen',
      key: 'cumKhuCongNghiepTen',
      width: 230,
      render: (name: string | null) => name ?? UNCLASSIFIED,
    },
    { title: 'Địa chỉ', dataIndex: 'diaChi', key: 'diaChi', width: 160, optional: 'shown' },
    { title: 'Ghi chú', dataIndex: 'ghiChu', key: 'ghiChu', width: 220, optional: 'hidden' },
    {
      title: 'Ngày thêm',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 140,
      optional: 'shown',
      render: (v: string) => formatDateTime(v),
    },
  ];

  const actionsOf = (row: CompanyItem): RowAction[] => [
    {
      key: 'found',
      label: 'Thành lập công đoàn',
      icon: <BankOutlined />,
      action: 'create',
      subject: 'organization',
      onClick: () => setFounding(row),
    },
    {
      key: 'edit',
      label: 'Chỉnh sửa',
      icon: <EditOutlined />,
      action: 'update',
      subject: 'organization',
      onClick: () => setForm({ companyId: row.id }),
    },
    deleteRowAction('organization', `Xóa công ty ${row.ten} khỏi danh sách chưa có công đoàn?`, () =>
      remove
        .mutateAsync(row.id)
        .then((answer) => toast.success(answer.message, row.ten))
        .catch((e: unknown) => toast.error(e)),
    ),
  ];

  return (
    <ListPageLayout
      title="Công ty chưa có công đoàn"
      page={page}
      query={companies}
      actions={
        <>
          {ability.can('import_excel', 'organization') && <ImportButton onClick={() => setImporting(true)} />}
          {ability.can('create', 'organization') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ companyId: null })}>
              Thêm công ty
            </Button>
          )}
        </>
      }
      above={<ZoneSummary />}
      search={{
        placeholder: 'Tìm theo tên công ty, cụm/khu công nghiệp',
        label: 'Tìm kiếm công ty',
        width: 340,
      }}
      filters={(values, change) => (
        <IndustrialZoneSelect
          placeholder="Cụm/khu công nghiệp"
          aria-label="Lọc theo cụm/khu công nghiệp"
          value={values.cumKCNId ?? null}
          onChange={(cumKCNId) => change({ cumKCNId: cumKCNId ?? undefined })}
          style={{ width: 280 }}
        />
      )}
      numbered
      columns={columns}
      noun="công ty"
      rowActions={actionsOf}
      card={{
        title: (row) => row.ten,
        name: (row) => row.ten,
        facts: (row) => [
          row.cumKhuCongNghiepTen ?? UNCLASSIFIED,
          row.diaChi ?? `Thêm ngày ${formatDateTime(row.createdAt)}`,
        ],
      }}
    >
      {form && (
        <CompanyFormModal
          companyId={form.companyId}
          zoneId={filters.cumKCNId}
          onClose={() => setForm(null)}
        />
      )}
      {founding && <FoundUnionModal company={founding} onClose={() => setFounding(null)} />}
      {importing && <CompanyImportModal onClose={() => setImporting(false)} />}
    </ListPageLayout>
  );
}
