import type { MemberDetail } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { memberDetail } from '../../../test/member-fixture';
import { type Right, renderPage } from '../../../test/render-page';
import { textOf } from '../../../test/rendered-rows';
import { MemberDetailView } from './member-detail-page';

const OFFICER: Right[] = [['manage', 'member']];
const MEMBER: Right[] = ['view-member', 'detail-member'];

function render(detail: MemberDetail, rights: Right[]) {
  return renderPage(<MemberDetailView member={detail} />, {
    url: `/trade-union/members/detail/${detail.id}`,
    rights,
  });
}

const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());

describe('a member’s page', () => {
  it('shows the record in sections, the union’s path and the status with its date and reason', () => {
    const html = render(
      memberDetail({ status: 'thoi_sinh_hoat', statusChangedAt: '2026-03-02', statusReason: 'Nghỉ việc' }),
      MEMBER,
    );
    const shown = textOf(html);
    for (const title of ['Thông tin cá nhân', 'Liên hệ và địa chỉ', 'Trình độ', 'Công đoàn'])
      expect(html).toContain(title);
    expect(shown).toContain('Liên đoàn Lao động tỉnh / Công đoàn KCN Quang Châu / CĐCS Công ty May 10');
    expect(shown).toContain('Thôi sinh hoạt từ 02/03/2026');
    expect(shown).toContain('Lý do: Nghỉ việc');
    expect(shown).toContain('Quê quán Thôn Đông, Phường Bắc Giang');
    expect(shown).toContain('Tài khoản đăng nhập Chưa liên kết');
  });

  it('gives an officer edit, change of status and delete; a member only the way back', () => {
    expect(buttons(render(memberDetail(), OFFICER))).toEqual(
      expect.arrayContaining(['Danh sách', 'Sửa', 'Đổi trạng thái', 'Xóa']),
    );
    const member = buttons(render(memberDetail(), MEMBER));
    for (const label of ['Sửa', 'Đổi trạng thái', 'Xóa']) expect(member).not.toContain(label);
    // expulsion is final
    expect(buttons(render(memberDetail({ status: 'khai_tru' }), OFFICER))).not.toContain('Đổi trạng thái');
  });

  it('lists the member’s history: admission, transfers and changes of status, newest first, with who', () => {
    const html = render(
      memberDetail({
        events: [
          {
            id: 1,
            kind: 'tiep_nhan',
            effectiveOn: '2015-03-01',
            fromOrganizationId: null,
            fromOrganizationName: null,
            toOrganizationId: 4,
            toOrganizationName: 'CĐCS Công ty A',
            fromStatus: null,
            toStatus: 'dang_sinh_hoat',
            reason: null,
            actorId: 3,
            actorName: 'Lê Cán Bộ',
            createdAt: '2015-03-01T02:00:00.000Z',
          },
          {
            id: 2,
            kind: 'chuyen_sinh_hoat',
            effectiveOn: '2020-06-01',
            fromOrganizationId: 4,
            fromOrganizationName: 'CĐCS Công ty A',
            toOrganizationId: 5,
            toOrganizationName: 'CĐCS Công ty May 10',
            fromStatus: null,
            toStatus: null,
            reason: 'Chuyển công tác',
            actorId: 3,
            actorName: 'Lê Cán Bộ',
            createdAt: '2020-06-01T02:00:00.000Z',
          },
        ],
      }),
      OFFICER,
    );
    const shown = textOf(html);
    expect(html).toContain('Quá trình sinh hoạt (2)');
    expect(shown).toMatch(
      /01\/06\/2020 · Chuyển sinh hoạt Từ CĐCS Công ty A sang CĐCS Công ty May 10 Lý do: Chuyển công tác Ghi nhận .* · Lê Cán Bộ .*01\/03\/2015 · Kết nạp \/ tiếp nhận Vào CĐCS Công ty A/,
    );
  });
});
