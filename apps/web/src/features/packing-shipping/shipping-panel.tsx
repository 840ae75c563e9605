import { useEffect } from 'react';
import { Alert, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTruck, IconTruckDelivery } from '@tabler/icons-react';
import {
  CARRIER_CODES,
  CARRIER_LABELS,
  DEFAULT_CARRIER,
  ShipTicketBody,
  type ShippingHistory,
} from '@makro/domain/packing-shipping';
import { messageOf, useShipTicket } from '@/features/packing-shipping/api';
import { ApiError } from '@/lib/api-client';
import { markServerErrors, useContractForm } from '@/lib/contract-form';
import { formatDateTime } from '@/lib/dates';
import { errorsInWords } from '@/lib/field-labels';
import { toast } from '@/lib/notify';
import { playScanSound } from '@/lib/scan-feedback';

const LABELS = { ticket_number: 'Ticket Number', tracking_number: 'Tracking Number', carrier_code: 'Carrier' };
const CARRIERS = CARRIER_CODES.map((code) => ({ value: code, label: CARRIER_LABELS[code] }));

/** The shipment confirmation panel: what was sent, how, by whom. */
export function ShipmentConfirmation({ shipment }: { shipment: ShippingHistory }) {
  const rows: [string, string][] = [
    ['Ticket', shipment.ticket_number],
    ['Order', shipment.order_number],
    ['Customer', shipment.customer],
    ['Carrier', CARRIER_LABELS[shipment.carrier_code]],
    ['Tracking Number', shipment.tracking_number],
    ['Modules', shipment.serial_numbers.map((serial, i) => `${serial} (${shipment.part_numbers[i] ?? ''})`).join(', ')],
    ['Shipped', `${formatDateTime(shipment.shipped_at)} · ${shipment.shipped_by_name ?? ''}`],
  ];
  return (
    <Alert
      color="green"
      icon={<IconTruckDelivery size={22} />}
      title="Shipment confirmed"
      data-testid="shipment-confirmation"
    >
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Td w={150} fw={600}>
                {label}
              </Table.Td>
              <Table.Td ff={label === 'Tracking Number' ? 'monospace' : undefined}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}

interface ShippingPanelProps {
  ticketNumber: string;
  shipment: ShippingHistory | null;
  onShipped: (shipment: ShippingHistory) => void;
}

/** Shipping: ticket number, tracking number, carrier (ups unless changed) → Ship. */
export function ShippingPanel({ ticketNumber, shipment, onShipped }: ShippingPanelProps) {
  const ship = useShipTicket();
  const form = useContractForm(ShipTicketBody, {
    initialValues: { ticket_number: ticketNumber, tracking_number: '', carrier_code: DEFAULT_CARRIER },
    enhanceGetInputProps: errorsInWords(LABELS),
  });
  const { setFieldValue } = form;
  useEffect(() => {
    if (ticketNumber) setFieldValue('ticket_number', ticketNumber);
  }, [ticketNumber, setFieldValue]);
  const onSubmit = form.onSubmit(async (body) => {
    try {
      const answer = await ship.mutateAsync(body);
      playScanSound('success');
      toast('success', answer.message);
      onShipped(answer.shipment);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return;
      playScanSound('error');
      markServerErrors(form, error);
      toast(error instanceof ApiError && error.status === 422 ? 'warning' : 'error', messageOf(error));
    }
  });
  return (
    <Stack gap="md">
      <Title order={3}>Shipping</Title>
      <form onSubmit={onSubmit} noValidate aria-label="Ship a ticket">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={LABELS.ticket_number}
            required
            autoComplete="off"
            style={{ flex: '1 1 160px' }}
            {...form.getInputProps('ticket_number')}
          />
          <TextInput
            label={LABELS.tracking_number}
            required
            autoComplete="off"
            inputMode="text"
            style={{ flex: '2 1 240px' }}
            styles={{ input: { fontFamily: 'monospace' } }}
            {...form.getInputProps('tracking_number')}
          />
          <Select
            label={LABELS.carrier_code}
            data={CARRIERS}
            allowDeselect={false}
            style={{ flex: '0 1 160px' }}
            {...form.getInputProps('carrier_code')}
          />
          <Button type="submit" mt={25} loading={ship.isPending} leftSection={<IconTruck size={16} />}>
            Ship
          </Button>
        </Group>
      </form>
      <Text size="xs" c="dimmed">
        Ship marks the shop order shipped in ShipStation, which e-mails the customer the tracking number. It cannot be
        undone.
      </Text>
      {shipment && <ShipmentConfirmation shipment={shipment} />}
    </Stack>
  );
}
