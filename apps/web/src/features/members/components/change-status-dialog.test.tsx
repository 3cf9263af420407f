import { type MemberStatus, memberStatusBody, vietnamDate } from '@congdoan/shared';
import { Form } from 'antd';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../../../lib/form-rules';
import {
  ChangeStatusForm,
  canChangeStatus,
  type StatusFormValues,
  statusTargets,
} from './change-status-dialog';

function Harness({ status }: { status: MemberStatus }) {
  const [form] = Form.useForm<StatusFormValues>();
  return (
    <ChangeStatusForm
      member={{ id: 7, fullName: 'Nguyễn Thị Hoa', status }}
      form={form}
      onFinish={() => {}}
      saving={false}
      error={null}
    />
  );
}

const render = (status: MemberStatus) =>
  renderToString(<Harness status={status} />).replaceAll('<!-- -->', '');

/** The statuses the form offers (the radios' values and labels). */
const offered = (html: string) =>
  [...html.matchAll(/<input[^>]*type="radio"[^>]*value="([^"]+)"[^>]*\/>.*?<span[^>]*>([^<]+)<\/span>/g)].map(
    (m) => `${m[1]}: ${m[2]}`,
  );

describe('changing a member’s status', () => {
  it('allows only the changes of the shared transitions: expulsion and death are final', () => {
    expect(statusTargets('dang_sinh_hoat')).toEqual(['da_chuyen_di', 'thoi_sinh_hoat', 'khai_tru', 'da_mat']);
    expect(statusTargets('thoi_sinh_hoat')).toEqual(['dang_sinh_hoat', 'da_mat']);
    expect(statusTargets('da_chuyen_di')).toEqual(['dang_sinh_hoat']);
    expect(canChangeStatus('dang_sinh_hoat')).toBe(true);
    expect(canChangeStatus('khai_tru')).toBe(false);
    expect(canChangeStatus('da_mat')).toBe(false);
  });

  it('offers the statuses allowed from the current one, with today as the date', () => {
    expect(offered(render('dang_sinh_hoat'))).toEqual([
      'da_chuyen_di: Đã chuyển đi',
      'thoi_sinh_hoat: Thôi sinh hoạt',
      'khai_tru: Khai trừ',
      'da_mat: Đã mất',
    ]);
    const stopped = render('thoi_sinh_hoat');
    expect(offered(stopped)).toEqual(['dang_sinh_hoat: Trở lại sinh hoạt', 'da_mat: Đã mất']);
    const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' })
      .format(new Date())
      .split('-');
    expect(stopped).toMatch(new RegExp(`<input[^>]*value="${d}/${m}/${y}"`));
  });

  it('asks for a reason to leave, not to come back', () => {
    const leaving = { id: 7, status: 'thoi_sinh_hoat', effectiveOn: vietnamDate() };
    expect(fieldError(memberStatusBody, 'reason', '', leaving)).toBe('Vui lòng nhập lý do');
    expect(fieldError(memberStatusBody, 'reason', 'Nghỉ việc', leaving)).toBeUndefined();
    expect(
      fieldError(memberStatusBody, 'reason', '', { ...leaving, status: 'dang_sinh_hoat' }),
    ).toBeUndefined();
    expect(fieldError(memberStatusBody, 'effectiveOn', '2999-01-01', leaving)).toBe(
      'Ngày không được sau hôm nay',
    );
  });
});
