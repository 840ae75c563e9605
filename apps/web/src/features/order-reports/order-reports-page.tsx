import '@mantine/dates/styles.css';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  IconAlertTriangle,
  IconCalendar,
  IconCheck,
  IconClock,
  IconDownload,
  IconFileExport,
  IconX,
} from '@tabler/icons-react';
import {
  NewOrderReportExport,
  ORDER_REPORT_STEPS,
  type OrderReportExport,
  type OrderReportStepStatus,
} from '@makro/domain/order-reports';
import { addDays, businessToday } from '@makro/domain/shared';
import {
  downloadOrderReport,
  isExportRunning,
  useOrderReportExport,
  useStartOrderReport,
} from '@/features/order-reports/api';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import { PageHeader } from '@/ui/page-header';

/** Saves a finished export's CSV under its name. */
async function saveReport(target: OrderReportExport): Promise<void> {
  try {
    saveFile(await downloadOrderReport(target.id), target.file_name);
  } catch (error) {
    toast('error', error instanceof Error ? error.message : 'Download failed');
  }
}

/** Last month, as a new user most likely wants it: its first and last calendar day. */
export function lastMonth(today: string = businessToday()): { start: string; end: string } {
  const firstOfThisMonth = `${today.slice(0, 8)}01`;
  const end = addDays(firstOfThisMonth, -1);
  return { start: `${end.slice(0, 8)}01`, end };
}

const STEP_LOOK: Record<OrderReportStepStatus, { color: string; word: string }> = {
  waiting: { color: 'gray', word: 'Waiting' },
  ongoing: { color: 'blue', word: 'Ongoing' },
  completed: { color: 'teal', word: 'Completed' },
  failed: { color: 'red', word: 'Failed' },
};

function StepBullet({ status }: { status: OrderReportStepStatus }) {
  if (status === 'ongoing') return <Loader size={14} color="white" />;
  if (status === 'completed') return <IconCheck size={14} />;
  if (status === 'failed') return <IconX size={14} />;
  return <IconClock size={14} />;
}

const EXPORT_LOOK: Record<OrderReportExport['status'], { color: string; word: string }> = {
  queued: { color: 'gray', word: 'Queued' },
  running: { color: 'blue', word: 'Running' },
  completed: { color: 'teal', word: 'Completed' },
  failed: { color: 'red', word: 'Failed' },
};

const DEFAULT_STEPS: OrderReportExport['steps'] = ORDER_REPORT_STEPS.map((step) => ({
  key: step.key,
  label: step.label,
  status: 'waiting',
}));

