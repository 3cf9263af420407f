import { Tabs, type TabsProps } from 'antd';
import { useSearchParams } from 'react-router';

type Tab = NonNullable<TabsProps['items']>[number];

/** The tab `?tab=` names among `items`, or the first one when it names none of them. */
export const tabOf = (items: readonly Tab[], asked: string | null): string | undefined =>
  items.some((t) => t.key === asked) ? (asked ?? undefined) : items[0]?.key;

/**
 * A detail page's tabs, the open one kept in the URL (`?tab=`; none for the first), so a reload, the
 * back button or a shared link opens the same tab. A tab the caller may not see (not among `items`)
 * opens the first.
 */
export function UrlTabs({ items }: { items: Tab[] }) {
  const [params, setParams] = useSearchParams();
  return (
    <Tabs
      activeKey={tabOf(items, params.get('tab'))}
      onChange={(key) => {
        const next = new URLSearchParams(params);
        if (key === items[0]?.key) next.delete('tab');
        else next.set('tab', key);
        setParams(next, { replace: true });
      }}
      items={items}
    />
  );
}
