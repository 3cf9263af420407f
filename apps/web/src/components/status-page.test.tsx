import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderPage } from '../test/render-page';
import { idParam, isNotFound, NotFoundState, StatusPage } from './status-page';

describe('one not-found treatment', () => {
  it('takes only a whole positive id from the route', () => {
    expect(idParam('42')).toBe(42);
    for (const bad of ['abc', '0', '-1', '1.5', '1e3', ' 7', '99999999999', '', undefined]) {
      expect(idParam(bad), String(bad)).toBeNull();
    }
  });

  it("treats the server's 404 as not found, and nothing else", () => {
    expect(isNotFound(new ApiError('Không tồn tại', 404))).toBe(true);
    expect(isNotFound(new ApiError('Lỗi máy chủ', 500))).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });

  it('shows a record not found as an unknown route: the 404 message, the way back and home', () => {
    const inPage = renderPage(
      <NotFoundState title="Không tìm thấy đơn vị" back={{ to: '/ds', label: 'Về danh sách công đoàn' }} />,
    );
    const route = renderPage(
      <StatusPage status="404" title="Không tìm thấy trang" subTitle="Trang bạn tìm không tồn tại" />,
    );
    for (const html of [inPage, route]) {
      expect(html).toContain('ant-result-404');
      expect(html).toContain('Về trang chủ');
    }
    expect(inPage).toContain('Không tìm thấy đơn vị');
    expect(inPage).toMatch(/href="\/ds"[^>]*>.*Về danh sách công đoàn/);
  });
});
