import { useState } from 'react';
import { Button, Group, Paper, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';

/** Assign Inventory: the ticket or order number comes first, then every scanned item is assigned to it. */
export function AssignSetup({
  assignTo,
  onChange,
}: {
  assignTo: string | null;
  onChange: (to: string | null) => void;
}) {
  const [draft, setDraft] = useState('');
  if (assignTo) {
    return (
      <Paper withBorder p="md" radius="md" bg="var(--mantine-color-makro-light)" data-testid="assign-target">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={48} radius="md" variant="filled" color="makro">
              <IconTicket size={30} />
            </ThemeIcon>
            <div>
              <Text size="sm" c="dimmed">
                Scanned items are assigned to
              </Text>
              <Text fw={700} fz={24} ff="monospace" lh={1.2}>
                {assignTo}
              </Text>
            </div>
          </Group>
          <Button variant="default" onClick={() => onChange(null)}>
            Change ticket
          </Button>
        </Group>
      </Paper>
    );
  }
  const value = draft.trim();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!value) return;
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        onChange(value);
        setDraft('');
      }}
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Ticket or order number"
          description="Scanned items will be assigned to it"
          placeholder="e.g. 100245"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          maxLength={64}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" disabled={!value}>
          Start assigning
        </Button>
      </Group>
    </Paper>
  );
}
