import { PERSISTED_STORE_VERSION } from '@congdoan/shared';
import type { StorageLike } from '../../lib/session-store';

/**
 * Layout preferences of the theme customizer (docs/requirements.md, "Layout preferences"), saved locally under
 * one versioned key (persisted client state at version 1.1: docs/requirements.md, "Constants"). A value saved by another
 * version is ignored rather than migrated: these are preferences, not data.
 */
export const LAYOUT_STORAGE_KEY = 'congdoan-layout';

export const SKINS = ['light', 'bordered', 'dark', 'semi-dark'] as const;
export const CONTENT_WIDTHS = ['full', 'boxed'] as const;
export const MENU_LAYOUTS = ['vertical', 'horizontal'] as const;
export const NAVBAR_TYPES = ['floating', 'sticky', 'static', 'hidden'] as const;
export const FOOTER_TYPES = ['static', 'sticky', 'hidden'] as const;
export const NAVBAR_COLORS = ['default', 'primary', 'success', 'danger', 'warning', 'info', 'dark'] as const;

export type Skin = (typeof SKINS)[number];
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export type MenuLayout = (typeof MENU_LAYOUTS)[number];
export type NavbarType = (typeof NAVBAR_TYPES)[number];
export type FooterType = (typeof FOOTER_TYPES)[number];
export type NavbarColor = (typeof NAVBAR_COLORS)[number];

export interface LayoutSettings {
  skin: Skin;
  contentWidth: ContentWidth;
  rtl: boolean;
  menuLayout: MenuLayout;
  menuCollapsed: boolean;
  menuHidden: boolean;
  navbarColor: NavbarColor;
  navbarType: NavbarType;
  footerType: FooterType;
}

/** docs/requirements.md, "Layout preferences": skin light, RTL off, menu not collapsed, navbar floating, footer static, boxed. */
export const DEFAULT_LAYOUT: Readonly<LayoutSettings> = {
  skin: 'light',
  contentWidth: 'boxed',
  rtl: false,
  menuLayout: 'vertical',
  menuCollapsed: false,
  menuHidden: false,
  navbarColor: 'default',
  navbarType: 'floating',
  footerType: 'static',
};

/**
 * Background of a coloured navbar; 'default' follows the skin. Each is dark enough for the navbar's white
 * text at 4.5:1 (docs/architecture.md, "Accessibility").
 */
export const NAVBAR_COLOR_VALUES: Record<NavbarColor, string | null> = {
  default: null,
  primary: '#0b5ed7',
  success: '#237804',
  danger: '#cf1322',
  warning: '#ad4e00',
  info: '#006d75',
  dark: '#1f1f1f',
};

const oneOf = <T extends string>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

/** Reads the saved preferences; anything missing, invalid or of another version gives the default. */
export function loadLayoutSettings(storage: Pick<StorageLike, 'getItem'>): LayoutSettings {
  let saved: Record<string, unknown>;
  try {
    const raw = storage.getItem(LAYOUT_STORAGE_KEY);
    saved = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return { ...DEFAULT_LAYOUT };
  }
  if (typeof saved !== 'object' || saved === null || saved.version !== PERSISTED_STORE_VERSION) {
    return { ...DEFAULT_LAYOUT };
  }
  const d = DEFAULT_LAYOUT;
  return {
    skin: oneOf(SKINS, saved.skin, d.skin),
    contentWidth: oneOf(CONTENT_WIDTHS, saved.contentWidth, d.contentWidth),
    rtl: flag(saved.rtl, d.rtl),
    menuLayout: oneOf(MENU_LAYOUTS, saved.menuLayout, d.menuLayout),
    menuCollapsed: flag(saved.menuCollapsed, d.menuCollapsed),
    menuHidden: flag(saved.menuHidden, d.menuHidden),
    navbarColor: oneOf(NAVBAR_COLORS, saved.navbarColor, d.navbarColor),
    navbarType: oneOf(NAVBAR_TYPES, saved.navbarType, d.navbarType),
    footerType: oneOf(FOOTER_TYPES, saved.footerType, d.footerType),
  };
}

export function saveLayoutSettings(storage: Pick<StorageLike, 'setItem'>, settings: LayoutSettings): void {
  storage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify({ version: PERSISTED_STORE_VERSION, ...settings }));
}

/** How the menu is actually shown once the screen width is taken into account. */
export type MenuPlacement = 'sider' | 'top' | 'drawer';

/**
 * Below the narrow breakpoint the layout is forced vertical and the menu becomes an overlay
 * drawer (docs/requirements.md, "Page shell"); a hidden menu is also reached through the drawer.
 */
export function menuPlacement(settings: LayoutSettings, narrow: boolean): MenuPlacement {
  if (narrow || settings.menuHidden) return 'drawer';
  return settings.menuLayout === 'horizontal' ? 'top' : 'sider';
}
