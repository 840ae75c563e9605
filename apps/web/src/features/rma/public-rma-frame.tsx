import type { ReactNode } from 'react';
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Logo } from '@/ui/logo';

/** The frame of the customer's RMA pages (no sign-in, no staff shell): the logo, one centred card, a title. */
export function PublicRmaFrame({
  title,
  description,
  children,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** A line under the card. */
  footer?: ReactNode;
}) {
  return (
    <Center mih="100dvh" px={{ base: 'xs', sm: 'md' }} py="xl" className="makro-auth-background">
      <Box w="100%" maw={720} component="main">
        <Group justify="center" mb="lg">
          <Logo size={40} />
        </Group>
        <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm" withBorder>
          <Stack gap="lg">
            <div>
              <Title order={1} fz={{ base: 22, sm: 28 }}>
                {title}
              </Title>
              {description && (
                <Text c="dimmed" fz="sm" mt={4}>
                  {description}
                </Text>
              )}
            </div>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text c="dimmed" fz="xs" ta="center" mt="md">
            {footer}
          </Text>
        )}
      </Box>
    </Center>
  );
}
