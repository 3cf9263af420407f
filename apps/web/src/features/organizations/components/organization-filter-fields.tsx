import { FOUNDING_YEAR_MIN, ORGANIZATION_STATUS_LABELS, ORGANIZATION_STATUSES } from '@congdoan/shared';
import { Select } from 'antd';
import { DateRangeFilter } from '../../../components/date-field';
import { IndustrialZonesSelect } from '../../../components/industrial-zone-select';
import { OrganizationCodeSelect } from '../../../components/organization-select';
import { WardSelect } from '../../../components/ward-select';
import type { OrganizationListFilters } from '../api/list-organizations';
import { ChoiceSelect } from './choice-select';

const YEARS = Array.from({ length: new Date().getFullYear() - FOUNDING_YEAR_MIN + 1 }, (_, i) => {
  const year = new Date().getFullYear() - i;
  return { value: year, label: String(year) };
});

/**
 * The filters of the organisations list beside its search, on the values given (the URL's, or the
 * phone drawer's draft); `parentName` names the parent filter when the list knows it (a URL opened
 * afresh).
 */
export function organizationFilterFields(
  filters: OrganizationListFilters,
  onChange: (change: Partial<OrganizationListFilters>) => void,
  parentName: string | null | undefined,
) {
  return (
    <>
      <WardSelect
        placeholder="Xã/phường"
        aria-label="Lọc theo xã/phường"
        value={filters.xaPhuongId}
        onChange={(xaPhuongId) => onChange({ xaPhuongId: xaPhuongId ?? undefined })}
        style={{ width: 200 }}
      />
      <IndustrialZonesSelect
        placeholder="Cụm/khu công nghiệp"
        aria-label="Lọc theo cụm/khu công nghiệp"
        value={filters.cumKhuCnId}
        onChange={(zones) => onChange({ cumKhuCnId: zones.length ? zones : undefined })}
        style={{ width: 260 }}
      />
      <OrganizationCodeSelect
        placeholder="Đơn vị cấp trên"
        aria-label="Lọc theo đơn vị cấp trên"
        value={filters.organizationParentId}
        selectedName={parentName}
        onChange={(organizationParentId) =>
          onChange({ organizationParentId: organizationParentId ?? undefined })
        }
        style={{ width: 260 }}
      />
      <ChoiceSelect
        list="loai_hinh"
        placeholder="Loại hình"
        aria-label="Lọc theo loại hình"
        value={filters.loaiHinh}
        onChange={(loaiHinh) => onChange({ loaiHinh: loaiHinh ?? undefined })}
        style={{ width: 240 }}
      />
      <ChoiceSelect
        list="loai_cong_ty"
        placeholder="Loại công ty"
        aria-label="Lọc theo loại công ty"
        value={filters.loaiCongTy}
        onChange={(loaiCongTy) => onChange({ loaiCongTy: loaiCongTy ?? undefined })}
        style={{ width: 200 }}
      />
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Năm thành lập"
        aria-label="Lọc theo năm thành lập"
        value={filters.namThanhLap}
        onChange={(namThanhLap) => onChange({ namThanhLap })}
        options={YEARS}
        notFoundContent="Không có dữ liệu"
        style={{ width: 150 }}
      />
      <DateRangeFilter
        aria-label="Lọc theo ngày tạo"
        placeholder={['Ngày tạo từ', 'đến ngày']}
        from={filters.createdFrom}
        to={filters.createdTo}
        onChange={({ from, to }) => onChange({ createdFrom: from, createdTo: to })}
      />
      <DateRangeFilter
        aria-label="Lọc theo ngày cập nhật"
        placeholder={['Cập nhật từ', 'đến ngày']}
        from={filters.updatedFrom}
        to={filters.updatedTo}
        onChange={({ from, to }) => onChange({ updatedFrom: from, updatedTo: to })}
      />
      <Select
        allowClear
        placeholder="Trạng thái"
        aria-label="Lọc theo trạng thái"
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={ORGANIZATION_STATUSES.map((s) => ({ value: s, label: ORGANIZATION_STATUS_LABELS[s] }))}
        style={{ width: 170 }}
      />
    </>
  );
}
