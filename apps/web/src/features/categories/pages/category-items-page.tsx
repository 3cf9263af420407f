import {
  CATEGORY_CODE_MAX,
  CATEGORY_ITEM_SORT_COLUMNS,
  CATEGORY_KIND_LABELS,
  CATEGORY_KINDS,
  CATEGORY_NAME_MAX,
  type CategoryItem,
  type CategoryItemCreateBody,
  type CategoryKind,
  categoryItemCreateBody,
  FIXED_CATEGORY_KINDS,
} from '@congdoan/shared';
import { Form, Input, Switch, Tag } from 'antd';
import { useParams } from 'react-router';
import type { ListColumn } from '../../../components/list-page';
import { NotFoundState } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { rulesFrom } from '../../../lib/form-rules';
import { useListPage } from '../../../lib/use-list-page';
import { useCreateCategoryItem } from '../api/create-category-item';
import { useDeleteCategoryItem } from '../api/delete-category-item';
import {
  type CategoryItemListParams,
  categoryItemListFilters,
  useCategoryItemList,
} from '../api/list-category-items';
import { useUpdateCategoryItem } from '../api/update-category-item';
import { CategoryKindTabs } from '../components/category-kind-tabs';
import { CategoryList } from '../components/category-list';
import { nextSortOrder, SortOrderField } from '../components/sort-order-field';
import { CategoryScreenPage, isCategoryScreen } from './category-screens';

type Fields = Omit<CategoryItemCreateBody, 'kind'>;

const rules = rulesFrom(categoryItemCreateBody);

export const isCategoryKind = (value: string | undefined): value is CategoryKind =>
  (CATEGORY_KINDS as readonly string[]).includes(value ?? '');

const ActiveTag = ({ active }: { active: boolean }) =>
  active ? <Tag color="green">Đang sử dụng</Tag> : <Tag>Ngừng sử dụng</Tag>;

const columns: ListColumn<CategoryItem>[] = [
  { title: 'Mã', dataIndex: 'code', width: 110 },
  { title: 'Tên', dataIndex: 'name', minWidth: 200 },
  { title: 'Thứ tự', dataIndex: 'sortOrder', width: 100, align: 'end' },
  {
    title: 'Trạng thái',
    dataIndex: 'active',
    width: 150,
    render: (active: boolean) => <ActiveTag active={active} />,
  },
];

/**
 * /apps/categories/:kind: the member categories (ethnic groups, religions…), one kind at a time, and
 * the spec's other category screens (category-screens.tsx).
 */
export function CategoryItemsPage() {
  const { kind } = useParams();
  if (isCategoryScreen(kind)) return <CategoryScreenPage key={kind} screen={kind} />;
  if (!isCategoryKind(kind)) {
    return (
      <NotFoundState
        back={{ to: paths.categories.items.getHref('ethnics'), label: 'Danh mục hồ sơ đoàn viên' }}
      />
    );
  }
  // A new kind starts a new list: its search, page and open form are its own.
  return <CategoryItems key={kind} kind={kind} />;
}

function CategoryItems({ kind }: { kind: CategoryKind }) {
  const list = useListPage(categoryItemListFilters);
  const query = useCategoryItemList(kind, list.filters);
  const create = useCreateCategoryItem(kind);
  const update = useUpdateCategoryItem();
  const remove = useDeleteCategoryItem();
  const label = CATEGORY_KIND_LABELS[kind];
  const noun = label.toLowerCase();
  const fixed = FIXED_CATEGORY_KINDS.includes(kind);

  return (
    <CategoryList<CategoryItem, Fields, CategoryItemListParams>
      subject="category"
      title={`Danh mục ${noun}`}
      noun={noun}
      searchPlaceholder={`Tìm theo mã hoặc tên ${noun}`}
      list={list}
      query={query}
      columns={columns}
      sortable={CATEGORY_ITEM_SORT_COLUMNS}
      facts={(row) => [row.code, <ActiveTag key="active" active={row.active} />]}
      sections={<CategoryKindTabs kind={kind} />}
      fixed={
        fixed
          ? `Danh mục ${noun} do hệ thống quy định: chỉ sửa được tên và thứ tự, không thêm hay xóa.`
          : undefined
      }
      formValues={(row) =>
        row
          ? { code: row.code, name: row.name, sortOrder: row.sortOrder, active: row.active }
          : { sortOrder: nextSortOrder(query.data?.list), active: true }
      }
      writes={{ create, update, remove }}
      formFields={
        <>
          <Form.Item
            name="code"
            label="Mã"
            rules={rules('code')}
            extra={fixed ? 'Mã do hệ thống quy định, không sửa được' : undefined}
          >
            <Input maxLength={CATEGORY_CODE_MAX} disabled={fixed} autoFocus={!fixed} />
          </Form.Item>
          <Form.Item name="name" label={`Tên ${noun}`} rules={rules('name')}>
            <Input maxLength={CATEGORY_NAME_MAX} autoFocus={fixed} />
          </Form.Item>
          <SortOrderField
            rules={rules('sortOrder')}
            extra="Biểu mẫu hồ sơ đoàn viên liệt kê theo thứ tự tăng dần, rồi theo tên"
          />
          <Form.Item
            name="active"
            label="Đang sử dụng"
            valuePropName="checked"
            extra="Mục ngừng sử dụng không còn được chọn trên biểu mẫu, nhưng vẫn giữ trên hồ sơ đã có"
          >
            <Switch disabled={fixed} />
          </Form.Item>
        </>
      }
    />
  );
}
