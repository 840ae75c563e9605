import { Center, Loader, Stack } from '@mantine/core';
import { LogoMark } from '@/ui/logo';

/** Shown while the app is loading (spec part 1 §2). */
export function FullScreenSpinner() {
  return (
    <Center h="100dvh" w="100%" role="status" aria-label="Loading">
      <Stack align="center" gap="md">
        <LogoMark size={48} />
        <Loader size="md" />
      </Stack>
    </Center>
  );
}
