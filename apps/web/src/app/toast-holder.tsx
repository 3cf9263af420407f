import { notification } from 'antd';
import { useEffect } from 'react';
import type { NotificationApi } from '../lib/toast-context';

/**
 * The app's one toast holder, at the top right: below a drawer's header (title, close button) and
 * the floating navbar, so a toast never covers them. Fetched after the first draw, or by a toast
 * asked for sooner (useLazyToasts in theme-provider): antd's notification code is not in the first load.
 */
export function ToastHolder({ onReady }: { onReady: (api: NotificationApi) => void }) {
  const [api, holder] = notification.useNotification({ placement: 'topRight', maxCount: 4, top: 80 });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
