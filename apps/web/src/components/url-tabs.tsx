import { Select, Tabs, type TabsProps } from 'antd';
import { useSearchParams } from 'react-router';
import { useCompactList } from '../lib/use-compact-list';

type Tab = NonNullable<TabsProps['items']>[number];

/** The tab `?tab=` names among `items`, or the first one when it names none of them. */
export const tabOf = (items: readonly Tab[], asked: string | null): string | undefined =>
  items.some((t) => t.key === asked) ? (asked ?? undefined) : items[0]?.key;

/**
 * A detail page's tabs, the open one kept in the URL (`?tab=`; none for the first), so a reload, the
 * back button or a shared link opens the same tab. A tab the caller may not see (not among `items`)
 * opens the first. On a phone the tab bar, which would scroll sideways and hide tabs behind '…', is a
 * full-width choice naming the open tab.
 */
export function UrlTabs({ items }: { items: Tab[] }) {
  const [params, setParams] = useSearchParams();
  const phone = useCompactList();
  const active = tabOf(items, params.get('tab'));
  const open = (key: string) => {
    const next = new URLSearchParams(params);
    if (key === items[0]?.key) next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true });
  };
  return (
    <Tabs
      activeKey={active}
      onChange={open}
      items={items}
      renderTabBar={
        phone
          ? () => (
              <Select
                aria-label="Chọn mục"
                value={active}
                onChange={open}
                options={items.map((t) => ({ value: t.key, label: t.label }))}
                style={{ width: '100%', marginBottom: 16 }}
              />
            )
          : undefined
      }
    />
  );
}