/** The progress bar and the step timeline: each step waiting, ongoing, then completed (or failed). */
function ExportProgress({ report }: { report: OrderReportExport | undefined }) {
  const steps = report?.steps ?? DEFAULT_STEPS;
  const progress = report?.progress ?? 0;
  const active = steps.reduce((last, step, index) => (step.status === 'waiting' ? last : index), -1);
  const running = isExportRunning(report);
  return (
    <Card withBorder radius="md" shadow="xs" padding="lg">
      <Group justify="space-between" mb="xs">
        <Title order={5}>Progress</Title>
        <Text fz="sm" fw={600} c={report?.status === 'failed' ? 'red' : undefined}>
          {progress}%
        </Text>
      </Group>
      <Progress
        value={progress}
        size="lg"
        radius="xl"
        color={report?.status === 'failed' ? 'red' : report?.status === 'completed' ? 'teal' : 'makro'}
        striped={running}
        animated={running}
        aria-label="Export progress"
        mb="lg"
      />
      <Timeline active={active} bulletSize={24} lineWidth={2} aria-label="Export steps">
        {steps.map((step) => {
          const look = STEP_LOOK[step.status];
          return (
            <Timeline.Item
              key={step.key}
              color={look.color}
              bullet={<StepBullet status={step.status} />}
              title={step.label}
              data-status={step.status}
            >
              <Text fz="sm" c={step.status === 'waiting' ? 'dimmed' : look.color}>
                {look.word}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Card>
  );
}

/** What the finished (or failed) export says, with its file to download again. */
function ExportOutcome({ report, onDownload }: { report: OrderReportExport; onDownload: () => void }) {
  if (report.status === 'failed') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Export failed" role="alert">
        {report.error}
      </Alert>
    );
  }
  if (report.status !== 'completed') return null;
  return (
    <Alert color="teal" variant="light" icon={<IconCheck size={18} />} title="Export completed">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {report.row_count ?? 0} {report.row_count === 1 ? 'row' : 'rows'} in {report.file_name}
          {report.finished_at ? `, ${formatDateTime(report.finished_at)}` : ''}
        </Text>
        <Button
          size="xs"
          variant="light"
          color="teal"
          leftSection={<IconDownload size={14} />}
          onClick={onDownload}
          disabled={!report.file_ready}
        >
          Download CSV
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * /order-reports: start date, end date, 'Only export partner orders' and Export. The export runs on the server;
 * the page follows it (every second) on the progress bar and the step timeline, and saves the CSV when done.
 * The export's id is kept in the address (?export=12), so a reload keeps following it.
 */
export function OrderReportsPage() {
  const [search, setSearch] = useSearchParams();
  const rawId = Number(search.get('export'));
  const exportId = Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const report = useOrderReportExport(exportId);
  const start = useStartOrderReport();
  const defaults = lastMonth();
  const form = useContractForm(NewOrderReportExport, {
    initialValues: { start_date: defaults.start, end_date: defaults.end, partners_only: false },
  });
  const current = report.data;
  const running = start.isPending || isExportRunning(current);

  // Saved once when the export this page started finishes; told once when it fails.
  const announced = useRef<number | null>(null);
  const started = useRef<number | null>(null);
  useEffect(() => {
    if (!current || announced.current === current.id) return;
    if (current.status === 'completed' || current.status === 'failed') {
      announced.current = current.id;
      if (started.current !== current.id) return;
      if (current.status === 'completed') void saveReport(current);
      else toast('error', current.error ?? 'Export failed');
    }
  }, [current]);

  const submit = form.onSubmit((values) => {
    start.mutate(values, {
      onSuccess: (answer) => {
        started.current = answer.export.id;
        setSearch({ export: String(answer.export.id) });
      },
      onError: (error) => {
        if (!markServerErrors(form, error)) toast('error', error.message);
      },
    });
  });

  const dateProps = (field: 'start_date' | 'end_date') => {
    const input = form.getInputProps(field);
    return {
      ...input,
      value: (input.value as string) || null,
      onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
    };
  };
  const icon = <IconCalendar size={16} stroke={1.6} />;

  return (
    <>
      <PageHeader title="Order Reports" crumbs={[{ label: 'Reports' }]} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
        <Card withBorder radius="md" shadow="xs" padding="lg">
          <form onSubmit={submit} aria-label="Order report export" noValidate>
            <Stack gap="md">
              <div>
                <Title order={5}>Export orders</Title>
                <Text fz="sm" c="dimmed">
                  Both shops and the manual, auto-parts and eBay ShipStation stores, one row per item.
                </Text>
              </div>
              <Group grow align="flex-start" wrap="wrap">
                <DatePickerInput
                  label="Start Date"
                  required
                  clearable
                  valueFormat="MMM D, YYYY"
                  placeholder="Pick a date"
                  leftSection={icon}
                  maxDate={form.values.end_date || undefined}
                  clearButtonProps={{ 'aria-label': 'Clear Start Date' }}
                  popoverProps={{ withinPortal: true }}
                  miw={180}
                  {...dateProps('start_date')}
                />
                <DatePickerInput
                  label="End Date"
                  required
                  clearable
                  valueFormat="MMM D, YYYY"
                  placeholder="Pick a date"
                  leftSection={icon}
                  clearButtonProps={{ 'aria-label': 'Clear End Date' }}
                  popoverProps={{ withinPortal: true }}
                  miw={180}
                  {...dateProps('end_date')}
                />
              </Group>
              <Switch
                label="Only export partner orders"
                description="Orders placed with an approved partner's coupon"
                {...form.getInputProps('partners_only', { type: 'checkbox' })}
              />
              <Group justify="space-between">
                {current ? (
                  <Badge variant="light" color={EXPORT_LOOK[current.status].color}>
                    {EXPORT_LOOK[current.status].word}
                  </Badge>
                ) : (
                  <span />
                )}
                <Button type="submit" leftSection={<IconFileExport size={16} />} loading={running}>
                  Export
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
        <Stack gap="md">
          <ExportProgress report={current} />
          {current && <ExportOutcome report={current} onDownload={() => void saveReport(current)} />}
          {!current && exportId !== null && report.isError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
              {report.error.message}
            </Alert>
          )}
        </Stack>
      </SimpleGrid>
    </>
  );
}
