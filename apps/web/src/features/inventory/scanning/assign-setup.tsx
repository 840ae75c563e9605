import { Button, Group, Paper, TextInput } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { ScanInput } from '@makro/domain/inventory';
import { ChosenTarget } from '@/features/inventory/scanning/chosen-target';
import { useContractForm } from '@/lib/contract-form';

/** The ticket or order every scan of an Assign Inventory session carries: the scan's own field, required here. */
const AssignTarget = ScanInput.pick({ assign_to: true }).required();

/** Assign Inventory: the ticket or order number comes first, then every scanned item is assigned to it. */
export function AssignSetup({
  assignTo,
  onChange,
}: {
  assignTo: string | null;
  onChange: (to: string | null) => void;
}) {
  const form = useContractForm(AssignTarget, { initialValues: { assign_to: '' } });
  if (assignTo) {
    return (
      <ChosenTarget
        testId="assign-target"
        icon={<IconTicket size={30} />}
        purpose="Scanned items are assigned to"
        value={assignTo}
        changeLabel="Change ticket"
        onChange={() => onChange(null)}
      />
    );
  }
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      onSubmit={form.onSubmit(({ assign_to }) => {
        // The page takes the focus back, so the next keystrokes are scans again.
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        onChange(assign_to);
        form.reset();
      })}
    >
      <Group align="flex-start" wrap="wrap">
        <TextInput
          label="Ticket or order number"
          description="Scanned items will be assigned to it"
          placeholder="e.g. 100245"
          maxLength={64}
          style={{ flex: '1 1 220px' }}
          {...form.getInputProps('assign_to')}
        />
        <Button type="submit" mt={46}>
          Start assigning
        </Button>
      </Group>
    </Paper>
  );
}
