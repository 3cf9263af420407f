import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

const Page = () => <p>Trang chủ</p>;

describe('a preloadable lazy page', () => {
  it('shows the loading fallback while its code has not arrived', () => {
    const Lazy = preloadableLazy(() => new Promise<{ Page: typeof Page }>(() => {}), 'Page');
    const html = renderToString(
      <Suspense fallback={<p>Đang tải</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(html).toContain('Đang tải');
    expect(html).not.toContain('Trang chủ');
  });

  it('is drawn in the first pass, without the fallback, once preloaded', async () => {
    const Lazy = preloadableLazy(async () => ({ Page }), 'Page');
    await Lazy.preload();
    const html = renderToString(
      <Suspense fallback={<p>Đang tải</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(html).toContain('Trang chủ');
    expect(html).not.toContain('Đang tải');
  });
});
