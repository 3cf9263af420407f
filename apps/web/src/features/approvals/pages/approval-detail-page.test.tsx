import { type ApprovalDetail, approvalRejectBody } from '@congdoan/shared';
import { Form } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../../../lib/form-rules';
import { formatDateTime } from '../../../lib/format-date-time';
import { type Right, renderPage } from '../../../test/render-page';
import { rowHtml, textOf } from '../../../test/rendered-rows';
import { approvalDetailFixture as request } from '../approval-fixture';
import { type Decision, DecisionForm } from '../components/decision-modal';
import { ApprovalDetailView, STALE_WARNING } from './approval-detail-page';

const MEMBER: Right[] = ['view-approval', 'submit-approval'];
const CHAIR: Right[] = [['manage', 'approval']];

function render(detail: ApprovalDetail, rights: Right[]) {
  return renderPage(<ApprovalDetailView request={detail} />, {
    url: `/trade-union/approval/detail/${detail.id}`,
    rights,
  });
}

/** The texts of the page's buttons, and whether each is disabled. */
const buttons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(
    (m) => `${m[2]!.replace(/<[^>]+>/g, '').trim()}${/\sdisabled=""/.test(m[1]!) ? ' (disabled)' : ''}`,
  );
/** The rows of the changes table (keyed by their field), as their cells' texts. */
const rows = (html: string) =>
  [...html.matchAll(/<tr[^>]*data-row-key="([^"]*)"/g)].map((m) =>
    [...rowHtml(html, m[1]!).matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => textOf(c[1]!)),
  );

describe('a request’s page', () => {
  it('shows the request: kind, state, member, deciding union, requester, time and note', () => {
    const html = render(request(), MEMBER);
    for (const text of [
      'Cập nhật thông tin đoàn viên',
      'Chờ duyệt',
      'Hoàng Minh Đức',
      'CĐCS Công ty A',
      'Chuyển nhà mới',
      formatDateTime('2026-11-20T02:30:00.000Z'),
    ])
      expect(html).toContain(text);
  });

  it('puts the values side by side in Vietnamese, names over ids, in the record’s order', () => {
    const [ward, address] = request().changes;
    expect(rows(render(request({ changes: [address!, ward!] }), MEMBER))).toEqual([
      ['Nơi ở hiện nay (xã/phường)', 'Phường Bắc Giang', 'Phường Đa Mai', 'Phường Bắc Giang'],
      ['Nơi ở hiện nay (chi tiết)', '12 Lê Lợi', '5 Trần Phú', '12 Lê Lợi'],
    ]);
  });

  it('warns when the record changed since, marks the values that moved, and does not offer to approve', () => {
    const stale = request({
      stale: true,
      canDecide: true,
      changes: [
        { ...request().changes[0]!, currentValue: 8, currentLabel: 'Phường Dĩnh Kế' },
        request().changes[1]!,
      ],
    });
    const html = render(stale, CHAIR);
    expect(html).toContain(`${STALE_WARNING}…`);
    expect(rows(html)[0]).toEqual([
      'Nơi ở hiện nay (xã/phường)',
      'Phường Bắc Giang',
      'Phường Đa Mai',
      'Phường Dĩnh Kế Đã thay đổi',
    ]);
    expect(rows(html)[1]![3]).toBe('12 Lê Lợi');
    expect(buttons(html)).toEqual(expect.arrayContaining(['Từ chối', 'Phê duyệt (disabled)']));
    expect(render(request(), CHAIR)).not.toContain(STALE_WARNING);
  });

  it('offers the decision only to one who may decide this request', () => {
    expect(buttons(render(request({ canDecide: true }), CHAIR))).toEqual(
      expect.arrayContaining(['Từ chối', 'Phê duyệt']),
    );
    const reader = buttons(render(request(), CHAIR));
    expect(reader).not.toContain('Phê duyệt');
    expect(reader).not.toContain('Từ chối');
  });

  it('offers its requester to cancel it while it waits', () => {
    expect(buttons(render(request({ canCancel: true }), MEMBER))).toContain('Hủy yêu cầu');
    expect(buttons(render(request(), MEMBER))).not.toContain('Hủy yêu cầu');
  });

  it('shows a decided request with its decision and note, and no action', () => {
    const html = render(
      request({
        state: 'tu_choi',
        deciderName: 'Nguyễn Văn Chủ',
        decidedAt: '2026-11-21T03:00:00.000Z',
        decisionNote: 'Thiếu giấy tờ',
      }),
      CHAIR,
    );
    for (const text of ['Từ chối', 'Nguyễn Văn Chủ', 'Lý do từ chối', 'Thiếu giấy tờ'])
      expect(html).toContain(text);
    // back to where decided requests are kept
    expect(buttons(html)).toEqual(['Lịch sử phê duyệt']);
  });

  it('leads back to the list the request belongs to for the caller', () => {
    expect(buttons(render(request({ canDecide: true }), CHAIR))).toContain('Yêu cầu chờ phê duyệt');
    expect(buttons(render(request(), MEMBER))).toContain('Yêu cầu của tôi');
    // an approver's own request is theirs to follow, decided or not
    const own = renderPage(<ApprovalDetailView request={request({ state: 'da_duyet' })} />, {
      url: '/trade-union/approval/detail/41',
      rights: CHAIR,
      user: { id: 9 },
    });
    expect(buttons(own)).toContain('Yêu cầu của tôi');
  });

  it('links an admitted member to their record', () => {
    const admitted = request({ kind: 'ket_nap', state: 'da_duyet', memberId: 88, memberName: 'Lê Văn Mới' });
    expect(render(admitted, [...CHAIR, 'detail-member'])).toContain('href="/trade-union/members/detail/88"');
    // no link for one who may not open members' records
    expect(render(admitted, MEMBER)).not.toContain('href="/trade-union/members/detail/88"');
  });
});

/** The decision's form on its own. */
function Harness({ decision }: { decision: Decision }) {
  const [form] = Form.useForm<{ note?: string }>();
  return (
    <DecisionForm
      decision={decision}
      request={request()}
      form={form}
      onFinish={() => {}}
      saving={false}
      error={null}
    />
  );
}

describe('deciding a request', () => {
  const html = (decision: Decision) => renderToString(<Harness decision={decision} />);

  it('asks a reason to reject, and refuses a blank one', () => {
    const reject = html('reject');
    expect(reject).toContain('Lý do từ chối');
    expect(reject).toMatch(/class="[^"]*ant-form-item-required[^"]*"[^>]*>Lý do từ chối/);
    expect(fieldError(approvalRejectBody, 'note', '   ')).toBe('Vui lòng nhập lý do từ chối');
    expect(fieldError(approvalRejectBody, 'note', 'Thiếu giấy tờ')).toBeUndefined();
  });

  it('takes an optional note to approve', () => {
    const approve = html('approve');
    expect(approve).toContain('Ý kiến (không bắt buộc)');
    expect(approve).not.toContain('ant-form-item-required');
  });
});
