import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrast } from './contrast';
import { NAVBAR_COLOR_VALUES, SKINS } from './layout/layout-settings';
import { themeConfigFor } from './theme-provider';

/**
 * Every skin's text colours reach 4.5:1 on the backgrounds they are shown on (WCAG 2.2 AA, 1.4.3;
 * docs/architecture.md, "Accessibility").
 */

describe('the contrast formula', () => {
  it('gives the known ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1); // antd's default blue: too light for text
    expect(contrast('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 1); // antd's tertiary grey
  });
});

describe.each(SKINS)('the %s skin', (skin) => {
  const token = theme.getDesignToken(themeConfigFor(skin));
  const surfaces = {
    container: token.colorBgContainer,
    layout: token.colorBgLayout,
    elevated: token.colorBgElevated,
  };
  const texts = {
    text: token.colorText,
    'secondary text': token.colorTextSecondary,
    'tertiary text (Typography secondary)': token.colorTextTertiary,
    description: token.colorTextDescription,
    placeholder: token.colorTextPlaceholder,
    link: token.colorLink,
    'accent text': token.colorPrimaryText,
    'error text (form errors)': token.colorError,
    'error text': token.colorErrorText,
    'success text': token.colorSuccessText,
    'warning text': token.colorWarningText,
    'info text': token.colorInfoText,
  };

  it.each(Object.entries(texts))('%s reaches 4.5:1 on every surface', (_name, color) => {
    for (const [surface, background] of Object.entries(surfaces)) {
      expect(
        contrast(color, background, token.colorBgLayout),
        `${color} on ${surface} ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('status tags: each status colour reaches 4.5:1 on its own tinted background', () => {
    for (const status of ['Success', 'Warning', 'Error', 'Info'] as const) {
      const [text, background] = [token[`color${status}`], token[`color${status}Bg`]];
      expect(
        contrast(text, background, token.colorBgContainer),
        `${status}: ${text} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('preset tags (<Tag color="green">): each text colour reaches 4.5:1 on its tag', () => {
    const palette = token as unknown as Record<string, string>;
    for (const color of [
      'blue',
      'purple',
      'cyan',
      'green',
      'magenta',
      'pink',
      'red',
      'orange',
      'gold',
      'lime',
      'yellow',
      'volcano',
      'geekblue',
    ]) {
      // the CSS variable (--ant-green-7) comes from the dashed spelling
      for (const [text = '', tag = ''] of [
        [palette[`${color}7`], palette[`${color}1`]],
        [palette[`${color}-7`], palette[`${color}-1`]],
      ]) {
        expect(
          contrast(text, tag, token.colorBgContainer),
          `${color}: ${text} on ${tag}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('the selected menu entry and filled accent controls reach 4.5:1', () => {
    const config = themeConfigFor(skin);
    const selectedText = config.components?.Menu?.itemSelectedColor ?? token.colorPrimary;
    expect(contrast(selectedText, token.colorPrimaryBg, token.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    // primary buttons, the customizer tab, checked pagination and steps: white on the accent
    expect(contrast(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
    // a filled danger button: its text on the error colour
    const dangerText = config.components?.Button?.dangerColor ?? token.colorTextLightSolid;
    expect(contrast(dangerText, token.colorError)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the navbar colours of the customizer', () => {
  it.each(Object.entries(NAVBAR_COLOR_VALUES).filter(([, value]) => value !== null))(
    '%s navbar: its white text reaches 4.5:1',
    (_name, background) => {
      expect(contrast('#ffffff', background!)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
