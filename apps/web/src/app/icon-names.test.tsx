import { forwardRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { decorativeUnlessNamed, installIconNames } from './icon-names';

/** Renders like antd's icon component: role img and its English name unless the props override them. */
const FakeIcon = forwardRef<HTMLSpanElement, Record<string, unknown>>((props, ref) => (
  <span role="img" aria-label="edit" {...props} ref={ref} />
));
installIconNames(FakeIcon as never);
installIconNames(FakeIcon as never); // a second install changes nothing

describe('icons are decorative unless named', () => {
  it('hides an unnamed icon: no English name reaches a screen reader', () => {
    const html = renderToString(<FakeIcon className="anticon" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('aria-label');
    expect(html).not.toContain('role="img"');
  });

  it('keeps an icon that its caller names in Vietnamese', () => {
    const html = renderToString(<FakeIcon aria-label="Đang hoạt động" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Đang hoạt động"');
    expect(html).not.toContain('aria-hidden');
  });

  it('keeps an icon that acts as a control (the password eye: role button, named by antd’s Vietnamese locale)', () => {
    expect(decorativeUnlessNamed({ role: 'button', 'aria-label': 'Hiển thị' })).toEqual({
      role: 'button',
      'aria-label': 'Hiển thị',
    });
  });
});
