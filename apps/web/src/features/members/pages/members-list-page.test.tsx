import { describe, expect, it } from 'vitest';
import { memberListItem } from '../../../test/member-fixture';
import { filtersAt, type Right, renderPage } from '../../../test/render-page';
import { rowActions, rowText } from '../../../test/rendered-rows';
import { type MemberListPage, memberListFilters, membersQuery } from '../api/list-members';
import { MembersListPage } from './members-list-page';

const OFFICER: Right[] = [['manage', 'member']];
const VICE_CHAIR: Right[] = ['view-member', 'create-member', 'update-member', 'detail-member'];
const MEMBER: Right[] = ['view-member', 'detail-member', 'view-approval', 'submit-approval'];
/** A board member: may file requests and read the unions, may not admit. */
const BOARD: Right[] = [...MEMBER, 'view-organization'];

const rows = [
  memberListItem({ id: 1 }),
  memberListItem({
    id: 2,
    fullName: 'Trần Văn Nam',
    gender: 'nam',
    status: 'khai_tru',
    statusChangedAt: '2026-02-01',
  }),
];

function render(url: string, rights: Right[], page: Partial<MemberListPage> = {}) {
  const filters = filtersAt(memberListFilters, url);
  return renderPage(<MembersListPage />, {
    url,
    rights,
    data: [[membersQuery(filters).queryKey, { list: rows, count: 2, countCapped: false, ...page }]],
  });
}

/** The text a select shows for the filter labelled `label`. */
const shown = (html: string, label: string) =>
  new RegExp(`title="([^"]+)">[^<]*<input[^>]*aria-label="${label}"`).exec(html)?.[1];

describe('the members list', () => {
  it('shows each member: name linking to their page, birth, union, card and status', () => {
    const html = render('/trade-union/members/list', OFFICER);
    expect(html).toContain('href="/trade-union/members/detail/1"');
    expect(rowText(html, 1)).toBe(
      '1 Nguyễn Thị Hoa 12/04/1990 CĐCS Công ty May 10 DV2015000123 Đang sinh hoạt',
    );
    expect(rowText(html, 2)).toContain('Khai trừ từ 01/02/2026');
    expect(html).toContain('Tổng 2 đoàn viên');
  });

  it('says "Hơn 10.000 đoàn viên" when the server stopped counting, and still offers the next page', () => {
    const html = render('/trade-union/members/list?page=500', OFFICER, {
      list: Array.from({ length: 20 }, (_, i) => memberListItem({ id: 100 + i })),
      count: 10_000,
      countCapped: true,
    });
    expect(html).toContain('Hơn 10.000 đoàn viên');
    expect(html).not.toContain('Tổng 10.000');
    expect(html).toMatch(/title="501"/);
  });

  it('opens on the members đang sinh hoạt and shows the filters the URL holds', () => {
    const plain = render('/trade-union/members/list', OFFICER);
    expect(shown(plain, 'Lọc theo trạng thái')).toBe('Đang sinh hoạt');
    const html = render(
      '/trade-union/members/list?search=nguyen%20thi&status=tat_ca&gender=nu&ageBand=tu_30_den_39&joinedYear=2015&partyMember=1',
      OFFICER,
    );
    expect(html).toMatch(/<input[^>]*aria-label="Tìm kiếm đoàn viên"[^>]*value="nguyen thi"/);
    expect(shown(html, 'Lọc theo trạng thái')).toBe('Tất cả trạng thái');
    expect(shown(html, 'Lọc theo giới tính')).toBe('Nữ');
    expect(shown(html, 'Lọc theo độ tuổi')).toBe('Từ 30 đến 39 tuổi');
    expect(shown(html, 'Lọc theo năm vào công đoàn')).toBe('2015');
    expect(shown(html, 'Lọc theo đảng viên')).toBe('Là đảng viên');
  });

  it('shows, read-only, a member transferred away: when and to which union', () => {
    const html = render('/trade-union/members/list?status=da_chuyen_di', OFFICER, {
      list: [
        memberListItem({
          id: 3,
          status: 'da_chuyen_di',
          statusChangedAt: '2026-03-10',
          departure: {
            effectiveOn: '2026-03-10',
            toOrganizationId: 9,
            toOrganizationName: 'CĐCS Công ty Đáp Cầu',
          },
        }),
      ],
      count: 1,
    });
    expect(rowText(html, 3)).toBe(
      '1 Nguyễn Thị Hoa 12/04/1990 CĐCS Công ty May 10 sang CĐCS Công ty Đáp Cầu DV2015000123 Đã chuyển đi từ 10/03/2026',
    );
    expect(html).not.toContain('href="/trade-union/members/detail/3"');
    expect(rowActions(html, 3)).toEqual([]);
  });

  it('offers each action the ability allows, and no change of status once it is final', () => {
    const html = render('/trade-union/members/list', OFFICER);
    expect(rowActions(html, 1)).toEqual(['Xem chi tiết', 'Sửa', 'Đổi trạng thái', 'Xóa']);
    expect(rowActions(html, 2)).toEqual(['Xem chi tiết', 'Sửa', 'Xóa']);
    expect(html).toContain('Thêm đoàn viên');

    const vice = render('/trade-union/members/list', VICE_CHAIR);
    expect(rowActions(vice, 1)).toEqual(['Xem chi tiết', 'Sửa', 'Đổi trạng thái']);

    const member = render('/trade-union/members/list', MEMBER);
    expect(rowActions(member, 1)).toEqual(['Xem chi tiết']);
    expect(member).not.toContain('Thêm đoàn viên');
  });
});

/** The page's header buttons (those outside the table). */
const headerButtons = (html: string) =>
  [...(html.split('<table')[0] ?? '').matchAll(/<button[^>]*>(.*?)<\/button>/g)]
    .map((m) => m[1]!.replace(/<[^>]+>/g, '').trim())
    .filter(Boolean);

describe('adding a member from the list', () => {
  it('offers "Thêm đoàn viên" to one who may admit and "Đề nghị kết nạp" to one who may only ask', () => {
    const officer = headerButtons(render('/trade-union/members/list', OFFICER));
    expect(officer).toContain('Thêm đoàn viên');
    expect(officer).not.toContain('Đề nghị kết nạp');

    const board = headerButtons(render('/trade-union/members/list?organizationId=5', BOARD));
    expect(board).toContain('Đề nghị kết nạp');
    expect(board).not.toContain('Thêm đoàn viên');

    // a member files requests about their own record, but reads no union to admit anyone into
    const member = headerButtons(render('/trade-union/members/list', MEMBER));
    expect(member).not.toContain('Đề nghị kết nạp');
    expect(member).not.toContain('Thêm đoàn viên');
  });
});
