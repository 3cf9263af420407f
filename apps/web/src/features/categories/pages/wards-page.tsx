import {
  CATEGORY_CODE_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_SORT_COLUMNS,
  WARD_KIND_LABELS,
  WARD_KINDS,
  type WardCreateBody,
  type WardItem,
  type WardKind,
  wardCreateBody,
} from '@congdoan/shared';
import { Form, Input, Select, Tag } from 'antd';
import type { ListColumn } from '../../../components/list-page';
import { rulesFrom } from '../../../lib/form-rules';
import { useListPage } from '../../../lib/use-list-page';
import { useCreateWard } from '../api/create-ward';
import { useDeleteWard } from '../api/delete-ward';
import { useWardList, type WardListParams, wardListFilters } from '../api/list-wards';
import { useUpdateWard } from '../api/update-ward';
import { CategoryList } from '../components/category-list';

const rules = rulesFrom(wardCreateBody);
const kindOptions = WARD_KINDS.map((kind) => ({ value: kind, label: WARD_KIND_LABELS[kind] }));
const KIND_COLORS: Record<WardKind, string> = { phuong: 'blue', xa: 'green', dac_khu: 'purple' };

const KindTag = ({ kind }: { kind: WardKind }) => (
  <Tag color={KIND_COLORS[kind]}>{WARD_KIND_LABELS[kind]}</Tag>
);

const columns: ListColumn<WardItem>[] = [
  { title: 'Mã', dataIndex: 'code', width: 120 },
  { title: 'Tên xã/phường', dataIndex: 'name', minWidth: 200 },
  { title: 'Loại', dataIndex: 'kind', width: 140, render: (kind: WardKind) => <KindTag kind={kind} /> },
];

/** /trade-union/common/wards: the province's wards, communes and special zones. */
export function WardsPage() {
  const list = useListPage(wardListFilters);
  const query = useWardList(list.filters);
  const create = useCreateWard();
  const update = useUpdateWard();
  const remove = useDeleteWard();

  return (
    <CategoryList<WardItem, WardCreateBody, WardListParams>
      subject="ward"
      title="Danh mục xã/phường"
      noun="xã/phường"
      searchPlaceholder="Tìm theo tên hoặc mã xã/phường"
      list={list}
      query={query}
      columns={columns}
      sortable={CATEGORY_SORT_COLUMNS}
      facts={(row) => [row.code, <KindTag key="kind" kind={row.kind} />]}
      filters={(values, change) => (
        <Select<WardKind>
          aria-label="Lọc theo loại"
          placeholder="Tất cả loại"
          allowClear
          style={{ width: 180 }}
          value={values.kind}
          options={kindOptions}
          onChange={(kind) => change({ kind })}
        />
      )}
      formValues={(row) => (row ? { code: row.code, name: row.name, kind: row.kind } : { kind: 'phuong' })}
      writes={{ create, update, remove }}
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
