import { useContext, useMemo } from 'react';
import { ToastContext } from './toast-context';

/** Messages for the user: toasts at the top right (docs/requirements.md, "Toasts") with Vietnamese text. */
export interface Toast {
  success(title: string, description?: string): void;
  info(title: string, description?: string): void;
  /** Shows an error's message (ApiError carries the server's Vietnamese text). */
  error(error: unknown, fallback?: string): void;
  /** A failure said in the page's own words, with the error's message under it ('Hủy liên kết thất bại'). */
  failed(title: string, error: unknown): void;
}

export const GENERIC_ERROR = 'Đã có lỗi xảy ra, vui lòng thử lại sau';

export function messageOf(error: unknown, fallback = GENERIC_ERROR): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

export function useToast(): Toast {
  const notification = useContext(ToastContext);
  if (!notification) throw new Error('useToast needs the ThemeProvider');
  return useMemo(
    () => ({
      success: (title, description) => notification.success({ title, description }),
      info: (title, description) => notification.info({ title, description }),
      error: (error, fallback) => notification.error({ title: messageOf(error, fallback) }),
      failed: (title, error) => {
        const reason = messageOf(error, '');
        notification.error({ title, description: reason && reason !== title ? reason : undefined });
      },
    }),
    [notification],
  );
}
