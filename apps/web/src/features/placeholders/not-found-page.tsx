import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center mih={420}>
      <Stack align="center" gap="xs" ta="center">
        <Title order={1} fz={72} c="makro.6">
          404
        </Title>
        <Title order={3}>Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or was moved.</Text>
        <Button component={Link} to="/app" mt="md">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
