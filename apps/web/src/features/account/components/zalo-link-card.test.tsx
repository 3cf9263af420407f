import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ZaloLinkView } from './zalo-link-card';

const noop = () => {};
const notLinked = { linked: false, displayName: null, isFollowingOa: null, linkedAt: null };
const code = {
  code: 'CD-4821',
  expiresAt: new Date(2025, 10, 3, 9, 40).toISOString(),
  oaName: 'Công đoàn tỉnh',
};

const view = (props: Partial<Parameters<typeof ZaloLinkView>[0]>) =>
  renderToString(
    <ZaloLinkView account={notLinked} code={null} busy={false} onGetCode={noop} onUnlink={noop} {...props} />,
  ).replaceAll('<!-- -->', '');

describe('the profile’s Zalo link', () => {
  it('offers a code to a user not linked yet', () => {
    const html = view({});
    expect(html).toContain('Bạn chưa liên kết tài khoản Zalo');
    expect(html).toContain('Lấy mã liên kết');
    expect(html).toContain('Mã có hiệu lực 10 phút');
  });

  it('shows the code, its expiry and how to send it to the OA in a Zalo chat', () => {
    const html = view({ code: { ...code, expired: false } });
    expect(html).toContain('CD-4821');
    expect(html).toContain('Hết hạn lúc 03/11/2025 09:40');
    expect(html).toContain('Official Account &quot;Công đoàn tỉnh&quot;');
    expect(html).toContain('Gửi tin nhắn chứa mã CD-4821 tới OA trong cửa sổ chat Zalo');
    expect(html).toContain('Lấy mã mới');
  });

  it('says when the code has expired, without showing it', () => {
    const html = view({ code: { ...code, expired: true } });
    expect(html).toContain('Mã liên kết đã hết hạn');
    expect(html).not.toContain('CD-4821');
  });

  it('shows a linked account with ‘Hủy liên kết’', () => {
    const html = view({
      account: {
        linked: true,
        displayName: 'Lan Nguyễn',
        isFollowingOa: false,
        linkedAt: new Date(2025, 9, 1, 7, 0).toISOString(),
      },
    });
    expect(html).toContain('Đã liên kết với tài khoản Zalo <strong>Lan Nguyễn</strong> từ 01/10/2025 07:00');
    expect(html).toContain('Chưa theo dõi OA');
    expect(html).toContain('Hủy liên kết');
    expect(html).not.toContain('Lấy mã');
  });
});
