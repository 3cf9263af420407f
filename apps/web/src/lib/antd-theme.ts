import { type ThemeConfig, theme } from 'antd';

/**
 * The antd themes of the two colour schemes (docs/architecture.md, "Accessibility"): the app's skins
 * (app/theme-provider.tsx) and the assistant's chat panel, which has its own light or dark setting.
 */

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

/** The antd theme of the light or the dark colours. */
export const antdThemeFor = (scheme: 'light' | 'dark'): ThemeConfig => THEMES[scheme];
