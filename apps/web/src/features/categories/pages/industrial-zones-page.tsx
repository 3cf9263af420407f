import {
  CATEGORY_CODE_MAX,
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  CATEGORY_SORT_COLUMNS,
  type IndustrialZoneCreateBody,
  type IndustrialZoneItem,
  industrialZoneCreateBody,
} from '@congdoan/shared';
import { Form, Input } from 'antd';
import type { ListColumn } from '../../../components/list-page';
import { WardSelect } from '../../../components/ward-select';
import { rulesFrom } from '../../../lib/form-rules';
import { useListPage } from '../../../lib/use-list-page';
import { useCreateIndustrialZone } from '../api/create-industrial-zone';
import { useDeleteIndustrialZone } from '../api/delete-industrial-zone';
import {
  type IndustrialZoneListParams,
  industrialZoneListFilters,
  useIndustrialZoneList,
} from '../api/list-industrial-zones';
import { useUpdateIndustrialZone } from '../api/update-industrial-zone';
import { CategoryList } from '../components/category-list';

const rules = rulesFrom(industrialZoneCreateBody);

const columns: ListColumn<IndustrialZoneItem>[] = [
  { title: 'Mã', dataIndex: 'code', width: 120 },
  { title: 'Tên cụm/khu công nghiệp', dataIndex: 'name', minWidth: 220 },
  { title: 'Xã/phường', dataIndex: 'xaPhuongName', width: 200 },
  { title: 'Mô tả', dataIndex: 'description', minWidth: 200 },
];

/** /trade-union/common/industrial-zones: industrial-zone clusters, each optionally in a ward. */
export function IndustrialZonesPage() {
  const list = useListPage(industrialZoneListFilters);
  const query = useIndustrialZoneList(list.filters);
  const create = useCreateIndustrialZone();
  const update = useUpdateIndustrialZone();
  const remove = useDeleteIndustrialZone();

  return (
    <CategoryList<IndustrialZoneItem, IndustrialZoneCreateBody, IndustrialZoneListParams>
      subject="industrial-zone"
      title="Danh mục cụm/khu công nghiệp"
      noun="cụm/khu công nghiệp"
      searchPlaceholder="Tìm theo tên hoặc mã cụm/khu công nghiệp"
      list={list}
      query={query}
      columns={columns}
      sortable={CATEGORY_SORT_COLUMNS}
      facts={(row) => [row.code, row.xaPhuongName]}
      filters={(values, change) => (
        <WardSelect
          aria-label="Lọc theo xã/phường"
          placeholder="Tất cả xã/phường"
          style={{ width: 260 }}
          value={values.xaPhuongId}
          onChange={(xaPhuongId) => change({ xaPhuongId: xaPhuongId ?? undefined })}
        />
      )}
      formValues={(row) =>
        row
          ? { code: row.code, name: row.name, xaPhuongId: row.xaPhuongId, description: row.description ?? '' }
          : {}
      }
      writes={{ create, update, remove }}
      formFields={
        <>
          <Form.Item name="code" label="Mã" rules={rules('code')}>
            <Input maxLength={CATEGORY_CODE_MAX} autoFocus />
          </Form.Item>
          <Form.Item name="name" label="Tên cụm/khu công nghiệp" rules={rules('name')}>
            <Input maxLength={CATEGORY_NAME_MAX} placeholder="Ví dụ: Khu công nghiệp Quang Châu" />
          </Form.Item>
          <Form.Item name="xaPhuongId" label="Xã/phường" rules={rules('xaPhuongId')}>
            <WardSelect />
          </Form.Item>
          <Form.Item name="description" label="Mô tả" rules={rules('description')}>
            <Input.TextArea rows={3} maxLength={CATEGORY_DESCRIPTION_MAX} showCount />
          </Form.Item>
        </>
      }
    />
  );
}
