import type { ZaloAccountItem, ZaloAccountPage, ZaloStatus } from '@congdoan/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOOKUP } from '../../../lib/query-keys';
import { filtersAt, type Right, renderPage } from '../../../test/render-page';
import { rowText } from '../../../test/rendered-rows';
import { zaloAccountListFilters, zaloAccountsQuery } from '../api/list-zalo-accounts';
import { ZaloAccountDetails } from '../components/zalo-account-detail-modal';
import { LAN_WEB_USER } from '../zalo-fixture';
import { ZaloAccountsPage } from './zalo-accounts-page';

const at = (day: number, hour: number, minute: number) => new Date(2025, 9, day, hour, minute).toISOString();

const account = (over: Partial<ZaloAccountItem>): ZaloAccountItem => ({
  id: 1,
  userId: null,
  zaloOaUserId: 'oa-1',
  zaloAppUserId: null,
  displayName: null,
  avatar: null,
  phone: null,
  isFollowingOa: true,
  isActive: true,
  isLinkedToWeb: false,
  webUser: null,
  lastLoginAt: null,
  lastFollowAt: null,
  lastUnfollowAt: null,
  lastActiveAt: null,
  linkedAt: null,
  createdAt: at(1, 8, 0),
  updatedAt: at(2, 9, 30),
  ...over,
});

const rows: ZaloAccountItem[] = [
  account({ id: 1, displayName: 'Hoa Phạm', isFollowingOa: true, isActive: true }),
  account({
    id: 2,
    displayName: null,
    userId: 7,
    isLinkedToWeb: true,
    webUser: LAN_WEB_USER,
    isFollowingOa: false,
    isActive: false,
  }),
  account({ id: 3, displayName: null }),
];

const base = { accessExpiresAt: null, refreshExpiresAt: null, lastError: null, lastSyncAt: null };
const CONNECTED: ZaloStatus = { ...base, configured: true, connected: true };
const UNSET: ZaloStatus = { ...base, configured: false, connected: false };

const READER: Right[] = ['view-zalo-account'];
const ADMIN: Right[] = [['manage', 'all']];

function render(
  url: string,
  { rights = ADMIN, status = CONNECTED }: { rights?: Right[]; status?: ZaloStatus } = {},
) {
  const filters = filtersAt(zaloAccountListFilters, url);
  const page: ZaloAccountPage = {
    list: rows,
    count: 23,
    page: filters.page,
    limit: filters.limit,
    totalPages: 3,
    summary: { total: 34, linked: 12, unlinked: 22, followingOa: 30 },
  };
  return renderPage(<ZaloAccountsPage />, {
    url,
    rights,
    data: [
      [zaloAccountsQuery(filters).queryKey, page],
      [LOOKUP.zaloStatus, status],
    ],
  });
}

