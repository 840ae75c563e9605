import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

interface ComingSoonProps {
  title?: string;
  text?: string;
}

/** The placeholder of a screen that is not built yet. */
export function ComingSoon({ title = 'Coming Soon', text = 'our website under construction' }: ComingSoonProps) {
  return (
    <Paper withBorder radius="md" p="xl" shadow="xs">
      <Center mih={320}>
        <Stack align="center" gap="sm" maw={460} ta="center">
          <ThemeIcon size={84} radius={42} variant="light">
            <IconTools size={44} stroke={1.5} />
          </ThemeIcon>
          <Title order={2}>{title}</Title>
          <Text c="dimmed">{text}</Text>
        </Stack>
      </Center>
    </Paper>
  );
}
