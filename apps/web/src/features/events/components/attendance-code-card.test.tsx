import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render-page';
import { attendanceCodeQuery } from '../api/get-attendance-code';
import { ATTENDANCE_CODE_HINT, AttendanceCodeCard, AttendanceCodeView } from './attendance-code-card';
import { readQrCode } from './event-registrations-qr-camera';

const CODE = 'DD1-000042-7f3c9a1e';

/**
 * The QR code as antd draws it (an SVG path of dark runs, `M{x} {y}h{n}v1H{x}z`), as pixels: each
 * module `scale` px, with the white margin a printed code keeps around it.
 */
function pixelsOf(svg: string, scale = 4, margin = 4) {
  const modules = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const side = (modules + 2 * margin) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  const dark = /<path fill="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  for (const [, x, y, run] of dark.matchAll(/M(\d+)[ ,](\d+)\s*h(\d+)v1H\d+z/g)) {
    for (let m = 0; m < Number(run); m += 1) {
      for (let dy = 0; dy < scale; dy += 1) {
        for (let dx = 0; dx < scale; dx += 1) {
          const px = (Number(x) + m + margin) * scale + dx;
          const py = (Number(y) + margin) * scale + dy;
          data.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
        }
      }
    }
  }
  return { data, width: side, height: side };
}

describe('the member’s attendance code on the profile', () => {
  it('shows the code as a QR code, in letters under it, and what to do with it', () => {
    const html = renderToString(<AttendanceCodeView code={CODE} />);
    expect(html).toMatch(/<svg[^>]*role="img" aria-label="Mã QR điểm danh của bạn"/);
    expect(html).toContain(CODE);
    expect(html).toContain(ATTENDANCE_CODE_HINT);
    expect(ATTENDANCE_CODE_HINT).toBe('Đưa mã này cho cán bộ khi điểm danh');
  });

  it('is read back by the officer’s scanner', () => {
    const svg = renderToString(<AttendanceCodeView code={CODE} />);
    expect(readQrCode(pixelsOf(svg))).toBe(CODE);
    // a picture without a code reads nothing
    const blank = { data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 };
    expect(readQrCode(blank)).toBeNull();
  });

  it('is a card titled ‘Mã điểm danh sự kiện’ that shows the code the server gives', () => {
    const html = renderPage(<AttendanceCodeCard />, {
      data: [[attendanceCodeQuery().queryKey, { ma: CODE }]],
    });
    expect(html).toContain('Mã điểm danh sự kiện');
    expect(html).toContain(CODE);
  });
});