const button = (html: string, label: string) =>
  new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the Zalo accounts screen', () => {
  it('shows the counts, and each row with its number, name and states in the spec’s words', () => {
    const html = render('/trade-union/users/zalo-accounts?page=2');
    expect(html).toContain('Tổng số: 34');
    expect(html).toContain('Đã liên kết: 12');
    expect(rowText(html, 1)).toMatch(/^11 Hoa Phạm Có Hoạt động Chưa —/);
    // no display name: the web user's full name, and that user in its column
    expect(rowText(html, 2)).toMatch(/^12 Nguyễn Thị Lan Không Không hoạt động Có Nguyễn Thị Lan/);
    // neither: N/A
    expect(rowText(html, 3)).toMatch(/^13 N\/A Có Hoạt động Chưa —/);
    expect(html).toContain('Tổng 23 tài khoản');
  });

  it('shows the filters the URL holds: the search, and all / yes / no for each state', () => {
    const html = render('/trade-union/users/zalo-accounts?search=lan&isLinkedToWeb=0&isActive=1');
    expect(html).toMatch(/<input[^>]*aria-label="Tìm tài khoản Zalo"[^>]*value="lan"/);
    // A select shows its choice as its content's title, before its input.
    const shown = (label: string) =>
      new RegExp(`title="(Tất cả|Có|Không)">[^<]*<input[^>]*aria-label="${label}"`).exec(html)?.[1];
    expect(shown('Lọc theo theo dõi OA')).toBe('Tất cả');
    expect(shown('Lọc theo trạng thái hoạt động')).toBe('Có');
    expect(shown('Lọc theo liên kết tài khoản web')).toBe('Không');
    expect(html).toMatch(/<button[^>]*><span>Đặt lại<\/span><\/button>/);
  });

  it('offers a reader view, link and unlink disabled, and no user creation nor OA connection', () => {
    const html = render('/trade-union/users/zalo-accounts', { rights: READER });
    for (const label of ['Xem chi tiết', 'Liên kết tài khoản', 'Hủy liên kết']) {
      expect(button(html, label), label).toContain('disabled=""');
    }
    expect(html).not.toContain('aria-label="Tạo người dùng"');
    expect(html).not.toContain('Kết nối Zalo OA');
  });

  it('offers each action the ability allows: unlink on a linked row, a new user from an unlinked one', () => {
    const linker = render('/trade-union/users/zalo-accounts', {
      rights: [...READER, 'detail-zalo-account', 'link-zalo-account'],
    });
    expect(button(linker, 'Xem chi tiết')).not.toContain('disabled');
    expect(button(linker, 'Liên kết tài khoản')).not.toContain('disabled');
    expect(button(linker, 'Hủy liên kết')).toContain('disabled=""');

    // Making a user from an account takes both rights.
    const creator = render('/trade-union/users/zalo-accounts', {
      rights: [...READER, 'create-user'],
    });
    expect(creator).not.toContain('aria-label="Tạo người dùng"');

    const admin = render('/trade-union/users/zalo-accounts');
    expect(rowText(admin, 2)).not.toContain('Tạo người dùng');
    expect(admin.match(/aria-label="Hủy liên kết"/g)).toHaveLength(1);
    expect(admin.match(/aria-label="Tạo người dùng"/g)).toHaveLength(2);
    expect(button(admin, 'Hủy liên kết')).not.toContain('disabled');
    expect(admin).toContain('Kết nối Zalo OA');
  });

  it('says when the OA is not configured, and what to do; nothing when it is connected', () => {
    const unset = render('/trade-union/users/zalo-accounts', { status: UNSET, rights: READER });
    expect(unset).toContain('Chưa cấu hình Zalo OA');
    expect(unset).toContain('ZALO_APP_ID');
    expect(render('/trade-union/users/zalo-accounts')).not.toContain('Chưa cấu hình Zalo OA');
  });
});

describe('the detail of an account', () => {
  it('shows its name, three states, web user and dates (DD/MM/YYYY HH:mm), and that it comes from the OA', () => {
    const html = renderToString(
      <ZaloAccountDetails
        account={account({
          displayName: 'Lan Nguyễn',
          isLinkedToWeb: true,
          webUser: LAN_WEB_USER,
          lastLoginAt: at(20, 7, 5),
        })}
      />,
    ).replace(/<!-- -->/g, '');
    expect(html).toContain('Lan Nguyễn');
    for (const text of ['Đang theo dõi OA', 'Hoạt động', 'Đã liên kết', 'Nguyễn Thị Lan'])
      expect(html).toContain(text);
    expect(html).toContain('lan@example.vn · Đoàn viên công đoàn');
    expect(html).toContain('20/10/2025 07:05');
    expect(html).toContain('01/10/2025 08:00');
    expect(html).toContain('02/10/2025 09:30');
    expect(html).toContain('đồng bộ từ Zalo Official Account');

    const alone = renderToString(<ZaloAccountDetails account={account({ isFollowingOa: false })} />);
    expect(alone).toContain('N/A');
    expect(alone).toContain('Không theo dõi OA');
    expect(alone).toContain('Chưa liên kết');
  });
});
