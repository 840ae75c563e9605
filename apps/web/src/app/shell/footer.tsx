import { Group, Text } from '@mantine/core';
import { APP_NAME, APP_VERSION } from '@makro/domain/shared';

export function ShellFooter() {
  return (
    <Group h="100%" px="lg" justify="space-between" wrap="nowrap">
      <Text fz="sm" c="dimmed">
        {new Date().getFullYear()} © {APP_NAME}
      </Text>
      <Text fz="sm" c="dimmed" data-testid="app-version">
        {APP_NAME} v{APP_VERSION}
      </Text>
    </Group>
  );
}
