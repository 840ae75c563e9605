import { Alert, Badge, Group, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { SHOP_LABELS } from '@makro/domain/shops';
import type { ServiceMode, SystemStatus } from '@makro/domain/system';
import { useSystemStatus } from '@/features/system/api';
import { SideEffectsTable, kindLabel } from '@/features/system/side-effects-table';
import { formatDateTime, formatTimeAgo } from '@/lib/dates';
import { PageHeader } from '@/ui/page-header';
import { SummaryLine } from '@/ui/summary-line';
import { SectionCard } from '@/ui/section-card';

const DATABASE_LABELS: Record<SystemStatus['database'], string> = {
  pglite: 'PGlite (embedded)',
  postgres: 'PostgreSQL',
};
const STORAGE_LABELS: Record<SystemStatus['storage'], string> = { local: 'Data folder', s3: 'S3 bucket' };
const MODE_LOOK: Record<ServiceMode, { label: string; color: string }> = {
  live: { label: 'Live', color: 'green' },
  simulated: { label: 'Simulated', color: 'blue' },
  not_configured: { label: 'Not configured', color: 'gray' },
};

/** "3 days 4 hours", "12 minutes": how long this process has been running. */
export function formatUptime(seconds: number): string {
  const units: [number, string][] = [
    [Math.floor(seconds / 86_400), 'day'],
    [Math.floor((seconds % 86_400) / 3_600), 'hour'],
    [Math.floor((seconds % 3_600) / 60), 'minute'],
  ];
  const parts = units.filter(([count]) => count > 0).slice(0, 2);
  if (parts.length === 0) return 'under a minute';
  return parts.map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`).join(' ');
}

function Overview({ status }: { status: SystemStatus }) {
  const { outbox } = status;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <SectionCard title="Versions">
        <Stack gap={6}>
          <SummaryLine label="Makro" value={status.versions.app} />
          <SummaryLine label="Node.js" value={status.versions.node} />
          <SummaryLine label="Database" value={status.versions.database} />
        </Stack>
      </SectionCard>
      <SectionCard title="This server">
        <Stack gap={6}>
          <SummaryLine label="Database" value={DATABASE_LABELS[status.database]} />
          <SummaryLine label="Stored files" value={STORAGE_LABELS[status.storage]} />
          <SummaryLine label="Outside services" value={status.integrations === 'sandbox' ? 'Sandbox' : 'Live'} />
          <SummaryLine label="Running for" value={formatUptime(status.uptime_seconds)} />
        </Stack>
      </SectionCard>
      <SectionCard title="Side effects">
        <Stack gap={6}>
          <SummaryLine label="Waiting" value={String(outbox.pending)} />
          <SummaryLine label="Failed" value={String(outbox.failed)} strong={outbox.failed > 0} />
          <SummaryLine
            label="Oldest waiting since"
            value={outbox.oldest_pending_at ? formatTimeAgo(outbox.oldest_pending_at) : 'none waiting'}
          />
        </Stack>
      </SectionCard>
    </SimpleGrid>
  );
}

function Services({ status }: { status: SystemStatus }) {
  return (
    <SectionCard title="Outside services">
      <Stack gap={8}>
        {status.services.map((service) => (
          <Group key={service.name} justify="space-between" wrap="nowrap">
            <Text size="sm">{service.name}</Text>
            <Badge variant="light" color={MODE_LOOK[service.mode].color} style={{ flexShrink: 0 }}>
              {MODE_LOOK[service.mode].label}
            </Badge>
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}

function ShopSync({ status }: { status: SystemStatus }) {
  return (
    <SectionCard title="Shop order sync">
      <Stack gap="sm">
        {status.shops.map((shop) => (
          <Stack key={shop.shop} gap={2}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" fw={600}>
                {SHOP_LABELS[shop.shop]} shop
              </Text>
              <Badge
                variant="light"
                color={shop.status === 'failed' ? 'red' : shop.status === 'running' ? 'blue' : 'gray'}
              >
                {shop.status === 'failed' ? 'Last sync failed' : shop.status === 'running' ? 'Syncing' : 'Idle'}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              Last synced {shop.last_synced_at ? formatDateTime(shop.last_synced_at) : 'never'} ·{' '}
              {shop.mirrored_orders.toLocaleString('en-US')} orders copied
            </Text>
            {shop.last_error && (
              <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
                {shop.last_error}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}

function QueueByKind({ status }: { status: SystemStatus }) {
  const kinds = status.outbox.by_kind;
  return (
    <SectionCard title="Side effects by kind">
      {kinds.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing is waiting and nothing has failed.
        </Text>
      ) : (
        <Table fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Kind</Table.Th>
              <Table.Th ta="right">Waiting</Table.Th>
              <Table.Th ta="right">Failed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kinds.map((row) => (
              <Table.Tr key={row.kind}>
                <Table.Td>{kindLabel(row.kind)}</Table.Td>
                <Table.Td ta="right">{row.pending}</Table.Td>
                <Table.Td ta="right" c={row.failed > 0 ? 'red' : undefined}>
                  {row.failed}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </SectionCard>
  );
}

/** /system: what administrators need to see how this server runs, and the side effects to retry. */
export function SystemPage() {
  const status = useSystemStatus();
  return (
    <Stack gap="md">
      <PageHeader title="System" />
      {status.isError && !status.data ? (
        <Alert color="red" role="alert" title="The system's state could not be loaded">
          {status.error instanceof Error ? status.error.message : 'Something went wrong'}
        </Alert>
      ) : !status.data ? (
        <Skeleton height={180} radius="md" />
      ) : (
        <>
          <Overview status={status.data} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            <Services status={status.data} />
            <ShopSync status={status.data} />
            <QueueByKind status={status.data} />
          </SimpleGrid>
        </>
      )}
      <SectionCard title="Side effects">
        <SideEffectsTable />
      </SectionCard>
    </Stack>
  );
}
