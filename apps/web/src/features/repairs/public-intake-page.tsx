import { useState } from 'react';
import { Box, Center, Group, Paper, Stack, Title, UnstyledButton } from '@mantine/core';
import { RepairWizard } from '@/features/repairs/repair-wizard';
import { Logo } from '@/ui/logo';

const reload = () => window.location.reload();

/**
 * /public-intake-form (spec part 2 §2): the walk-in tablet. No sign-in and no way back after an order but a fresh
 * page; the logo reloads it too.
 */
export function PublicIntakePage() {
  const [created, setCreated] = useState(false);
  return (
    <Center mih="100dvh" px={{ base: 'xs', sm: 'md' }} py="xl" className="makro-auth-background">
      <Box w="100%" maw={860} component="main">
        <Group justify="center" mb="lg">
          <UnstyledButton onClick={reload} aria-label="Start a new repair intake form">
            <Logo size={44} />
          </UnstyledButton>
        </Group>
        <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm" withBorder>
          <Stack gap="lg">
            <Title order={1} fz={{ base: 22, sm: 28 }} ta="center">
              {created ? 'REPAIR ORDER DETAILS' : 'REPAIR INTAKE FORM'}
            </Title>
            <RepairWizard mode="public" onCreated={() => setCreated(true)} onDone={reload} />
          </Stack>
        </Paper>
      </Box>
    </Center>
  );
}
