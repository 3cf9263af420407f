import {
  BankOutlined,
  DeleteOutlined,
  EditOutlined,
  FileExcelOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { CompanyItem } from '@congdoan/shared';
import { Button } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { ColumnChooser, useColumnChoices } from '../../../components/column-chooser';
import {
  type ChoosableColumn,
  optionalColumnsOf,
  visibleColumns,
} from '../../../components/column-visibility';
import { FilterBar } from '../../../components/filter-bar';
import { IndustrialZoneSelect } from '../../../components/industrial-zone-select';
import { ListPageCard } from '../../../components/list-page-card';
import { ListSearch } from '../../../components/list-search';
import { ListTable } from '../../../components/list-table';
import type { RowAction } from '../../../components/row-actions';
import { useAppAbility } from '../../../lib/ability';
import { formatDateTime } from '../../../lib/format-date-time';
import { useToast } from '../../../lib/use-toast';
import { useUrlFilters } from '../../../lib/use-url-filters';
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
  const { filters, update, reset, search } = useUrlFilters(companyListFilters);
  const companies = useCompanies(filters);
  const ability = useAppAbility();
  const toast = useToast();
  const remove = useDeleteCompany();
  const [form, setForm] = useState<{ companyId: number | null } | null>(null);
  const [founding, setFounding] = useState<CompanyItem | null>(null);
  const [importing, setImporting] = useState(false);
  const [choices, setChoices] = useColumnChoices('companies');

  const columns: ChoosableColumn<ColumnType<CompanyItem>>[] = [
    {
      title: 'STT',
      key: 'index',
      width: 60,
      align: 'center',
      render: (_v, _r, i) => (filters.page - 1) * filters.limit + i + 1,
    },
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
    {
      key: 'delete',
      label: 'Xóa',
      icon: <DeleteOutlined />,
      action: 'delete',
      subject: 'organization',
      danger: true,
      confirm: { content: `Xóa công ty ${row.ten} khỏi danh sách chưa có công đoàn?` },
      onClick: () =>
        remove
          .mutateAsync(row.id)
          .then((answer) => toast.success(answer.message, row.ten))
          .catch((e: unknown) => toast.error(e)),
    },
  ];

  return (
    <ListPageCard
      title="Công ty chưa có công đoàn"
      extra={
        <>
          {ability.can('import_excel', 'organization') && (
            <Button icon={<FileExcelOutlined />} onClick={() => setImporting(true)}>
              Nhập Excel
            </Button>
          )}
          {ability.can('create', 'organization') && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ companyId: null })}>
              Thêm công ty
            </Button>
          )}
        </>
      }
    >
      <ZoneSummary />
      <FilterBar
        search={
          <ListSearch
            {...search}
            placeholder="Tìm theo tên công ty, cụm/khu công nghiệp"
            aria-label="Tìm kiếm công ty"
            style={{ width: 340, maxWidth: '100%' }}
          />
        }
        onReset={reset}
        tools={
          <ColumnChooser standard={optionalColumnsOf(columns)} choices={choices} onChange={setChoices} />
        }
        fields={{
          filters,
          onChange: update,
          render: (values, change) => (
            <IndustrialZoneSelect
              placeholder="Cụm/khu công nghiệp"
              aria-label="Lọc theo cụm/khu công nghiệp"
              value={values.cumKCNId ?? null}
              onChange={(cumKCNId) => change({ cumKCNId: cumKCNId ?? undefined })}
              style={{ width: 280 }}
            />
          ),
        }}
      />
      <ListTable<CompanyItem>
        columns={visibleColumns(columns, choices)}
        list={companies}
        state={{ filters, update }}
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
      />
      {form && (
        <CompanyFormModal
          companyId={form.companyId}
          zoneId={filters.cumKCNId}
          onClose={() => setForm(null)}
        />
      )}
      {founding && <FoundUnionModal company={founding} onClose={() => setFounding(null)} />}
      {importing && <CompanyImportModal onClose={() => setImporting(false)} />}
    </ListPageCard>
  );
}
