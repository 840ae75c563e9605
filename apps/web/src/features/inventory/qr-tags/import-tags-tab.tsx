import { Alert, Button, FileButton, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { IconFileUpload, IconUpload } from '@tabler/icons-react';
import { importTags } from '@makro/domain/inventory';
import { useImportTags } from '@/features/inventory/qr-tags/api';
import { markServerErrors, useContractForm } from '@/lib/contract-form';

const EXAMPLE = 'serial_number,part_number,hardware_info\nMK000000101,68224500AC,HW 2.1';
const SHOWN_ERRORS = 50;

/** Register existing tag serials in the catalogue from CSV (serial_number,part_number[,hardware_info]). */
export function ImportTagsTab() {
  const importing = useImportTags();
  const form = useContractForm(importTags.body, { initialValues: { csv: '' } });
  const result = importing.data;

  const readFile = async (file: File | null) => {
    if (file) form.setFieldValue('csv', await file.text());
  };
  const submit = form.onSubmit((values) =>
    importing.mutate(values, { onError: (error) => markServerErrors(form, error) }),
  );

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          One tag per line: serial number, part number and, if known, hardware info. A header row is fine. Serials
          already in the catalogue are skipped.
        </Text>
        <Textarea
          label="CSV"
          placeholder={EXAMPLE}
          autosize
          minRows={6}
          maxRows={16}
          {...form.getInputProps('csv')}
          styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
        />
        <Group gap="sm">
          <FileButton onChange={(file) => void readFile(file)} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button variant="default" leftSection={<IconFileUpload size={16} />} {...props}>
                Upload a file
              </Button>
            )}
          </FileButton>
          <Button
            type="submit"
            leftSection={<IconUpload size={16} />}
            disabled={!form.values.csv.trim()}
            loading={importing.isPending}
          >
            Import tags
          </Button>
        </Group>
        {importing.isError && (
          <Alert color="red" title="The import failed">
            {importing.error.message}
          </Alert>
        )}
        {result && (
          <Alert
            color={result.errors.length ? 'orange' : 'teal'}
            title={`${result.imported} imported, ${result.skipped} skipped, ${result.errors.length} with errors`}
            data-testid="import-result"
          >
            {result.errors.length > 0 && (
              <List size="sm" spacing={2}>
                {result.errors.slice(0, SHOWN_ERRORS).map((error) => (
                  <List.Item key={`${error.line}-${error.message}`}>
                    Line {error.line}: {error.message}
                  </List.Item>
                ))}
                {result.errors.length > SHOWN_ERRORS && (
                  <List.Item>…and {result.errors.length - SHOWN_ERRORS} more</List.Item>
                )}
              </List>
            )}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
