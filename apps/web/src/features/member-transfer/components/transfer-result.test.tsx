import type { MemberTransferResult } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { TransferResult } from './transfer-result';

const names = new Map([
  [7, 'Hoàng Minh Đức'],
  [8, 'Lê Thị Mai'],
]);
const render = (result: MemberTransferResult) =>
  renderPage(<TransferResult result={result} names={names} toName="CĐCS Công ty B" onAgain={() => {}} />);

describe('the result of a transfer', () => {
  it('says the members moved at once, each linked to their record', () => {
    const html = render({ moved: [7, 8], requested: [] });
    expect(html).toContain('Đã chuyển 2 đoàn viên sang CĐCS Công ty B');
    expect(html).toContain('Đã chuyển ngay (2)');
    expect(html).toContain('href="/trade-union/members/detail/7"');
    expect(html).not.toContain('Chờ đơn vị nhận phê duyệt');
  });

  it('says the members waiting for the receiving side, each with a link to their request', () => {
    const html = render({
      moved: [],
      requested: [
        { memberId: 7, approvalId: 31 },
        { memberId: 8, approvalId: 32 },
      ],
    });
    expect(html).toContain('Đã gửi 2 yêu cầu chuyển sinh hoạt sang CĐCS Công ty B');
    expect(html).toContain('Chờ đơn vị nhận phê duyệt (2)');
    expect(html).toContain('Lê Thị Mai');
    expect(html).toContain('href="/trade-union/approval/detail/31"');
    expect(html).toContain('href="/trade-union/approval/detail/32"');
    expect(html).not.toContain('Đã chuyển ngay');
  });

  it('says both when some moved and some wait', () => {
    const html = render({ moved: [7], requested: [{ memberId: 8, approvalId: 32 }] });
    expect(html).toContain('Đã chuyển 1 đoàn viên, 1 đoàn viên chờ phê duyệt');
    expect(html).toContain('Đã chuyển ngay (1)');
    expect(html).toContain('Chờ đơn vị nhận phê duyệt (1)');
  });
});
