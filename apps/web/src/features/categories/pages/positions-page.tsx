import {
  CATEGORY_NAME_MAX,
  POSITION_SORT_COLUMNS,
  type PositionCreateBody,
  type PositionItem,
  positionCreateBody,
  UNION_BOARD_LABELS,
  UNION_BOARDS,
  type UnionBoard,
} from '@congdoan/shared';
import { Checkbox, Form, Input, Tag } from 'antd';
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

const boardOptions = UNION_BOARDS.map((b) => ({ value: b, label: UNION_BOARD_LABELS[b] }));
/** The boards a position sits on, by name ("Không thuộc ban nào" when none). */
const boardNames = (boards: readonly UnionBoard[]) =>
  boards.length ? boards.map((b) => UNION_BOARD_LABELS[b]).join(', ') : 'Không thuộc ban nào';

const columns: ListColumn<PositionItem>[] = [
  { title: 'Thứ tự', dataIndex: 'sortOrder', width: 100, align: 'end' },
  { title: 'Tên chức vụ', dataIndex: 'name', minWidth: 220 },
  {
    title: 'Thuộc ban',
    dataIndex: 'boards',
    minWidth: 240,
    render: (_: unknown, row: PositionItem) =>
      row.boards.length ? row.boards.map((b) => <Tag key={b}>{UNION_BOARD_LABELS[b]}</Tag>) : '—',
  },
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
      facts={(row) => [`Thứ tự: ${row.sortOrder}`, `Thuộc ban: ${boardNames(row.boards)}`]}
      formValues={(row) =>
        row
          ? { name: row.name, sortOrder: row.sortOrder, boards: row.boards }
          : { sortOrder: nextSortOrder(query.data?.list), boards: [] }
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
          <Form.Item
            name="boards"
            label="Thuộc ban"
            rules={rules('boards')}
            extra="Cán bộ giữ chức vụ này được xếp vào các ban đã chọn trong tab Ban lãnh đạo của công đoàn"
          >
            <Checkbox.Group options={boardOptions} />
          </Form.Item>
        </>
      }
    />
  );
}
