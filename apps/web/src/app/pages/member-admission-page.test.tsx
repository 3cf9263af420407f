import { ROLE_IDS } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { useRequestAdmission } from '../../features/approvals/api/request-admission';
import { useNewMemberSend } from '../../features/members/components/member-form';
import { answerRequests } from '../../test/answer-requests';
import { type Right, renderHook, renderPage, rightsOfRole } from '../../test/render-page';
import { MemberAdmissionPage } from './member-admission-page';

/** The seeded board member (Ủy viên Ban chấp hành): reads, files requests, may not admit. */
const BOARD = rightsOfRole(ROLE_IDS.executiveMember);
const CHAIR: Right[] = [['manage', 'member'], 'view-organization', ['manage', 'approval']];

/** The composed page's way of sending a new member (the members' form, the approvals' call). */
const senderFor = (rights: Right[]) =>
  renderHook(() => useNewMemberSend(useRequestAdmission()).send, { rights });

describe('the admission request page', () => {
  it('gives a board member the member form, sent as "Gửi đề nghị kết nạp"', () => {
    const html = renderPage(<MemberAdmissionPage />, {
      url: '/trade-union/members/admission',
      rights: BOARD,
    });
    expect(html).toContain('>Thông tin cá nhân<');
    expect(html).toContain('Ghi chú cho người phê duyệt');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*?Gửi đề nghị kết nạp.*?<\/button>/);
  });

  it('posts a board member’s new member to approval/admission, and a chair’s to member/create', async () => {
    const sent = answerRequests({ id: 41, fullName: 'Vũ Thị Lan' });
    const values = {
      organizationId: 5,
      fullName: 'Vũ Thị Lan',
      dateOfBirth: '1995-09-09',
      gender: 'nu' as const,
    };

    expect(await senderFor(BOARD)(values)).toEqual({
      request: { id: 41, fullName: 'Vũ Thị Lan' },
      fullName: 'Vũ Thị Lan',
    });
    expect(sent.at(-1)!.url).toMatch(/\/approval\/admission$/);

    expect(await senderFor(CHAIR)(values)).toEqual({ member: { id: 41, fullName: 'Vũ Thị Lan' } });
    expect(sent.at(-1)!.url).toMatch(/\/member\/create$/);
    expect(sent).toHaveLength(2);
  });
});
