import {
  CATEGORY_CODE_MAX,
  CATEGORY_NAME_MAX,
  WARD_KIND_LABELS,
  WARD_KINDS,
  type WardCreateBody,
  type WardItem,
  type WardKind,
  wardCreateBody,
} from '@congdoan/shared';
import { Form, Input, Select, type TableColumnsType, Tag } from 'antd';
import { rulesFrom } from '../../../lib/form-rules';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { useCreateWard } from '../api/create-ward';
import { useDeleteWard } from '../api/delete-ward';
import { useWardList, wardListFilters } from '../api/list-wards';
import { useUpdateWard } from '../api/update-ward';
import { CategoryList } from '../components/category-list';

const rules = rulesFrom(wardCreateBody);
const kindOptions = WARD_KINDS.map((kind) => ({ value: kind, label: WARD_KIND_LABELS[kind] }));
const KIND_COLORS: Record<WardKind, string> = { phuong: 'blue', xa: 'green', dac_khu: 'purple' };

const columns: TableColumnsType<WardItem> = [
  { title: 'Mã', dataIndex: 'code', width: 120 },
  { title: 'Tên xã/phường', dataIndex: 'name' },
  {
    title: 'Loại',
    dataIndex: 'kind',
    width: 140,
    render: (kind: WardKind) => <Tag color={KIND_COLORS[kind]}>{WARD_KIND_LABELS[kind]}</Tag>,
  },
];

/** /trade-union/common/wards: the province's wards, communes and special zones. */
export function WardsPage() {
  const list = useUrlFilters(wardListFilters);
  const query = useWardList(list.filters);
  const create = useCreateWard();
  const update = useUpdateWard();
  const remove = useDeleteWard();

  return (
    <CategoryList<WardItem, WardCreateBody>
      subject="ward"
      title="Danh mục xã/phường"
      noun="xã/phường"
      searchPlaceholder="Tìm theo tên hoặc mã xã/phường"
      list={list}
      query={query}
      columns={columns}
      filters={
        <Select<WardKind>
          aria-label="Lọc theo loại"
          placeholder="Tất cả loại"
          allowClear
          style={{ width: 180 }}
          value={list.filters.kind}
          options={kindOptions}
          onChange={(kind) => list.update({ kind })}
        />
      }
      formValues={(row) => (row ? { code: row.code, name: row.name, kind: row.kind } : { kind: 'phuong' })}
      save={(values, row) =>
        row ? update.mutateAsync({ ...values, id: row.id }) : create.mutateAsync(values)
      }
      remove={(row) => remove.mutateAsync(row.id)}
      formFields={
        <>
          <Form.Item name="code" label="Mã" rules={rules('code')}>
            <Input maxLength={CATEGORY_CODE_MAX} autoFocus />
          </Form.Item>
          <Form.Item name="name" label="Tên xã/phường" rules={rules('name')}>
            <Input maxLength={CATEGORY_NAME_MAX} placeholder="Ví dụ: Phường Bắc Giang" />
          </Form.Item>
          <Form.Item name="kind" label="Loại" rules={rules('kind')}>
            <Select options={kindOptions} />
          </Form.Item>
        </>
      }
    />
  );
}
