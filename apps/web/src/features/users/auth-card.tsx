import type { ReactNode } from 'react';
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Logo } from '@/ui/logo';

/** The frame of the pages people see outside the shell to set a password: logo, card, title and a line. */
export function AuthCard({
  title,
  description,
  children,
  after,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Rendered outside the card (a dialog the page opens). */
  after?: ReactNode;
}) {
  return (
    <Center mih="100dvh" p="md" className="makro-auth-background">
      <Box w="100%" maw={440}>
        <Group justify="center" mb="xl">
          <Logo size={40} />
        </Group>
        <Paper radius="lg" p="xl" shadow="sm" withBorder>
          <Stack gap="md">
            <div>
              <Title order={2}>{title}</Title>
              <Text c="dimmed" fz="sm" mt={4}>
                {description}
              </Text>
            </div>
            {children}
          </Stack>
        </Paper>
      </Box>
      {after}
    </Center>
  );
}
