import { useState } from 'react';
import { Badge, Box, Button, Card, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKeyboard, IconScan, IconSearch } from '@tabler/icons-react';
import { listInventories } from '@makro/domain/inventory';
import { grants } from '@makro/domain/shared';
import { CameraScanner } from '@/features/inventory/camera-scanner';
import { ScanResult } from '@/features/inventory/scan-result';
import { useTagLookup } from '@/features/inventory/use-tag-lookup';
import { unlockScanSounds } from '@/lib/scan-feedback';
import { useScanner } from '@/lib/use-scanner';
import { useSession } from '@/lib/session-store';
import { PageHeader } from '@/ui/page-header';

/** /qr-tag-scanner: scan a tag with the camera or a wedge scanner (or type it) and see the item. */
export function QrTagScannerPage() {
  const { user, permissions } = useSession();
  const canSearchInventory = permissions.includes('can_view_inventory');
  const canLookUp = grants(listInventories.access, permissions, user?.account_type.slug ?? '');
  const { result, open } = useTagLookup();
  const [typed, setTyped] = useState('');
  const scanner = useScanner({ onScan: (code) => void open(code), onRepeat: (code) => void open(code) });
  const ready = scanner.focused && !scanner.typing;

  return (
    <Box onClickCapture={unlockScanSounds}>
      <PageHeader title="Scan QR Tags" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" shadow="xs" padding="lg">
              {/* The badge has a line of its own: a badge that wrapped while typing would move the Open button
                  away from under the pointer between mouse-down (the field blurs) and mouse-up. */}
              <Stack gap={6} mb="sm" align="flex-start">
                <Title order={5}>Scanner or keyboard</Title>
                <Badge
                  variant="light"
                  color={ready ? 'teal' : 'gray'}
                  leftSection={<IconScan size={12} />}
                  style={{ textTransform: 'none' }}
                >
                  {ready ? 'Ready: scan a tag' : 'Click anywhere to start Scanning...'}
                </Badge>
              </Stack>
              <Text size="sm" c="dimmed" mb="md">
                A handheld scanner works anywhere on this page. Or type a serial number and press Enter.
              </Text>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  if (typed.trim()) void open(typed);
                }}
              >
                <Group gap="sm" align="flex-end" wrap="nowrap">
                  <TextInput
                    label="Serial number"
                    placeholder="MK000000001"
                    leftSection={<IconKeyboard size={16} />}
                    value={typed}
                    onChange={(event) => setTyped(event.currentTarget.value)}
                    autoComplete="off"
                    style={{ flex: 1 }}
                  />
                  <Button type="submit" leftSection={<IconSearch size={16} />} disabled={!typed.trim() || !canLookUp}>
                    Open
                  </Button>
                </Group>
              </form>
            </Card>
            <Card withBorder radius="md" shadow="xs" padding="lg">
              <Title order={5} mb="sm">
                Camera
              </Title>
              <CameraScanner onDetected={(code) => void open(code)} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Card withBorder radius="md" shadow="xs" padding="lg" aria-live="polite" mih="100%">
            {result ? (
              <ScanResult result={result} canSearchInventory={canSearchInventory} />
            ) : (
              <Stack align="center" gap={4} py="xl" c="dimmed">
                <IconScan size={36} stroke={1.5} />
                <Text fw={600}>No tag scanned yet</Text>
                <Text size="sm">Scan a tag&apos;s QR code to see the item, its details and its timeline.</Text>
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
