import {
  CATEGORY_NAME_MAX,
  POSITION_SORT_COLUMNS,
  type PositionCreateBody,
  type PositionItem,
  positionCreateBody,
} from '@congdoan/shared';
import { Form, Input } from 'antd';
import type { ListColumn } from '../../../components/list-page';
import { rulesFrom } from '../../../lib/form-rules';
import { useListPage } from '../../../lib/use-list-page';
import { useCreatePosition } from '../api/create-position';
import { useDeletePosition } from '../api/delete-position';
import { type PositionListParams, positionListFilters, usePositionList } from '../api/list-positions';
import { useUpdatePosition } from '../api/update-position';
import { CategoryList } from '../components/category-list';
import { nextSortOrder, SortOrderField } from '../components/sort-order-field';

const rules = rulesFrom(positionCreateBody);

const columns: ListColumn<PositionItem>[] = [
  { title: 'Thứ tự', dataIndex: 'sortOrder', width: 100, align: 'end' },
  { title: 'Tên chức vụ', dataIndex: 'name', minWidth: 220 },
];

/** /trade-union/positions: positions of union staff, listed in their order. */
export function PositionsPage() {
  const list = useListPage(positionListFilters);
  const query = usePositionList(list.filters);
  const create = useCreatePosition();
  const update = useUpdatePosition();
  const remove = useDeletePosition();

  return (
    <CategoryList<PositionItem, PositionCreateBody, PositionListParams>
      subject="position"
      title="Danh mục chức vụ"
      noun="chức vụ"
      searchPlaceholder="Tìm theo tên chức vụ"
      list={list}
      query={query}
      columns={columns}
      sortable={POSITION_SORT_COLUMNS}
      facts={(row) => [`Thứ tự: ${row.sortOrder}`]}
      formValues={(row) =>
        row ? { name: row.name, sortOrder: row.sortOrder } : { sortOrder: nextSortOrder(query.data?.list) }
      }
      writes={{ create, update, remove }}
      formFields={
        <>
          <Form.Item name="name" label="Tên chức vụ" rules={rules('name')}>
            <Input maxLength={CATEGORY_NAME_MAX} autoFocus placeholder="Ví dụ: Phó Chủ tịch" />
          </Form.Item>
          <SortOrderField
            rules={rules('sortOrder')}
            extra="Danh sách chức vụ được sắp xếp theo thứ tự tăng dần"
          />
        </>
      }
    />
  );
}
