import { FileExcelOutlined } from '@ant-design/icons';
import type { EventItem, ListPage, RegistrationItem, RegistrationState } from '@congdoan/shared';
import { Button, Select } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CellLines } from '../../../components/cell-lines';
import { DateField } from '../../../components/date-field';
import type { FilterFields } from '../../../components/filter-bar';
import { type ListColumn, ListPageLayout } from '../../../components/list-page';
import { CellText } from '../../../components/list-table';
import { type LookupOption, LookupSelect } from '../../../components/lookup-select';
import { OrganizationSelect } from '../../../components/organization-select';
import { paths } from '../../../config/paths';
import { useAppAbility } from '../../../lib/ability';
import { formatDateTime } from '../../../lib/format-date-time';
import { useFileDownload } from '../../../lib/use-file-download';
import { useListPage } from '../../../lib/use-list-page';
import { useToast } from '../../../lib/use-toast';
import { useOrganizationName } from '../../../lookups/organization-name';
import { exportRegistrations } from '../api/export-registrations';
import {
  type RegistrationListFilters,
  registrationListFilters,
  useRegistrations,
} from '../api/list-registrations';
import { registrationEventOptionsQuery } from '../api/registration-event-options';
import {
  ATTENDANCE_OPTIONS,
  AttendanceCell,
  type AttendanceChoice,
  attendanceChoiceOf,
  attendanceFilterOf,
  attendanceText,
  REGISTRATION_STATE_OPTIONS,
  RegistrationStateTag,
  registrationStateText,
} from '../components/event-registrations-tags';

const LIST_FAILED = 'Không tải được danh sách đăng ký';
const EXPORT_FAILED = 'Xuất Excel thất bại';

/** An event as an option of the event filter: its name, and when it starts under it. */
const eventOptions = (page: ListPage<EventItem>): LookupOption[] =>
  page.list.map((e) => ({
    value: e.id,
    label: e.tenSuKien,
    description: formatDateTime(e.thoiGianBatDau),
  }));

/** The member: name, and phone under it (the login name is the member's own business). */
function MemberCell({ row }: { row: RegistrationItem }) {
  return (
    <CellLines sub={row.phoneNumber} ellipsis>
      <CellText text={row.fullName} />
    </CellLines>
  );
}

/** The event: a link to its page, and when it starts. */
function EventCell({ row }: { row: RegistrationItem }) {
  return (
    <CellLines sub={formatDateTime(row.thoiGianBatDau)}>
      <Link to={paths.events.detail.getHref(row.suKienId)}>
        <CellText text={row.tenSuKien} />
      </Link>
    </CellLines>
  );
}

const registrationColumns: ListColumn<RegistrationItem>[] = [
  { title: 'Đoàn viên', key: 'fullName', minWidth: 200, render: (_v, row) => <MemberCell row={row} /> },
  { title: 'Đơn vị', dataIndex: 'organizationName', key: 'organizationName', minWidth: 150 },
  { title: 'Sự kiện', key: 'tenSuKien', minWidth: 220, render: (_v, row) => <EventCell row={row} /> },
  {
    title: 'Trạng thái',
    key: 'trangThai',
    // 'Danh sách chờ (#12)' whole
    width: 150,
    render: (_v, row) => <RegistrationStateTag row={row} />,
  },
  {
    title: 'Đăng ký lúc',
    key: 'dangKyLuc',
    width: 150,
    render: (_v, row) => formatDateTime(row.dangKyLuc),
  },
  {
    title: 'Điểm danh',
    key: 'diemDanhLuc',
    width: 150,
    render: (_v, row) => <AttendanceCell row={row} />,
  },
];

