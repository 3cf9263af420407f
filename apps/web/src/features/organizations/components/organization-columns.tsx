import {
  type DynamicFieldSchema,
  ORGANIZATION_STATUS_LABELS,
  type OrganizationItem,
  type OrganizationStatus,
} from '@congdoan/shared';
import { Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { OptionalColumn } from './column-visibility';
import { formatCount, formatCustomValue, NO_VALUE } from './custom-value-format';

export function StatusTag({ status }: { status: OrganizationStatus }) {
  return <Tag color={status === 'active' ? 'success' : 'default'}>{ORGANIZATION_STATUS_LABELS[status]}</Tag>;
}

type Column = ColumnType<OrganizationItem> & { key: string; width: number };

const text = (v: string | null) => v ?? NO_VALUE;

/** Mã and Tên: always shown, fixed on the left when the table scrolls. */
export const fixedColumns: Column[] = [
  { title: 'Mã', dataIndex: 'code', key: 'code', width: 100, fixed: 'left', render: text },
  {
    title: 'Tên đơn vị',
    dataIndex: 'name',
    key: 'name',
    width: 320,
    fixed: 'left',
    render: (name: string, row) => (
      <Link to={paths.organizations.detail.getHref(row.id)}>
        <Typography.Text style={{ color: 'inherit' }} ellipsis={{ tooltip: name }}>
          {name}
        </Typography.Text>
      </Link>
    ),
  },
];

const right = { align: 'right' as const };

/** The standard columns the officer may hide (all shown by default). */
export const standardColumns: (Column & { label: string })[] = [
  {
    key: 'parentName',
    label: 'Đơn vị cấp trên',
    title: 'Đơn vị cấp trên',
    dataIndex: 'parentName',
    width: 220,
  },
  { key: 'xaPhuongName', label: 'Xã/phường', title: 'Xã/phường', dataIndex: 'xaPhuongName', width: 150 },
  { key: 'cumKhuCnName', label: 'Cụm/KCN', title: 'Cụm/KCN', dataIndex: 'cumKhuCnName', width: 180 },
  { key: 'loaiHinhName', label: 'Loại hình', title: 'Loại hình', dataIndex: 'loaiHinhName', width: 200 },
  {
    key: 'loaiCongTyName',
    label: 'Loại công ty',
    title: 'Loại công ty',
    dataIndex: 'loaiCongTyName',
    width: 150,
  },
  {
    key: 'namThanhLap',
    label: 'Năm thành lập',
    title: 'Năm thành lập',
    dataIndex: 'namThanhLap',
    width: 110,
    align: 'center',
    render: (v: number | null) => v ?? NO_VALUE,
  },
  {
    key: 'workerCount',
    label: 'Số CNVCLĐ',
    title: 'Số CNVCLĐ',
    dataIndex: 'workerCount',
    width: 110,
    ...right,
    render: formatCount,
  },
  {
    key: 'memberCount',
    label: 'Số đoàn viên',
    title: 'Số đoàn viên',
    dataIndex: 'memberCount',
    width: 110,
    ...right,
    render: formatCount,
  },
  {
    key: 'status',
    label: 'Trạng thái',
    title: 'Trạng thái',
    dataIndex: 'status',
    width: 140,
    render: (status: OrganizationStatus) => <StatusTag status={status} />,
  },
].map((c) => ({
  ...c,
  ellipsis: c.render ? undefined : { showTitle: true },
  render: c.render ?? text,
})) as (Column & { label: string })[];

export const customColumnKey = (field: Pick<DynamicFieldSchema, 'key'>) => `custom:${field.key}`;

/** One column per custom field: yes/no as Có/Không, dates as DD/MM/YYYY. */
export function customColumn(field: DynamicFieldSchema): Column {
  const numeric = field.type === 'number';
  return {
    key: customColumnKey(field),
    title: field.label,
    width: Math.min(240, Math.max(120, field.label.length * 8)),
    align: numeric ? 'right' : field.type === 'boolean' || field.type === 'date' ? 'center' : undefined,
    ellipsis: { showTitle: true },
    render: (_v, row) => formatCustomValue(field, row.customFields[field.key]),
  };
}

export const standardOptional: OptionalColumn[] = standardColumns.map((c) => ({
  key: c.key,
  label: c.label,
  defaultShown: true,
}));

export const customOptional = (fields: readonly DynamicFieldSchema[]): OptionalColumn[] =>
  fields.map((f) => ({ key: customColumnKey(f), label: f.label, defaultShown: false }));
