import { CATEGORY_KIND_LABELS, CATEGORY_KINDS, type CategoryKind } from '@congdoan/shared';
import { Select, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCompactList } from '../../../lib/use-compact-list';

const items = CATEGORY_KINDS.map((kind) => ({ key: kind, label: CATEGORY_KIND_LABELS[kind] }));

/**
 * The member categories, one a page: the open one is the page's address (`/apps/categories/<kind>`),
 * so a reload, the back button or a shared link opens it again. Tabs down the side of the list on a
 * wide screen (eleven do not fit across it), a full-width choice on a phone.
 */
export function CategoryKindTabs({ kind }: { kind: CategoryKind }) {
  const navigate = useNavigate();
  const open = (next: string) => navigate(paths.categories.items.getHref(next as CategoryKind));
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
