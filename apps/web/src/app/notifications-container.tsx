import { Notifications } from '@mantine/notifications';

/** Where toasts appear; loaded with the first toast (see Providers). */
export function NotificationsContainer() {
  return <Notifications position="top-right" zIndex={1000} />;
}
