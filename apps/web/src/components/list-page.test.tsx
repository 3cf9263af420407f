import { EditOutlined } from '@ant-design/icons';
import { USER_SORT_COLUMNS, userListQuery } from '@congdoan/shared';
import { Select } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { columnsStorageKey } from '../lib/column-visibility';
import { defineListFilters, writeFilters } from '../lib/url-filters';
import { useListPage } from '../lib/use-list-page';
import { filtersAt, renderHook, renderPage } from '../test/render-page';
import { rowText, textOf } from '../test/rendered-rows';
import { type ListColumn, ListPageLayout } from './list-page';

const spec = defineListFilters({
  shape: userListQuery.shape,
  filters: ['search', 'isActive', 'sortBy', 'order'],
});

interface Row {
  id: number;
  fullName: string;
  email: string;
  roleName: string;
}
const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  fullName: `Người dùng ${i + 1}`,
  email: `nguoi${i + 1}@congdoan.vn`,
  roleName: 'Chủ tịch',
}));

const columns: ListColumn<Row>[] = [
  { title: 'Họ và tên', dataIndex: 'fullName', key: 'fullName', width: 180 },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 200, optional: 'hidden' },
  { title: 'Vai trò', dataIndex: 'roleName', key: 'roleName', width: 160, optional: 'shown' },
];

/** A list page as a feature writes one: its columns, filters, query and actions, nothing else. */
function UsersLike({ phone = false }: { phone?: boolean }) {
  const page = useListPage(spec, { columns: 'test-users' });
  return (
    <ListPageLayout
      title="Danh sách thử"
      actions={<button type="button">Thêm người dùng</button>}
      // the server render has no screen width: a phone is said outright
      page={phone ? { ...page, compact: true } : page}
      query={{ data: { list: rows, count: 25 }, isFetching: false, error: null }}
      search={{ placeholder: 'Tìm theo tên', label: 'Tìm kiếm người dùng', width: 300 }}
      filters={(values, change) => (
        <Select<0 | 1>
          aria-label="Lọc theo trạng thái"
          placeholder="Trạng thái"
          value={values.isActive}
          onChange={(isActive) => change({ isActive })}
          options={[
            { value: 1, label: 'Hoạt động' },
            { value: 0, label: 'Đã khóa' },
          ]}
        />
      )}
      numbered
      columns={columns}
      sortable={USER_SORT_COLUMNS}
      noun="người dùng"
      rowActions={() => [
        {
          key: 'edit',
          label: 'Sửa',
          icon: <EditOutlined />,
          action: 'update',
          subject: 'user',
          onClick: () => {},
        },
      ]}
      card={{ title: (r) => r.fullName, name: (r) => r.fullName, facts: (r) => [r.email, r.roleName] }}
    />
  );
}

const at = (url: string, phone = false) =>
  renderPage(<UsersLike phone={phone} />, { url, rights: [['update', 'user']] });

/** A stand-in for the browser's storage, holding `stored` under its keys. */
function storageHolding(stored: Record<string, string> = {}) {
  const items = new Map(Object.entries(stored));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  });
  return items;
}

