// Toasts with the spec's types, colours and durations (§9), over @mantine/notifications.
// Their component mounts with the first toast (src/app/toast-host.tsx).
import { notifications, notificationsStore } from '@mantine/notifications';

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'loading';

/** At most this many toasts are held on screen; the rest wait in the queue. */
export const TOAST_LIMIT = 20;

// What <Notifications limit position /> sets when it mounts, set before: toasts shown
// earlier are queued and placed as they will be shown.
notificationsStore.updateState((state) => ({
  ...state,
  limit: TOAST_LIMIT,
  defaultPosition: 'top-right',
}));

export const TOAST_STYLES = {
  success: { color: 'green', autoClose: 4000 },
  error: { color: 'red', autoClose: 5000 },
  warning: { color: 'yellow', autoClose: 4500 },
  info: { color: 'blue', autoClose: 4000 },
  loading: { color: 'gray', autoClose: false },
} as const satisfies Record<ToastType, { color: string; autoClose: number | false }>;

export type ToastContent = { message: string; title?: string; id?: string };

/** Show a toast (already translated text); returns its id for update/hide. */
export function showToast(type: ToastType, content: ToastContent): string {
  const { color, autoClose } = TOAST_STYLES[type];
  return notifications.show({
    ...content,
    color,
    autoClose,
    loading: type === 'loading',
    withCloseButton: type !== 'loading',
  });
}

/** Turn a toast (typically a loading one) into another type, e.g. success when done. */
export function updateToast(id: string, type: ToastType, content: Omit<ToastContent, 'id'>): void {
  const { color, autoClose } = TOAST_STYLES[type];
  notifications.update({
    ...content,
    id,
    color,
    autoClose,
    loading: type === 'loading',
    withCloseButton: type !== 'loading',
  });
}

export function hideToast(id: string): void {
  notifications.hide(id);
}

export const toast = {
  success: (message: string, title?: string) => showToast('success', { message, title }),
  error: (message: string, title?: string) => showToast('error', { message, title }),
  warning: (message: string, title?: string) => showToast('warning', { message, title }),
  info: (message: string, title?: string) => showToast('info', { message, title }),
  loading: (message: string, title?: string) => showToast('loading', { message, title }),
};
