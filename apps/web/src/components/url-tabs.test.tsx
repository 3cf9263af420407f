import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page';
import { tabOf, UrlTabs } from './url-tabs';

const items = [
  { key: 'info', label: 'Thông tin', children: 'nội dung thông tin' },
  { key: 'files', label: 'Tệp đính kèm', children: 'nội dung tệp' },
];

describe('tabs kept in the URL', () => {
  it('opens the tab the URL names, and the first for none, an unknown or a hidden one', () => {
    expect(tabOf(items, 'files')).toBe('files');
    for (const asked of [null, 'registrations', '']) expect(tabOf(items, asked), String(asked)).toBe('info');
  });

  it('shows the named tab’s content on the first render', () => {
    const at = (url: string) => renderPage(<UrlTabs items={items} />, { url });
    expect(at('/x?tab=files')).toContain('nội dung tệp');
    expect(at('/x?tab=files')).not.toContain('nội dung thông tin');
    expect(at('/x')).toContain('nội dung thông tin');
  });
});
