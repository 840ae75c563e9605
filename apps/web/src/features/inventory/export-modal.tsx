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
import { EXPORT_FIELDS, ExportQuery, STATUS_NAMES } from '@makro/domain/inventory';
import { useExportParameters } from '@/features/inventory/api';
import {
  downloadExport,
  exportFileName,
  type ExportProgress,
  type ExportSelection,
} from '@/features/inventory/export-download';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';

/** Nothing chosen in a filter group exports every value of it; every column to start with. */
const INITIAL_SELECTION = {
  'category[]': [],
  'module_type[]': [],
  'inventory_type[]': [],
  'status[]': [],
  'fields[]': [...EXPORT_FIELDS],
} satisfies ExportSelection;

/** A query list as the checkboxes hold it. */
const checked = (value: unknown): string[] => [value ?? []].flat().map(String);

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
  const form = useContractForm(ExportQuery, { initialValues: INITIAL_SELECTION });
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const running = progress !== null;

  useEffect(() => () => controller.current?.abort(), []);

  const available = parameters.data?.fields ?? EXPORT_FIELDS;
  const options = parameters.data?.inventory;
  const fields = checked(form.values['fields[]']);
  const choices = (key: keyof typeof INITIAL_SELECTION) => {
    const { value, onChange } = form.getInputProps(key);
    return { value: checked(value), onChange, disabled: running };
  };

  const start = form.onSubmit(async (selection) => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ rows: 0, total: null });
    // The columns come in the order the server lists them, whatever order they were ticked in.
    const columns = available.filter((field) => selection['fields[]']?.includes(field));
    try {
      const { blob, rows } = await downloadExport(
        { ...selection, 'fields[]': columns },
        { signal: abort.signal, onProgress: setProgress },
      );
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
  });

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
      <form onSubmit={start}>
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
                <Choices label="Categories" options={options.category} cols={1} {...choices('category[]')} />
                <Choices
                  label="Inventory Types"
                  options={options.inventory_type}
                  cols={1}
                  {...choices('inventory_type[]')}
                />
                <Choices
                  label="Statuses"
                  options={options.status}
                  format={statusLabel}
                  cols={1}
                  {...choices('status[]')}
                />
              </SimpleGrid>
              <Choices label="Modules" options={options.modules} cols={6} {...choices('module_type[]')} />
            </>
          )}
          <Choices label="Columns" options={available} cols={5} {...choices('fields[]')} />
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
              type="submit"
              leftSection={<IconDownload size={16} />}
              loading={running}
              disabled={fields.length === 0 || !options}
            >
              Export
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
