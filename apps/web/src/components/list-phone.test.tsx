import { EditOutlined } from '@ant-design/icons';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Right, renderPage } from '../test/render-page';
import { CompactFilterBar, filtersOnly } from './filter-bar';
import { ListCards } from './list-table';

/** The pieces a list shows below the phone breakpoint, rendered as the browser would get them. */

type Filters = { page: number; limit: number; search?: string; kind?: string; xaPhuongId?: number };

const bar = (filters: Filters, withFields = true) =>
  renderToString(
    <CompactFilterBar<Filters>
      search={<input aria-label="Tìm kiếm" />}
      onReset={() => {}}
      fields={
        withFields
          ? { filters, onChange: () => {}, render: () => <select aria-label="Lọc theo loại" /> }
          : undefined
      }
    />,
  );

describe('the filter bar on a phone', () => {
  it('shows the search and a ‘Bộ lọc’ button, not the filters themselves', () => {
    const html = bar({ page: 1, limit: 10 });
    expect(html).toContain('aria-label="Tìm kiếm"');
    expect(html).toMatch(/<button[^>]*aria-label="Bộ lọc"[^>]*>.*Bộ lọc/);
    expect(html).not.toContain('Lọc theo loại');
  });

  it('counts on the button the filters set, not the search, page or sort', () => {
    const html = bar({ page: 3, limit: 10, search: 'an', kind: 'xa', xaPhuongId: 4 });
    expect(html).toContain('aria-label="Bộ lọc (2 đang áp dụng)"');
  });

  it('offers ‘Đặt lại’ in place of ‘Bộ lọc’ for a list with only a search', () => {
    const html = bar({ page: 1, limit: 10 }, false);
    expect(html).not.toContain('Bộ lọc');
    expect(html).toMatch(/<button[^>]*><span>Đặt lại<\/span><\/button>/);
  });

  it('applies from the drawer only the filters, leaving the search, page and sort as they are', () => {
    expect(
      filtersOnly({
        page: 2,
        limit: 50,
        search: 'an',
        sortBy: 'name',
        order: 'desc',
        kind: 'xa',
        xaPhuongId: undefined,
      }),
    ).toStrictEqual({ kind: 'xa', xaPhuongId: undefined });
  });
});

const rows = [
  { id: 1, name: 'Công đoàn Công ty TNHH May mặc Bắc Giang', code: 'CD001', ward: 'Phường Bắc Giang' },
  { id: 2, name: 'Công đoàn Trường Mầm non Tiên Lục', code: 'CD002', ward: null },
];
type Row = (typeof rows)[number];

const cards = (list: Row[], rights: Right[]) =>
  renderPage(
    <ListCards<Row>
      rows={list}
      noun="đơn vị"
      emptyText="Không có dữ liệu"
      card={{ title: (r) => r.name, name: (r) => r.name, facts: (r) => [r.code, r.ward] }}
      rowActions={() => [
        {
          key: 'edit',
          label: 'Sửa',
          icon: <EditOutlined />,
          action: 'update',
          subject: 'organization',
          onClick: () => {},
        },
      ]}
    />,
    { rights },
  );

describe('rows as cards on a phone', () => {
  it('show each row’s name and two facts, with its actions behind a menu named after the row', () => {
    const html = cards(rows, ['update-organization']);
    expect(html).toContain('aria-label="Danh sách đơn vị"');
    expect(html.match(/role="listitem"/g)).toHaveLength(2);
    expect(html).toContain('Công đoàn Công ty TNHH May mặc Bắc Giang');
    expect(html).toContain('Phường Bắc Giang');
    // A fact without a value reads as a dash.
    expect(html).toContain('—');
    expect(html).toContain('aria-label="Thao tác: Công đoàn Trường Mầm non Tiên Lục"');
    // The menu's items open with it; the card itself shows no button per action.
    expect(html).not.toContain('aria-label="Sửa"');
  });

  it('offer no menu when the ability allows no action, and say so when there is no row', () => {
    expect(cards(rows, ['view-organization'])).not.toContain('Thao tác');
    expect(cards([], [])).toContain('Không có dữ liệu');
  });
});
