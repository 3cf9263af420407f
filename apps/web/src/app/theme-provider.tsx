import { ConfigProvider, notification, type ThemeConfig, theme } from 'antd';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { type ReactNode, useEffect, useMemo } from 'react';
import { antdThemeFor } from '../lib/antd-theme';
import { ToastContext } from '../lib/toast-context';
import './accessibility.css';
import type { Skin } from './layout/layout-settings';
import { useLayoutSettings } from './layout/layout-settings-context';

// Date pickers and relative dates in Vietnamese (short month and weekday names: "Th 01", "T2").
dayjs.locale('vi');

/** The antd theme of one skin: dark uses the dark algorithm; the others are light (semi-dark darkens only the menu). */
export function themeConfigFor(skin: Skin): ThemeConfig {
  return antdThemeFor(skin === 'dark' ? 'dark' : 'light');
}

export { ACCENT_COLOR } from '../lib/antd-theme';

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
