import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

export const COMING_SOON_MESSAGE =
  'Our site is currently under construction but we are working hard to bring it to you!';

/** The 'Coming Soon' alert shown by actions that do nothing yet. */
export function ComingSoonAlert({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} centered withCloseButton={false} radius="md" size="sm">
      <Stack align="center" ta="center" gap="sm" py="sm">
        <ThemeIcon size={64} radius={32} variant="light" color="makro">
          <IconInfoCircle size={36} />
        </ThemeIcon>
        <Text fw={700} fz="xl">
          Coming Soon
        </Text>
        <Text c="dimmed">{COMING_SOON_MESSAGE}</Text>
        <Group justify="center" mt="xs">
          <Button onClick={onClose} data-autofocus>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
