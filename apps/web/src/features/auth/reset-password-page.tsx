import { useState, type FormEvent } from 'react';
import { Anchor, Box, Button, Center, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ComingSoonAlert } from '@/ui/coming-soon-alert';
import { Logo } from '@/ui/logo';

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** Reset password (spec part 2 "Reset Password"). The server route does not exist yet. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [comingSoon, setComingSoon] = useState(false);

  const mismatch = confirmation.length > 0 && password !== confirmation;
  const missing = submitted && !password ? 'New password is required' : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!password || password !== confirmation) return;
    setComingSoon(true);
  };

  return (
    <Center mih="100dvh" p="md" className="makro-auth-background">
      <Box w="100%" maw={440}>
        <Group justify="center" mb="xl">
          <Logo size={40} />
        </Group>
        <Paper radius="lg" p="xl" shadow="sm" withBorder>
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <div>
                <Title order={2}>Reset Password</Title>
                <Text c="dimmed" fz="sm" mt={4}>
                  Choose a new password for your account.
                </Text>
              </div>
              {!token && (
                <Text c="orange" fz="sm">
                  This link has no reset token. Please use the link from your e-mail.
                </Text>
              )}
              <PasswordInput
                label="New Password"
                placeholder="Enter new password"
                autoComplete="new-password"
                required
                value={password}
                error={missing}
                onChange={(event) => setPassword(event.currentTarget.value)}
              />
              <PasswordInput
                label="Confirm Password"
                placeholder="Confirm new password"
                autoComplete="new-password"
                required
                value={confirmation}
                error={mismatch || (submitted && password !== confirmation) ? PASSWORDS_DONT_MATCH : null}
                onChange={(event) => setConfirmation(event.currentTarget.value)}
              />
              <Button type="submit" fullWidth size="md">
                Reset Password
              </Button>
              <Text ta="center" fz="sm">
                <Anchor component={Link} to="/login" fw={600}>
                  Back to login
                </Anchor>
              </Text>
            </Stack>
          </form>
        </Paper>
      </Box>
      <ComingSoonAlert opened={comingSoon} onClose={() => setComingSoon(false)} />
    </Center>
  );
}