describe('a list page on a wide screen', () => {
  it('shows the page, sort and search its URL holds', () => {
    const html = at('/list?search=an&sortBy=fullName&order=desc&page=2');
    expect(html).toMatch(/<input[^>]*aria-label="Tìm kiếm người dùng"[^>]*value="an"/);
    expect(html).toMatch(/<th[^>]*aria-sort="descending"[^>]*>.*?Họ và tên/);
    // the row numbers go on across pages
    expect(rowText(html, 1)).toMatch(/^11 Người dùng 1 /);
    expect(html).toMatch(/ant-pagination-item-2[^"]*ant-pagination-item-active/);
    expect(textOf(html)).toContain('Tổng 25 người dùng');
  });

  it('reads back what a change wrote to the URL: the filter set, the sort kept, page 1 again', () => {
    const before = '/list?sortBy=fullName&page=3';
    const after = `/list?${writeFilters(spec, filtersAt(spec, before), { isActive: 0 })}`;
    expect(after).toBe('/list?isActive=0&sortBy=fullName');
    const html = at(after);
    expect(html).toMatch(/ant-select-content[^>]*title="Đã khóa"|title="Đã khóa"[^>]*>Đã khóa/);
    expect(html).toMatch(/<th[^>]*aria-sort="ascending"[^>]*>.*?Họ và tên/);
    expect(rowText(html, 1)).toMatch(/^1 Người dùng 1 /);
  });

  it('offers the optional columns in ‘Cột hiển thị’ and shows the defaults until the officer chooses', () => {
    storageHolding();
    const html = at('/list');
    expect(html).toContain('Cột hiển thị');
    expect(textOf(html)).toContain('Vai trò');
    expect(html).not.toContain('nguoi1@congdoan.vn');
  });

  it('shows the columns the officer chose, as this browser remembers them', () => {
    storageHolding({ [columnsStorageKey('test-users')]: JSON.stringify({ email: true, roleName: false }) });
    const html = at('/list');
    expect(rowText(html, 1)).toContain('nguoi1@congdoan.vn');
    expect(rowText(html, 1)).not.toContain('Chủ tịch');
  });

  it('keeps a choice in this browser, under the list’s name', () => {
    const items = storageHolding();
    const page = renderHook(() => useListPage(spec, { columns: 'test-users' }), { url: '/list' });
    page.choose({ email: true });
    expect(items.get('test-users.list.columns')).toBe('{"email":true}');
  });

  it('puts the buttons beside the title and the row’s actions in a ‘Thao tác’ column', () => {
    const html = at('/list');
    expect(html).toMatch(/ant-card-extra.*Thêm người dùng/);
    expect(html).toContain('Thao tác');
    expect(html).toContain('aria-label="Sửa"');
  });
});

describe('a list page on a phone', () => {
  const html = () => at('/list?isActive=1&page=2', true);

  it('shows the rows as cards, not a table, with their actions in a menu', () => {
    expect(html()).not.toContain('<table');
    expect(html()).toMatch(/role="list" aria-label="Danh sách người dùng"/);
    expect(html()).toContain('aria-label="Thao tác: Người dùng 1"');
    expect(textOf(html())).toContain('nguoi1@congdoan.vn');
  });

  it('keeps the filters behind ‘Bộ lọc’, counting those set, and has no column chooser', () => {
    expect(html()).toContain('aria-label="Bộ lọc (1 đang áp dụng)"');
    expect(html()).not.toContain('Lọc theo trạng thái');
    expect(html()).not.toContain('Cột hiển thị');
  });

  it('puts the buttons under the title', () => {
    expect(html()).not.toContain('ant-card-extra');
    expect(html()).toContain('Thêm người dùng');
  });
});

/** A list that draws its own rows (the inbox): the pager, empty and error texts stay the list's. */
function OwnRows({ list, error }: { list: Row[]; error?: Error }) {
  const page = useListPage(spec);
  return (
    <ListPageLayout
      title="Thông báo của tôi"
      page={page}
      query={{ data: { list, count: list.length ? 25 : 0 }, isFetching: false, error: error ?? null }}
      noun="thông báo"
      pageSizes={[10]}
      emptyText="Chưa có thông báo nào"
      errorText="Không tải được thông báo"
      renderRows={(shown) => (
        <ul>
          {shown.map((r) => (
            <li key={r.id}>{r.fullName}</li>
          ))}
        </ul>
      )}
    />
  );
}

describe('a list page drawing its own rows', () => {
  it('draws them inside the list’s pager, without a size to choose', () => {
    const html = renderPage(<OwnRows list={rows} />, { url: '/list' });
    expect(html).toContain('<li>Người dùng 1</li>');
    expect(html).not.toContain('<table');
    expect(textOf(html)).toContain('Tổng 25 thông báo');
    expect(html).not.toContain('ant-pagination-options');
  });

  it('says when there is nothing, and says a failure in its own words', () => {
    expect(renderPage(<OwnRows list={[]} />, { url: '/list' })).toContain('Chưa có thông báo nào');
    const failed = renderPage(<OwnRows list={[]} error={new Error('Failed to fetch')} />, { url: '/list' });
    expect(failed).toContain('Không tải được thông báo');
    expect(failed).not.toContain('Failed to fetch');
  });
});
