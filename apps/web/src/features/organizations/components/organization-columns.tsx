import {
  type DynamicFieldSchema,
  ORGANIZATION_STATUS_LABELS,
  type OrganizationItem,
  type OrganizationStatus,
} from '@congdoan/shared';
import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { Link } from 'react-router';
import { CellText } from '../../../components/list-table';
import { paths } from '../../../config/paths';
import type { ChoosableColumn } from '../../../lib/column-visibility';
import { formatCount, formatCustomValue } from './custom-value-format';

export function StatusTag({ status }: { status: OrganizationStatus }) {
  return <Tag color={status === 'active' ? 'success' : 'default'}>{ORGANIZATION_STATUS_LABELS[status]}</Tag>;
}

type Column = ChoosableColumn<ColumnType<OrganizationItem>> & { width: number };

const right = { align: 'right' as const };

/**
 * The list's columns: Mã and Tên always, fixed on the left when the table scrolls; by default the
 * few that fit a 1,366 px screen beside them; the rest wait in 'Cột hiển thị'.
 */
export const organizationColumns: Column[] = [
  { title: 'Mã', dataIndex: 'code', key: 'code', width: 90, fixed: 'left' },
  {
    title: 'Tên đơn vị',
    dataIndex: 'name',
    key: 'name',
    width: 280,
    fixed: 'left',
    ellipsis: { showTitle: false },
    render: (name: string, row) => (
      <Link to={paths.organizations.detail.getHref(row.id)}>
        <CellText text={name} />
      </Link>
    ),
  },
  { title: 'Đơn vị cấp trên', dataIndex: 'parentName', key: 'parentName', width: 220, optional: 'hidden' },
  { title: 'Xã/phường', dataIndex: 'xaPhuongName', key: 'xaPhuongName', width: 160, optional: 'shown' },
  { title: 'Cụm/KCN', dataIndex: 'cumKhuCnName', key: 'cumKhuCnName', width: 180, optional: 'hidden' },
  { title: 'Loại hình', dataIndex: 'loaiHinhName', key: 'loaiHinhName', width: 200, optional: 'hidden' },
  {
    title: 'Loại công ty',
    dataIndex: 'loaiCongTyName',
    key: 'loaiCongTyName',
    width: 150,
    optional: 'hidden',
  },
  {
    title: 'Năm thành lập',
    dataIndex: 'namThanhLap',
    key: 'namThanhLap',
    width: 130,
    align: 'center',
    optional: 'hidden',
  },
  {
    title: 'Số CNVCLĐ',
    dataIndex: 'workerCount',
    key: 'workerCount',
    width: 120,
    ...right,
    optional: 'hidden',
    render: formatCount,
  },
  {
    title: 'Số đoàn viên',
    dataIndex: 'memberCount',
    key: 'memberCount',
    width: 130,
    ...right,
    optional: 'shown',
    render: formatCount,
  },
  {
    title: 'Trạng thái',
    dataIndex: 'status',
    key: 'status',
    width: 130,
    optional: 'shown',
    render: (status: OrganizationStatus) => <StatusTag status={status} />,
  },
];

export const customColumnKey = (field: Pick<DynamicFieldSchema, 'key'>) => `custom:${field.key}`;

/** One column per custom field, hidden until chosen: yes/no as Có/Không, dates as DD/MM/YYYY. */
export function customColumn(field: DynamicFieldSchema): Column {
  const numeric = field.type === 'number';
  return {
    key: customColumnKey(field),
    title: field.label,
    width: Math.min(240, Math.max(120, field.label.length * 8)),
    align: numeric ? 'right' : field.type === 'boolean' || field.type === 'date' ? 'center' : undefined,
    optional: 'hidden',
    render: (_v, row) => formatCustomValue(field, row.customFields[field.key]),
  };
}
