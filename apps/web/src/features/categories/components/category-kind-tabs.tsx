import { CATEGORY_KIND_LABELS, CATEGORY_KINDS, type CategoryKind } from '@congdoan/shared';
import { Select, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { type CategoryScreen, paths } from '../../../config/paths';
import { useCompactList } from '../../../lib/use-compact-list';

/**
 * The spec's category screens that read here, beside the member categories: the districts (none
 * since 1 July 2025) and the levels of the union's tree. The others lead to the page that keeps
 * their list (wards, organisations, organisation types) or say they are not used.
 */
export const CATEGORY_SCREEN_TABS = {
  districts: 'Quận/huyện',
  organizationLevels: 'Cấp công đoàn',
} as const satisfies Partial<Record<CategoryScreen, string>>;
export type CategoryTab = CategoryKind | keyof typeof CATEGORY_SCREEN_TABS;

const items = [
  ...CATEGORY_KINDS.map((kind) => ({ key: kind, label: CATEGORY_KIND_LABELS[kind] })),
  ...Object.entries(CATEGORY_SCREEN_TABS).map(([key, label]) => ({ key, label })),
];

/**
 * The member categories, one a page: the open one is the page's address (`/apps/categories/<kind>`),
 * so a reload, the back button or a shared link opens it again. Tabs down the side of the list on a
 * wide screen (they do not fit across it), a full-width choice on a phone.
 */
export function CategoryKindTabs({ kind }: { kind: CategoryTab }) {
  const navigate = useNavigate();
  const open = (next: string) => navigate(paths.categories.items.getHref(next as CategoryTab));
  const phone = useCompactList();
  if (phone) {
    return (
      <Select
        aria-label="Chọn danh mục"
        value={kind}
        onChange={open}
        options={items.map((t) => ({ value: t.key, label: t.label }))}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <Tabs
      tabPlacement="start"
      activeKey={kind}
      onChange={open}
      items={items}
      aria-label="Danh mục"
      style={{ flex: 'none' }}
    />
  );
}
