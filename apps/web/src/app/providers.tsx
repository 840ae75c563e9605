import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { theme } from '@/app/theme';
import { useThemeSettings } from '@/lib/theme-settings';

// The toasts' container (and its transitions) loads with the first toast: the login page does not need it.
// Toasts shown before it has loaded wait in the notifications store and appear as soon as it has.
const NotificationsContainer = lazy(() =>
  import('@/app/notifications-container').then((m) => ({ default: m.NotificationsContainer })),
);

function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const { colorScheme } = useThemeSettings();
  return (
    <MantineProvider theme={theme} forceColorScheme={colorScheme}>
      <DeferredNotifications />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
