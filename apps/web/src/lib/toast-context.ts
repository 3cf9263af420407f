import type { notification } from 'antd';
import { createContext } from 'react';

export type NotificationApi = ReturnType<typeof notification.useNotification>[0];

/** The notification API of the app's one toast holder (see app/theme-provider). */
export const ToastContext = createContext<NotificationApi | null>(null);

/**
 * The z-index of what the top bar opens (role switcher, account menu, notification bell): above the toasts
 * (antd's notifications sit at 2050), which show at the top right too. The panel being worked in is never
 * covered by what it says, and the sign-in greeting, which tells a user of several roles to switch roles
 * in the top bar, never covers the switcher's menu.
 */
export const ABOVE_TOASTS_Z_INDEX = 2100;
