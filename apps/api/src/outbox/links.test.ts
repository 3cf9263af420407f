import { ZALO_MESSAGE_MAX } from '@congdoan/shared';
import { describe, expect, it } from 'vitest';
import { zaloText } from '../domain/notify/zalo-text.js';
import { linkLine, withPublicLink } from './links.js';

const PATH = '/trade-union/events/detail/5';
const PUBLIC = 'https://congdoan.bacninh.vn';

describe('withPublicLink', () => {
  it("makes the text's page path absolute on the public address", () => {
    const text = zaloText({ title: 'Nhắc nhở: Đại hội', body: 'Thời gian: 08:00 05/09/2031', link: PATH });
    expect(withPublicLink(text, PATH, PUBLIC)).toBe(
      `Nhắc nhở: Đại hội\n\nThời gian: 08:00 05/09/2031\n\nXem chi tiết: ${PUBLIC}${PATH}`,
    );
  });

  it('leaves the text as it is without a public address, a path, or the link line at its end', () => {
    const text = `Nội dung${linkLine(PATH)}`;
    expect(withPublicLink(text, PATH, undefined)).toBe(text);
    expect(withPublicLink(text, undefined, PUBLIC)).toBe(text);
    expect(withPublicLink('Nội dung khác', PATH, PUBLIC)).toBe('Nội dung khác');
    expect(withPublicLink(text, 'https://elsewhere.vn/x', PUBLIC)).toBe(text);
  });

  it("keeps a full Zalo message within Zalo's limit, the body cut short and the link whole", () => {
    const text = zaloText({ title: 'Thông báo', body: 'nội dung '.repeat(400), link: PATH });
    expect(text.length).toBe(ZALO_MESSAGE_MAX);
    const sent = withPublicLink(text, PATH, PUBLIC, ZALO_MESSAGE_MAX);
    expect(sent.length).toBe(ZALO_MESSAGE_MAX);
    expect(sent.endsWith(`…\n\nXem chi tiết: ${PUBLIC}${PATH}`)).toBe(true);
    expect(sent.startsWith('Thông báo\n\nnội dung')).toBe(true);
  });
});
