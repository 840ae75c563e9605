import { useEffect, useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconBarcode, IconHistory, IconSearch } from '@tabler/icons-react';
import { VIN_LENGTH, cleanVinInput, isDecodableVin, vinStructureMessage } from '@makro/domain/vin-decoder';
import { ApiError } from '@/lib/api-client';
import { useScanner } from '@/lib/use-scanner';
import { PageHeader } from '@/ui/page-header';
import { useVinDecode } from '@/features/vin-decoder/api';
import { VinDetails } from '@/features/vin-decoder/vin-details';
import { useVinHistory } from '@/features/vin-decoder/vin-history';

/** What a 400 says about the VIN field (its sentence without the `params.vin: ` of the whole message). */
function fieldMessage(error: ApiError): string {
  const fields = (error.details as { fields?: { field: string; message: string }[] } | undefined)?.fields;
  return fields?.find((field) => field.field === 'params.vin')?.message ?? error.message;
}

/**
 * /vin-decoder: paste, type or scan a VIN and see everything decoded. It decodes as soon as 17 characters of the
 * right kind are in (a paste, or a wedge scanner typing into the field) or on Enter; a scan while the field does
 * not have the focus lands in it too. The last VINs of this browser session stay at hand.
 */
export function VinDecoderPage() {
  const [value, setValue] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [typedError, setTypedError] = useState<string | null>(null);
  const decode = useVinDecode(asked, 'staff');
  const history = useVinHistory();
  const { add } = history;

  const take = (raw: string, submitted: boolean) => {
    const vin = cleanVinInput(raw);
    setValue(vin);
    setTypedError(null);
    if (isDecodableVin(vin)) setAsked(vin);
    else if (submitted || vin.length >= VIN_LENGTH)
      setTypedError(vin ? `VIN ${vinStructureMessage(vin)}` : 'Enter a VIN to decode.');
  };
  const scanner = useScanner({ onScan: (code) => take(code, true), onRepeat: (code) => take(code, true) });

  const decoded = decode.data?.vin ?? null;
  useEffect(() => {
    if (decoded) add(decoded);
  }, [decoded, add]);

  const refused = decode.error instanceof ApiError && decode.error.status === 400 ? decode.error : null;
  // The server's refusal belongs under the field while the field still holds the VIN it refused.
  const refusedHere = refused && value === asked ? refused : null;
  const failed = decode.error && !refused ? decode.error : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    take(value, true);
  };

  return (
    <Stack gap={0}>
      <PageHeader title="VIN Decoder" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" shadow="xs" padding="lg">
              <form onSubmit={onSubmit} noValidate>
                <TextInput
                  label="VIN"
                  size="xl"
                  placeholder="1HGCM82633A004352"
                  autoFocus
                  autoComplete="off"
                  spellCheck={false}
                  value={value}
                  onChange={(event) => take(event.currentTarget.value, false)}
                  description={`${value.length}/${VIN_LENGTH} characters. Paste it, type it or scan its barcode: it decodes as soon as all ${VIN_LENGTH} are in.`}
                  error={typedError ?? (refusedHere ? `VIN ${fieldMessage(refusedHere)}` : null)}
                  leftSection={<IconBarcode size={22} />}
                  rightSectionWidth={64}
                  rightSectionPointerEvents="all"
                  rightSection={
                    <ActionIcon type="submit" size={48} aria-label="Decode" loading={decode.isFetching}>
                      <IconSearch size={22} />
                    </ActionIcon>
                  }
                  styles={{
                    label: { fontSize: 'var(--mantine-font-size-md)' },
                    description: { fontSize: 'var(--mantine-font-size-sm)' },
                    error: { fontSize: 'var(--mantine-font-size-sm)' },
                    input: { fontFamily: 'monospace', letterSpacing: '0.12em', textTransform: 'uppercase' },
                  }}
                />
              </form>
              {!scanner.typing && scanner.focused && (
                <Text size="xs" c="dimmed" mt="xs">
                  A barcode scanner works anywhere on this page.
                </Text>
              )}
            </Card>
            <Card withBorder radius="md" shadow="xs" padding="lg" aria-live="polite" aria-busy={decode.isFetching}>
              {decode.isFetching && !decoded ? (
                <Group gap="sm" py="xl" justify="center">
                  <Loader size="sm" />
                  <Text c="dimmed">Decoding {asked}…</Text>
                </Group>
              ) : failed ? (
                <Alert color="red" variant="light" title="The VIN could not be decoded">
                  {failed.message}
                </Alert>
              ) : decoded ? (
                <VinDetails decoded={decoded} />
              ) : (
                <Stack align="center" gap={4} py="xl" c="dimmed">
                  <IconBarcode size={36} stroke={1.5} />
                  <Text fw={600}>No VIN decoded yet</Text>
                  <Text size="sm">
                    The vehicle&apos;s year, make, model, body, engine and plant appear here, from NHTSA&apos;s data.
                  </Text>
                </Stack>
              )}
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Card withBorder radius="md" shadow="xs" padding="lg">
            <Group justify="space-between" mb="sm">
              <Group gap={6}>
                <IconHistory size={18} />
                <Title order={5}>Decoded this session</Title>
              </Group>
              {history.entries.length > 0 && (
                <Button variant="subtle" size="compact-xs" onClick={history.clear}>
                  Clear
                </Button>
              )}
            </Group>
            {history.entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                VINs you decode appear here; click one to see it again.
              </Text>
            ) : (
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {history.entries.map((entry) => (
                  <li key={entry.vin}>
                    <UnstyledButton
                      onClick={() => take(entry.vin, true)}
                      aria-label={`Decode ${entry.vin} again: ${entry.vehicle}`}
                      p={6}
                      w="100%"
                      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                      bg={entry.vin === asked ? 'var(--mantine-color-default-hover)' : undefined}
                    >
                      <Text ff="monospace" size="sm">
                        {entry.vin}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {entry.vehicle}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
