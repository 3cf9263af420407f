import { ConfigProvider, notification, type ThemeConfig, theme } from 'antd';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { type ReactNode, useEffect, useMemo } from 'react';
import { ToastContext } from '../lib/toast-context';
import './accessibility.css';
import type { Skin } from './layout/layout-settings';
import { useLayoutSettings } from './layout/layout-settings-context';

// Date pickers and relative dates in Vietnamese (short month and weekday names: "Th 01", "T2").
dayjs.locale('vi');

/**
 * Accent colour blue (docs/requirements.md, "Page shell"), a shade darker than antd's #1677ff so that white
 * text on it and it as text on white or on the layout grey reach 4.5:1 (docs/architecture.md, "Accessibility").
 */
export const ACCENT_COLOR = '#0b5ed7';

const FONT_FAMILY =
  "'Public Sans', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * Text tokens that antd leaves below 4.5:1 (docs/architecture.md, "Accessibility"). Light: the tertiary grey
 * (descriptions, secondary Typography), placeholders and the status colours, which are also the text of form
 * errors and status tags (their tinted backgrounds stay antd's). Dark: the accent as text (links, selected
 * entries) in a lighter blue while filled buttons keep antd's darker one under white text; a lighter red
 * for error text, with dark text on a filled danger button; greys as in light.
 */
const LIGHT_TOKENS: ThemeConfig['token'] = {
  colorPrimary: ACCENT_COLOR,
  colorInfo: ACCENT_COLOR,
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  colorSuccess: '#2a7a0c',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#a85400',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorError: '#cf1322',
  colorErrorBg: '#fff2f0',
  colorErrorBorder: '#ffccc7',
  // light: the soft grey of admin templates
  colorBgLayout: '#f5f5f9',
};
const DARK_TEXT_ACCENT = '#69b1ff';
const DARK_TOKENS: ThemeConfig['token'] = {
  colorPrimary: '#1677ff',
  colorInfo: DARK_TEXT_ACCENT, // info tags and alerts: text on a tinted background
  colorLink: DARK_TEXT_ACCENT,
  colorPrimaryText: DARK_TEXT_ACCENT,
  colorInfoText: DARK_TEXT_ACCENT,
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  colorTextDescription: 'rgba(255, 255, 255, 0.6)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  colorError: '#ff7875', // the dark algorithm shows it as #dc6966
  colorErrorBg: '#2c1618',
  colorErrorBorder: '#5b2526',
};

/**
 * antd's preset tag colours (`<Tag color="green">`) draw their text in step 7 of the palette on step 1.
 * Where step 7 reads below 4.5:1, the first further step that reaches it on the tag and on the page
 * (darker in light, lighter in dark), written out rather than derived at start-up (a token derivation
 * per skin on the first load's main thread); theme-contrast.test.ts checks every one. Both spellings:
 * components read `green7`, the CSS variables come from `green-7`.
 */
const withDashed = (colors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(colors).flatMap(([name, value]) => [
      [`${name}7`, value],
      [`${name}-7`, value],
    ]),
  );
const READABLE_PRESET_TEXT = {
  light: withDashed({
    cyan: '#006d75',
    green: '#237804',
    orange: '#ad4e00',
    yellow: '#876800',
    volcano: '#ad2102',
    lime: '#3f6600',
    gold: '#874d00',
  }),
  dark: withDashed({ purple: '#ab7ae0', geekblue: '#7f9ef3' }),
};

function buildTheme(dark: boolean): ThemeConfig {
  const algorithm = dark ? theme.darkAlgorithm : theme.defaultAlgorithm;
  const token = { borderRadius: 6, fontFamily: FONT_FAMILY, ...(dark ? DARK_TOKENS : LIGHT_TOKENS) };
  const accentText = dark ? DARK_TEXT_ACCENT : ACCENT_COLOR;
  return {
    algorithm,
    token: { ...token, ...READABLE_PRESET_TEXT[dark ? 'dark' : 'light'] },
    components: {
      Layout: { headerPadding: '0 16px', headerHeight: 60 },
      // where antd writes the accent as text: in dark, the lighter accent
      Menu: {
        itemSelectedColor: accentText,
        subMenuItemSelectedColor: accentText,
        horizontalItemSelectedColor: accentText,
      },
      Tabs: { itemSelectedColor: accentText, itemActiveColor: accentText },
      Pagination: { itemActiveColor: accentText },
      // the 'Không' of an unchecked switch is white on the track; antd's light track is too pale for it
      ...(dark ? {} : { Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)' } }),
      // the table's 'Không có dữ liệu' is drawn in the disabled grey
      Table: { colorTextDisabled: token.colorTextTertiary },
      ...(dark ? { Button: { dangerColor: 'rgba(0, 0, 0, 0.88)' } } : {}),
    },
  };
}

const THEMES = { light: buildTheme(false), dark: buildTheme(true) };

/** The antd theme of one skin: dark uses the dark algorithm; the others are light (semi-dark darkens only the menu). */
export function themeConfigFor(skin: Skin): ThemeConfig {
  return skin === 'dark' ? THEMES.dark : THEMES.light;
}

/**
 * antd theme from the customizer: dark skin uses the dark algorithm; bordered skin trades
 * card shadows for borders; semi-dark only darkens the side menu (see the layout).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useLayoutSettings();
  const { skin, rtl } = settings;
  const dark = skin === 'dark';

  useEffect(() => {
    const root = document.documentElement;
    root.dir = rtl ? 'rtl' : 'ltr';
    root.dataset.skin = skin;
    root.style.colorScheme = dark ? 'dark' : 'light';
  }, [rtl, skin, dark]);

  const themeConfig = useMemo(() => themeConfigFor(skin), [skin]);

  const cardConfig = useMemo(
    () =>
      skin === 'bordered'
        ? { variant: 'outlined' as const }
        : {
            variant: 'borderless' as const,
            style: {
              boxShadow: dark ? '0 4px 24px rgba(0, 0, 0, 0.35)' : '0 4px 24px rgba(34, 41, 47, 0.08)',
            },
          },
    [skin, dark],
  );

  return (
    <ConfigProvider locale={viVN} direction={rtl ? 'rtl' : 'ltr'} theme={themeConfig} card={cardConfig}>
      <AppBase>{children}</AppBase>
    </ConfigProvider>
  );
}

/**
 * What antd's App component would give, without its modal and message code in the first load:
 * the base text style of the theme, and one toast holder at the top right (docs/requirements.md, "Toasts"). Confirm
 * dialogs use Modal.useModal where they are needed.
 */
function AppBase({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  // top: below a drawer's header (title, close button) and the floating navbar, so a toast never covers them
  const [toast, toastHolder] = notification.useNotification({ placement: 'topRight', maxCount: 4, top: 80 });
  return (
    <div
      style={{
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        minHeight: '100vh',
      }}
    >
      <ToastContext value={toast}>
        {toastHolder}
        {children}
      </ToastContext>
    </div>
  );
}
