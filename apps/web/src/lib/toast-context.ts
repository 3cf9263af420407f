import type { notification } from 'antd';
import { createContext } from 'react';

export type NotificationApi = ReturnType<typeof notification.useNotification>[0];

/** The notification API of the app's one toast holder (see app/theme-provider). */
export const ToastContext = createContext<NotificationApi | null>(null);
