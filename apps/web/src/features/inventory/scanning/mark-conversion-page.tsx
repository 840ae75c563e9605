import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowRight, IconRefresh, IconTransform } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STATUS_NAMES, listInventories, type CatalogTag, type InventoryItem } from '@makro/domain/inventory';
import { findCatalogTag, findItemBySerial } from '@/features/inventory/api';
import { convertItem } from '@/features/inventory/scanning/api';
import { Field, ScanBanner, ScanResultCard } from '@/features/inventory/scanning/scan-ui';
import { useScanProcessor } from '@/features/inventory/scanning/use-scan-processor';
import { queryKeyFor } from '@/lib/api-client';
import { toast } from '@/lib/notify';
import { useScanner } from '@/lib/use-scanner';
import { PageHeader } from '@/ui/page-header';

interface Slots {
  original: InventoryItem | null;
  converted: CatalogTag | null;
}

const EMPTY: Slots = { original: null, converted: null };

function SlotCard({
  title,
  tag,
  awaiting,
  testId,
}: {
  title: string;
  tag: { serial_number: string; part_number: string; module_type: string | null } | null;
  awaiting: boolean;
  testId: string;
}) {
  return (
    <Card
      withBorder
      padding="lg"
      data-testid={testId}
      data-filled={tag !== null}
      style={awaiting ? { borderColor: 'var(--mantine-color-makro-6)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" mb="sm">
        <Title order={5}>{title}</Title>
        {awaiting && (
          <Text size="xs" c="makro.7" fw={600}>
            Next scan goes here
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Serial Number
      </Text>
      <Text fw={700} fz="xl" ff="monospace" mb="xs">
        {tag?.serial_number ?? '----'}
      </Text>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Part Number
      </Text>
      <Text fw={500} fz="lg" mb="xs">
        {tag?.part_number ?? '----'}
      </Text>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Module Type
      </Text>
      <Text fw={500} fz="lg">
        {tag?.module_type ?? '----'}
      </Text>
    </Card>
  );
}

/** The item as the server answers after converting it: under the new tag, with the new part's type and category. */
function ConversionResult({ from, item }: { from: InventoryItem; item: InventoryItem }) {
  return (
    <Card
      withBorder
      padding="lg"
      data-testid="converted"
      style={{ borderLeft: '6px solid var(--mantine-color-teal-6)' }}
    >
      <Group gap="md" wrap="nowrap" mb="md">
        <ThemeIcon size={48} radius="xl" variant="light" color="teal">
          <IconTransform size={28} />
        </ThemeIcon>
        <div>
          <Text fw={700} size="lg" c="teal.7">
            Converted
          </Text>
          <Group gap={6}>
            <Text ff="monospace">{from.serial_number}</Text>
            <IconArrowRight size={16} aria-label="to" />
            <Text ff="monospace" fw={700}>
              {item.serial_number}
            </Text>
          </Group>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Field label="Part Number">{item.part_number}</Field>
        <Field label="Category">{item.item_category ?? '----'}</Field>
        <Field label="Module Type">{item.module_type ?? '----'}</Field>
        <Field label="Status">{STATUS_NAMES[item.status] ?? item.status_name}</Field>
        <Field label="Original Serial Number">{item.original_serial_number ?? '----'}</Field>
        <Field label="Original Part Number">{item.original_part_number ?? '----'}</Field>
      </SimpleGrid>
    </Card>
  );
}

/** /mark-conversion (spec part 2 §2, §4): scan the original item, then its new tag, then Convert. */
export function MarkConversionPage() {
  const [slots, setSlotsState] = useState<Slots>(EMPTY);
  const slotsRef = useRef(slots);
  const setSlots = (next: Slots) => {
    slotsRef.current = next;
    setSlotsState(next);
  };
  const queryClient = useQueryClient();
  const convert = useMutation({
    mutationFn: ({ original, converted }: { original: InventoryItem; converted: CatalogTag }) =>
      convertItem(original, converted),
    onSuccess: (_answer, { original, converted }) => {
      toast('success', `${original.serial_number} successfully converted to ${converted.serial_number}`);
      clearFeedback.current();
      void queryClient.invalidateQueries({ queryKey: queryKeyFor(listInventories) });
    },
  });
  const clearFeedback = useRef(() => {});
  const convertRef = useRef(convert);
  useEffect(() => {
    convertRef.current = convert;
  });

  const processor = useScanProcessor(async (code) => {
    let current = slotsRef.current;
    // A third scan, or one after a conversion, starts again with the original slot.
    if ((current.original && current.converted) || convertRef.current.isSuccess) {
      convertRef.current.reset();
      current = EMPTY;
      setSlots(EMPTY);
    }
    if (!current.original) {
      const item = await findItemBySerial(code);
      if (!item) return { outcome: 'error', message: `${code} is not in inventory`, code };
      setSlots({ original: item, converted: null });
      return { outcome: 'success', message: `Original item ${item.serial_number} (${item.part_number})`, code };
    }
    if (code === current.original.serial_number)
      return { outcome: 'warning', message: `${code} is already the original item; scan the new tag`, code };
    const tag = await findCatalogTag(code);
    // The server would refuse the conversion (409); say so now, while the tag is in hand.
    if (await findItemBySerial(code))
      return { outcome: 'error', message: `${code} is already in inventory; scan an unused tag`, code };
    setSlots({ ...current, converted: tag });
    return { outcome: 'success', message: `Converted to ${tag.serial_number} (${tag.part_number})`, code };
  });
  const scanner = useScanner({ onScan: processor.onScan, onRepeat: processor.onRepeat });
  useEffect(() => {
    clearFeedback.current = processor.clear;
  });

  const startNew = () => {
    setSlots(EMPTY);
    convert.reset();
    processor.clear();
    scanner.reset();
  };

  const { original, converted } = slots;
  const done = convert.isSuccess;
  const awaiting = done ? null : !original ? 'original' : !converted ? 'converted' : null;

  return (
    <>
      <PageHeader title="Mark as Conversion" />
      <Stack gap="lg">
        <ScanBanner focused={scanner.focused} typing={scanner.typing} ready />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <SlotCard title="Original Item" tag={original} awaiting={awaiting === 'original'} testId="original-item" />
          <SlotCard title="Converted To" tag={converted} awaiting={awaiting === 'converted'} testId="converted-item" />
        </SimpleGrid>
        <Group>
          <Button
            leftSection={<IconTransform size={18} />}
            disabled={!original || !converted || done}
            loading={convert.isPending}
            onClick={() => original && converted && convert.mutate({ original, converted })}
          >
            Convert
          </Button>
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} />}
            disabled={!done && !convert.isError}
            onClick={startNew}
          >
            Start New Conversion
          </Button>
        </Group>
        {convert.data && original && <ConversionResult from={original} item={convert.data.inventory} />}
        {convert.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} title="Error!" data-testid="convert-error">
            <Text>Something went wrong while converting the item</Text>
            {convert.error.message && (
              <Text size="sm" c="dimmed" mt={4}>
                {convert.error.message}
              </Text>
            )}
          </Alert>
        )}
        {processor.feedback && <ScanResultCard feedback={processor.feedback} />}
        {!processor.feedback && (
          <Group gap="xs" c="dimmed">
            <ThemeIcon variant="transparent" color="gray">
              <IconTransform size={18} />
            </ThemeIcon>
            <Text size="sm">Scan the item being converted, then the new tag it becomes.</Text>
          </Group>
        )}
      </Stack>
    </>
  );
}
