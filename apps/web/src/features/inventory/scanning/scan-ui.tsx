import type { ReactNode } from 'react';
import { Alert, Badge, Card, Group, SimpleGrid, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconClick,
  IconKeyboard,
  IconScan,
  type Icon,
} from '@tabler/icons-react';
import { STATUS_NAMES } from '@makro/domain/inventory';
import type { InventoryItem } from '@/features/inventory/scanning/api';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import type { ScanOutcome } from '@/lib/scan-feedback';

/** What the last scan came to, shown in the result card. */
export interface ScanFeedback {
  outcome: ScanOutcome;
  message: string;
  code: string;
}

export function feedbackFromError(error: unknown, code: string): ScanFeedback {
  const message =
    error instanceof ApiError ? error.message : error instanceof Error ? error.message : 'Something went wrong';
  return { outcome: 'error', message, code };
}

export const repeatFeedback = (code: string): ScanFeedback => ({
  outcome: 'warning',
  message: `${code} was just scanned; it was not applied again`,
  code,
});

export const OUTCOME_LOOK: Record<ScanOutcome, { icon: Icon; color: string; title: string }> = {
  success: { icon: IconCircleCheck, color: 'teal', title: 'Success' },
  warning: { icon: IconAlertTriangle, color: 'orange', title: 'Warning' },
  error: { icon: IconCircleX, color: 'red', title: 'Error' },
};

/** An outcome in words with its icon, for tables: never colour alone. */
export function OutcomeBadge({ outcome }: { outcome: ScanOutcome }) {
  const look = OUTCOME_LOOK[outcome];
  const OutcomeIcon = look.icon;
  return (
    <Badge
      variant="light"
      color={look.color}
      leftSection={<OutcomeIcon size={12} />}
      tt="none"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {look.title}
    </Badge>
  );
}

interface BannerProps {
  focused: boolean;
  typing?: boolean;
  /** A mode (or slot) is chosen and scans are awaited. */
  ready: boolean;
  /** What to do first (choose a mode, scan the bin), shown under the banner's words. */
  hint?: string;
}

/** The spec's banners: 'Please Scan an RFID tag...' while scans reach the page, else 'Click anywhere…'. */
export function ScanBanner({ focused, typing = false, ready, hint }: BannerProps) {
  const listening = focused && ready && !typing;
  const BannerIcon = listening ? IconScan : typing ? IconKeyboard : IconClick;
  return (
    <Alert
      variant={listening ? 'light' : 'outline'}
      color={listening ? 'makro' : 'gray'}
      icon={<BannerIcon size={22} />}
      data-testid="scan-banner"
      data-listening={listening}
      styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}
      title={listening ? 'Please Scan an RFID tag...' : 'Click anywhere to start Scanning...'}
    >
      {typing
        ? 'Typing in a field: scans are paused until you click outside it.'
        : hint
          ? hint
          : listening
            ? 'Scans are read from the RFID or barcode reader.'
            : 'The page must have the focus to receive scans.'}
    </Alert>
  );
}

/** The big result of the last scan: icon, words and colour together. */
export function ScanResultCard({ feedback, children }: { feedback: ScanFeedback; children?: ReactNode }) {
  const look = OUTCOME_LOOK[feedback.outcome];
  const OutcomeIcon = look.icon;
  return (
    <Card
      withBorder
      padding="lg"
      role="status"
      aria-live="polite"
      data-testid="scan-result"
      data-result={feedback.outcome}
      style={{ borderLeft: `6px solid var(--mantine-color-${look.color}-6)` }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color={look.color}>
          <OutcomeIcon size={36} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text fw={700} size="lg" c={`${look.color}.7`}>
            {look.title}
          </Text>
          <Text size="lg" style={{ overflowWrap: 'anywhere' }} data-testid="scan-message">
            {feedback.message}
          </Text>
          <Text size="xs" c="dimmed">
            Scanned code {feedback.code}
          </Text>
        </Stack>
      </Group>
      {children}
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

export const locationText = (item: InventoryItem) =>
  item.location ? `${item.location.code} · ${item.location.name}` : 'Not in a bin';

/** The result card's fields: serial number, part number, module type, status, date, location. */
export function ItemDetails({ item }: { item: InventoryItem }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" mt="md" data-testid="scan-item">
      <Field label="Serial Number">{item.serial_number}</Field>
      <Field label="Part Number">{item.part_number}</Field>
      <Field label="Module Type">{item.module_type ?? '----'}</Field>
      <Field label="Status">{STATUS_NAMES[item.status] ?? item.status_name}</Field>
      <Field label="Date">{formatDateTime(item.date)}</Field>
      <Field label="Location">{locationText(item)}</Field>
      {item.assigned_to && <Field label="Assigned To">{item.assigned_to}</Field>}
    </SimpleGrid>
  );
}

/** Items as a table (a bin's contents, what a cycle count found missing). */
export function ItemsTable({ items, label, empty }: { items: readonly InventoryItem[]; label: string; empty: string }) {
  if (items.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped aria-label={label} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Serial Number</Table.Th>
            <Table.Th>Part Number</Table.Th>
            <Table.Th>Module Type</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-serial={item.serial_number}>
              <Table.Td ff="monospace">{item.serial_number}</Table.Td>
              <Table.Td>{item.part_number}</Table.Td>
              <Table.Td>{item.module_type ?? '----'}</Table.Td>
              <Table.Td>{STATUS_NAMES[item.status] ?? item.status_name}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
