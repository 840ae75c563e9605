import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { theme } from '@/app/theme';
import { useThemeSettings } from '@/lib/theme-settings';

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const { colorScheme } = useThemeSettings();
  return (
    <MantineProvider theme={theme} forceColorScheme={colorScheme}>
      <Notifications position="top-right" zIndex={1000} />
      <QueryClientProvider client={client}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
