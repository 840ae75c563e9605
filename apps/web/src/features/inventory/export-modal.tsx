import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { EXPORT_FIELDS, STATUS_NAMES } from '@makro/domain/inventory';
import { useExportParameters } from '@/features/inventory/api';
import {
  downloadExport,
  exportFileName,
  saveFile,
  type ExportProgress,
  type ExportSelection,
} from '@/features/inventory/export-download';
import { toast } from '@/lib/notify';

const EMPTY_FILTERS = { category: [], module_type: [], inventory_type: [], status: [] };
type FilterKey = keyof typeof EMPTY_FILTERS;

const statusLabel = (value: string) => STATUS_NAMES[value as keyof typeof STATUS_NAMES] ?? value;

function Choices({
  label,
  options,
  value,
  onChange,
  format = (option: string) => option,
  cols = 3,
  disabled,
}: {
  label: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  format?: (option: string) => string;
  cols?: number;
  disabled?: boolean;
}) {
  const all = options.length > 0 && value.length === options.length;
  return (
    <Checkbox.Group
      label={
        <Group gap="xs" component="span">
          <span>{label}</span>
          <Anchor
            component="button"
            type="button"
            size="xs"
            disabled={disabled}
            onClick={() => onChange(all || value.length > 0 ? [] : [...options])}
          >
            {value.length > 0 ? 'Clear' : 'Select all'}
          </Anchor>
        </Group>
      }
      value={value}
      onChange={onChange}
    >
      <SimpleGrid cols={{ base: 2, sm: cols }} spacing={6} verticalSpacing={6} mt={6}>
        {options.map((option) => (
          <Checkbox key={option} value={option} label={format(option)} size="xs" disabled={disabled} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

/** 'Export Inventory': filters from export_parameters (none checked = all), the column list, a streamed CSV. */
export function ExportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const parameters = useExportParameters(opened);
  const [filters, setFilters] = useState<Record<FilterKey, string[]>>(EMPTY_FILTERS);
  const [fields, setFields] = useState<string[]>([...EXPORT_FIELDS]);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const running = progress !== null;

  useEffect(() => () => controller.current?.abort(), []);

  const available = parameters.data?.fields ?? EXPORT_FIELDS;
  const options = parameters.data?.inventory;
  const setFilter = (key: FilterKey) => (value: string[]) => setFilters((current) => ({ ...current, [key]: value }));

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ rows: 0, total: null });
    const selection: ExportSelection = { ...filters, fields: available.filter((field) => fields.includes(field)) };
    try {
      const { blob, rows } = await downloadExport(selection, { signal: abort.signal, onProgress: setProgress });
      saveFile(blob, exportFileName());
      toast('success', `${rows.toLocaleString('en-US')} item${rows === 1 ? '' : 's'} exported.`, 'Export ready');
      onClose();
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        toast('error', 'Export failed. Please try again.');
      }
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  const cancel = () => {
    if (controller.current) controller.current.abort();
    else onClose();
  };

  const percent = progress?.total
    ? Math.min(100, (progress.rows / progress.total) * 100)
    : progress?.total === 0
      ? 100
      : 0;

  return (
    <Modal opened={opened} onClose={cancel} title="Export Inventory" size="xl" centered closeOnClickOutside={!running}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Leave a group unchecked to export every value of it.
        </Text>
        {parameters.isError ? (
          <Alert color="red" title="The export options could not be loaded">
            {parameters.error.message}
          </Alert>
        ) : !options ? (
          <Skeleton height={180} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Choices
                label="Categories"
                options={options.category}
                value={filters.category}
                onChange={setFilter('category')}
                cols={1}
                disabled={running}
              />
              <Choices
                label="Inventory Types"
                options={options.inventory_type}
                value={filters.inventory_type}
                onChange={setFilter('inventory_type')}
                cols={1}
                disabled={running}
              />
              <Choices
                label="Statuses"
                options={options.status}
                value={filters.status}
                onChange={setFilter('status')}
                format={statusLabel}
                cols={1}
                disabled={running}
              />
            </SimpleGrid>
            <Choices
              label="Modules"
              options={options.modules}
              value={filters.module_type}
              onChange={setFilter('module_type')}
              cols={6}
              disabled={running}
            />
          </>
        )}
        <Choices label="Columns" options={available} value={fields} onChange={setFields} cols={5} disabled={running} />
        {fields.length === 0 && (
          <Text size="xs" c="red">
            Choose at least one column.
          </Text>
        )}

        {progress && (
          <Stack gap={4} aria-live="polite">
            <Progress value={percent} animated striped size="lg" aria-label="Export progress" />
            <Text size="xs" c="dimmed">
              {progress.total === null
                ? `${progress.rows.toLocaleString('en-US')} rows received…`
                : `${progress.rows.toLocaleString('en-US')} of ${progress.total.toLocaleString('en-US')} rows (${Math.floor(percent)}%)`}
            </Text>
          </Stack>
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel}>
            Cancel
          </Button>
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={() => void start()}
            loading={running}
            disabled={fields.length === 0 || !options}
          >
            Export
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
