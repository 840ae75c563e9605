import { Button, Center, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@makro/domain/shared';

/** 403 page, reached with ?reason=forbidden&from={attempted path}. */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const from = params.get('from');

  const goBack = () => {
    // The guard replaced the forbidden entry, so one step back is the page the user came from.
    if (location.key !== 'default' && window.history.length > 1) void navigate(-1);
    else void navigate('/app', { replace: true });
  };

  return (
    <Center mih="min(70dvh, 560px)" p="md">
      <Stack align="center" gap="sm" ta="center" maw={560}>
        <ThemeIcon size={88} radius={44} variant="light" color="red">
          <IconLock size={46} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} fz={64} lh={1}>
          403
        </Title>
        <Title order={3}>{MESSAGES.forbidden}</Title>
        {from && (
          <Text c="dimmed" fz="sm">
            You tried to open <Code>{from}</Code>.
          </Text>
        )}
        <Button leftSection={<IconArrowLeft size={16} />} mt="md" onClick={goBack}>
          Go Back
        </Button>
      </Stack>
    </Center>
  );
}
