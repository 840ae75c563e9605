import type { ReactNode } from 'react';
import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconClick,
  IconKeyboard,
  IconScan,
  type Icon,
} from '@tabler/icons-react';
import { STATUS_NAMES, type InventoryItem } from '@makro/domain/inventory';
import { ClientPagedTable } from '@/features/inventory/scanning/client-paged-table';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import type { ScanOutcome } from '@/lib/scan-feedback';
import type { DataTableColumn } from '@/ui/data-table';

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

/** One labelled value of an item, as the result cards show them. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
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

const locationText = (item: InventoryItem) =>
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

const ITEM_COLUMNS: DataTableColumn<InventoryItem>[] = [
  { accessor: 'serial_number', title: 'Serial Number', cellsStyle: () => ({ fontFamily: 'monospace' }) },
  { accessor: 'part_number', title: 'Part Number' },
  { accessor: 'module_type', title: 'Module Type', render: (item) => item.module_type ?? '----' },
  { accessor: 'status', title: 'Status', render: (item) => STATUS_NAMES[item.status] ?? item.status_name },
];

/** A bin's contents, as Check Bin shows them. */
export function ItemsTable({ items, label, empty }: { items: readonly InventoryItem[]; label: string; empty: string }) {
  return (
    <ClientPagedTable<InventoryItem>
      label={label}
      records={items}
      columns={ITEM_COLUMNS}
      perPage={10}
      countLabel={`${items.length} ${items.length === 1 ? 'item' : 'items'}`}
      empty={{ title: empty }}
      rowAttributes={(item) => ({ 'data-serial': item.serial_number })}
    />
  );
}
