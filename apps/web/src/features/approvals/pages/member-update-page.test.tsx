import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { memberFixture } from '../approval-fixture';
import { MemberUpdateView } from './member-update-page';

const render = (waitingId: number | null) =>
  renderPage(<MemberUpdateView member={memberFixture()} waitingId={waitingId} />, {
    url: '/trade-union/approval/member-update',
  });

const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());

describe('the member’s request page', () => {
  it('shows what the union keeps as it is, and the fields a member may change prefilled', () => {
    const html = render(null);
    for (const text of ['Hoàng Minh Đức', '12/04/1990', '024090001234', 'DV2015000007', 'Đang sinh hoạt'])
      expect(html).toContain(text);
    expect(html).toMatch(/<input[^>]*value="12 Lê Lợi"/);
    expect(html).toMatch(/<input[^>]*value="0912345678"/);
    // the record's ward is named even before the wards load
    expect(html).toContain('Phường Bắc Giang');
    expect(html).not.toMatch(/<input[^>]*value="Hoàng Minh Đức"/);
    expect(buttons(html)).toContain('Gửi yêu cầu');
  });

  it('points to the request already waiting instead of offering a second', () => {
    const html = render(41);
    expect(html).toContain('Bạn đang có một yêu cầu cập nhật thông tin chờ phê duyệt');
    expect(html).toContain('href="/trade-union/approval/detail/41"');
    expect(buttons(html)).not.toContain('Gửi yêu cầu');
  });
});