/** The filters beside the search: event, status, attendance, organiser, days. */
function registrationFilterFields(
  names: { event?: string | undefined; organization?: string | undefined },
  picked: {
    event: (option: LookupOption | null) => void;
    organization: (option: LookupOption | null) => void;
  },
): FilterFields<RegistrationListFilters> {
  return (values, change) => (
    <>
      <LookupSelect
        aria-label="Lọc theo sự kiện"
        placeholder="Sự kiện"
        query={registrationEventOptionsQuery}
        toOptions={eventOptions}
        value={values.suKienId ?? null}
        selectedName={names.event}
        onChange={(suKienId, option) => {
          picked.event(option);
          change({ suKienId: suKienId ?? undefined });
        }}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Select<RegistrationState>
        allowClear
        aria-label="Lọc theo trạng thái đăng ký"
        placeholder="Trạng thái"
        value={values.trangThai}
        options={REGISTRATION_STATE_OPTIONS}
        onChange={(trangThai) => change({ trangThai })}
        style={{ width: 170 }}
      />
      <Select<AttendanceChoice>
        allowClear
        aria-label="Lọc theo điểm danh"
        placeholder="Điểm danh"
        value={attendanceChoiceOf(values.diemDanh)}
        options={ATTENDANCE_OPTIONS}
        onChange={(choice) => change({ diemDanh: attendanceFilterOf(choice) })}
        style={{ width: 170 }}
      />
      <OrganizationSelect
        aria-label="Lọc theo đơn vị"
        placeholder="Đơn vị"
        value={values.organizationId ?? null}
        selectedName={names.organization}
        onChange={(organizationId, option) => {
          picked.organization(option);
          change({ organizationId: organizationId ?? undefined });
        }}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <div style={{ width: 150 }}>
        <DateField
          aria-label="Từ ngày"
          placeholder="Từ ngày"
          value={values.tuNgay ?? null}
          onChange={(tuNgay) => change({ tuNgay })}
        />
      </div>
      <div style={{ width: 150 }}>
        <DateField
          aria-label="Đến ngày"
          placeholder="Đến ngày"
          value={values.denNgay ?? null}
          onChange={(denNgay) => change({ denNgay })}
        />
      </div>
    </>
  );
}

/**
 * /trade-union/events/registrations (issue P9 §2, §4): who registered for what, across the events
 * the caller manages (and their own registrations), filtered in the URL, with 'Xuất Excel' of the
 * filtered list.
 */
export function RegistrationsPage() {
  const page = useListPage(registrationListFilters);
  const { filters } = page;
  const registrations = useRegistrations(filters);
  const ability = useAppAbility();
  const toast = useToast();
  const excel = useFileDownload(EXPORT_FAILED);

  // A filter read from the URL holds only an id: its name comes from the choice just made, the rows
  // (every row is of the chosen event) or the organisation's record.
  const [pickedEvent, setPickedEvent] = useState<LookupOption | null>(null);
  const [pickedOrganization, setPickedOrganization] = useState<LookupOption | null>(null);
  const eventName =
    (pickedEvent && pickedEvent.value === filters.suKienId ? pickedEvent.label : undefined) ??
    registrations.data?.list.find((r) => r.suKienId === filters.suKienId)?.tenSuKien;
  const knownOrganization =
    pickedOrganization && pickedOrganization.value === filters.organizationId
      ? pickedOrganization.label
      : undefined;
  const organizationName = useOrganizationName(
    filters.organizationId,
    knownOrganization === undefined && ability.can('read', 'organization'),
  ).data;

  useEffect(() => {
    if (registrations.error) toast.error(registrations.error, LIST_FAILED);
  }, [registrations.error, toast]);

  return (
    <ListPageLayout
      title="Đăng ký tham gia sự kiện"
      page={page}
      query={registrations}
      actions={
        <Button
          icon={<FileExcelOutlined />}
          loading={excel.busy}
          onClick={() => void excel.download(() => exportRegistrations(filters))}
        >
          Xuất Excel
        </Button>
      }
      search={{
        placeholder: 'Tìm theo tên, điện thoại',
        label: 'Tìm người đăng ký',
        width: 300,
      }}
      filters={registrationFilterFields(
        { event: eventName, organization: knownOrganization ?? organizationName },
        { event: setPickedEvent, organization: setPickedOrganization },
      )}
      numbered
      columns={registrationColumns}
      noun="lượt đăng ký"
      card={{
        title: (row) => row.fullName,
        name: (row) => row.fullName,
        facts: (row) => [
          <Link key="event" to={paths.events.detail.getHref(row.suKienId)}>
            {row.tenSuKien}
          </Link>,
          `${registrationStateText(row)} · ${formatDateTime(row.dangKyLuc)}`,
          attendanceText(row) ?? 'Chưa điểm danh',
        ],
      }}
    />
  );
}
