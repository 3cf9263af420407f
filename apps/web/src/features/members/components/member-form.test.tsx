import { type AdmissionRequestBody, type DataScope, ROLE_IDS } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { answerRequests } from '../../../test/answer-requests';
import { ADMISSION_BODY, memberDetail } from '../../../test/member-fixture';
import { type Right, renderHook, renderPage, rightsOfRole } from '../../../test/render-page';
import { type AdmissionCall, MemberForm, useNewMemberSend } from './member-form';

const CHAIR: Right[] = [
  ['manage', 'member'],
  'view-user',
  'update-user',
  ['manage', 'approval'],
  'view-organization',
];
/** The seeded board member (Ủy viên Ban chấp hành): reads the union and its members, files requests, may not admit. */
const BOARD = rightsOfRole(ROLE_IDS.executiveMember);

/** The approvals feature's call as the app composes it, keeping the bodies it was given. */
function admissionCall(): AdmissionCall & { bodies: AdmissionRequestBody[] } {
  const bodies: AdmissionRequestBody[] = [];
  return {
    bodies,
    mutateAsync: async (body) => {
      bodies.push(body);
      return { id: 41 };
    },
    isPending: false,
    error: null,
  };
}

/** The form for a caller of these rights, signed in with a data scope when it reads one (an edit). */
const render = (props: Parameters<typeof MemberForm>[0], rights: Right[] = CHAIR, scope?: DataScope) =>
  renderPage(<MemberForm {...props} />, { rights, user: scope && { scope } });

const cardInput = (html: string) => /<input[^>]*id="cardNumber"[^>]*>/.exec(html)?.[0] ?? '';
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());
const noop = () => {};

/** The form's way of sending a new member, for a caller of these rights. */
const senderFor = (rights: Right[], admission: AdmissionCall | undefined) =>
  renderHook(() => useNewMemberSend(admission).send, { rights });

const NEW_MEMBER = { ...ADMISSION_BODY.member, note: ADMISSION_BODY.note };

describe('the member form', () => {
  it('a new member: every section, the card number open with the generation explained', () => {
    const html = render({ onSaved: noop, onCancel: noop });
    for (const title of [
      'Thông tin cá nhân',
      'Liên hệ và địa chỉ',
      'Trình độ',
      'Công đoàn',
      'Tài khoản đăng nhập',
    ])
      expect(html).toContain(`>${title}<`);
    expect(html).toContain('Để trống: hệ thống tự cấp số thẻ');
    expect(cardInput(html)).not.toContain('disabled');
    // without the right to update users there is no account to link
    expect(render({ onSaved: noop, onCancel: noop }, [['manage', 'member']])).not.toContain(
      '>Tài khoản đăng nhập<',
    );
  });

  it('an edit: the union shown, not chosen; the issued card number the province’s alone to change', () => {
    const html = render({ member: memberDetail(), onSaved: noop, onCancel: noop }, CHAIR, 'organization');
    expect(html).toMatch(/<input[^>]*aria-label="Công đoàn cơ sở"[^>]*value="CĐCS Công ty May 10"/);
    expect(html).toContain('chuyển sinh hoạt');
    expect(cardInput(html)).toContain('disabled');
    expect(html).toContain('Chỉ Liên đoàn Lao động tỉnh được sửa số thẻ đã cấp');

    const province = render({ member: memberDetail(), onSaved: noop, onCancel: noop }, CHAIR, 'province');
    expect(cardInput(province)).not.toContain('disabled');
  });
});

describe('a new member of a caller who may only ask for admissions', () => {
  it('is the same form, sent as a request: no card number, no account, a note for the approver', () => {
    const html = render({ admission: admissionCall(), onSaved: noop, onCancel: noop }, BOARD);
    for (const title of [
      'Thông tin cá nhân',
      'Liên hệ và địa chỉ',
      'Trình độ',
      'Công đoàn',
      'Đề nghị kết nạp',
    ])
      expect(html).toContain(`>${title}<`);
    expect(html).toContain('Hồ sơ được gửi đi dưới dạng đề nghị kết nạp');
    expect(html).toContain('Ghi chú cho người phê duyệt');
    expect(cardInput(html)).toBe('');
    expect(html).not.toContain('>Tài khoản đăng nhập<');
    expect(buttons(html)).toEqual(['Hủy', 'Gửi đề nghị kết nạp']);
    // one who may admit gets the form of a create, whatever the page gave
    const chair = render({ admission: admissionCall(), onSaved: noop, onCancel: noop });
    expect(buttons(chair)).toEqual(['Hủy', 'Thêm đoàn viên']);
    expect(chair).not.toContain('Ghi chú cho người phê duyệt');
  });

  it('goes to the admission call, not member/create; one who may admit still creates the member', async () => {
    const sent = answerRequests({ id: 12, fullName: 'Vũ Thị Lan' });

    const asked = admissionCall();
    expect(await senderFor(BOARD, asked)(NEW_MEMBER)).toEqual({
      request: { id: 41 },
      fullName: 'Vũ Thị Lan',
    });
    expect(asked.bodies).toEqual([ADMISSION_BODY]);
    expect(sent).toEqual([]);

    const direct = admissionCall();
    expect(await senderFor(CHAIR, direct)(NEW_MEMBER)).toEqual({
      member: { id: 12, fullName: 'Vũ Thị Lan' },
    });
    expect(direct.bodies).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toMatch(/\/member\/create$/);
    expect(sent[0]!.body).not.toHaveProperty('note');
  });
});
