import type { ReactNode } from 'react';
import { Alert, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { VinDecoded } from '@makro/domain/vin-decoder';
import { SummaryLine } from '@/ui/summary-line';
import { vehicleName } from '@/features/vin-decoder/vin-history';

type Line = [label: string, value: string | number | null];

/** A group of facts; a fact the data does not know is left out, and a group with none says so. */
function FactGroup({ title, lines, empty }: { title: string; lines: Line[]; empty: string }) {
  const known = lines.filter(([, value]) => value !== null && value !== '');
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={5} mb="xs">
        {title}
      </Title>
      {known.length ? (
        <Stack gap={6}>
          {known.map(([label, value]) => (
            <SummaryLine key={label} label={label} value={String(value)} />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Card>
  );
}

export function CheckDigitBadge({ valid }: { valid: boolean }): ReactNode {
  return valid ? (
    <Badge color="teal" variant="light" size="lg" leftSection={<IconCircleCheck size={14} />}>
      Check digit valid
    </Badge>
  ) : (
    <Badge color="yellow" variant="light" size="lg" leftSection={<IconAlertTriangle size={14} />}>
      Check digit warning
    </Badge>
  );
}

const UNKNOWN = 'Unknown';

/** Everything decoded from one VIN, grouped: the vehicle, its engine, its plant and the check digit. */
export function VinDetails({ decoded }: { decoded: VinDecoded }) {
  const { engine, plant, check_digit: check } = decoded;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Text ff="monospace" size="sm" c="dimmed" style={{ letterSpacing: '0.08em' }}>
            {decoded.vin}
          </Text>
          <Title order={3}>{vehicleName(decoded)}</Title>
        </div>
        <CheckDigitBadge valid={check.valid} />
      </Group>
      {decoded.warnings.length > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="Please check">
          <List size="sm" spacing={4}>
            {decoded.warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FactGroup
          title="Vehicle"
          empty="Not in the vehicle data."
          lines={[
            ['Year', decoded.model_year ?? UNKNOWN],
            ['Make', decoded.make ?? UNKNOWN],
            ['Model', decoded.model ?? UNKNOWN],
            ['Trim', decoded.trim],
            ['Series', decoded.series],
            ['Body', decoded.body_class],
            ['Doors', decoded.doors],
            ['Drive', decoded.drive_type],
            ['Vehicle type', decoded.vehicle_type],
            ['Manufacturer', decoded.manufacturer],
          ]}
        />
        <FactGroup
          title="Engine"
          empty="Not in the vehicle data."
          lines={[
            ['Displacement', engine?.displacement_l ? `${engine.displacement_l.toFixed(1)} L` : null],
            ['Cylinders', engine?.cylinders ?? null],
            ['Configuration', engine?.configuration ?? null],
            ['Fuel', engine?.fuel ?? null],
            ['Engine code', engine?.model ?? null],
          ]}
        />
        <FactGroup
          title="Plant"
          empty="Not in the vehicle data."
          lines={[
            ['City', plant?.city ?? null],
            ['State', plant?.state ?? null],
            ['Country', plant?.country ?? null],
            ['Plant code', plant?.code ?? null],
          ]}
        />
        <FactGroup
          title="Check digit"
          empty=""
          lines={[
            ['Position 9', check.actual],
            ['Expected', check.expected],
            ['Result', check.valid ? 'Valid' : 'Does not match'],
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
