import { ConfigProvider, notification, type ThemeConfig, theme } from 'antd';
import viVN from 'antd/locale/vi_VN';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { type ReactNode, useEffect, useMemo } from 'react';
import { ToastContext } from '../lib/toast-context';
import { useLayoutSettings } from './layout/layout-settings-context';

// Date pickers and relative dates in Vietnamese (short month and weekday names: "Th 01", "T2").
dayjs.locale('vi');

/** Accent colour blue (docs/requirements.md, "Page shell"). */
export const ACCENT_COLOR = '#1677ff';

const FONT_FAMILY =
  "'Public Sans', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

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

  const themeConfig = useMemo<ThemeConfig>(
    () => ({
      algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: {
        colorPrimary: ACCENT_COLOR,
        colorInfo: ACCENT_COLOR,
        borderRadius: 6,
        fontFamily: FONT_FAMILY,
        // light: the soft grey of admin templates; dark: antd's own layout colour
        ...(dark ? {} : { colorBgLayout: '#f5f5f9' }),
      },
      components: {
        Layout: { headerPadding: '0 16px', headerHeight: 60 },
      },
    }),
    [dark],
  );

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
  const [toast, toastHolder] = notification.useNotification({ placement: 'topRight', maxCount: 4 });
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
