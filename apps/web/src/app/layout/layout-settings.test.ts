import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../lib/session-store';
import {
  DEFAULT_LAYOUT,
  LAYOUT_STORAGE_KEY,
  loadLayoutSettings,
  menuPlacement,
  saveLayoutSettings,
} from './layout-settings';

describe('layout settings', () => {
  it('start from the defaults (docs/requirements.md, "Layout preferences")', () => {
    expect(loadLayoutSettings(createMemoryStorage())).toEqual({
      skin: 'light',
      contentWidth: 'boxed',
      rtl: false,
      menuLayout: 'vertical',
      menuCollapsed: false,
      menuHidden: false,
      navbarColor: 'default',
      navbarType: 'floating',
      footerType: 'static',
    });
  });

  it('are saved under one key with the store version and read back', () => {
    const storage = createMemoryStorage();
    const settings = {
      ...DEFAULT_LAYOUT,
      skin: 'semi-dark' as const,
      rtl: true,
      footerType: 'sticky' as const,
    };
    saveLayoutSettings(storage, settings);
    expect(Object.keys(storage.snapshot())).toEqual([LAYOUT_STORAGE_KEY]);
    expect(JSON.parse(storage.getItem(LAYOUT_STORAGE_KEY) ?? '{}').version).toBe('1.1');
    expect(loadLayoutSettings(storage)).toEqual(settings);
  });

  it('ignore a value saved by another version', () => {
    const storage = createMemoryStorage({
      [LAYOUT_STORAGE_KEY]: JSON.stringify({ version: '1.0', skin: 'dark', rtl: true }),
    });
    expect(loadLayoutSettings(storage)).toEqual(DEFAULT_LAYOUT);
  });

  it('replace an invalid field or broken JSON by the default', () => {
    const bad = createMemoryStorage({
      [LAYOUT_STORAGE_KEY]: JSON.stringify({
        version: '1.1',
        skin: 'neon',
        navbarType: 'sticky',
        rtl: 'yes',
      }),
    });
    expect(loadLayoutSettings(bad)).toEqual({ ...DEFAULT_LAYOUT, navbarType: 'sticky' });
    expect(loadLayoutSettings(createMemoryStorage({ [LAYOUT_STORAGE_KEY]: '{' }))).toEqual(DEFAULT_LAYOUT);
  });

  it('force the vertical overlay menu on a narrow screen', () => {
    const horizontal = { ...DEFAULT_LAYOUT, menuLayout: 'horizontal' as const };
    expect(menuPlacement(horizontal, false)).toBe('top');
    expect(menuPlacement(horizontal, true)).toBe('drawer');
    expect(menuPlacement(DEFAULT_LAYOUT, false)).toBe('sider');
    expect(menuPlacement({ ...DEFAULT_LAYOUT, menuHidden: true }, false)).toBe('drawer');
  });
});
