import {
  MEMBER_STATUS_LABELS,
  MEMBER_STATUSES,
  ORGANIZATION_STATUS_LABELS,
  ORGANIZATION_STATUSES,
  REGISTRATION_STATE_LABELS,
  REGISTRATION_STATES,
} from '@congdoan/shared';
import { Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DateField } from '../../../../components/date-field';
import { IndustrialZoneSelect } from '../../../../components/industrial-zone-select';
import { OrganizationSelect } from '../../../../components/organization-select';
import { WardSelect } from '../../../../components/ward-select';
import { useDebouncedCallback } from '../../../../lib/use-debounced-callback';
import type { ExportFilter, ExportValues } from '../api/exports';
import { useEventSearch, useExportPeriods, usePeriodOccurrences } from '../api/pickers';

const FULL = { width: '100%' };
const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));

interface FilterProps {
  filter: ExportFilter;
  values: ExportValues;
  onChange: (filter: ExportFilter, value: number | string | null) => void;
  label: string;
}

/** A period, then one of its occurrences (the current one first). */
function OccurrencePicker({ values, onChange, label }: Omit<FilterProps, 'filter'>) {
  const [periodId, setPeriodId] = useState<number | null>(null);
  const [wanted, setWanted] = useState(false);
  const periods = useExportPeriods(wanted);
  const occurrences = usePeriodOccurrences(periodId);
  return (
    <>
      <Select<number>
        style={FULL}
        aria-label="Kỳ báo cáo"
        placeholder="Chọn kỳ báo cáo"
        showSearch
        optionFilterProp="label"
        onOpenChange={(open) => open && setWanted(true)}
        onFocus={() => setWanted(true)}
        loading={periods.isFetching}
        options={(periods.data ?? []).map((p) => ({ value: p.id, label: p.ten }))}
        value={periodId ?? undefined}
        onChange={(id) => {
          setPeriodId(id);
          const current = periods.data?.find((p) => p.id === id)?.kyHienTai?.id ?? null;
          onChange('kyBaoCaoId', current);
        }}
      />
      <Select<number>
        style={FULL}
        aria-label={label}
        placeholder={periodId === null ? 'Chọn kỳ báo cáo trước' : 'Chọn kỳ'}
        disabled={periodId === null}
        loading={occurrences.isFetching}
        options={(occurrences.data ?? []).map((o) => ({ value: o.id!, label: o.tenKy }))}
        value={typeof values.kyBaoCaoId === 'number' ? values.kyBaoCaoId : undefined}
        onChange={(id) => onChange('kyBaoCaoId', id ?? null)}
      />
    </>
  );
}

/** An event the caller may read, searched on the server. */
function EventPicker({ values, onChange, label }: Omit<FilterProps, 'filter'>) {
  const [search, setSearch] = useState('');
  const [wanted, setWanted] = useState(false);
  const typed = useDebouncedCallback((text: string) => setSearch(text));
  const events = useEventSearch(search, wanted);
  return (
    <Select<number>
      style={FULL}
      aria-label={label}
      placeholder="Tất cả sự kiện"
      allowClear
      showSearch
      filterOption={false}
      onSearch={typed}
      onOpenChange={(open) => open && setWanted(true)}
      onFocus={() => setWanted(true)}
      loading={events.isFetching}
      options={(events.data?.list ?? []).map((e) => ({ value: e.id, label: e.tenSuKien }))}
      value={typeof values.suKienId === 'number' ? values.suKienId : undefined}
      onChange={(id) => onChange('suKienId', id ?? null)}
    />
  );
}

/** The Vietnamese name of each picker, as its label says it. */
export const FILTER_LABELS: Record<ExportFilter, string> = {
  xaPhuongId: 'Xã/phường',
  cumKhuCnId: 'Cụm/khu công nghiệp',
  organizationId: 'Đơn vị',
  ngayThongKe: 'Ngày thống kê',
  organizationStatus: 'Trạng thái công đoàn',
  memberStatus: 'Trạng thái đoàn viên',
  kyBaoCaoId: 'Kỳ',
  suKienId: 'Sự kiện',
  registrationState: 'Trạng thái đăng ký',
};

/** One picker of an item, the same the source page uses for that filter. */
export function ExportFilterField({ filter, values, onChange }: Omit<FilterProps, 'label'>) {
  const label = FILTER_LABELS[filter];
  const id = (v: unknown) => (typeof v === 'number' ? v : null);
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const statusSelect = <K extends string>(keys: readonly K[], labels: Record<K, string>) => (
    <Select
      aria-label={label}
      style={FULL}
      allowClear
      placeholder="Tất cả trạng thái"
      options={options(keys, labels)}
      value={text(values[filter])}
      onChange={(v) => onChange(filter, v ?? null)}
    />
  );
  switch (filter) {
    case 'xaPhuongId':
      return (
        <WardSelect
          aria-label={label}
          style={FULL}
          value={id(values.xaPhuongId)}
          onChange={(v) => onChange(filter, v)}
        />
      );
    case 'cumKhuCnId':
      return (
        <IndustrialZoneSelect
          aria-label={label}
          style={FULL}
          value={id(values.cumKhuCnId)}
          onChange={(v) => onChange(filter, v)}
        />
      );
    case 'organizationId':
      return (
        <OrganizationSelect
          aria-label={label}
          style={FULL}
          placeholder="Tất cả đơn vị trong phạm vi"
          value={id(values.organizationId)}
          onChange={(v) => onChange(filter, v ?? null)}
        />
      );
    case 'ngayThongKe':
      return (
        <DateField
          aria-label={label}
          style={FULL}
          inFilter
          placeholder="Hôm nay"
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          value={text(values.ngayThongKe) ?? null}
          onChange={(v) => onChange(filter, v ?? null)}
        />
      );
    case 'organizationStatus':
      return statusSelect(ORGANIZATION_STATUSES, ORGANIZATION_STATUS_LABELS);
    case 'memberStatus':
      return statusSelect(MEMBER_STATUSES, MEMBER_STATUS_LABELS);
    case 'registrationState':
      return statusSelect(REGISTRATION_STATES, REGISTRATION_STATE_LABELS);
    case 'kyBaoCaoId':
      return <OccurrencePicker values={values} onChange={onChange} label={label} />;
    case 'suKienId':
      return <EventPicker values={values} onChange={onChange} label={label} />;
  }
}
