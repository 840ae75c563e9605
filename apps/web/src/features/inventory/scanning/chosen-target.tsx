import type { ReactNode } from 'react';
import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';

/** What the scans go to (a bin, a ticket), shown prominently once chosen, with the way to change it. */
export function ChosenTarget({
  icon,
  purpose,
  value,
  detail,
  changeLabel,
  onChange,
  disabled = false,
  testId,
}: {
  icon: ReactNode;
  purpose: ReactNode;
  value: string;
  detail?: ReactNode;
  changeLabel: string;
  onChange: () => void;
  disabled?: boolean;
  testId: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-makro-light)" data-testid={testId}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="md" variant="filled" color="makro">
            {icon}
          </ThemeIcon>
          <div>
            <Text size="sm" c="dimmed">
              {purpose}
            </Text>
            <Text fw={700} fz={24} ff="monospace" lh={1.2}>
              {value}
            </Text>
            {detail && <Text size="sm">{detail}</Text>}
          </div>
        </Group>
        <Button variant="default" onClick={onChange} disabled={disabled}>
          {changeLabel}
        </Button>
      </Group>
    </Paper>
  );
}
