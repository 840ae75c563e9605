import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { findAppRoute } from '@makro/domain/shared';
import { BENCH_HARDWARE_NOTE, BENCH_TOOLS, type BenchTool } from '@/features/placeholders/bench-tools';
import { ComingSoon } from '@/ui/coming-soon';
import { PageHeader } from '@/ui/page-header';

function BenchToolPlaceholder({ tool }: { tool: BenchTool }) {
  return (
    <Paper withBorder radius="md" p="xl" shadow="xs">
      <Stack align="center" gap="sm" maw={560} mx="auto" ta="center">
        <ThemeIcon size={84} radius={42} variant="light">
          <IconPlugConnected size={44} stroke={1.5} />
        </ThemeIcon>
        <Title order={3}>Waiting for bench hardware</Title>
        <Text>{tool.purpose}</Text>
        <List ta="left" spacing={4} fz="sm">
          {tool.uses.map((use) => (
            <List.Item key={use}>{use}</List.Item>
          ))}
        </List>
        <Text c="dimmed" fz="sm">
          {BENCH_HARDWARE_NOTE}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A route that is not built yet: a bench tool says what it will do and what it needs; anything else, Coming Soon. */
export function ComingSoonPage() {
  const { pathname } = useLocation();
  const route = findAppRoute(pathname);
  const tool = route ? BENCH_TOOLS[route.path] : undefined;
  return (
    <Stack gap={0}>
      <PageHeader title={route?.title ?? 'Coming Soon'} />
      {tool ? <BenchToolPlaceholder tool={tool} /> : <ComingSoon />}
    </Stack>
  );
}
