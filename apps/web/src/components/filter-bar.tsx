import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Flex } from 'antd';
import { type ReactNode, useState } from 'react';
import { activeFilterCount, PAGING_KEYS } from '../lib/url-filters';
import { useCompactList } from '../lib/use-compact-list';
import './filter-bar.css';

/** The filters beside the search, drawn from a value and a change (the URL's, or the drawer's draft). */
export type FilterFields<F> = (filters: F, change: (change: Partial<F>) => void) => ReactNode;

interface FilterBarProps<F extends object> {
  /** The list's search box (ListSearch). */
  search: ReactNode;
  /**
   * The filters beside the search, with the list's filters as the URL holds them and a change to
   * them (useUrlFilters); a phone shows them in the 'Bộ lọc' drawer.
   */
  fields?: { filters: F; onChange: (change: Partial<F>) => void; render: FilterFields<F> } | undefined;
  /** 'Đặt lại': back to the plain list (useUrlFilters' reset). */
  onReset: () => void;
  /** Tools at the end of the row (the column chooser). */
  tools?: ReactNode;
  /** The phone's bar; by default when the window is a phone's. */
  compact?: boolean;
}

/** The filters of a draft, without the search, page, size and sort, which the drawer does not set. */
export const filtersOnly = <F extends object>(draft: F): Partial<F> =>
  Object.fromEntries(
    Object.entries(draft).filter(([key]) => key !== 'search' && !PAGING_KEYS.includes(key)),
  ) as Partial<F>;

/**
 * The row above a list: its search, its filters and 'Đặt lại', wrapping on narrow screens. Every
 * list has 'Đặt lại', with the same label and the same effect. On a phone (docs/requirements.md,
 * "Lists on a phone") the row is the search and a 'Bộ lọc' button counting the filters set; the
 * button opens the filters in a drawer, where they change nothing until 'Áp dụng'.
 */
export function FilterBar<F extends object>(props: FilterBarProps<F>) {
  const phone = useCompactList();
  return (props.compact ?? phone) ? <CompactFilterBar {...props} /> : <WideFilterBar {...props} />;
}

function WideFilterBar<F extends object>({ search, fields, onReset, tools }: FilterBarProps<F>) {
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      {search}
      {fields?.render(fields.filters, fields.onChange)}
      <Button onClick={onReset}>Đặt lại</Button>
      {tools && <div style={{ marginInlineStart: 'auto' }}>{tools}</div>}
    </Flex>
  );
}

/** The phone's bar: the search, and 'Bộ lọc' (with the number of filters set) opening the drawer. */
export function CompactFilterBar<F extends object>({ search, fields, onReset }: FilterBarProps<F>) {
  const [draft, setDraft] = useState<F | null>(null);
  const count = fields ? activeFilterCount(fields.filters) : 0;
  const close = () => setDraft(null);
  return (
    <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
      <div style={{ flex: 1, minWidth: 0 }}>{search}</div>
      {fields ? (
        <Badge count={count} size="small">
          <Button
            icon={<FilterOutlined />}
            aria-label={count ? `Bộ lọc (${count} đang áp dụng)` : 'Bộ lọc'}
            onClick={() => setDraft(fields.filters)}
          >
            Bộ lọc
          </Button>
        </Badge>
      ) : (
        <Button onClick={onReset}>Đặt lại</Button>
      )}
      {fields && (
        <Drawer
          title="Bộ lọc"
          placement="right"
          size="min(360px, 100vw)"
          open={draft !== null}
          onClose={close}
          destroyOnHidden
          footer={
            <Flex gap={8} justify="end">
              <Button
                onClick={() => {
                  close();
                  onReset();
                }}
              >
                Đặt lại
              </Button>
              <Button
                type="primary"
                onClick={() => {
                  if (draft) fields.onChange(filtersOnly(draft));
                  close();
                }}
              >
                Áp dụng
              </Button>
            </Flex>
          }
        >
          {draft && (
            <Flex vertical gap={12} className="filter-drawer-fields">
              {fields.render(draft, (change) => setDraft((d) => (d ? { ...d, ...change } : d)))}
            </Flex>
          )}
        </Drawer>
      )}
    </Flex>
  );
}
