import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { COMING_SOON_MESSAGE } from '@/ui/coming-soon-alert';

/** The placeholder of a screen that is not built yet; it says what the Coming Soon alert says. */
export function ComingSoon() {
  return (
    <Paper withBorder radius="md" p="xl" shadow="xs">
      <Center mih={320}>
        <Stack align="center" gap="sm" maw={460} ta="center">
          <ThemeIcon size={84} radius={42} variant="light">
            <IconTools size={44} stroke={1.5} />
          </ThemeIcon>
          <Title order={2}>Coming Soon</Title>
          <Text c="dimmed">{COMING_SOON_MESSAGE}</Text>
        </Stack>
      </Center>
    </Paper>
  );
}
