import { notifications } from '@mantine/notifications';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

const COLORS: Record<ToastKind, string> = { success: 'teal', error: 'red', warning: 'orange', info: 'makro' };
const TITLES: Record<ToastKind, string> = { success: 'Success', error: 'Error', warning: 'Warning', info: 'Info' };

/** One toast. The spec's wording goes in `message` unchanged. */
export function toast(kind: ToastKind, message: string, title: string = TITLES[kind]): void {
  notifications.show({ color: COLORS[kind], title, message, autoClose: kind === 'error' ? 6000 : 4000 });
}

export function clearToasts(): void {
  notifications.clean();
}
