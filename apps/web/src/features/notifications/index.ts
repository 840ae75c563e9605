// The notifications area's face to the app shell.
export { NotificationBell } from './notification-bell';
export { useMenuBadgeCounts, useNotificationStream } from './api';
